// The virtual module `docgen:islands`: the site's island modules (`*.client.tsx` that MDX pages import), each a
// lazy chunk, by the path pages name it with; its exports become islands through componentIsland.
import type { Plugin } from 'esbuild';
import path from 'node:path';
import { packageRoot } from '../package-root.js';

export function islandsRegistryPlugin(islands: { module: string; file: string }[]): Plugin {
  return {
    name: 'docgen-islands',
    setup(build) {
      build.onResolve({ filter: /^docgen:islands$/ }, () => ({ path: 'islands', namespace: 'docgen-islands' }));
      build.onLoad({ filter: /.*/, namespace: 'docgen-islands' }, () => ({
        contents: [
          `import { componentIsland } from ${JSON.stringify(path.join(packageRoot(), 'src/client/islands/component-island.tsx'))};`,
          'export const siteIslands = {',
          ...islands.map((island) => `  ${JSON.stringify(island.module)}: (name) => import(${JSON.stringify(island.file)}).then((m) => componentIsland(m[name])),`),
          '};',
        ].join('\n'),
        loader: 'js',
        resolveDir: process.cwd(),
      }));
    },
  };
}
