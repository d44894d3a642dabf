// CSS modules (`import styles from './index.module.css'`) in a site's React pages and components, scoped by
// lightningcss before esbuild sees them: the class names depend on the file's path in the site alone, so the
// server's render and the browser's bundle (minified, with other modules beside it) name them the same, and
// hydration matches. esbuild then bundles the scoped stylesheet as plain CSS.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { transform } from 'lightningcss';

const STYLESHEET = 'docgen-css-module';

export function cssModulesPlugin(siteRoot: string): Plugin {
  const scoped = new Map<string, string>();
  return {
    name: 'docgen-css-modules',
    setup(build) {
      build.onLoad({ filter: /\.module\.css$/, namespace: 'file' }, async (args) => {
        const relative = path.relative(siteRoot, args.path).split(path.sep).join('/');
        let result;
        try {
          result = transform({ filename: relative, code: await readFile(args.path), cssModules: { pattern: '[name]_[local]_[hash]' }, errorRecovery: false });
        } catch (cause) {
          const { loc, message } = cause as { loc?: { line: number; column: number }; message: string };
          return { errors: [{ text: message, location: loc ? { file: args.path, line: loc.line, column: loc.column - 1 } : null }] };
        }
        scoped.set(args.path, result.code.toString());
        // lightningcss gives the names in no set order: sorted, the module (and what is compiled from it) is the
        // same on every build.
        const names = Object.entries(result.exports ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        const classes = Object.fromEntries(names.map(([local, name]) => [local, [name.name, ...name.composes.map((c) => c.name)].join(' ')]));
        return {
          contents: `import ${JSON.stringify(args.path)};\nexport default ${JSON.stringify(classes)};\n`,
          loader: 'js',
          resolveDir: path.dirname(args.path),
          pluginData: STYLESHEET,
        };
      });
      // The module's own import of its file: the scoped stylesheet.
      build.onResolve({ filter: /\.module\.css$/ }, (args) => (args.pluginData === STYLESHEET ? { path: args.path, namespace: STYLESHEET } : undefined));
      build.onLoad({ filter: /.*/, namespace: STYLESHEET }, (args) => ({ contents: scoped.get(args.path) ?? '', loader: 'css', resolveDir: path.dirname(args.path) }));
    },
  };
}
