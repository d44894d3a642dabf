// The dev server's build, kept alive between rebuilds. Each rebuild runs the stages of `buildSite()` again over
// what is on disk, and each stage keeps what it can: the markdown cache compiles only changed pages (and the
// pages linking to a moved doc), the esbuild contexts rebuild the client and the theme only after an edit of
// them, the render memo renders only pages whose data changed. The highlighter lives for the whole process.
// Nothing is written to disk: the dev server serves the snapshot from memory.
import { readFileSync } from 'node:fs';
import { sep } from 'node:path';
import { MarkdownCache } from '../cache/markdown-cache.js';
import type { ClientBundle } from '../client-bundle/build-client.js';
import { createClientContext, type ClientContext } from '../client-bundle/client-context.js';
import { loadServerPages, type ServerPage } from '../client-bundle/server-pages.js';
import { loadConfig } from '../config/load-config.js';
import type { SiteConfig } from '../config/site-config.js';
import { listFiles, scanContent } from '../content/scan-content.js';
import type { DocgenError } from '../errors.js';
import { checkLinks, type LinkReport } from '../links/check-links.js';
import { collectSiteLinks } from '../links/site-links.js';
import type { MarkdownCompiler } from '../markdown/processor.js';
import type { Mode } from '../routes/docs.js';
import { componentKey } from '../routes/pages.js';
import { buildRouteTable, type Route, type RouteTable } from '../routes/route-table.js';
import { createReloadableRender, type ReloadableRender, type RenderFn } from '../ssr/reloadable-render.js';
import { cacheSalt, compileContent, lazyCompiler, type CompiledRoute } from '../stages/compile-content.js';
import { renderRoutes } from '../stages/render-routes.js';
import { compileInSlices } from './compile-in-slices.js';
import { planRender, siteShape } from './plan-render.js';
import { createRenderMemo } from './render-memo.js';

/** What changed on disk since the last build. */
export type ChangeKind = 'config' | 'content' | 'static' | 'theme' | 'client';

export interface Changes {
  kinds: Set<ChangeKind>;
  files: string[];
}

