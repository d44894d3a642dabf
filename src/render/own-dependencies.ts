// docgen's own runtime dependencies (react, react-dom, ...) come from docgen's package, never from the site's
// folder. The server bundles are written inside the site folder (so that the site's own packages resolve), and
// a bare `react` there would resolve against the site: a site outside docgen's folder has no such package, and
// a site with its own React would run two copies (hooks fail across them). Anything else a site imports still
// resolves from the site.
import { readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { packageRoot } from './package-root.js';
import { isSingleton } from './client-bundle/one-react.js';

let own: Set<string> | undefined;

function ownPackages(): Set<string> {
  own ??= new Set(Object.keys((JSON.parse(readFileSync(path.join(packageRoot(), 'package.json'), 'utf8')) as { dependencies?: object }).dependencies ?? {}));
  return own;
}

/** 'react/jsx-runtime' → 'react', '@docsearch/js/dist/x' → '@docsearch/js'. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

const BARE = /^[^./]/;

/** docgen's own API for site modules (src/island.ts): bundled with them, so no installed copy of docgen is needed. */
const DOCGEN_API: Record<string, string> = { 'docgen/island': 'src/island.ts' };
const docgenApi = (specifier: string) => (specifier in DOCGEN_API ? { path: path.join(packageRoot(), DOCGEN_API[specifier]!) } : undefined);
/** Matches the specifiers of docgen's dependencies and its API, and those of anything they resolve within. */
function ownSpecifiers(): RegExp {
  const names = [...ownPackages(), ...Object.keys(DOCGEN_API)].map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^(?:${names.join('|')})(?:/|$)`);
}
const isOwn = (specifier: string) => !isBuiltin(specifier) && ownPackages().has(packageName(specifier));

/**
 * For server bundles (`packages: 'external'`): docgen's dependencies stay external, named by the file URL Node
 * resolves from docgen's own code, so the bundle, wherever it is written, shares docgen's copy.
 */
export function ownDependenciesExternal(): Plugin {
  return {
    name: 'docgen-own-dependencies',
    setup(build) {
      build.onResolve({ filter: BARE }, (args) => {
        if (!isOwn(args.path)) return docgenApi(args.path);
        try {
          // Resolved from this module, that is from docgen's package (source or dist/).
          return { path: import.meta.resolve(args.path), external: true };
        } catch {
          return undefined; // not something docgen has: the site's own, or Node's error when imported
        }
      });
    },
  };
}

/** For the browser bundle: the site's files import docgen's copy of its dependencies. */
export function ownDependenciesBundled(): Plugin {
  const marker = Symbol('docgen-own');
  return {
    name: 'docgen-own-dependencies',
    setup(build) {
      // Only docgen's packages (and its API) call back into this thread: every other import of a large bundle
      // (mermaid's thousands) would wait for this thread, busy compiling pages meanwhile.
      build.onResolve({ filter: ownSpecifiers() }, async (args) => {
        // Packages resolve their own dependencies as they always do (they may hold a nested version), but for
        // React, of which a page has one copy (client-bundle/one-react.ts).
        if (args.pluginData === marker || (args.importer.split(/[/\\]/).includes('node_modules') && !isSingleton(args.path))) return undefined;
        if (!isOwn(args.path)) return docgenApi(args.path);
        const result = await build.resolve(args.path, { kind: args.kind, resolveDir: packageRoot(), importer: args.importer, pluginData: marker });
        if (result.errors.length > 0) return undefined;
        return { path: result.path, external: result.external, namespace: result.namespace, sideEffects: result.sideEffects, suffix: result.suffix };
      });
    },
  };
}
