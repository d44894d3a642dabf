// Bundles site modules (React pages, components MDX pages import) for the server render: Node ESM files in a
// folder of the site (so that the site's own packages resolve; docgen's, React, come from docgen), kept until
// `dispose`, so that any thread can import them.
import { createHash, randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { esbuildError } from '../esbuild-error.js';
import { ownDependenciesExternal } from '../own-dependencies.js';
import { siteAliasPlugin } from './site-alias.js';
import { docusaurusModulesPlugin } from '../markdown/docusaurus-modules.js';
import { ASSET_LOADERS, ASSET_NAMES } from './asset-files.js';
import { svgComponentPlugin } from './svg-component.js';
import { cssModulesPlugin } from './css-modules.js';

export interface ServerModules {
  /** Source file → URL of its bundle. */
  urls: Record<string, string>;
  /** Source file → a hash of its bundle (its code and all it imports): what a page importing it is compiled from. */
  hashes: Record<string, string>;
  /** The site's files the modules are made of (what they import of the site too): what the dev server watches. */
  inputs: string[];
  /** The files React pages import (pictures), by their path in the built site: the browser's bundle emits them. */
  assets: string[];
  dispose(): Promise<void>;
}

/** JSX in .js files, as Docusaurus (Babel) reads the site's components. */
export const JSX_IN_JS = { '.js': 'jsx' } as const;

/**
 * `pages`: the modules are React pages, hydrated in the browser: what they import of stylesheets goes to the
 * browser's bundle (here, a CSS module gives its class names), and the files they import are named by their URLs
 * under the site's base, as the browser's bundle names them.
 */
export async function bundleServerModules(files: string[], workDir: string, error: { code: string; message: string }, pages?: { base: string }): Promise<ServerModules> {
  if (files.length === 0) return { urls: {}, hashes: {}, inputs: [], assets: [], dispose: async () => undefined };
  const outdir = path.join(workDir, '.docgen', `ssr-${randomBytes(4).toString('hex')}`);
  const dispose = () => rm(outdir, { recursive: true, force: true });
  const entryPoints = Object.fromEntries(files.map((file, i) => [`module${i}`, file]));
  const hashes: Record<string, string> = {};
  let inputs: string[];
  let assets: string[];
  try {
    const common = [siteAliasPlugin(workDir), docusaurusModulesPlugin(), ownDependenciesExternal()];
    const { metafile } = await build({
      metafile: true, entryPoints, outdir, bundle: true, format: 'esm', platform: 'node', target: 'node20', packages: 'external', jsx: 'automatic', outExtension: { '.js': '.mjs' }, logLevel: 'silent',
      ...(pages
        ? { loader: { ...ASSET_LOADERS, ...JSX_IN_JS }, assetNames: ASSET_NAMES, publicPath: pages.base, plugins: [...common, svgComponentPlugin(), cssModulesPlugin(workDir)] }
        : { loader: JSX_IN_JS, plugins: [...common, noStylesheetImports()] }),
    });
    inputs = Object.keys(metafile.inputs)
      .filter((input) => !/^[a-z-]+:/i.test(input) && !input.split(/[\\/]/).includes('node_modules'))
      .map((input) => path.resolve(input));
    assets = Object.keys(metafile.outputs)
      .map((output) => path.relative(outdir, path.resolve(output)).split(path.sep).join('/'))
      .filter((output) => output.startsWith('assets/'));
    for (const [i, file] of files.entries()) hashes[file] = createHash('sha256').update(await readFile(path.join(outdir, `module${i}.mjs`))).digest('hex');
  } catch (cause) {
    await dispose();
    throw esbuildError(error.code, error.message, cause);
  }
  return { urls: Object.fromEntries(files.map((file, i) => [file, pathToFileURL(path.join(outdir, `module${i}.mjs`)).href])), hashes, inputs, assets, dispose };
}

/** A stylesheet imported by a module would reach no page: said, with its line, rather than dropped. */
function noStylesheetImports(): Plugin {
  return {
    name: 'docgen-no-stylesheet-imports',
    setup(build) {
      build.onResolve({ filter: /\.(css|scss|sass|less)$/ }, (args) => ({
        errors: [{ text: `"${args.path}" is a stylesheet, which a module cannot import here: list it in the config's customCss, and it is loaded on every page after the theme's` }],
      }));
    },
  };
}
