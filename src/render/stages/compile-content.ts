// Compiles the markdown of every doc and markdown page, through the cache; collects every error before failing.
import { statSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/site-config.js';
import { MarkdownCache, type CacheEntry, type CompileDeps } from '../cache/markdown-cache.js';
import { isInsideSite, siteRoots } from '../content/boundary.js';
import { parseFrontmatter } from '../content/frontmatter.js';
import { DocgenError, DocgenErrors } from '../errors.js';
import { compileMarkdown, type CompiledMarkdown } from '../markdown/compile-markdown.js';
import type { CompileContext } from '../markdown/context.js';
import { fenceLanguages } from '../markdown/preprocess.js';
import { getHighlighter } from '../markdown/highlighter.js';
import { createMarkdownCompiler, type MarkdownCompiler } from '../markdown/processor.js';
import { codeVersion } from '../package-root.js';
import { firstHeading } from '../routes/docs.js';
import type { Route, RouteTable } from '../routes/route-table.js';
import { themeStrings } from '../../../theme/i18n/strings.js';

export interface CompiledRoute {
  compiled: CompiledMarkdown;
  title: string;
  description?: string;
}

export async function compileContent(
  routes: Route[],
  table: RouteTable,
  config: SiteConfig,
  /** Created on the first cache miss only: a fully cached build never loads the highlighter. */
  getCompiler: () => Promise<MarkdownCompiler>,
  cache: MarkdownCache,
  salt: string,
  onProgress?: (done: number, total: number) => void,
): Promise<Map<string, CompiledRoute>> {
  const results = new Map<string, CompiledRoute>();
  const errors: DocgenError[] = [];
  const targets = routes.filter((r) => r.doc || r.page?.kind === 'markdown');
  const roots = siteRoots(config);
  for (const [index, route] of targets.entries()) {
    try {
      const source = route.doc?.source ?? route.page!.source;
      const { frontmatter, body } = route.doc ?? parseFrontmatter(source.text, source.absPath);
      const ctx = contextFor(route, table, config, source.absPath, roots);
      const key = MarkdownCache.key([salt, route.locale, route.url, source.absPath, body]);
      const cached = cache.get(key, (entry) => entry.deps !== undefined && depsHold(entry.deps, ctx));
      const compiled = cached
        ? { ...withoutDeps(cached), warnings: cached.warnings.map((w) => new DocgenError('markdown/warning', w.message, { file: source.absPath, line: w.line, column: w.column })) }
        : await compileFresh(await getCompiler(), body, ctx, cache, key);
      const title = route.doc?.title ?? frontmatter.title ?? firstHeading(body) ?? config.title;
      results.set(route.url, { compiled, title, description: frontmatter.description });
    } catch (error) {
      if (error instanceof DocgenErrors) errors.push(...error.errors);
      else if (error instanceof DocgenError) errors.push(error);
      else throw error;
    }
    onProgress?.(index + 1, targets.length);
  }
  if (errors.length) throw new DocgenErrors(errors);
  return results;
}

/** What goes into every cache key besides the page: other docgen code, markdown config or theme strings recompile all. */
export function cacheSalt(config: SiteConfig): string {
  const strings = config.locales.map((l) => themeStrings(l.code));
  return `${codeVersion()}\u0000${JSON.stringify([config.markdown, config.base, config.locales, strings, siteRoots(config)])}`;
}

/** The markdown compiler of a site, created on first use: the highlighter takes a while to start. */
export function lazyCompiler(config: SiteConfig, options?: { reuseParts?: boolean }): () => Promise<MarkdownCompiler> {
  let compiler: Promise<MarkdownCompiler> | undefined;
  return () => (compiler ??= getHighlighter(config.markdown.themes, config.markdown.extraLanguages).then((highlighter) => createMarkdownCompiler(highlighter, options)));
}

function contextFor(route: Route, table: RouteTable, config: SiteConfig, sourceFile: string, roots: string[]): CompileContext {
  const docs = table.docs.get(route.locale)!;
  return {
    locale: route.locale,
    sourceFile,
    pageUrl: route.url,
    base: config.base,
    // A link names a file beside the source; translations mirror the default locale's tree, so the path
    // relative to the locale folder identifies the doc in every locale.
    resolveDocFile: (file) => {
      const sourceLocale = route.doc?.source.locale ?? route.page!.source.locale;
      const rel = path.relative(path.join(config.docsDir, sourceLocale), file).split(path.sep).join('/');
      const id = rel.startsWith('..') ? undefined : table.docIdByPath.get(rel);
      return id === undefined ? undefined : docs.get(id)?.url;
    },
    insideSite: (file) => isInsideSite(file, roots),
    strings: themeStrings(route.locale),
    mermaid: config.markdown.mermaid,
  };
}

async function compileFresh(compiler: MarkdownCompiler, body: string, ctx: CompileContext, cache: MarkdownCache, key: string): Promise<CompiledMarkdown> {
  await compiler.highlighter.load(fenceLanguages(body));
  const docs: CompileDeps['docs'] = [];
  const recording: CompileContext = {
    ...ctx,
    resolveDocFile: (file) => {
      const url = ctx.resolveDocFile(file);
      docs.push([file, url ?? null]);
      return url;
    },
  };
  const compiled = compileMarkdown(compiler, body, recording);
  const files = compiled.assets.map(({ from }): [string, number, number] => {
    const { size, mtimeMs } = statSync(from);
    return [from, size, mtimeMs];
  });
  cache.set(key, { ...compiled, warnings: compiled.warnings.map((w) => ({ message: w.message, line: w.line, column: w.column })), deps: { docs, files } });
  return compiled;
}

function withoutDeps({ deps: _deps, ...compiled }: CacheEntry): Omit<CacheEntry, 'deps'> {
  return compiled;
}

function depsHold(deps: CompileDeps, ctx: CompileContext): boolean {
  return (
    deps.docs.every(([file, url]) => (ctx.resolveDocFile(file) ?? null) === url) &&
    deps.files.every(([file, size, mtimeMs]) => {
      const stat = statSync(file, { throwIfNoEntry: false });
      return stat?.size === size && stat.mtimeMs === mtimeMs;
    })
  );
}
