// The virtual module `docgen:site-css`: the site's stylesheets (config `customCss`), which the client entry
// imports after the theme's, so that the site's rules and CSS variables win.
import type { Plugin } from 'esbuild';

export function siteCssPlugin(stylesheets: string[]): Plugin {
  return {
    name: 'docgen-site-css',
    setup(build) {
      build.onResolve({ filter: /^docgen:site-css$/ }, () => ({ path: 'site-css', namespace: 'docgen-site-css' }));
      build.onLoad({ filter: /.*/, namespace: 'docgen-site-css' }, () => ({
        contents: stylesheets.map((file) => `import ${JSON.stringify(file)};`).join('\n'),
        loader: 'js',
        resolveDir: process.cwd(),
      }));
    },
  };
}
