// The dev server's build, kept alive between rebuilds. Each rebuild runs the stages of `buildSite()` again over
// what is on disk, and each stage keeps what it can: only reported files are read again, the markdown cache
// compiles only changed pages (and the pages linking to a moved doc), the esbuild contexts rebuild the client
// and the theme only after an edit of them, the render memo renders only pages whose data changed. The
// highlighter lives for the whole process. Nothing is written to disk: the dev server serves the snapshot, whose
// pages are rendered when they are asked for (pages-on-request.ts).
import path from 'node:path';
import { usesMermaid } from '../build.js';
import { bundleServerModules, type ServerModules } from '../client-bundle/server-modules.js';
import { siteModulesOf } from '../markdown/mdx-modules.js';
import { loadFrontmatterCache, saveFrontmatterCache } from '../cache/frontmatter-cache.js';
import { MarkdownCache } from '../cache/markdown-cache.js';
import type { ClientBundle } from '../client-bundle/build-client.js';
import { componentPagesOf, type ServerPage } from '../client-bundle/server-pages.js';
import { siteStylesheetInputs, siteStylesheets } from '../client-bundle/site-css.js';
import { loadConfig } from '../config/load-config.js';
import type { SiteConfig } from '../config/site-config.js';
import { scanContent } from '../content/scan-content.js';
import { listStaticFiles } from '../content/static-files.js';
import type { DocgenError } from '../errors.js';
import { checkLinks, recheckPages, type LinkReport, type LinkTargets, type PageLinks } from '../links/check-links.js';
import { collectSiteLinks } from '../links/site-links.js';
import type { Mode } from '../routes/docs.js';
import { buildRouteTable, isMarkdownRoute, routeSource, type RouteTable } from '../routes/route-table.js';
import { buildSearch, type SearchOutput } from '../search/build-search.js';
import type { RenderFn } from '../ssr/reloadable-render.js';
import { createWorkerCompiler } from '../markdown/worker-compiler.js';
import { cacheSalt, compileContent, compiledAssets, compiledHtml, type CompiledRoute } from '../stages/compile-content.js';
import { createBundles, DEV_CLIENT } from './bundles.js';
import { compileInSlices } from './compile-in-slices.js';
import { deferred, type Deferred } from './deferred.js';
import { planRender, siteShape } from './plan-render.js';
import { pagesOnRequest } from './pages-on-request.js';
import { withEditedTexts } from './text-edits.js';
import { createTextReader } from './text-reader.js';
import { sharedDataFiles } from '../data/shared-data.js';
import { blogFeeds } from '../blog/feeds.js';
import { sitemapXml, SITEMAP_FILE } from '../emit/sitemap.js';
import { redirectPages } from '../emit/redirects.js';
import { robotsFiles } from '../emit/robots.js';
import { siteGitDates, type FileDate, type GitDates } from '../content/git-dates.js';
import { gitDateWarnings } from '../data/page-meta.js';
import { stat } from 'node:fs/promises';
import { once } from '../../shared/once.js';
import { llmsFile, llmsPlan, otherFiles, type LlmsPlan } from '../llms/llms-files.js';
import { outputContent } from '../emit/output-file.js';

/** A config the dev server is still loading after this long is taken for one that never will. */
export const CONFIG_TIMEOUT_MS = 30_000;

/** An edit re-parses only the part of the document it touched (see chunked-parse). */
const REUSE = { reuseParts: true };

/** What changed on disk since the last build. */
/** `modules`: a file of the site's modules that MDX pages import; `styles`: a stylesheet of the site's. */
export type ChangeKind = 'config' | 'content' | 'static' | 'theme' | 'client' | 'modules' | 'styles';

export interface Changes {
  kinds: Set<ChangeKind>;
  files: string[];
}

export interface SiteSnapshot {
  /** Increases with every successful build. */
  id: number;
  config: SiteConfig;
  table: RouteTable;
  /** A page by output path ('en/api/cli/index.html'), or a file the pages share; a page is rendered when asked for. */
  file(file: string): string | undefined;
  client: ClientBundle;
  /** Images the markdown copies: output path → source file. */
  assets: Map<string, string>;
  links: LinkReport;
  /** Link problems and markdown warnings. */
  warnings: DocgenError[];
}

