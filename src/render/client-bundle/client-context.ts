// The client bundle for the dev server: one esbuild context kept alive, so that an edit of the theme or the
// browser code rebuilds only what changed. The same options as `docgen build`, except that mermaid is loaded
// from its own bundle.
import { context } from 'esbuild';
import { packageRoot } from '../package-root.js';
import { esbuildError } from '../esbuild-error.js';
import { clientBuildOptions, readClientBundle, type ClientBundle, type ClientOptions } from './build-client.js';
import { devMermaidPlugin } from './dev-mermaid.js';

export interface ClientContext {
  rebuild(): Promise<ClientBundle>;
  dispose(): Promise<void>;
}

export async function createClientContext(options: ClientOptions): Promise<ClientContext> {
  const build = clientBuildOptions(options);
  // mermaid comes from its own bundle (dev-mermaid.ts) when the site has diagrams.
  const plugins = build.plugins!.map((plugin) => (plugin.name === 'docgen-mermaid' && options.mermaid ? devMermaidPlugin(options.base) : plugin));
  const ctx = await context({ ...build, plugins });
  return {
    async rebuild() {
      try {
        return readClientBundle(await ctx.rebuild(), options.base, options.islands);
      } catch (cause) {
        throw esbuildError('client/compile', 'Cannot bundle the client', cause, undefined, packageRoot());
      }
    },
    dispose: () => ctx.dispose(),
  };
}
