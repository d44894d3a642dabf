// The virtual module `docgen:mermaid`: mermaid itself when the site has diagrams. Otherwise a module that
// fails if ever loaded, so that a site without diagrams does not bundle mermaid's hundred chunks.
import type { Plugin } from 'esbuild';
import { packageRoot } from '../package-root.js';

export function mermaidModulePlugin(enabled: boolean): Plugin {
  return {
    name: 'docgen-mermaid',
    setup(build) {
      build.onResolve({ filter: /^docgen:mermaid$/ }, () => ({ path: 'mermaid', namespace: 'docgen-mermaid' }));
      build.onLoad({ filter: /.*/, namespace: 'docgen-mermaid' }, () => ({
        contents: enabled ? `export { default } from 'mermaid';` : `throw new Error('This site has no diagrams, so mermaid is not bundled.');`,
        loader: 'js',
        resolveDir: packageRoot(),
      }));
    },
  };
}
