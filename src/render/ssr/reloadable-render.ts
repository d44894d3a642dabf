// The dev server's server render follows edits of the theme: the renderer and the theme are bundled with an
// esbuild context and imported afresh after each change (a module, once imported, cannot be replaced). React
// stays external, named by docgen's own copy (own-dependencies.ts), as in component pages: one React.
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { context } from 'esbuild';
import { esbuildError } from '../esbuild-error.js';
import { ownDependenciesExternal } from '../own-dependencies.js';
import { packageRoot } from '../package-root.js';
import type { RenderInput } from './render-page.js';

export type RenderFn = (input: RenderInput) => string;

export interface ReloadableRender {
  /** Bundles the renderer with the theme as it is on disk now, and imports it. */
  rebuild(): Promise<RenderFn>;
  dispose(): Promise<void>;
}

export async function createReloadableRender(workDir: string): Promise<ReloadableRender> {
  const outdir = path.join(workDir, '.docgen', 'dev');
  const ctx = await context({
    entryPoints: [path.join(packageRoot(), 'src/render/ssr/render-page.tsx')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    loader: { '.css': 'empty' },
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [ownDependenciesExternal()],
    write: false,
    outfile: path.join(outdir, 'render.mjs'),
    logLevel: 'silent',
  });
  let count = 0;
  return {
    async rebuild() {
      let code: Uint8Array;
      try {
        code = (await ctx.rebuild()).outputFiles![0]!.contents;
      } catch (cause) {
        throw esbuildError('theme/compile', 'Cannot compile the theme', cause);
      }
      await mkdir(outdir, { recursive: true });
      const file = path.join(outdir, `render-${process.pid}-${++count}-${randomBytes(3).toString('hex')}.mjs`);
      await writeFile(file, code);
      try {
        const mod = (await import(pathToFileURL(file).href)) as { renderPage: RenderFn };
        return mod.renderPage;
      } finally {
        await rm(file, { force: true });
      }
    },
    dispose: () => ctx.dispose(),
  };
}
