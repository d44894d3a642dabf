// The markdown pages of a site, through the cache: each page is compiled (unless cached) and, when the build
// writes pages, rendered and written as soon as it is compiled, by the thread that compiled it. What stays here
// is each page's metadata; every error is collected before failing.
import { statSync } from 'node:fs';
import type { SiteConfig } from '../config/site-config.js';
import { MarkdownCache, type CacheEntry, type CompileDeps } from '../cache/markdown-cache.js';
import { siteRoots } from '../content/boundary.js';
import { parseFrontmatter } from '../content/frontmatter.js';
import { DocgenError, DocgenErrors } from '../errors.js';
import type { PageBody } from '../cache/page-bodies.js';
import type { CompiledPage } from '../markdown/compile-markdown.js';
import { docResolver, type DocTree, type PageCompiler, type PageRef, type SiteLinks } from '../markdown/page-compiler.js';
import { docsDirOf, rootVersion } from '../versions/site-versions.js';
import { codeVersion } from '../package-root.js';
import { firstHeading } from '../routes/docs.js';
import { isMarkdownRoute, routeSource, type Route, type RouteTable } from '../routes/route-table.js';
import { themeStrings } from '../../../theme/i18n/strings.js';
import { pageOutput, type PageOutput } from './page-output.js';
import type { ServerModules } from '../client-bundle/server-modules.js';
import { isMdx } from '../markdown/mdx.js';
import { localImportsOf, resolveLocalModule } from '../markdown/mdx-modules.js';
import type { PageOutcome } from './page-task.js';

export interface CompiledRoute {
  compiled: CompiledPage;
  /** Reads the page's HTML and search text from the page store (the build keeps only the metadata). */
  body: () => PageBody;
  title: string;
  description?: string;
}

export interface CompileOptions {
  onProgress?: (done: number, total: number) => void;
  /** Renders and writes each page too. */
  output?: PageOutput;
  /**
   * Told as soon as every page of a locale is compiled without error, with them (in route order), while pages
   * are compiled in other threads (in this one, the caller's work and the compiling would only take turns).
   */
  onLocaleCompiled?: (locale: string, pages: Map<string, CompiledRoute>) => void;
  /** The site modules MDX pages import, bundled for the server (client-bundle/server-modules.ts). */
  modules?: Pick<ServerModules, 'urls' | 'hashes'>;
}

export async function compileContent(
  routes: Route[],
  table: RouteTable,
  config: SiteConfig,
  /** Starts its highlighter on the first cache miss only: a fully cached build never loads it. */
  compiler: PageCompiler,
  cache: MarkdownCache,
  salt: string,
  options: CompileOptions = {},
): Promise<Map<string, CompiledRoute>> {
  const { onProgress, output, onLocaleCompiled } = options;
  const targets = routes.filter(isMarkdownRoute);
  const links = siteLinks(table, config, options.modules?.urls);
  // Filled by position: the pages (and their warnings and errors) come out in route order, however many are
  // compiled at once and whichever finishes first.
  const outcomes: (CompiledRoute | DocgenError[] | undefined)[] = new Array(targets.length);
  let done = 0;
  let crash: unknown;
  // Pages of each locale still on their way.
  const pending = new Map<string, number>();
  for (const route of targets) pending.set(route.locale, (pending.get(route.locale) ?? 0) + 1);
  const settled = (index: number) => {
    const { locale } = targets[index]!;
    const left = pending.get(locale)! - 1;
    pending.set(locale, left);
    onProgress?.(++done, targets.length);
    if (left > 0 || !onLocaleCompiled || compiler.parallel <= 1) return;
    const pages = new Map<string, CompiledRoute>();
    for (const [i, route] of targets.entries()) {
      if (route.locale !== locale) continue;
      const outcome = outcomes[i];
      if (!outcome || Array.isArray(outcome)) return; // the build fails: nothing more of it is needed
      pages.set(route.url, outcome);
    }
    onLocaleCompiled(locale, pages);
  };
  const settle = (index: number, error: unknown) => {
    if (error instanceof DocgenErrors) outcomes[index] = error.errors;
    else if (error instanceof DocgenError) outcomes[index] = [error];
    else crash ??= error; // a bug, not the content's fault: thrown once every page on its way has settled
  };
  const rendering = output && pageOutput(output, compiler, table, config);
  // What each page is, and whether the cache has it: the pages to compile size the compiler's pool.
  const prepared = targets.map((route, index) => {
    try {
      const source = routeSource(route)!;
      const { frontmatter, body } = route.doc ?? route.post ?? parseFrontmatter(source.text, source.absPath);
      const page: PageRef = { locale: route.locale, sourceLocale: source.locale, sourceFile: source.absPath, pageUrl: route.url };
      // An MDX page is compiled from the site modules it imports too.
      const imported = isMdx(source.absPath, config.markdown.format) ? localImportsOf(body).map((name) => options.modules?.hashes[resolveLocalModule(name, source.absPath, config.rootDir) ?? ''] ?? name) : [];
      const key = MarkdownCache.key([salt, route.locale, route.url, source.absPath, body, ...imported]);
      const cached = cache.get(key, (entry) => entry.deps !== undefined && depsHold(entry.deps, docResolver(links, page)));
      const title = route.doc?.title ?? route.post?.title ?? frontmatter.title ?? firstHeading(body) ?? config.title;
      return { route, source, body, page, key, cached, title, description: frontmatter.description };
    } catch (error) {
      settle(index, error);
      settled(index);
      return undefined;
    }
  });
  compiler.plan?.(prepared.filter((p) => p && !p.cached).length);
  const compileOne = async ({ route, source, body, page, key, cached, title, description }: NonNullable<(typeof prepared)[number]>, index: number): Promise<void> => {
    try {
      const render = rendering?.task(route, title, description, cached);
      let compiled: CompiledPage;
      if (cached) {
        compiled = { ...withoutDeps(cached), warnings: cached.warnings.map((w) => new DocgenError('markdown/warning', w.message, { file: source.absPath, line: w.line, column: w.column })) };
        if (render && !(await rendering!.keptAsItWas(render, cached.body))) rendering!.place(await compiler.run({ page, body: cached.body, render }, links), render);
      } else {
        const outcome = await compiler.run({ page, text: body, render }, links);
        compiled = keepCompiled(outcome, cache, key, route.url);
        if (render) rendering!.place(outcome, render);
      }
      const { bodies } = cache;
      outcomes[index] = { compiled, body: () => bodies.get(compiled.body), title, description };
    } catch (error) {
      settle(index, error);
    }
  };
  const running = new Set<Promise<void>>();
  for (const [index, one] of prepared.entries()) {
    if (!one) continue;
    const task = compileOne(one, index).finally(() => {
      running.delete(task);
      settled(index);
    });
    running.add(task);
    if (running.size >= compiler.parallel) await Promise.race(running);
  }
  await Promise.all(running);
  if (crash !== undefined) throw crash;
  const results = new Map<string, CompiledRoute>();
  const errors: DocgenError[] = [];
  outcomes.forEach((outcome, index) => {
    if (Array.isArray(outcome)) errors.push(...outcome);
    else if (outcome) results.set(targets[index]!.url, outcome);
  });
  if (errors.length) throw new DocgenErrors(errors);
  return results;
}

