// Bundles site modules (React pages, components MDX pages import) for the server render: Node ESM files in a
// folder of the site (so that the site's own packages resolve; docgen's, React, come from docgen), kept until
// `dispose`, so that any thread can import them.
import { createHash, randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { existsSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { build, type BuildOptions, type Metafile, type Plugin } from 'esbuild';
import { esbuildError } from '../esbuild-error.js';
import { DocgenError } from '../errors.js';
import { ownDependenciesExternal, packageName } from '../own-dependencies.js';
import { siteAliasPlugin } from './site-alias.js';
import { docusaurusModulesPlugin } from '../markdown/docusaurus-modules.js';
import { ASSET_LOADERS, ASSET_NAMES } from './asset-files.js';
import { svgComponentPlugin } from './svg-component.js';
import { cssModulesPlugin } from './css-modules.js';
import { deepImportsPlugin } from './deep-imports.js';
import { commonJsPackagesPlugin, REQUIRE_BANNER } from './commonjs-packages.js';

export interface ServerModules {
  /** Source file → URL of its bundle. */
  urls: Record<string, string>;
  /** Source file → a hash of its bundle (its code and all it imports): what a page importing it is compiled from. */
  hashes: Record<string, string>;
  /** The site's files the modules are made of (what they import of the site too): what the dev server watches. */
  inputs: string[];
  /** The files React pages import (pictures), by their path in the built site: the browser's bundle emits them. */
  assets: string[];
  /** The stylesheets the (MDX) modules import, for the browser's bundle: the pages that show them need their CSS. */
  stylesheets: string[];
  /** Modules left out (ServerModulesOptions.leaveOut), each with what stops it. */
  problems: Record<string, DocgenError>;
  dispose(): Promise<void>;
}

/** JSX in .js files, as Docusaurus (Babel) reads the site's components. */
export const JSX_IN_JS = { '.js': 'jsx' } as const;

export interface ServerModulesOptions {
  /**
   * The modules are React pages, hydrated in the browser: the files they import are named by their URLs under the
   * site's base, as the browser's bundle names them (and published by it).
   */
  pages?: { base: string };
  /**
   * A module that cannot be built (it imports a package the project has not installed) is left out and named in
   * `problems`, instead of failing them all: a Docusaurus project built without `npm install`.
   */
  leaveOut?: boolean;
}

/**
 * What the modules import of stylesheets goes to the browser's bundle (`stylesheets`): a CSS module gives its
 * class names here, scoped as the browser's bundle scopes them.
 */
export async function bundleServerModules(files: string[], workDir: string, error: { code: string; message: string }, options: ServerModulesOptions = {}): Promise<ServerModules> {
  if (files.length === 0) return { urls: {}, hashes: {}, inputs: [], assets: [], stylesheets: [], problems: {}, dispose: async () => undefined };
  const outdir = path.join(workDir, '.docgen', `ssr-${randomBytes(4).toString('hex')}`);
  const dispose = () => rm(outdir, { recursive: true, force: true });
  const hashes: Record<string, string> = {};
  const settings = buildSettings(workDir, options);
  let inputs: string[];
  let assets: string[];
  let problems: Record<string, DocgenError>;
  try {
    const { metafile } = await build({ ...settings, metafile: true, outdir, entryPoints: Object.fromEntries(files.map((file, i) => [`module${i}`, file])) });
    // Packages stay outside the bundles, found when a module is imported: one the project has not installed leaves
    // its module out now, rather than failing the page that imports it.
    problems = options.leaveOut ? notInstalled(files, metafile, outdir, workDir, error) : {};
    inputs = Object.keys(metafile.inputs)
      .filter((input) => !/^[a-z-]+:/i.test(input) && !input.split(/[\\/]/).includes('node_modules'))
      .map((input) => path.resolve(input));
    assets = Object.keys(metafile.outputs)
      .map((output) => path.relative(outdir, path.resolve(output)).split(path.sep).join('/'))
      .filter((output) => output.startsWith('assets/'));
    for (const [i, file] of files.entries()) hashes[file] = createHash('sha256').update(await readFile(path.join(outdir, `module${i}.mjs`))).digest('hex');
  } catch (cause) {
    await dispose();
    const unbuilt = options.leaveOut ? await unbuildable(files, settings, outdir, error) : {};
    if (Object.keys(unbuilt).length === 0) throw esbuildError(error.code, error.message, cause);
    const rest = await bundleServerModules(files.filter((file) => !(file in unbuilt)), workDir, error, options);
    return { ...rest, problems: { ...rest.problems, ...unbuilt } };
  }
  const urls = Object.fromEntries(files.flatMap((file, i) => (file in problems ? [] : [[file, pathToFileURL(path.join(outdir, `module${i}.mjs`)).href]])));
  return { urls, hashes, inputs, assets, stylesheets: options.pages ? [] : inputs.filter((input) => input.endsWith('.css')), problems, dispose };
}

/** The modules whose bundle imports a package that is not in the site's node_modules (nor docgen's own). */
function notInstalled(files: string[], metafile: Metafile, outdir: string, workDir: string, error: { code: string }): Record<string, DocgenError> {
  const problems: Record<string, DocgenError> = {};
  for (const [i, file] of files.entries()) {
    const output = metafile.outputs[path.relative(process.cwd(), path.join(outdir, `module${i}.mjs`)).split(path.sep).join('/')];
    const missing = (output?.imports ?? []).map((entry) => entry.path).find((specifier) => isBarePackage(specifier) && !isInstalled(packageName(specifier), workDir));
    if (missing) problems[file] = new DocgenError(error.code, `its module cannot be built: it imports "${missing}", which the project has not installed`, { file });
  }
  return problems;
}

const isBarePackage = (specifier: string) => /^[^./]/.test(specifier) && !/^[a-z]+:/i.test(specifier) && !isBuiltin(specifier);

/** Whether Node would find the package from the site's folder: in a node_modules folder on the way up. */
function isInstalled(name: string, from: string): boolean {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'node_modules', name, 'package.json'))) return true;
    if (path.dirname(dir) === dir) return false;
  }
}

