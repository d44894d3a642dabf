// A server bundle leaves the site's packages to Node (`packages: 'external'`), whose ESM loader resolves a deep
// import of a package without an `exports` map as written: `echarts/map/js/world` is not found, where webpack
// and esbuild (and so Docusaurus) find `world.js`. Such an import is named by the file it resolves to, as a
// bundler finds it, and stays external.
import { readFileSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { packageName } from '../own-dependencies.js';

/** A package's subpath without a file extension Node would take as is: `pkg/a/b`, `@scope/pkg/a`. */
const DEEP = /^(?:@[^/]+\/)?[^./@][^/]*\/[^?#]*$/;
const WITH_EXTENSION = /\.(?:m?js|cjs|json|node)$/;

export function deepImportsPlugin(): Plugin {
  return {
    name: 'docgen-deep-imports',
    setup(build) {
      build.onResolve({ filter: DEEP }, (args) => {
        if (WITH_EXTENSION.test(args.path) || isBuiltin(args.path) || !args.resolveDir) return undefined;
        const name = packageName(args.path);
        const require = createRequire(path.join(args.resolveDir, 'noop.js'));
        let manifest: string;
        try {
          manifest = require.resolve(`${name}/package.json`);
        } catch {
          return undefined; // not installed, or its exports hide its package.json: Node's resolution it is
        }
        if ('exports' in (JSON.parse(readFileSync(manifest, 'utf8')) as object)) return undefined; // Node follows the map
        let file: string;
        try {
          file = require.resolve(args.path);
        } catch {
          return undefined;
        }
        const inside = path.relative(path.dirname(manifest), file);
        if (inside.startsWith('..')) return undefined;
        return { path: `${name}/${inside.split(path.sep).join('/')}`, external: true };
      });
    },
  };
}
