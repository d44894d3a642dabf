// `docgen build` as a list of timed stages. Nothing here touches the disk but loading and the final write,
// so tests can build fixture sites in memory.
import path from 'node:path';
import type { PageData } from '../shared/types.js';
import { loadFrontmatterCache, saveFrontmatterCache } from './cache/frontmatter-cache.js';
import { MarkdownCache } from './cache/markdown-cache.js';
import { buildClient, type ClientBundle } from './client-bundle/build-client.js';
import { componentPagesOf, loadServerPages } from './client-bundle/server-pages.js';
import { loadConfig } from './config/load-config.js';
import type { SiteConfig } from './config/site-config.js';
import { scanContent } from './content/scan-content.js';
import { listStaticFiles } from './content/static-files.js';
import type { OutputFile } from './emit/output-file.js';
import { checkOutputDir } from './emit/output-dir.js';
import type { DocgenError } from './errors.js';
import { checkLinks, LinkCheckError, type LinkReport } from './links/check-links.js';
import { collectSiteLinks } from './links/site-links.js';
import { sharedDataFiles } from './data/shared-data.js';
import { buildRouteTable, type RouteTable } from './routes/route-table.js';
import type { Mode } from './routes/docs.js';
import { fenceLanguages } from './markdown/preprocess.js';
import { withSiteCompiler } from './markdown/worker-compiler.js';
import { cacheSalt, compileContent } from './stages/compile-content.js';
import { renderRoutes } from './stages/render-routes.js';
import { buildSearch } from './search/build-search.js';

export interface BuildOptions {
  configPath: string;
  mode?: Mode;
  /** Where the content-hash cache lives; none when omitted. */
  cacheFile?: string;
  /** The folder the output will replace: refused before anything is built when a build must not replace it. */
  outDir?: string;
  /** Threads compiling markdown; 1 compiles in this thread. Default: one per core but one (defaultThreads). */
  threads?: number;
  onStage?: (stage: string, ms: number) => void;
  onProgress?: (stage: string, done: number, total: number) => void;
}

export interface BuildResult {
  config: SiteConfig;
  table: RouteTable;
  files: Map<string, OutputFile>;
  pages: PageData[];
  links: LinkReport;
  /** Non-fatal problems: broken markdown links and anchors, unknown directives. */
  warnings: DocgenError[];
  client: ClientBundle;
  timings: { stage: string; ms: number }[];
  cache: { hits: number; misses: number };
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

  const config = await stage('config', () => loadConfig(options.configPath));
  const { outDir } = options;
  if (outDir) await stage('output', () => checkOutputDir(outDir, config));
  const scan = await stage('scan', () => scanContent(config));
  const frontmatterFile = options.cacheFile && path.join(path.dirname(options.cacheFile), 'frontmatter.bin');
  const knownFrontmatter = frontmatterFile ? await loadFrontmatterCache(frontmatterFile) : undefined;
  const table = await stage('routes', () => buildRouteTable(scan, config, mode));
  const uniquePages = componentPagesOf(table.routes);
  // esbuild runs in its own process: bundle the client while this one compiles markdown.
  const clientCache = options.cacheFile && path.join(path.dirname(options.cacheFile), 'client.bin');
  const clientPromise = buildClient({ base: config.base, pages: uniquePages, mermaid: config.markdown.mermaid && usesMermaid(table) }, clientCache);
  clientPromise.catch(() => undefined);
  const serverPages = await stage('pages', () => loadServerPages(uniquePages, config.rootDir));
  const cache = await MarkdownCache.open(options.cacheFile);
  const compiled = await stage('markdown', () =>
    withSiteCompiler(config.markdown, options.threads, (compiler) =>
      compileContent(table.routes, table, config, compiler, cache, cacheSalt(config), (done, total) => options.onProgress?.('markdown', done, total)),
    ),
  );
  const statics = await listStaticFiles(config);
  const links = await stage('links', () => {
    const { pages, targets } = collectSiteLinks(table, compiled, statics.files, config, serverPages);
    return checkLinks(pages, targets, config);
  });
  if (links.errors.length) throw new LinkCheckError(links);
  const search = await stage('search', () => buildSearch(table, config, compiled, options.cacheFile && path.dirname(options.cacheFile)));
  const client = await stage('client', () => clientPromise);
  const rendered = await stage('render', () =>
    renderRoutes(table.routes, table, config, compiled, serverPages, client, (done, total) => options.onProgress?.('render', done, total)),
  );

  const files = rendered.files;
  for (const [file, content] of sharedDataFiles(table, config, search.indexUrls)) files.set(file, content);
  for (const [file, content] of client.files) files.set(file, content);
  for (const [file, content] of search.files) files.set(file, content);
  for (const file of statics.files) files.set(file, { copyFrom: path.join(config.staticDir, file) });
  for (const c of compiled.values()) for (const asset of c.compiled.assets) files.set(asset.to, { copyFrom: asset.from });
  await cache.save();
  if (frontmatterFile) await saveFrontmatterCache(frontmatterFile, knownFrontmatter!);
  const warnings = [...scan.warnings, ...statics.warnings, ...links.warnings, ...[...compiled.values()].flatMap((c) => c.compiled.warnings)];
  return { config, table, files, pages: rendered.pages, links, warnings, client, timings, cache: { hits: cache.hits, misses: cache.misses } };
}

/** Whether any page has a ```mermaid block: sites without diagrams then never bundle mermaid. */
export function usesMermaid(table: RouteTable): boolean {
  return table.routes.some((route) => {
    const text = (route.doc ?? route.page)?.source.text;
    return text !== undefined && fenceLanguages(text).includes('mermaid');
  });
}
