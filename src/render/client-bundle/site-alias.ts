// `@site/src/components/Switch`: the site's own files by their path from its folder, as Docusaurus names them, in
// every bundle of site modules (the server's and the browser's).
import path from 'node:path';
import type { Plugin } from 'esbuild';

export function siteAliasPlugin(siteRoot: string): Plugin {
  return {
    name: 'docgen-site-alias',
    setup(build) {
      build.onResolve({ filter: /^@site\// }, (args) => build.resolve(`./${args.path.slice('@site/'.length)}`, { kind: args.kind, resolveDir: siteRoot, importer: args.importer }));
    },
  };
}
