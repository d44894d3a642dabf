// The virtual module `docgen:site-css`: the site's stylesheets (config `customCss`), which the client entry
// imports after the theme's, so that the site's rules and CSS variables win.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Metafile, Plugin } from 'esbuild';
import { packageRoot } from '../package-root.js';
import type { SiteConfig } from '../config/site-config.js';

/**
 * The site's stylesheets, in order: KaTeX's when the site has math (markdown.math); a Docusaurus project's class
 * names of Docusaurus's theme its pages use (theme/docusaurus-classes.css); then the site's own, which may
 * restyle them.
 */
export function siteStylesheets(config: Pick<SiteConfig, 'layout' | 'customCss' | 'markdown'>): string[] {
  return [
    ...(config.markdown.math ? [createRequire(path.join(packageRoot(), 'package.json')).resolve('katex/dist/katex.min.css')] : []),
    ...(config.layout === 'docusaurus' ? [path.join(packageRoot(), 'theme/docusaurus-classes.css')] : []),
    ...config.customCss,
  ];
}

export function siteCssPlugin(stylesheets: string[], staticDir?: string): Plugin {
  return {
    name: 'docgen-site-css',
    setup(build) {
      // `url(/fonts/a.woff2)`: the static file, bundled (hashed, under the base) as any asset; a path that is no
      // static file is left to the host.
      build.onResolve({ filter: /^\/[^/]/ }, (args) => {
        if (args.kind !== 'url-token' && args.kind !== 'import-rule') return undefined;
        const file = staticDir && path.join(staticDir, args.path.split(/[?#]/)[0]!);
        return file && file.startsWith(staticDir + path.sep) && existsSync(file) ? { path: file } : { path: args.path, external: true };
      });
      build.onResolve({ filter: /^docgen:site-css$/ }, () => ({ path: 'site-css', namespace: 'docgen-site-css' }));
      build.onLoad({ filter: /.*/, namespace: 'docgen-site-css' }, () => ({
        contents: stylesheets.map((file) => `import ${JSON.stringify(file)};`).join('\n'),
        loader: 'js',
        resolveDir: process.cwd(),
      }));
    },
  };
}

/** The site's stylesheets a client bundle is made of: those of `customCss` and those they `@import`. */
export function siteStylesheetInputs(metafile: Metafile, siteRoot: string): string[] {
  const inside = siteRoot.endsWith(path.sep) ? siteRoot : siteRoot + path.sep;
  return Object.keys(metafile.inputs)
    .filter((input) => input.endsWith('.css') && !/^[a-z-]+:/i.test(input) && !input.split(/[\\/]/).includes('node_modules'))
    .map((input) => path.resolve(packageRoot(), input)) // the bundle's metafile paths are relative to docgen's folder
    .filter((file) => file.startsWith(inside));
}