export interface BuildOutcome {
  snapshot: SiteSnapshot;
  /** URL paths of the pages that changed or disappeared, or 'all' when every open page must reload. */
  changed: string[] | 'all';
  timings: { stage: string; ms: number }[];
}

export interface SiteBuilder {
  build(changes?: Changes): Promise<BuildOutcome>;
  /** While the first build runs: renders the page at an output path on its own, as soon as the theme is ready. */
  renderEarly(file: string): Promise<string | Uint8Array | undefined>;
  /** A file of the local search indexes of the last good build, by its path under DEV_SEARCH (built when first asked for). */
  searchFile(file: string): Promise<string | Uint8Array | undefined>;
  /** The newest client bundle (waiting for the first), and a file of it or of the one before. */
  client(): Promise<ClientBundle>;
  clientFile(file: string): Promise<Uint8Array | undefined>;
  /** The site's module files the pages import, and what they import of the site, as far as known: to watch. */
  moduleFiles(): string[];
  /** The site's stylesheets in the last good build's client bundle (`customCss` and what they import): to watch. */
  styleFiles(): string[];
  dispose(): Promise<void>;
}

export interface SiteBuilderOptions {
  configPath: string;
  mode?: Mode;
  /** The compiled-markdown cache shared with `docgen build`; loaded once, saved after the first build. */
  cacheFile?: string;
  /** The config, when the caller has loaded it already; loaded again only when it changes. */
  config?: SiteConfig;
}

/** What a rebuild takes from the build before it. */
interface LastBuild {
  shape: string;
  compiled: Map<string, CompiledRoute>;
  /** Each page's key, by URL: a page whose key changes is a page the rebuild changed. */
  keys: Map<string, string>;
  scanWarnings: DocgenError[];
  statics: Awaited<ReturnType<typeof listStaticFiles>>;
  linkTargets: LinkTargets;
  shared: Map<string, string>;
  mermaid: boolean;
  llms: LlmsPlan;
}

/** The first build's state as soon as pages can be rendered, for pages asked for before it is done. */
interface Early {
  config: SiteConfig;
  table: RouteTable;
  compiled: Map<string, CompiledRoute>;
  /** Settles when the theme is bundled: a requested page is compiled meanwhile, then rendered. */
  themeReady: Deferred;
  serverPages?: Map<string, ServerPage>;
  /** The keys of the pages rendered on their own, by URL. */
  keys: Map<string, string>;
  /** The site modules MDX pages import, once bundled (a requested page is compiled then). */
  modulesReady: Deferred;
  modules?: ServerModules;
}

