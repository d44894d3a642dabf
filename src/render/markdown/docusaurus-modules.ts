// Docusaurus's modules (`@docusaurus/router`, `@theme/Layout`…) for the site's own components and React pages:
// docgen's own (theme/mdx/components.ts), not packages the site would need to install. A server bundle reads each
// from a global this thread fills, so that they are the renderer's copy (one React, one context); the browser's
// bundle, which holds the theme already, imports them.
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { DOCUSAURUS_MODULES } from '../../../theme/mdx/components.js';
import { packageRoot } from '../package-root.js';

const GLOBAL = '__docgenDocusaurusModules';

/** Before a thread imports site modules. */
export function provideDocusaurusModules(): void {
  (globalThis as Record<string, unknown>)[GLOBAL] ??= DOCUSAURUS_MODULES;
}

export function docusaurusModulesPlugin(target: 'server' | 'browser' = 'server'): Plugin {
  const root = packageRoot();
  return {
    name: 'docgen-docusaurus-modules',
    setup(build) {
      build.onResolve({ filter: /^@(docusaurus|theme)\// }, (args) => {
        if (args.path in DOCUSAURUS_MODULES) return { path: args.path, namespace: 'docgen-docusaurus' };
        return { errors: [{ text: `docgen does not provide "${args.path}" yet; of Docusaurus's modules it provides ${Object.keys(DOCUSAURUS_MODULES).join(', ')}` }] };
      });
      build.onLoad({ filter: /.*/, namespace: 'docgen-docusaurus' }, (args) => {
        const names = Object.keys(DOCUSAURUS_MODULES[args.path]!);
        const read =
          target === 'server'
            ? [`const module = globalThis.${GLOBAL}[${JSON.stringify(args.path)}];`]
            : [
                `import { DOCUSAURUS_MODULES } from ${JSON.stringify(path.join(root, 'theme/mdx/components.ts'))};`,
                `const module = DOCUSAURUS_MODULES[${JSON.stringify(args.path)}];`,
              ];
        const exported = names.map((name) => (name === 'default' ? 'export default module.default;' : `export const ${name} = module.${name};`));
        return { contents: [...read, ...exported].join('\n'), loader: 'js', resolveDir: root };
      });
    },
  };
}