/**
 * The plugins every bundle of a site's modules for Node has: `@site/`, Docusaurus's modules, docgen's packages,
 * the site's CommonJS packages (whose bundle starts with REQUIRE_BANNER), deep imports, CSS modules.
 */
export function siteModulePlugins(workDir: string): Plugin[] {
  return [siteAliasPlugin(workDir), docusaurusModulesPlugin(), ownDependenciesExternal(), commonJsPackagesPlugin(), deepImportsPlugin(), cssModulesPlugin(workDir)];
}

function buildSettings(workDir: string, options: ServerModulesOptions): BuildOptions {
  const plugins = siteModulePlugins(workDir);
  return {
    bundle: true, format: 'esm', platform: 'node', target: 'node20', packages: 'external', jsx: 'automatic', outExtension: { '.js': '.mjs' }, logLevel: 'silent', banner: { js: REQUIRE_BANNER },
    ...(options.pages ? { loader: { ...ASSET_LOADERS, ...JSX_IN_JS }, assetNames: ASSET_NAMES, publicPath: options.pages.base, plugins: [...plugins, svgComponentPlugin()] } : { loader: JSX_IN_JS, plugins: [...plugins, onlyStylesheets()] }),
  };
}

/** Each module that cannot be built on its own, with what stops it. */
async function unbuildable(files: string[], settings: BuildOptions, outdir: string, error: { code: string; message: string }): Promise<Record<string, DocgenError>> {
  const tried = await Promise.all(
    files.map((file) =>
      build({ ...settings, entryPoints: [file], outdir, write: false }).then(
        () => undefined,
        (cause: unknown) => [file, esbuildError(error.code, 'its module cannot be built', cause)] as const,
      ),
    ),
  );
  return Object.fromEntries(tried.filter((entry) => entry !== undefined));
}

/** CSS goes to the pages; a stylesheet in another language would reach none: said, with its line, not dropped. */
function onlyStylesheets(): Plugin {
  return {
    name: 'docgen-only-css',
    setup(build) {
      build.onResolve({ filter: /\.(scss|sass|less|styl)$/ }, (args) => ({
        errors: [{ text: `"${args.path}" is a stylesheet docgen cannot read (only CSS): write it in CSS, or list its CSS output in the config's customCss` }],
      }));
    },
  };
}
