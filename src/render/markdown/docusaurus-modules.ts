// Docusaurus's modules (`@docusaurus/router`, `@theme/Tabs`…) for the site's own components: their server bundle
// reads each from a global this thread fills, so that they are docgen's own (one React, one MDX context), not
// packages the site would need to install.
import type { Plugin } from 'esbuild';
import { DOCUSAURUS_MODULES } from '../../../theme/mdx/components.js';

const GLOBAL = '__docgenDocusaurusModules';

/** Before a thread imports site modules. */
export function provideDocusaurusModules(): void {
  (globalThis as Record<string, unknown>)[GLOBAL] ??= DOCUSAURUS_MODULES;
}

export function docusaurusModulesPlugin(): Plugin {
  return {
    name: 'docgen-docusaurus-modules',
    setup(build) {
      build.onResolve({ filter: /^@(docusaurus|theme)\// }, (args) => {
        if (args.path in DOCUSAURUS_MODULES) return { path: args.path, namespace: 'docgen-docusaurus' };
        return { errors: [{ text: `docgen does not provide "${args.path}" yet; of Docusaurus's modules it provides ${Object.keys(DOCUSAURUS_MODULES).join(', ')}` }] };
      });
      build.onLoad({ filter: /.*/, namespace: 'docgen-docusaurus' }, (args) => {
        const names = Object.keys(DOCUSAURUS_MODULES[args.path]!);
        const read = `const module = globalThis.${GLOBAL}[${JSON.stringify(args.path)}];`;
        return { contents: [read, ...names.map((name) => (name === 'default' ? 'export default module.default;' : `export const ${name} = module.${name};`))].join('\n'), loader: 'js' };
      });
    },
  };
}