export function createSiteBuilder(options: SiteBuilderOptions): SiteBuilder {
  const mode = options.mode ?? 'development';
  const cacheReady = MarkdownCache.open(options.cacheFile);
  // The frontmatter the last run validated: a large site's first scan parses no YAML it parsed before.
  const frontmatterFile = options.cacheFile && path.join(path.dirname(options.cacheFile), 'frontmatter.bin');
  const knownFrontmatter = frontmatterFile ? loadFrontmatterCache(frontmatterFile) : Promise.resolve(new Set<string>());
  const texts = createTextReader();
  const bundles = createBundles();
  let render: RenderFn | undefined;
  let serverModules: { key: string; modules: Promise<ServerModules> } | undefined;
  // The modules the last scan found, and what the last good bundle of them was made of.
  let moduleFiles: { entries: string[]; inputs: string[] } = { entries: [], inputs: [] };
  let config: SiteConfig | undefined = options.config;
  // In a worker thread: a page that takes long to compile never holds up the requests the server answers.
  let compiler = config ? createWorkerCompiler(config.markdown, REUSE) : undefined;
  // Set when what every page is made of changed; cleared only when a build using it succeeds.
  let everything = true;
  let last: (SiteSnapshot & LastBuild) | undefined;
  // The shared data of the two builds before the current one, newest first (see where a build makes its `file`).
  let retired: Map<string, string>[] = [];
  let early: Early | undefined;
  let earlyReady = deferred();
  // git is asked once, and again when the config changes; a file edited since is dated by its modification time,
  // as a build dates a file changed since its last commit (git-dates.ts): no git process runs for an edit.
  let gitDates: Promise<GitDates> | undefined;
  const editTimes = new Map<string, FileDate>();

  async function build(changes: Changes = { kinds: new Set(), files: [] }): Promise<BuildOutcome> {
    if (!last && !early && earlyReady.settled) earlyReady = deferred();
    try {
      return await buildOnce(changes);
    } catch (error) {
      if (!last && !early) earlyReady.reject(error);
      throw error;
    }
  }

  async function buildOnce({ kinds, files }: Changes): Promise<BuildOutcome> {
    const timings: BuildOutcome['timings'] = [];
    const stage = async <T>(name: string, run: () => T | Promise<T>): Promise<T> => {
      const start = performance.now();
      const result = await run();
      timings.push({ stage: name, ms: performance.now() - start });
      return result;
    };
    if (kinds.has('static') || kinds.has('config')) everything = true;
    if (!config || kinds.has('config')) {
      const next = await stage('config', () => loadConfig(options.configPath, { timeoutMs: CONFIG_TIMEOUT_MS }));
      if (JSON.stringify(next) !== JSON.stringify(config)) bundles.invalidate();
      if (!compiler || JSON.stringify(next.markdown) !== JSON.stringify(config?.markdown)) {
        void compiler?.dispose();
        compiler = createWorkerCompiler(next.markdown, REUSE);
      }
      config = next;
      gitDates = undefined;
    }
    const site = config;
    gitDates ??= siteGitDates(site);
    if (kinds.has('content')) await Promise.all(files.map((file) => stat(file).then((info) => void editTimes.set(file, { time: Math.floor(info.mtimeMs) }), () => editTimes.delete(file))));
    const pageCompiler = compiler!;
    if (!last) {
      // Before the first scan: the first page asked for needs the highlighter and the theme as soon as it can.
      pageCompiler.prepare();
      bundles.prepare(site);
    }
    if (!last) await knownFrontmatter;
    texts.forget(kinds.has('config') || files.length === 0 ? undefined : files);
    // Only the text of pages changed: the table stays as it was but for those texts (text-edits.ts).
    const edited = last && !everything && kinds.size === 1 && kinds.has('content') ? withEditedTexts(last.table, files, texts.read) : undefined;
    let table: RouteTable;
    let shape: string;
    let scanWarnings: DocgenError[];
    if (edited) {
      [table, shape, scanWarnings] = [edited, last!.shape, last!.scanWarnings];
    } else {
      const scan = await stage('scan', () => scanContent(site, texts.read));
      table = await stage('routes', () => buildRouteTable(scan, site, mode));
      [shape, scanWarnings] = [siteShape(table), [...scan.warnings, ...table.warnings]];
    }
    const dates = await gitDates;
    table.fileDates = editTimes.size ? new Map([...dates.files, ...editTimes]) : dates.files;
    // The first build: from here on a requested page can be compiled on its own.
    const first: Early | undefined = last ? undefined : { config: site, table, compiled: new Map(), themeReady: deferred(), modulesReady: deferred(), keys: new Map() };
    if (first) {
      early = first;
      earlyReady.resolve();
    }

    // The highlighter starts while esbuild works in its own process: the first page compiled needs it.
    pageCompiler.prepare();
    const pageModuleChanged = files.some((file) => file.startsWith(site.pagesDir) && /\.[cm]?[jt]sx?$/.test(file));
    // A site module is in the client bundle when it is an island; the site's stylesheets are.
    const bundleChanges = { theme: kinds.has('theme'), client: kinds.has('client') || kinds.has('modules') || kinds.has('styles'), pages: pageModuleChanged };
    // A diagram added to an edited page may call for mermaid; one removed leaves it bundled until the next full rebuild.
    const mermaid = site.markdown.mermaid && (edited ? last!.mermaid || usesMermaid({ routes: edited.routes.filter((r) => files.includes(routeSource(r)?.absPath ?? '')) }) : usesMermaid(table));
    // The site modules MDX pages import: bundled for the server again when the set of them or one of them changes.
    const siteModules = siteModulesOf(table.routes, site.markdown.format, site.rootDir);
    moduleFiles = { ...moduleFiles, entries: siteModules.files };
    const modulesKey = JSON.stringify(siteModules.files);
    if (serverModules?.key !== modulesKey || kinds.has('modules')) {
      const previous = serverModules;
      const next = bundleServerModules(siteModules.files, site.rootDir, { code: 'mdx/compile', message: 'Cannot compile a module MDX pages import' }, { leaveOut: site.layout === 'docusaurus' });
      serverModules = { key: modulesKey, modules: next };
      next.catch(() => (serverModules?.modules === next ? (serverModules = undefined) : undefined));
      void previous?.modules.then((old) => old.dispose(), () => undefined);
    }
    const modules = await stage('modules', () => serverModules!.modules).catch((error: unknown) => {
      first?.modulesReady.reject(error);
      throw error;
    });
    moduleFiles = { ...moduleFiles, inputs: modules.inputs };
    if (first) {
      first.modules = modules;
      first.modulesReady.resolve();
    }
    const clientOptions = { pages: componentPagesOf(table.routes), mermaid, islands: siteModules.islands, stylesheets: [...siteStylesheets(site), ...modules.stylesheets], staticDir: site.staticDir, siteRoot: site.rootDir };
    const update = await bundles.update(site, clientOptions, bundleChanges, stage).catch((error: unknown) => {
      first?.themeReady.reject(error);
      throw error;
    });
    if (update.everything) everything = true;
    const { serverPages, render: current } = bundles.current();
    render = current;
    if (first) {
      first.serverPages = serverPages;
      first.themeReady.resolve();
    }

    const cache = await cacheReady;
    const compiled = first?.compiled ?? (!everything && last!.shape === shape ? unchangedPages(table, last!.compiled, files) : new Map<string, CompiledRoute>());
    await stage('markdown', () => compileInSlices(table.routes, table, site, pageCompiler, cache, cacheSalt(site), compiled, () => (requested.size ? Promise.all(requested) : undefined), modules));
    // A new client bundle reloads every open page (the pages themselves name it by fixed dev URLs).
    if (await update.client) everything = true;
    const client = await bundles.client();
    const statics = edited ? last!.statics : await listStaticFiles(site);
    const links = await stage('links', () => {
      // An edit that changed no page's anchors can change no other page's link problems.
      const again = edited && sameEdited(files, table, compiled, last!.compiled, (page) => page.ids) ? pagesOf(table, compiled, files) : undefined;
      if (again) return { report: recheckPages(last!.links, again, last!.linkTargets, site), targets: last!.linkTargets };
      const { pages, targets } = collectSiteLinks(table, compiled, statics.files, site, serverPages);
      return { report: checkLinks(pages, targets, site), targets };
    });

    const plan = planRender(table, compiled, last, shape, everything);
    const outputs = pagesOnRequest({ table, config: site, compiled, serverPages, client: devClient(site), render: current });
    const keys = plan.full ? new Map<string, string>() : new Map(last!.keys);
    // What the pages share changes with the table's shape only.
    const shared = edited ? last!.shared : sharedDataFiles(table, site, devSearchIndexes(site));
    const fresh = await stage('render', () => {
      const changed: string[] = [];
      for (const [url, key] of outputs.keys(plan.routes)) {
        if ((last ?? first)?.keys.get(url) !== key) changed.push(url);
        keys.set(url, key);
      }
      return changed;
    });
    const urls = new Set(table.routes.map((r) => r.url));
    const changed = everything && last ? 'all' : [...fresh, ...(last?.table.routes.filter((r) => !urls.has(r.url)).map((r) => r.url) ?? [])];
    const assets = compiledAssets(compiled);
    // Each doc's markdown copy, llms.txt and llms-full.txt, each made when asked for (they read the pages' text).
    // Which there are changes only with the routes and the other files: an edit of a page's text that copies
    // no other file keeps the plan (made again, it would cost every edit of a large site).
    const llms = edited && sameEdited(files, table, compiled, last!.compiled, assetFiles) ? last!.llms : llmsPlan(table, site, otherFiles(site, statics.files, assets));
    const llmsText = (name: string) => {
      const made = llmsFile(llms, name, table, site, compiled);
      return made === undefined ? undefined : String(outputContent(made));
    };
    const warnings = [...scanWarnings, ...statics.warnings, ...gitDateWarnings(dates, site), ...links.report.warnings, ...[...compiled.values()].flatMap((c) => c.compiled.warnings), ...llms.warnings];
    // The feeds and the sitemap, made when asked for: they read every post's body.
    const redirects = redirectPages(table, site); // its errors are the build's
    const derived = once(() => new Map([...blogFeeds(site, table, compiledHtml(compiled)), [SITEMAP_FILE, sitemapXml(table, site)], ...robotsFiles(site, statics.files), ...redirects]));
    // Shared data is named by its content: a tab that loaded the previous manifest while this build ran may still
    // ask for the files it names, so the two generations before stay served.
    if (last && shared !== last.shared) retired = [last.shared, retired[0]].filter((generation): generation is Map<string, string> => generation !== undefined);
    const previous = retired;
    const file = (name: string) => shared.get(name) ?? previous.find((generation) => generation.has(name))?.get(name) ?? derived().get(name) ?? llmsText(name) ?? outputs.file(name);
    last = { id: (last?.id ?? 0) + 1, config: site, table, file, client, assets, links: links.report, warnings, shape, compiled, keys, scanWarnings, statics, linkTargets: links.targets, shared, mermaid, llms };
    everything = false;
    if (early) {
      early = undefined;
      // The next start of the server finds every page compiled and every frontmatter validated.
      await cache.save();
      if (frontmatterFile) await saveFrontmatterCache(frontmatterFile, await knownFrontmatter);
    }
    return { snapshot: last, changed, timings };
  }

  // Pages asked for while the first build runs: the build compiles no other page until they are rendered.
  const requested = new Set<Promise<unknown>>();
  function renderEarly(file: string): Promise<string | Uint8Array | undefined> {
    const rendering = renderRequested(file);
    const settled = rendering.catch(() => undefined).finally(() => requested.delete(settled));
    requested.add(settled);
    return rendering;
  }

  async function renderRequested(file: string): Promise<string | Uint8Array | undefined> {
    if (!early && !last) await earlyReady.promise;
    const state = early;
    if (!state) return undefined;
    const route = state.table.routes.find((r) => r.outFile === file);
    if (!route) return undefined;
    if (isMarkdownRoute(route) && !state.compiled.has(route.url)) {
      const cache = await cacheReady;
      await state.modulesReady.promise;
      for (const [url, c] of await compileContent([route], state.table, state.config, compiler!, cache, cacheSalt(state.config), { modules: state.modules })) state.compiled.set(url, c);
    }
    await state.themeReady.promise;
    const pages = pagesOnRequest({ table: state.table, config: state.config, compiled: state.compiled, serverPages: state.serverPages!, client: devClient(state.config), render: render! });
    // A page a reader has open already is no change when the first build renders it the same.
    state.keys.set(route.url, pages.keys([route]).get(route.url)!);
    return pages.file(file);
  }

  let search: { id: number; files: Promise<Map<string, string | Uint8Array>> } | undefined;
  function searchFile(file: string): Promise<string | Uint8Array | undefined> {
    if (!last) return Promise.resolve(undefined);
    if (search?.id !== last.id) {
      const { table, config: site, compiled } = last;
      search = { id: last.id, files: buildSearch(table, site, compiled).then((out) => devSearchFiles(out, site)) };
    }
    return search.files.then((files) => files.get(file));
  }

  return { build, renderEarly, searchFile, client: () => bundles.client(), clientFile: (file) => bundles.clientFile(file), moduleFiles: () => [...new Set([...moduleFiles.entries, ...moduleFiles.inputs])].sort(), styleFiles: () => (last ? siteStylesheetInputs(last.client.metafile, last.config.rootDir) : []), dispose: async () => void (await Promise.all([bundles.dispose(), compiler?.dispose(), serverModules?.modules.then((m) => m.dispose(), () => undefined)])) };
}

