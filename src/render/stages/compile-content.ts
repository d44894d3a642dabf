// The markdown pages of a site, through the cache: each page is compiled (unless cached) and, when the build
// writes pages, rendered and written as soon as it is compiled, by the thread that compiled it. What stays here
// is each page's metadata; every error is collected before failing.
import { statSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/site-config.js';
import { MarkdownCache, type CacheEntry, type CompileDeps } from '../cache/markdown-cache.js';
import { siteRoots } from '../content/boundary.js';
import { frontmatterSchemas, parseFrontmatter } from '../content/frontmatter.js';
import { DocgenError, DocgenErrors } from '../errors.js';
import type { PageBody } from '../cache/page-bodies.js';
import type { CompiledPage } from '../markdown/compile-markdown.js';
import { docResolver, type DocTree, type PageCompiler, type PageRef, type SiteLinks } from '../markdown/page-compiler.js';
import { rootVersion } from '../versions/site-versions.js';
import { docsFolder, linkBase } from '../content/layout.js';
import { shareCompiled } from '../versions/share-compiled.js';
import { versionsTogether } from '../versions/versions-together.js';
import { codeVersion } from '../package-root.js';
import { firstHeading } from '../routes/docs.js';
import { isMarkdownRoute, routeSource, type Route, type RouteTable } from '../routes/route-table.js';
import type { DocCard, SidebarCategory, SidebarItem } from '../../shared/types.js';
import { categoryCards, docDescriber } from '../data/category-cards.js';
import { themeStrings } from '../../../theme/i18n/strings.js';
import { pageOutput, type PageOutput } from './page-output.js';
import type { ServerModules } from '../client-bundle/server-modules.js';
import { isMdx } from '../markdown/mdx.js';
import { localImportsOf, resolveLocalModule } from '../markdown/mdx-modules.js';
import type { PageOutcome, PageTask } from './page-task.js';

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
   * are compiled in other threads, or in this one when `eager` (the caller's work is done in another thread:
   * otherwise the two would only take turns).
   */
  onLocaleCompiled?: (locale: string, pages: Map<string, CompiledRoute>) => void;
  eager?: boolean;
  /** The site modules MDX pages import, bundled for the server (client-bundle/server-modules.ts). */
  modules?: Pick<ServerModules, 'urls' | 'hashes' | 'problems'>;
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
  const links = siteLinks(table, config, options.modules?.urls, options.modules?.problems);
  // Filled by position: the pages (and their warnings and errors) come out in route order, however many are
  // compiled at once and whichever finishes first.
  const outcomes: (CompiledRoute | DocgenError[] | undefined)[] = new Array(targets.length);
  let done = 0;
  let crash: unknown;
  // Pages of each locale whose compiled part is not known yet: a locale's search starts once they all are,
  // while the last of its pages may still be rendered.
  const unknown = new Map<string, number>();
  for (const route of targets) unknown.set(route.locale, (unknown.get(route.locale) ?? 0) + 1);
  const known = new Uint8Array(targets.length);
  const learned = (index: number) => {
    if (known[index]) return;
    known[index] = 1;
    const { locale } = targets[index]!;
    const left = unknown.get(locale)! - 1;
    unknown.set(locale, left);
    if (left > 0 || !onLocaleCompiled || !(compiler.threaded || options.eager)) return;
    const pages = new Map<string, CompiledRoute>();
    for (const [i, route] of targets.entries()) {
      if (route.locale !== locale) continue;
      const outcome = outcomes[i];
      if (!outcome || Array.isArray(outcome)) return; // the build fails: nothing more of it is needed
      pages.set(route.url, outcome);
    }
    onLocaleCompiled(locale, pages);
  };
  const settled = (index: number) => {
    learned(index);
    onProgress?.(++done, targets.length);
  };
  // A client bundle that fails fails the build, once: the pages waiting to be rendered with it stop waiting.
  let clientFailure: unknown;
  const clientFailed = output?.context.then(
    () => new Promise<never>(() => {}),
    (error: unknown) => {
      clientFailure = error;
      throw error;
    },
  );
  clientFailed?.catch(() => undefined);
  const run = (task: PageTask) => (clientFailed ? Promise.race([compiler.run(task, links), clientFailed]) : compiler.run(task, links));
  const settle = (index: number, error: unknown) => {
    if (clientFailure !== undefined && error === clientFailure) crash ??= error;
    else if (error instanceof DocgenErrors) outcomes[index] = error.errors;
    else if (error instanceof DocgenError) outcomes[index] = [error];
    else crash ??= error; // a bug, not the content's fault: thrown once every page on its way has settled
  };
  const rendering = output && pageOutput(output, compiler, table, config);
  // A doc the same in several versions is compiled for the first of them only (the first in route order, so
  // started first: a page waiting for it never holds up its compile); the others are made from it.
  const origins = table.siteVersions.length > 1 ? new Map<string, SharedOrigin>() : undefined;
  // A page's `<Translate>` texts come from its locale's messages: a change of them compiles the locale again.
  const translationKeys = new Map(Object.entries(table.messages).map(([locale, messages]) => [locale, MarkdownCache.key([JSON.stringify(messages)])]));
  // What each page is, and whether the cache has it: the pages to compile size the compiler's pool.
  const prepared = targets.map((route, index) => {
    try {
      const source = routeSource(route)!;
      const { frontmatter, body } = route.doc ?? route.post ?? parseFrontmatter(source.text, source.absPath, frontmatterSchemas(config.layout).doc);
      const page: PageRef = { locale: route.locale, sourceLocale: source.locale, sourceFile: source.absPath, pageUrl: route.url, ...openedCards(route, table, body), ...(route.doc && { markdownCopy: true }) };
      // An MDX page is compiled from the site modules it imports too.
      const modules = isMdx(source.absPath, config.markdown.format) ? localImportsOf(body).map((name) => [name, resolveLocalModule(name, source.absPath, config.rootDir)] as const) : [];
      const imported = modules.map(([name, file]) => options.modules?.hashes[file ?? ''] ?? name);
      const translations = translationKeys.get(route.locale);
      // Hashed once for both keys: the text is most of what they are made of.
      const textHash = MarkdownCache.key([body]);
      const key = MarkdownCache.key([salt, route.locale, route.url, source.absPath, textHash, ...imported, ...(translations === undefined ? [] : [translations]), ...(page.cards ? [JSON.stringify(page.cards)] : [])]);
      const cached = cache.get(key, (entry) => entry.deps !== undefined && depsHold(entry.deps, docResolver(links, page)));
      const title = route.doc?.title ?? route.post?.title ?? frontmatter.title ?? firstHeading(body) ?? config.title;
      let origin: SharedOrigin | undefined;
      let published: SharedOrigin | undefined;
      // The doc this page is a version of: its place in every version.
      const family = origins && route.doc ? [route.locale, source.locale, route.doc.source.relPath].join('\u0000') : undefined;
      if (origins && family !== undefined) {
        // The same in every version, but for the modules' files: one beside the page is another file in each
        // version (and an island is named by its file).
        const shareKey = MarkdownCache.key([salt, 'version-share', family, textHash, ...imported, ...modules.map(([, file]) => file ?? '')]);
        const first = origins.get(shareKey);
        if (!first) origins.set(shareKey, (published = sharedOrigin(source.absPath, route.url, cached)));
        else if (!cached) origin = first;
      }
      return { route, source, body, page, key, cached, origin, published, family, title, description: frontmatter.description };
    } catch (error) {
      settle(index, error);
      settled(index);
      return undefined;
    }
  });
  compiler.plan?.(prepared.filter((p) => p && !p.cached && !p.origin).length);
  type Prepared = NonNullable<(typeof prepared)[number]>;
  // The versions of a doc that compile (each a different text) one after the other, by one thread.
  const families = prepared.map((one) => (one && !one.cached && !one.origin ? one.family : undefined));
  const { order, together } = origins ? versionsTogether(families) : { order: prepared.keys(), together: new Set<number>() };
  for (const index of together) prepared[index]!.page.versionParts = families[index];
  const { bodies } = cache;
  const compiledRoute = (compiled: CompiledPage, { title, description }: Prepared): CompiledRoute => ({ compiled, body: () => bodies.get(compiled.body), title, description });
  /** A page whose compiled part is in the cache (its own entry, or made from another version's). */
  const keptRoute = (kept: CacheEntry, one: Prepared): CompiledRoute =>
    compiledRoute({ ...withoutDeps(kept), warnings: kept.warnings.map((w) => new DocgenError('markdown/warning', w.message, { file: one.source.absPath, line: w.line, column: w.column })) }, one);
  // The body last read for a page made from it: an origin's other versions are made one after the other, as soon
  // as it is compiled, and read it once.
  let lastOrigin: { name: string; body: PageBody } | undefined;
  /** The page made from its origin's, kept in the cache as its own; undefined when it must be compiled. */
  const shareFrom = async (origin: SharedOrigin, { route, source, page, key }: Prepared): Promise<CacheEntry | undefined> => {
    const entry = await origin.entry;
    if (!entry) return undefined; // its errors are reported with this page's own file when it compiles
    if (lastOrigin?.name !== entry.body) lastOrigin = { name: entry.body, body: bodies.get(entry.body) };
    const { body } = lastOrigin;
    const [from, to] = [path.dirname(origin.sourceFile), path.dirname(source.absPath)];
    // A link names the file at the same relative path from this page as from its origin.
    const copy = body.markdown === undefined ? undefined : { text: body.markdown, origin: links.siteUrl.replace(/\/+$/, ''), page: [origin.url, route.url] satisfies [string, string] };
    const shared = shareCompiled(entry, body.html, { file: (file) => path.resolve(to, path.relative(from, file)), resolve: docResolver(links, page) }, copy);
    if (!shared) return undefined;
    const same = shared.html === body.html && shared.markdown === body.markdown;
    const made = { ...shared.entry, body: same ? entry.body : bodies.put({ ...body, html: shared.html, markdown: shared.markdown }) };
    cache.set(key, made, route.url);
    cache.countShared();
    return made;
  };
  // What is known before any page is rendered: the cached pages now, and each page made from another version's
  // as soon as its origin is compiled (not when its turn to be rendered comes), so the search need not wait.
  const kept = prepared.map((one, index): Promise<CacheEntry | undefined> | undefined => {
    if (!one || (!one.cached && !one.origin)) return undefined;
    const entry = one.cached ? Promise.resolve(one.cached) : shareFrom(one.origin!, one).catch(() => undefined);
    return entry.then((found) => {
      if (found) {
        outcomes[index] = keptRoute(found, one);
        learned(index);
      }
      return found;
    });
  });
  const compileOne = async (one: Prepared, index: number): Promise<void> => {
    const { route, body, page, key, published, title, description } = one;
    try {
      const found = await kept[index];
      if (found) {
        const render = rendering?.task(route, title, description, found);
        // A worker of a build in memory has no page store to read the body from.
        const bodyData = cache.bodiesDir ? undefined : bodies.get(found.body);
        if (render && !(await rendering!.keptAsItWas(render, found.body, () => bodies.get(found.body)))) rendering!.place(await run({ page, body: found.body, bodyData, render }));
      } else {
        const render = rendering?.task(route, title, description, undefined);
        const outcome = await run({ page, text: body, render });
        const fresh = keepCompiled(outcome, cache, key, route.url);
        published?.publish(fresh.entry);
        outcomes[index] = compiledRoute(fresh.compiled, one);
        if (render) rendering!.place(outcome);
      }
    } catch (error) {
      settle(index, error);
    } finally {
      published?.publish(undefined); // failed: the pages waiting for it compile themselves
    }
  };
  const running = new Set<Promise<void>>();
  for (const index of order) {
    const one = prepared[index];
    if (!one) continue;
    const task = compileOne(one, index).finally(() => {
      running.delete(task);
      settled(index);
    });
    running.add(task);
    while (running.size >= compiler.parallel) await Promise.race(running);
  }
  await Promise.all(running);
  if (crash !== undefined) throw crash;
  const results = new Map<string, CompiledRoute>();
  const errors: [DocgenError, string][] = [];
  outcomes.forEach((outcome, index) => {
    if (Array.isArray(outcome)) errors.push(...outcome.map((error): [DocgenError, string] => [error, routeSource(targets[index]!)!.absPath]));
    else if (outcome) results.set(targets[index]!.url, outcome);
  });
  if (errors.length) throw new DocgenErrors(sayOnce(errors, config.rootDir));
  return results;
}

