// `docgen build` as a list of timed stages. Every file goes to a sink as it is made: the output folder's writer
// (the CLI's, which swaps the folder in at the end), or memory, so tests build fixture sites without the disk.
import path from 'node:path';
import { loadFrontmatterCache, saveFrontmatterCache } from './cache/frontmatter-cache.js';
import { MarkdownCache } from './cache/markdown-cache.js';
import { buildClient, type ClientBundle } from './client-bundle/build-client.js';
import { componentPagesOf, loadServerPages } from './client-bundle/server-pages.js';
import { siteStylesheets } from './client-bundle/site-css.js';
import { bundleServerModules } from './client-bundle/server-modules.js';
import { siteModulesOf } from './markdown/mdx-modules.js';
import { loadConfig } from './config/load-config.js';
import type { SiteConfig } from './config/site-config.js';
import { scanContent } from './content/scan-content.js';
import { listStaticFiles, staticPrefixes } from './content/static-files.js';
import type { OutputFile } from './emit/output-file.js';
import { memorySink, type OutputSink } from './emit/write-site.js';
import { checkOutputDir } from './emit/output-dir.js';
import type { DocgenError } from './errors.js';
import { checkLinks, LinkCheckError, type LinkReport } from './links/check-links.js';
import { collectSiteLinks } from './links/site-links.js';
import { sharedDataFiles } from './data/shared-data.js';
import { blogFeeds } from './blog/feeds.js';
import { sitemapXml, SITEMAP_FILE } from './emit/sitemap.js';
import { redirectPages } from './emit/redirects.js';
import { robotsFiles } from './emit/robots.js';
import { siteGitDates } from './content/git-dates.js';
import { gitDateWarnings } from './data/page-meta.js';
import { buildRouteTable, isMarkdownRoute, routeSource, type RouteTable } from './routes/route-table.js';
import type { Mode } from './routes/docs.js';
import { fenceLanguages } from './markdown/preprocess.js';
import { withSiteCompiler } from './markdown/worker-compiler.js';
import { cacheSalt, compileContent, compiledAssets, compiledHtml } from './stages/compile-content.js';
import { pageRenderContext, renderRoutes } from './stages/render-routes.js';
import { localeSearches } from './search/build-search.js';
import { SEARCH_THREAD_PAGES, searchThread } from './search/search-thread.js';
import { llmsFiles, llmsPlan, otherFiles } from './llms/llms-files.js';
import { markdownCopies } from './llms/copy-files.js';

export interface BuildOptions {
  configPath: string;
  mode?: Mode;
  /** Where the content-hash cache lives; none when omitted. */
  cacheFile?: string;
  /** The folder the output will replace: refused before anything is built when a build must not replace it. */
  outDir?: string;
  /** Where every file goes as it is made (the output folder's writer); in memory, in `files`, when omitted. */
  sink?: OutputSink;
  /** Threads compiling and rendering pages; 1 does it in this thread. Default: one per core (defaultThreads). */
  threads?: number;
  onStage?: (stage: string, ms: number) => void;
  onProgress?: (stage: string, done: number, total: number) => void;
}

export interface BuildResult {
  config: SiteConfig;
  table: RouteTable;
  /** The output, when built in memory (no `sink`). */
  files: Map<string, OutputFile>;
  /** Pages built, the 404 pages aside. */
  pageCount: number;
  links: LinkReport;
  /** Non-fatal problems: broken markdown links and anchors, unknown directives. */
  warnings: DocgenError[];
  client: ClientBundle;
  timings: { stage: string; ms: number }[];
  cache: { hits: number; misses: number; shared: number };
}