export interface SiteSnapshot {
  /** Increases with every successful build. */
  id: number;
  config: SiteConfig;
  table: RouteTable;
  /** Rendered pages and their page data, by output path ('en/api/cli/index.html'). */
  pages: Map<string, string>;
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

interface Early {
  config: SiteConfig;
  table: RouteTable;
  compiled: Map<string, CompiledRoute>;
  serverPages: Map<string, ServerPage>;
  client: ClientBundle;
}

export function createSiteBuilder(options: SiteBuilderOptions): SiteBuilder {
  const mode = options.mode ?? 'development';
  const cacheReady = MarkdownCache.open(options.cacheFile);
  let config: SiteConfig | undefined = options.config;
  let compiler: () => Promise<MarkdownCompiler> = config ? lazyCompiler(config) : () => Promise.reject(new Error('no config'));
  let client: { key: string; context: ClientContext } | undefined;
  let bundle: ClientBundle | undefined;
  let reloadable: ReloadableRender | undefined;
  let renderer: RenderFn | undefined;
  let serverPages: { key: string; modules: Map<string, ServerPage> } | undefined;
  // Set by a change, cleared only by a successful stage: a failed theme compile followed by a content edit must
  // not leave the broken theme unnoticed, nor pages rendered with the old one.
  const stale = { theme: true, client: true, pages: true, everything: true };
  const memo = createRenderMemo(() => renderer!);
  let last: (SiteSnapshot & { shape: string; compiled: Map<string, CompiledRoute> }) | undefined;
  let early: Early | undefined;
  // File texts from the last scan: a rebuild reads again only the files the watcher reported.
  const texts = new Map<string, string>();
  const read = (file: string) => {
    let text = texts.get(file);
    if (text === undefined) texts.set(file, (text = readFileSync(file, 'utf8')));
    return text;
  };
  // Settles when the first build can render pages on request, or fails before it can.
  let earlyReady = deferred();

  async function build(changes: Changes = { kinds: new Set(), files: [] }): Promise<BuildOutcome> {
    if (!last && !early && earlyReady.settled) earlyReady = deferred();
    try {
      return await buildOnce(changes);
    } catch (error) {
      if (!last && !early) earlyReady.reject(error);
      throw error;
    }
  }

  async function buildOnce(changes: Changes): Promise<BuildOutcome> {
    const timings: BuildOutcome['timings'] = [];
    const stage = async <T>(name: string, run: () => T | Promise<T>): Promise<T> => {
      const start = performance.now();
      const result = await run();
      timings.push({ stage: name, ms: performance.now() - start });
      return result;
    };
    const { kinds } = changes;
    // The theme is in the server render and in the client bundle; src/client only in the bundle.
    if (kinds.has('theme')) stale.theme = stale.client = true;
    if (kinds.has('client')) stale.client = true;
    if (kinds.has('static') || kinds.has('config')) stale.everything = true;

    if (!config || kinds.has('config')) {
      const next = await stage('config', () => loadConfig(options.configPath));
      if (JSON.stringify(next) !== JSON.stringify(config)) Object.assign(stale, { theme: true, client: true, pages: true, everything: true });
      config = next;
      compiler = lazyCompiler(config);
    }
    const site = config;
    forgetTexts(texts, kinds.has('config') || changes.files.length === 0 ? undefined : changes.files);
    const scan = await stage('scan', () => scanContent(site, read));
    const table = await stage('routes', () => buildRouteTable(scan, site, mode));

    const pages = componentPages(table.routes);
    const pagesKey = JSON.stringify([site.base, pages]);
    if (changes.files.some((file) => file.startsWith(site.pagesDir) && /\.[cm]?[jt]sx?$/.test(file))) stale.pages = true;
    if (serverPages?.key !== pagesKey) stale.pages = true;
    if (client?.key !== pagesKey) {
      await client?.context.dispose();
      client = { key: pagesKey, context: await createClientContext({ base: site.base, pages }) };
      stale.client = true;
    }
    // The highlighter starts while esbuild works in its own process: the first page compiled needs it.
    compiler().catch(() => undefined);
    reloadable ??= await createReloadableRender(site.rootDir);
    // The three esbuild jobs run in esbuild's own process, side by side.
    const activeClient = client.context;
    const activeRender = reloadable;
    await Promise.all([
      stale.pages &&
        stage('pages', () => loadServerPages(pages, site.rootDir)).then((modules) => {
          serverPages = { key: pagesKey, modules };
          stale.pages = false;
          stale.client = stale.everything = true; // the page modules are in the client bundle too
        }),
      stale.theme &&
        stage('theme', () => activeRender.rebuild()).then((render) => {
          renderer = render;
          stale.theme = false;
          stale.everything = true;
        }),
    ]);
    if (stale.client) {
      const next = await stage('client', () => activeClient.rebuild());
      if (next.entry !== bundle?.entry || next.css.join() !== bundle.css.join()) stale.everything = true;
      bundle = next;
      stale.client = false;
    }

    const cache = await cacheReady;
    const compiled = new Map<string, CompiledRoute>();
    if (!last) {
      early = { config: site, table, compiled, serverPages: serverPages!.modules, client: bundle! };
      earlyReady.resolve();
    }
    await stage('markdown', () => compileInSlices(table.routes, table, site, compiler, cache, cacheSalt(site), compiled));
    const staticFiles = await listFiles(site.staticDir);
    const links = await stage('links', () => {
      const { pages: linkPages, targets } = collectSiteLinks(table, compiled, staticFiles, site);
      return checkLinks(linkPages, targets, site);
    });

    const shape = siteShape(table);
    const plan = planRender(table, compiled, last, shape, stale.everything);
    // Pages rendered early for a request are memo hits now: they are not reported as changed.
    memo.takeRendered();
    const rendered = await stage('render', () => renderRoutes(plan.routes, table, site, compiled, serverPages!.modules, bundle!, undefined, memo.render));
    const fresh = memo.takeRendered();
    const urls = new Set(table.routes.map((r) => r.url));
    memo.retain(urls);
    const output = plan.full ? new Map<string, string>() : new Map(last!.pages);
    for (const [file, content] of rendered.files) output.set(file, content as string);
    const reloadAll = stale.everything && last !== undefined;
    const removed = last ? last.table.routes.filter((r) => !urls.has(r.url)).map((r) => r.url) : [];
    const assets = new Map([...compiled.values()].flatMap((c) => c.compiled.assets.map((a): [string, string] => [a.to, a.from])));
    const warnings = [...links.warnings, ...[...compiled.values()].flatMap((c) => c.compiled.warnings)];
    last = { id: (last?.id ?? 0) + 1, config: site, table, pages: output, client: bundle!, assets, links, warnings, shape, compiled };
    stale.everything = false;
    if (early) {
      early = undefined;
      await cache.save(); // the next start of the server finds every page compiled
    }
    return { snapshot: last, changed: reloadAll ? 'all' : [...fresh, ...removed], timings };
  }

  async function renderEarly(file: string): Promise<string | Uint8Array | undefined> {
    if (!early && !last) await earlyReady.promise;
    const state = early;
    if (!state) return undefined;
    const route = state.table.routes.find((r) => r.outFile === file || r.outFile.replace(/index\.html$/, 'page-data.json') === file);
    if (!route) return state.client.files.get(file);
    if ((route.doc || route.page?.kind === 'markdown') && !state.compiled.has(route.url)) {
      const cache = await cacheReady;
      for (const [url, c] of await compileContent([route], state.table, state.config, compiler, cache, cacheSalt(state.config))) state.compiled.set(url, c);
    }
    return renderRoutes([route], state.table, state.config, state.compiled, state.serverPages, state.client, undefined, memo.render).files.get(file) as string | undefined;
  }

  return {
    build,
    renderEarly,
    async dispose() {
      await client?.context.dispose();
      await reloadable?.dispose();
    },
  };
}

/** Forgets the changed files and everything under changed folders; everything when `changed` is undefined. */
function forgetTexts(texts: Map<string, string>, changed: string[] | undefined): void {
  if (!changed) return texts.clear();
  for (const path of changed) {
    texts.delete(path);
    const folder = path + sep;
    for (const file of texts.keys()) if (file.startsWith(folder)) texts.delete(file);
  }
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const state = {
    settled: false,
    promise: new Promise<void>((res, rej) => {
      resolve = res;
      reject = rej;
    }),
    resolve: () => ((state.settled = true), resolve()),
    reject: (error: unknown) => ((state.settled = true), reject(error)),
  };
  state.promise.catch(() => undefined); // waited for only while a request is pending
  return state;
}

function componentPages(routes: Route[]): { key: string; file: string }[] {
  const pages = routes.flatMap((r) => (r.kind === 'component' && r.page ? [{ key: componentKey(r.page), file: r.page.source.absPath }] : []));
  return [...new Map(pages.map((p) => [p.key, p])).values()];
}