/** An error of a module several pages import comes from each of them: it is said once, naming those pages. */
function sayOnce(errors: [DocgenError, page: string][], rootDir: string): DocgenError[] {
  const same = new Map<string, { error: DocgenError; pages: string[] }>();
  for (const [error, page] of errors) {
    const what = JSON.stringify([error.code, error.file, error.line, error.column, error.message]);
    const seen = same.get(what);
    if (seen) seen.pages.push(page);
    else same.set(what, { error, pages: [page] });
  }
  return [...same.values()].map(({ error, pages }) => {
    if (pages.length === 1) return error;
    const named = pages.slice(0, 3).map((page) => path.relative(rootDir, page));
    const met = `Met by ${pages.length} pages: ${named.join(', ')}${pages.length > named.length ? ` and ${pages.length - named.length} more` : ''}.`;
    return new DocgenError(error.code, error.message, { file: error.file, line: error.line, column: error.column, cause: error.cause, hint: error.hint ? `${error.hint}\n${met}` : met });
  });
}

/** The images the pages copy into the build, once each (a post and its translation may show the same): file under the output → source. */
export function compiledAssets(compiled: Map<string, CompiledRoute>): Map<string, string> {
  return new Map([...compiled.values()].flatMap((c) => c.compiled.assets.map((asset): [string, string] => [asset.to, asset.from])));
}