/** The images the pages copy into the build, once each (a post and its translation may show the same): file under the output → source. */
export function compiledAssets(compiled: Map<string, CompiledRoute>): Map<string, string> {
  return new Map([...compiled.values()].flatMap((c) => c.compiled.assets.map((asset): [string, string] => [asset.to, asset.from])));
}

/** A page's compiled HTML by its URL, read from the page store; '' for a page not compiled (yet). */
export function compiledHtml(compiled: Map<string, CompiledRoute>): (url: string) => string {
  return (url) => compiled.get(url)?.body().html ?? '';
}

/** What goes into every cache key besides the page: other docgen code, markdown config or theme strings recompile all. */
export function cacheSalt(config: SiteConfig): string {
  const strings = config.locales.map((l) => themeStrings(l.code));
  return `${codeVersion()}\u0000${JSON.stringify([config.markdown, config.base, config.locales, strings, siteRoots(config)])}`;
}

const linksByTable = new WeakMap<RouteTable, SiteLinks>();
const NO_MODULES: Record<string, string> = {};

/**
 * What the pages of a route table compile against (what links resolve to, the site modules MDX pages import),
 * made once per table and modules: a worker is sent it again only when it changes.
 */
export function siteLinks(table: RouteTable, config: SiteConfig, modules: Record<string, string> = NO_MODULES): SiteLinks {
  let links = linksByTable.get(table);
  if (!links) {
    const urlsOf = (byLocale: RouteTable['docs']) => Object.fromEntries([...byLocale].map(([locale, docs]) => [locale, Object.fromEntries([...docs].map(([id, doc]) => [id, doc.url]))]));
    // The other versions' docs, each from its own folder (versions/site-versions.ts).
    const root = rootVersion(table.siteVersions).name;
    const versions = [...table.versionDocs]
      .filter(([name]) => name !== root)
      .map(([name, byLocale]): DocTree => {
        const idByPath = Object.fromEntries([...byLocale.values()].flatMap((docs) => [...docs.values()].map((doc) => [doc.source.relPath, doc.id])));
        return { docsDir: docsDirOf(config, name), docIdByPath: idByPath, docUrls: urlsOf(byLocale) };
      });
    const base = { base: config.base, docsDir: docsDirOf(config, root), docIdByPath: Object.fromEntries(table.docIdByPath), docUrls: urlsOf(table.docs), versions, roots: siteRoots(config), mermaid: config.markdown.mermaid, htmlLangs: Object.fromEntries(config.locales.map((l) => [l.code, l.htmlLang])) };
    links = { ...base, siteRoot: config.rootDir, modules };
  } else if (links.modules !== modules) links = { ...links, modules };
  linksByTable.set(table, links);
  return links;
}

/** A freshly compiled page: its body goes to the page store (unless a worker put it there), its metadata to the cache. */
function keepCompiled(outcome: PageOutcome, cache: MarkdownCache, key: string, url: string): CompiledPage {
  const { meta, docs, body } = outcome.compiled!;
  const compiled: CompiledPage = { ...meta, body: typeof body === 'string' ? body : cache.bodies.put(body) };
  const files = compiled.assets.map(({ from }): [string, number, number] => {
    const { size, mtimeMs } = statSync(from);
    return [from, size, mtimeMs];
  });
  cache.set(key, { ...compiled, warnings: compiled.warnings.map((w) => ({ message: w.message, line: w.line, column: w.column })), deps: { docs, files } }, url);
  return compiled;
}

function withoutDeps({ deps: _deps, ...compiled }: CacheEntry): Omit<CacheEntry, 'deps'> {
  return compiled;
}

function depsHold(deps: CompileDeps, resolveDocFile: (file: string) => string | undefined): boolean {
  return (
    deps.docs.every(([file, url]) => (resolveDocFile(file) ?? null) === url) &&
    deps.files.every(([file, size, mtimeMs]) => {
      const stat = statSync(file, { throwIfNoEntry: false });
      return stat?.size === size && stat.mtimeMs === mtimeMs;
    })
  );
}