/**
 * The compiled pages of the last build whose source did not change, when only markdown files did and the site's
 * shape (routes, titles, ids, the docs links resolve to) is the same: what they are compiled from is unchanged,
 * so they skip the cache's content hash and link checks. Any other file (an image, say) checks every page.
 */
function unchangedPages(table: RouteTable, previous: Map<string, CompiledRoute>, files: string[]): Map<string, CompiledRoute> {
  const kept = new Map<string, CompiledRoute>();
  // No files named: anything may have changed.
  if (files.length === 0 || !files.every((file) => /\.mdx?$/.test(file))) return kept;
  const changed = new Set(files);
  for (const route of table.routes) {
    const source = routeSource(route);
    const before = previous.get(route.url);
    if (source && before && !changed.has(source.absPath)) kept.set(route.url, before);
  }
  return kept;
}

/** What the pages name as their client assets in the dev server: fixed URLs for the newest bundle. */
function devClient(config: SiteConfig): ClientBundle {
  return { files: new Map(), entry: config.base + DEV_CLIENT.entry, preload: [], css: [config.base + DEV_CLIENT.css], islands: {}, metafile: { inputs: {}, outputs: {} } };
}

/** Where the dev server answers for the search indexes (see `searchFile`). */
export const DEV_SEARCH = '__docgen/';
const DEV_SEARCH_INDEX = `${DEV_SEARCH}search-index-`;