/** A page's compiled HTML by its URL, read from the page store; '' for a page not compiled (yet). */
export function compiledHtml(compiled: Map<string, CompiledRoute>): (url: string) => string {
  return (url) => compiled.get(url)?.body().html ?? '';
}

/**
 * What goes into every cache key besides the page: other docgen code, markdown config or theme strings recompile
 * all. Hashed: the strings are kilobytes, and each page's keys are made of them.
 */
export function cacheSalt(config: SiteConfig): string {
  const strings = config.locales.map((l) => themeStrings(l.code));
  return MarkdownCache.key([codeVersion(), JSON.stringify([config.markdown, config.base, config.locales, strings, siteRoots(config)])]);
}

/**
 * By the table's doc paths: a table made from another by an edit of page texts (incremental/text-edits.ts) keeps
 * that object, and its docs, ids and URLs, so the same links serve it. The dev server's worker is then not sent
 * them again after each save (at 10,000 pages per locale they are megabytes, and every copy the worker received
 * stayed in its heap until a collection).
 */
const linksByTable = new WeakMap<RouteTable['docIdByPath'], SiteLinks>();

const docsFolders = (config: SiteConfig, version: string) => Object.fromEntries(config.locales.map(({ code }) => [code, docsFolder(config, version, code)]));
const NO_MODULES: Record<string, string> = {};

