// The virtual module `docgen:pages`: a lazy import per component page, keyed like the server render.
import type { Plugin } from 'esbuild';

export function pagesRegistryPlugin(pages: { key: string; file: string }[]): Plugin {
  return {
    name: 'docgen-pages',
    setup(build) {
      build.onResolve({ filter: /^docgen:pages$/ }, () => ({ path: 'pages', namespace: 'docgen' }));
      build.onLoad({ filter: /.*/, namespace: 'docgen' }, () => ({
        contents: `export const pages = {\n${pages.map((p) => `  ${JSON.stringify(p.key)}: () => import(${JSON.stringify(p.file)}),`).join('\n')}\n};\n`,
        loader: 'js',
        resolveDir: process.cwd(),
      }));
    },
  };
}
