// `import Logo from './logo.svg'` in a site's module: a component showing the picture, as Docusaurus gives it
// (its `default` and `ReactComponent`), in the server's bundle and the browser's alike. A stylesheet's `url()` of
// an .svg stays a file.
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { packageRoot } from '../package-root.js';

const NAMESPACE = 'docgen-svg-component';

export function svgComponentPlugin(): Plugin {
  return {
    name: 'docgen-svg-component',
    setup(build) {
      build.onResolve({ filter: /\.svg$/ }, async (args) => {
        const fromScript = args.kind === 'import-statement' || args.kind === 'require-call' || args.kind === 'dynamic-import';
        if (!fromScript || args.namespace === NAMESPACE || args.importer.split(/[/\\]/).includes('node_modules')) return undefined;
        const file = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, namespace: NAMESPACE });
        if (file.errors.length > 0) return { errors: file.errors };
        return { path: file.path, namespace: NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
        contents: [`import url from ${JSON.stringify(args.path)};`, `import { svgImage } from ${JSON.stringify(path.join(packageRoot(), 'theme/mdx/svg-image.tsx'))};`, 'const Svg = svgImage(url);', 'export default Svg;', 'export { Svg as ReactComponent };'].join('\n'),
        resolveDir: path.dirname(args.path),
        loader: 'js',
      }));
    },
  };
}