/**
 * What the pages of a route table compile against (what links resolve to, the site modules MDX pages import),
 * made once per table and modules: a worker is sent it again only when it changes.
 */
export function siteLinks(table: RouteTable, config: SiteConfig, modules: Record<string, string> = NO_MODULES, problems: Record<string, DocgenError> = {}): SiteLinks {
  // Where the problem is, in the site: the module, or a file it imports.
  const at = (problem: DocgenError) => (problem.file ? ` (${path.relative(config.rootDir, problem.file)}${problem.line ? `:${problem.line}` : ''})` : '');
  const moduleProblems = Object.fromEntries(Object.entries(problems).map(([file, problem]) => [file, problem.message + at(problem)]));
  let links = linksByTable.get(table.docIdByPath);
  if (!links) {
    const urlsOf = (byLocale: RouteTable['docs']) => Object.fromEntries([...byLocale].map(([locale, docs]) => [locale, Object.fromEntries([...docs].map(([id, doc]) => [id, doc.url]))]));
    // The other versions' docs, each from its own folder (versions/site-versions.ts).
    const root = rootVersion(table.siteVersions).name;
    const versions = [...table.versionDocs]
      .filter(([name]) => name !== root)
      .map(([name, byLocale]): DocTree => {
        const idByPath = Object.fromEntries([...byLocale.values()].flatMap((docs) => [...docs.values()].map((doc) => [doc.source.relPath, doc.id])));
        return { docsDirs: docsFolders(config, name), docIdByPath: idByPath, docUrls: urlsOf(byLocale) };
      });
    const base = { base: config.base, siteUrl: config.url, siteTitle: config.title, docsDirs: docsFolders(config, root), docIdByPath: Object.fromEntries(table.docIdByPath), docUrls: urlsOf(table.docs), versions, roots: siteRoots(config), mermaid: config.markdown.mermaid, htmlLangs: Object.fromEntries(config.locales.map((l) => [l.code, l.htmlLang])), linkBases: Object.fromEntries(config.locales.map((l) => [l.code, linkBase(config, l)])) };
    links = { ...base, siteRoot: config.rootDir, staticDir: config.staticDir, modules, moduleProblems, messages: table.messages };
  } else if (links.modules !== modules) links = { ...links, modules, moduleProblems };
  linksByTable.set(table.docIdByPath, links);
  return links;
}

