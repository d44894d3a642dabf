// Bundles the browser code (hydration entry, theme, component pages) with esbuild into hashed assets.
import path from 'node:path';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import { esbuildError } from '../esbuild-error.js';
import { ownDependenciesBundled } from '../own-dependencies.js';
import { packageRoot } from '../package-root.js';
import { cachedBundle, type BundleOutput } from './client-cache.js';
import { docsearchPatchPlugin } from './docsearch-patch.js';
import { mermaidModulePlugin } from './mermaid-module.js';
import { islandsRegistryPlugin } from './islands-registry.js';
import { pagesRegistryPlugin } from './pages-registry.js';
import { siteCssPlugin } from './site-css.js';
import { siteAliasPlugin } from './site-alias.js';
import { JSX_IN_JS } from './server-modules.js';
import { ASSET_LOADERS, ASSET_NAMES } from './asset-files.js';
import { svgComponentPlugin } from './svg-component.js';
import { cssModulesPlugin } from './css-modules.js';
import { docusaurusModulesPlugin } from '../markdown/docusaurus-modules.js';

export interface ClientBundle {
  /** Output files, by path relative to the build folder. */
  files: Map<string, Uint8Array>;
  entry: string;
  /** Static imports of the entry, to preload. */
  preload: string[];
  css: string[];
  /** Island name → URLs of its chunk and of those it needs beyond the first view, which a page with it preloads. */
  islands: Record<string, string[]>;
  metafile: Metafile;
}

export interface ClientOptions {
  base: string;
  /** Component pages, bundled as lazy chunks. */
  pages: { key: string; file: string }[];
  /** Whether any page has a mermaid diagram. */
  mermaid: boolean;
  /** The site's island modules (src/render/markdown/mdx-modules.ts), each a lazy chunk. */
  islands: { module: string; file: string }[];
  /** The site's stylesheets (config `customCss`), bundled after the theme's. */
  stylesheets: string[];
  /** The site's static folder: a stylesheet's `url(/fonts/a.woff2)` names its file there, as a page's link does. */
  staticDir?: string;
  /** The site's folder, which its modules' `@site/` imports start from. */
  siteRoot?: string;
}

/** `cacheFile` keeps the bundle for the next build (see client-cache.ts). */
export async function buildClient(options: ClientOptions, cacheFile?: string): Promise<ClientBundle> {
  const result = await cachedBundle(cacheFile, options, async () => {
    try {
      return await build(clientBuildOptions(options));
    } catch (cause) {
      throw esbuildError('client/compile', 'Cannot bundle the client', cause, undefined, packageRoot());
    }
  });
  return readClientBundle(result, options.base, options.islands);
}

const entryFile = () => path.join(packageRoot(), 'src/client/entry.tsx');

/** The built-in islands' modules (src/client/islands/islands.ts imports each), relative to docgen's folder. */
const ISLAND_MODULES: Record<string, string> = { Tabs: 'src/client/islands/tabs-island.tsx' };

/** The esbuild options of the client bundle; the dev server uses them for its incremental context. */
export function clientBuildOptions(options: ClientOptions): BuildOptions & { write: false; metafile: true } {
  const root = packageRoot();
  return {
    // The entry's stylesheet holds all the CSS the bundle reaches, that of the lazy component pages too (esbuild
    // does not split CSS): a page's styles are there before its code is.
    entryPoints: { main: entryFile() },
    absWorkingDir: root, // metafile paths are relative to it
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022', 'chrome110', 'firefox115', 'safari16'],
    minify: true,
    jsx: 'automatic',
    write: false,
    outdir: path.join(root, '.docgen-client'),
    entryNames: 'assets/[name]-[hash]',
    chunkNames: 'assets/chunk-[hash]',
    assetNames: ASSET_NAMES,
    publicPath: options.base,
    metafile: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    // Fonts and pictures a stylesheet names: files of their own, hashed.
    loader: { ...ASSET_LOADERS, ...JSX_IN_JS },
    plugins: [...(options.siteRoot ? [siteAliasPlugin(options.siteRoot), cssModulesPlugin(options.siteRoot)] : []), svgComponentPlugin(), docusaurusModulesPlugin('browser'), pagesRegistryPlugin(options.pages), islandsRegistryPlugin(options.islands), siteCssPlugin(options.stylesheets, options.staticDir), mermaidModulePlugin(options.mermaid), docsearchPatchPlugin(), ownDependenciesBundled()],
    logLevel: 'silent',
  };
}

export function readClientBundle(result: BundleOutput, base: string, siteIslands: { module: string; file: string }[] = []): ClientBundle {
  const root = packageRoot();
  const outdir = path.join(root, '.docgen-client');
  const files = new Map<string, Uint8Array>();
  for (const file of result.outputFiles) files.set(path.relative(outdir, file.path).split(path.sep).join('/'), file.contents);
  const outputs = result.metafile.outputs;
  // Dynamically imported modules count as entry points in the metafile too: find the one we asked for.
  const entryOut = Object.keys(outputs).find((key) => outputs[key]!.entryPoint && path.resolve(root, outputs[key]!.entryPoint!) === entryFile())!;
  const rel = (key: string) => path.relative(outdir, path.resolve(root, key)).split(path.sep).join('/');
  const entryMeta = outputs[entryOut]!;
  const staticImports = (key: string) => outputs[key]!.imports.filter((i) => i.kind === 'import-statement').map((i) => i.path);
  /** An output and every chunk it imports statically, transitively, but for those in `known`. */
  const closure = (key: string, known = new Set<string>(), found = new Set<string>()): Set<string> => {
    if (found.has(key) || known.has(key)) return found;
    found.add(key);
    for (const imported of staticImports(key)) closure(imported, known, found);
    return found;
  };
  const firstView = closure(entryOut);
  // The chunk of each island module, and the chunks it imports that the first view does not: a page preloads
  // those of its islands, so that none of them is found only once the island's code has arrived.
  const islands: Record<string, string[]> = {};
  const modules = [...Object.entries(ISLAND_MODULES).map(([name, file]) => [name, path.join(root, file)] as const), ...siteIslands.map((island) => [island.module, island.file] as const)];
  for (const [name, file] of modules) {
    const out = Object.keys(outputs).find((key) => outputs[key]!.entryPoint && path.resolve(root, outputs[key]!.entryPoint!) === file);
    if (out) islands[name] = [...closure(out, firstView)].map((key) => base + rel(key));
  }
  return {
    files,
    entry: base + rel(entryOut),
    preload: staticImports(entryOut).map((key) => base + rel(key)),
    css: entryMeta.cssBundle ? [base + rel(entryMeta.cssBundle)] : [],
    islands,
    metafile: result.metafile,
  };
}
