// Compiles the markdown of every doc and markdown page, through the cache; collects every error before failing.
import path from 'node:path';
import type { SiteConfig } from '../config/site-config.js';
import { MarkdownCache } from '../cache/markdown-cache.js';
import { parseFrontmatter } from '../content/frontmatter.js';
import { DocgenError, DocgenErrors } from '../errors.js';
import { compileMarkdown, type CompiledMarkdown } from '../markdown/compile-markdown.js';
import type { CompileContext } from '../markdown/context.js';
import { fenceLanguages } from '../markdown/preprocess.js';
import type { MarkdownCompiler } from '../markdown/processor.js';
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
  const signatures = new Map(config.locales.map(({ code }) => [code, linkSignature(table, code)]));
  for (const [index, route] of targets.entries()) {
    try {
      const source = route.doc?.source ?? route.page!.source;
      const { frontmatter, body } = route.doc ?? parseFrontmatter(source.text, source.absPath);
      const ctx = contextFor(route, table, config, source.absPath);
      const key = MarkdownCache.key([salt, route.locale, route.url, source.absPath, signatures.get(route.locale)!, body]);
      const cached = cache.get(key);
      const compiled = cached
        ? { ...cached, warnings: cached.warnings.map((w) => new DocgenError('markdown/warning', w.message, { file: source.absPath, line: w.line, column: w.column })) }
        : await compileFresh(await getCompiler(), body, ctx);
      if (!cached) cache.set(key, { ...compiled, warnings: compiled.warnings.map((w) => ({ message: w.message, line: w.line, column: w.column })) });
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

function contextFor(route: Route, table: RouteTable, config: SiteConfig, sourceFile: string): CompileContext {
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
    strings: themeStrings(route.locale),
    mermaid: config.markdown.mermaid,
  };
}

/** Compiled HTML depends on where links point: a change of any doc's URL invalidates the locale's cache. */
function linkSignature(table: RouteTable, locale: string): string {
  const docs = table.docs.get(locale)!;
  const pairs = [...table.docIdByPath].map(([file, id]) => `${file}=${docs.get(id)?.url ?? ''}`).sort();
  return MarkdownCache.key(pairs);
}

async function compileFresh({ processor, highlighter }: MarkdownCompiler, body: string, ctx: CompileContext): Promise<CompiledMarkdown> {
  await highlighter.load(fenceLanguages(body));
  return compileMarkdown(processor, body, ctx);
}