/**
 * The local search indexes live at fixed URLs in the dev server and are built when first asked for after a
 * build: indexing the whole site would slow every rebuild down.
 */
function devSearchIndexes(config: SiteConfig): Map<string, string | null> {
  const hosted = Boolean(config.search.appId && config.search.apiKey && config.search.indexName);
  return new Map(config.locales.map((l) => [l.code, hosted ? null : `${config.base}${DEV_SEARCH_INDEX}${l.code}.json`]));
}

/**
 * Built without a cache folder, the indexes are in memory: each locale's at its fixed name, and the shards of a
 * sharded one under their own names (the head names their folder relative to itself, which stays true here).
 */
function devSearchFiles(out: SearchOutput, config: SiteConfig): Map<string, string | Uint8Array> {
  const files = new Map<string, string | Uint8Array>();
  const indexes = new Map([...out.indexUrls].flatMap(([locale, url]) => (url ? [[url.slice(config.base.length), locale] as const] : [])));
  for (const [file, content] of out.files) {
    if (!(typeof content === 'string' || content instanceof Uint8Array) || !file.startsWith('assets/')) continue;
    const locale = indexes.get(file);
    files.set(locale ? `search-index-${locale}.json` : file.slice('assets/'.length), content);
  }
  return files;
}

/**
 * Whether the pages of these files have what `of` takes of them as they had (their anchors: links to them are
 * then as right or wrong as before; the files they copy).
 */
function sameEdited(files: string[], table: RouteTable, compiled: Map<string, CompiledRoute>, previous: Map<string, CompiledRoute>, of: (page: CompiledRoute['compiled']) => string[]): boolean {
  return table.routes.every((route) => {
    const source = routeSource(route);
    if (!source || !files.includes(source.absPath)) return true;
    const [now, before] = [compiled.get(route.url)?.compiled, previous.get(route.url)?.compiled];
    return now !== undefined && before !== undefined && of(now).join('\u0000') === of(before).join('\u0000');
  });
}

function assetFiles(page: CompiledRoute['compiled']): string[] {
  return page.assets.map((asset) => asset.to);
}

/** The links of the pages of these files, as collectSiteLinks gathers them (a fallback page's are its file's). */
function pagesOf(table: RouteTable, compiled: Map<string, CompiledRoute>, files: string[]): PageLinks[] {
  return table.routes.flatMap((route): PageLinks[] => {
    const source = routeSource(route);
    const c = compiled.get(route.url);
    if (!source || !c || !files.includes(source.absPath) || route.doc?.fallbackFrom || route.page?.fallbackFrom) return [];
    return [{ url: route.url, sourceFile: source.absPath, links: c.compiled.links }];
  });
}