export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const timings: BuildResult['timings'] = [];
  const stage = async <T>(name: string, run: () => T | Promise<T>): Promise<T> => {
    const start = performance.now();
    const result = await run();
    const ms = performance.now() - start;
    timings.push({ stage: name, ms });
    options.onStage?.(name, ms);
    return result;
  };
  const mode = options.mode ?? 'production';
  const memory = options.sink ? undefined : memorySink();
  const sink = options.sink ?? memory!;

  const config = await stage('config', () => loadConfig(options.configPath));
  // git reads the content's dates in its own process while the site is read.
  const gitDates = siteGitDates(config).then((dates) => (options.onStage?.('git', dates.ms), dates));
  const { outDir } = options;
  if (outDir) await stage('output', () => checkOutputDir(outDir, config));
  const scan = await stage('scan', () => scanContent(config));
  const frontmatterFile = options.cacheFile && path.join(path.dirname(options.cacheFile), 'frontmatter.bin');
  const knownFrontmatter = frontmatterFile ? await loadFrontmatterCache(frontmatterFile) : undefined;
  const table = await stage('routes', () => buildRouteTable(scan, config, mode));
  const uniquePages = componentPagesOf(table.routes);
  const siteModules = siteModulesOf(table.routes, config.markdown.format, config.rootDir);
  // esbuild runs in its own process: bundle the client while the pages compile; they are rendered once it is known.
  const clientCache = options.cacheFile && path.join(path.dirname(options.cacheFile), 'client.bin');
  const clientOptions = { base: config.base, pages: uniquePages, mermaid: config.markdown.mermaid && usesMermaid(table), islands: siteModules.islands, stylesheets: siteStylesheets(config), staticDir: config.staticDir, siteRoot: config.rootDir };
  const modulesPromise = bundleServerModules(siteModules.files, config.rootDir, { code: 'mdx/compile', message: 'Cannot compile a module MDX pages import' }, { leaveOut: config.layout === 'docusaurus' });
  // The stylesheets the modules import are the pages' too: the client waits for them when there are modules.
  const clientPromise = (siteModules.files.length ? modulesPromise : Promise.resolve({ stylesheets: [] as string[] })).then(({ stylesheets }) =>
    buildClient({ ...clientOptions, stylesheets: [...clientOptions.stylesheets, ...stylesheets] }, clientCache),
  );
  clientPromise.catch(() => undefined);
  const [serverPages, serverModules] = await stage('components', () => Promise.all([loadServerPages(uniquePages, config.rootDir, config.base), modulesPromise]));
  const cache = await MarkdownCache.open(options.cacheFile);
  const dates = await gitDates;
  table.fileDates = dates.files;
  const statics = await listStaticFiles(config);
  // Each doc's markdown copy is written with its page, by the thread that renders it (where no static file is;
  // one a page's image takes is written over, and said so by the llms stage).
  const staticFiles = otherFiles(config, statics.files, new Map());
  const { copies } = markdownCopies(table.routes, (file) => staticFiles.get(file));
  const output = { sink, copies, context: clientPromise.then((client) => pageRenderContext(table, config, client)) };
  // A locale's search index is built as soon as its pages are compiled: in the search thread when the site is
  // large enough to pay for starting it and its pages are in a page store the thread can read; otherwise in this one.
  const thread = cache.bodiesDir && options.threads !== 1 && table.routes.filter(isMarkdownRoute).length >= SEARCH_THREAD_PAGES ? searchThread(cache.bodiesDir) : undefined;
  try {
    const searches = localeSearches(table, config, options.cacheFile && path.dirname(options.cacheFile), thread);
    // Each markdown page compiled, rendered and written by one thread, as soon as it can be.
    const onProgress = (done: number, total: number) => options.onProgress?.('pages', done, total);
    const compiled = await stage('pages', () =>
      withSiteCompiler(config.markdown, options.threads, { store: cache.bodies, dir: cache.bodiesDir }, (compiler) =>
        compileContent(table.routes, table, config, compiler, cache, cacheSalt(config), { onProgress, output, onLocaleCompiled: searches.compiled, eager: searches.elsewhere, modules: serverModules }),
      ).finally(() => serverModules.dispose()),
    );
    const links = await stage('links', () => {
      const { pages, targets } = collectSiteLinks(table, compiled, statics.files, config, serverPages);
      return checkLinks(pages, targets, config);
    });
    const contentWarnings = () => [...scan.warnings, ...table.warnings, ...statics.warnings, ...gitDateWarnings(dates, config), ...[...compiled.values()].flatMap((c) => c.compiled.warnings)];
    if (links.errors.length) throw new LinkCheckError(links, contentWarnings());
    // The last locales' search is made while the rest of the output is written; only the shared data waits for it.
    const searching = searches.done(compiled);
    searching.catch(() => undefined); // awaited below
    const client = await stage('client', () => clientPromise);
    // The pages that are not markdown: built-in and component pages, a few per locale.
    const others = table.routes.filter((route) => !compiled.has(route.url));
    const assets = compiledAssets(compiled);
    await stage('others', () => {
      for (const [file, content] of renderRoutes(others, table, config, compiled, serverPages, client).files) sink.put(file, content);
      for (const [file, content] of blogFeeds(config, table, compiledHtml(compiled))) sink.put(file, content);
      sink.put(SITEMAP_FILE, sitemapXml(table, config));
      for (const [file, content] of robotsFiles(config, statics.files)) sink.put(file, content);
      for (const [file, content] of redirectPages(table, config)) sink.put(file, content);
      for (const [file, content] of client.files) sink.put(file, content);
      for (const prefix of staticPrefixes(config)) for (const file of statics.files) sink.put(prefix + file, { copyFrom: path.join(config.staticDir, file) });
      for (const [to, from] of assets) sink.put(to, { copyFrom: from });
    });
    // llms.txt and llms-full.txt, each copy in it read from the page store as it is written.
    const llms = await stage('llms', () => {
      const plan = llmsPlan(table, config, otherFiles(config, statics.files, assets));
      for (const [file, content] of llmsFiles(plan, table, config, compiled, { copies: false })) sink.put(file, content);
      return plan;
    });
    const search = await stage('search', () => searching);
    for (const [file, content] of search.files) sink.put(file, content);
    for (const [file, content] of sharedDataFiles(table, config, search.indexUrls)) sink.put(file, content);
    await cache.save();
    if (frontmatterFile) await saveFrontmatterCache(frontmatterFile, knownFrontmatter!);
    const warnings = [...contentWarnings(), ...links.warnings, ...llms.warnings];
    const pageCount = table.routes.filter((route) => route.kind !== 'not-found').length;
    return { config, table, files: memory?.files ?? new Map(), pageCount, links, warnings, client, timings, cache: { hits: cache.hits, misses: cache.misses, shared: cache.shared } };
  } finally {
    await thread?.stop();
  }
}

/** Whether any page has a ```mermaid block: sites without diagrams then never bundle mermaid. */
export function usesMermaid(table: Pick<RouteTable, 'routes'>): boolean {
  return table.routes.some((route) => {
    const text = routeSource(route)?.text;
    return text !== undefined && fenceLanguages(text).includes('mermaid');
  });
}
