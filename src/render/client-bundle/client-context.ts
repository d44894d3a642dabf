// The client bundle for the dev server: one esbuild context kept alive, so that an edit of the theme or the
// browser code rebuilds only what changed.
import { context } from 'esbuild';
import { esbuildError } from '../esbuild-error.js';
import { clientBuildOptions, readClientBundle, type ClientBundle, type ClientOptions } from './build-client.js';

export interface ClientContext {
  rebuild(): Promise<ClientBundle>;
  dispose(): Promise<void>;
}

export async function createClientContext(options: ClientOptions): Promise<ClientContext> {
  const ctx = await context(clientBuildOptions(options));
  return {
    async rebuild() {
      try {
        return readClientBundle(await ctx.rebuild(), options.base);
      } catch (cause) {
        throw esbuildError('client/compile', 'Cannot bundle the client', cause);
      }
    },
    dispose: () => ctx.dispose(),
  };
}
