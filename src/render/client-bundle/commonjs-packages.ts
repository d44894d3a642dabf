// A server bundle leaves the site's packages to Node, whose ES module loader gives a CommonJS module's named
// exports only where it spots them in the code: `import { merge } from 'lodash'` fails ("does not provide an
// export named 'merge'"), and a default import of a module compiled from ES modules (`exports.default`, with
// `__esModule`) gives the whole exports object. Bundlers (webpack, so Docusaurus; esbuild) read the names off
// the exports at run time and honour `__esModule`. So an import of a CommonJS file of a package goes through a
// one-line CommonJS module the bundle holds, which requires that file (from the site's node_modules) when the
// bundle runs: esbuild's interop then does what a bundler does, and the package itself still runs as Node
// loads it (its own requires, `__dirname`, one instance). Packages with an ES module build are left to Node.
import { readFileSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';

const NAMESPACE = 'docgen-commonjs';
const REQUIRE = '__docgenRequire';

/** Defines the `require` the bundle's CommonJS modules call: put at the top of every server bundle. */
export const REQUIRE_BANNER = `import { createRequire as __docgenCreateRequire } from 'node:module';\nconst ${REQUIRE} = __docgenCreateRequire(import.meta.url);`;

const BARE = /^[^./]/;
/** What a bundler would read as a module of code or data; a stylesheet or picture goes to the other plugins. */
const REQUIRABLE = /\.(?:js|cjs|json)$/;

export function commonJsPackagesPlugin(): Plugin {
  return {
    name: 'docgen-commonjs-packages',
    setup(build) {
      // A package's manifests are read once per build, however many files import it.
      const manifests = new Map<string, Manifest | undefined>();
      const manifestIn = (dir: string) => {
        if (!manifests.has(dir)) manifests.set(dir, readManifest(dir));
        return manifests.get(dir);
      };
      build.onResolve({ filter: BARE }, (args) => {
        if (isBuiltin(args.path) || !args.resolveDir || /^[a-z]+:/i.test(args.path)) return undefined;
        const file = commonJsFile(args.path, args.resolveDir, manifestIn);
        return file === undefined ? undefined : { path: file, namespace: NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({ contents: `module.exports = ${REQUIRE}(${JSON.stringify(args.path)});\n`, loader: 'js' }));
    },
  };
}

/** The file `specifier` names from `dir`, when Node would load it as CommonJS (or JSON) for an import. */
function commonJsFile(specifier: string, dir: string, manifestIn: (dir: string) => Manifest | undefined): string | undefined {
  let file: string;
  try {
    file = createRequire(path.join(dir, 'noop.js')).resolve(specifier);
  } catch {
    return undefined; // not installed: Node's own error, named where the page is imported
  }
  if (!REQUIRABLE.test(file)) return undefined;
  // An exports map with an `import` condition names an ES module build, which Node loads with its names.
  const root = packageRoot(file);
  if (root === undefined || /"(?:import|module-sync)"\s*:/.test(JSON.stringify(manifestIn(root)?.exports ?? null))) return undefined;
  if (file.endsWith('.js') && nearestManifest(file, root, manifestIn)?.type === 'module') return undefined;
  return file;
}

/** The folder of the package a file of node_modules is in. */
function packageRoot(file: string): string | undefined {
  const parts = file.split(path.sep);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0) return undefined;
  return parts.slice(0, at + (parts[at + 1]?.startsWith('@') ? 3 : 2)).join(path.sep);
}

type Manifest = { type?: string; exports?: unknown };

function readManifest(dir: string): Manifest | undefined {
  try {
    return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
}

/** The package.json nearest above a file, up to its package's root: what says whether its `.js` is CommonJS. */
function nearestManifest(file: string, root: string, manifestIn: (dir: string) => Manifest | undefined): Manifest | undefined {
  for (let dir = path.dirname(file); dir.startsWith(root); dir = path.dirname(dir)) {
    const manifest = manifestIn(dir);
    if (manifest) return manifest;
  }
  return undefined;
}
