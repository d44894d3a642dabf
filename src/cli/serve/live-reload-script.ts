// The browser side of live reload (src/client/live-reload), bundled on its own: it is served by the dev server
// and never part of the site's client bundle.
import path from 'node:path';
import { build } from 'esbuild';
import { esbuildError } from '../../render/esbuild-error.js';
import { packageRoot } from '../../render/package-root.js';

export async function bundleLiveReloadScript(): Promise<string> {
  try {
    const result = await build({
      entryPoints: [path.join(packageRoot(), 'src/client/live-reload/live-reload.ts')],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: ['es2022'],
      minify: true,
      write: false,
      logLevel: 'silent',
    });
    return result.outputFiles[0]!.text;
  } catch (cause) {
    throw esbuildError('client/live-reload', 'Cannot bundle the live-reload script', cause);
  }
}
