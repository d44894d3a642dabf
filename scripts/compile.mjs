// Compiles the TypeScript CLI into dist/ so that `node bin/docgen.js` works right after `npm ci`.
// Dependencies stay external: they are installed next to the package.
import { build } from 'esbuild';

await build({
  entryPoints: { cli: 'src/cli/main.ts', index: 'src/index.ts', 'compile-worker': 'src/render/markdown/compile-worker.ts', 'search-worker': 'src/render/search/search-worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  jsx: 'automatic',
  sourcemap: true,
  logLevel: 'warning',
});
