// Whether a Docusaurus project's React page can be built: bundled alone, as the browser's bundle would take it,
// so that what it imports and docgen cannot give (a package the project has not installed, a Docusaurus module
// docgen does not provide) leaves that page out, named, instead of failing the whole site.
import path from 'node:path';
import { build } from 'esbuild';
import { esbuildError } from '../esbuild-error.js';
import { DocgenError } from '../errors.js';
import { ASSET_LOADERS } from './asset-files.js';
import { JSX_IN_JS, siteModulePlugins } from './server-modules.js';
import { svgComponentPlugin } from './svg-component.js';

export async function reactPageProblem(file: string, siteRoot: string): Promise<DocgenError | undefined> {
  try {
    await build({
      entryPoints: [file],
      bundle: true,
      write: false,
      outdir: siteRoot,
      platform: 'browser',
      format: 'esm',
      jsx: 'automatic',
      loader: { ...ASSET_LOADERS, ...JSX_IN_JS },
      plugins: [...siteModulePlugins(siteRoot), svgComponentPlugin()],
      logLevel: 'silent',
    });
    return undefined;
  } catch (cause) {
    // At the import that fails, which may be in a component the page uses.
    const { message, file: at, line, column } = esbuildError('pages/not-built', `Not published: the React page ${path.relative(siteRoot, file)} cannot be built`, cause, file, siteRoot);
    return new DocgenError('pages/not-built', message, { file: at, line, column, hint: 'The rest of the site is built. Install the packages the page imports (npm install in the project); a module of Docusaurus that docgen does not provide keeps the page out.' });
  }
}