/**
 * The cards `@theme/DocCardList` shows on a doc that opens a category: its items, a doc's described by its
 * frontmatter (the others are not compiled yet). Only for a page that names DocCardList, so that no other page's
 * cache key holds its sidebar.
 */
function openedCards(route: Route, table: RouteTable, body: string): { cards?: DocCard[] } {
  if (!route.doc || !body.includes('DocCardList')) return {};
  const docId = route.doc.id;
  const opened = (items: SidebarItem[]): SidebarCategory | undefined => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.docId === docId) return item;
      const inner = opened(item.items);
      if (inner) return inner;
    }
    return undefined;
  };
  const category = [...(table.sidebars.get(route.locale)?.values() ?? [])].map(opened).find(Boolean);
  const docs = table.versionDocs.get(route.doc.version)?.get(route.locale) ?? new Map();
  return { cards: category ? categoryCards(category.items, docDescriber(docs, new Map())) : [] };
}

/** A freshly compiled page: its body goes to the page store (unless a worker put it there), its metadata to the cache. */
function keepCompiled(outcome: PageOutcome, cache: MarkdownCache, key: string, url: string): { compiled: CompiledPage; entry: CacheEntry } {
  const { meta, docs, body } = outcome.compiled!;
  const compiled: CompiledPage = { ...meta, body: typeof body === 'string' ? body : cache.bodies.put(body) };
  const files = compiled.assets.map(({ from }): [string, number, number] => {
    const { size, mtimeMs } = statSync(from);
    return [from, size, mtimeMs];
  });
  const entry: CacheEntry = { ...compiled, warnings: compiled.warnings.map((w) => ({ message: w.message, line: w.line, column: w.column })), deps: { docs, files } };
  cache.set(key, entry, url);
  return { compiled, entry };
}

/** The first version's copy of a doc the same in several: the others wait for its cache entry (none if it failed). */
interface SharedOrigin {
  sourceFile: string;
  url: string;
  entry: Promise<CacheEntry | undefined>;
  /** Settles `entry`; only the first call counts. */
  publish(entry: CacheEntry | undefined): void;
}

function sharedOrigin(sourceFile: string, url: string, cached: CacheEntry | undefined): SharedOrigin {
  let publish!: (entry: CacheEntry | undefined) => void;
  const entry = new Promise<CacheEntry | undefined>((resolve) => (publish = resolve));
  if (cached) publish(cached);
  return { sourceFile, url, entry, publish };
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
