// In the dev server, mermaid is bundled on its own, once, and loaded by the client from a fixed URL: bundled
// with the client (as `docgen build` does), its hundred chunks made every start and every theme edit wait over a
// second before the first page could be painted.
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { esbuildError } from '../esbuild-error.js';
import { packageRoot } from '../package-root.js';

/** Under the base: the mermaid module and its chunks. */
export const DEV_MERMAID = '__docgen/mermaid/';

/** Resolves the client's `docgen:mermaid` to the separately bundled module, loaded at run time. */
export function devMermaidPlugin(base: string): Plugin {
  return {
    name: 'docgen-mermaid',
    setup(b) {
      b.onResolve({ filter: /^docgen:mermaid$/ }, () => ({ path: `${base}${DEV_MERMAID}mermaid.js`, external: true }));
    },
  };
}

/** The mermaid module and its chunks, by path relative to the build folder. */
export async function buildDevMermaid(base: string): Promise<Map<string, Uint8Array>> {
  const root = packageRoot();
  const outdir = path.join(root, '.docgen-client', DEV_MERMAID);
  try {
    const result = await build({
      entryPoints: { mermaid: 'docgen-dev-mermaid' },
      absWorkingDir: root,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: ['es2022'],
      minify: true,
      write: false,
      outdir,
      chunkNames: 'chunk-[hash]',
      publicPath: base + DEV_MERMAID,
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [
        {
          name: 'docgen-dev-mermaid',
          setup(b) {
            b.onResolve({ filter: /^docgen-dev-mermaid$/ }, () => ({ path: 'entry', namespace: 'docgen-dev-mermaid' }));
            b.onLoad({ filter: /.*/, namespace: 'docgen-dev-mermaid' }, () => ({ contents: `export { default } from 'mermaid';`, loader: 'js', resolveDir: root }));
          },
        },
      ],
      logLevel: 'silent',
    });
    return new Map(result.outputFiles.map((file) => [DEV_MERMAID + path.relative(outdir, file.path).split(path.sep).join('/'), file.contents]));
  } catch (cause) {
    throw esbuildError('client/mermaid', 'Cannot bundle mermaid', cause, undefined, root);
  }
}
