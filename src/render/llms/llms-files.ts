// What a build publishes for AI tools, per locale: a markdown copy of each doc beside its page, llms.txt (the
// docs listed by section) and llms-full.txt (every copy in one file). Each copy is read from the page store when
// its file is written, and llms-full.txt is written copy by copy: nothing of the pages' text is held for them.
// The dev server serves the same files, made when asked for.
import { themeStrings } from '../../../theme/i18n/strings.js';
import { MarkdownCache } from '../cache/markdown-cache.js';
import { pickLocalized, type SiteConfig } from '../config/site-config.js';
import { docDescriber } from '../data/category-cards.js';
import type { OutputFile } from '../emit/output-file.js';
import { DocgenError } from '../errors.js';
import { codeVersion } from '../package-root.js';
import type { RouteTable } from '../routes/route-table.js';
import { staticPrefixes } from '../content/static-files.js';
import type { CompiledRoute } from '../stages/compile-content.js';
import { markdownCopies } from './copy-files.js';
import { llmsSections, type LlmsSection } from './llms-sections.js';
import { llmsHead, llmsTxt, type LlmsHead } from './llms-txt.js';
import { copyKey, copyText, type CopySource } from './copy-text.js';

/**
 * Which files a build publishes for AI tools and what each is made from, without any page's text: it changes with
 * the routes and the build's other files only, so the dev server keeps it across edits of a page's text.
 */
export interface LlmsPlan {
  /** Output path → what it is made from: a doc's copy, or a locale's llms.txt or llms-full.txt. */
  files: Map<string, LlmsSource>;
  /** The copies and files left out, because another file of the build has their name. */
  warnings: DocgenError[];
}

type LlmsSource =
  | { kind: 'copy'; url: string }
  | { kind: 'llms.txt' | 'llms-full.txt'; locale: string; head: LlmsHead; sections: LlmsSection[] };

/** The files of the build a file made here could be named as, with what they are: the static folder's, the pages' copied files. */
export function otherFiles(config: SiteConfig, staticFiles: string[], assets: Map<string, string>): Map<string, string> {
  const taken = new Map<string, string>();
  for (const prefix of staticPrefixes(config)) for (const file of staticFiles) taken.set(prefix + file, 'a file of the static folder');
  for (const file of assets.keys()) taken.set(file, 'a file a page links to');
  return taken;
}

/** `taken`: the build's other files a file made here must not replace, by path, with what they are. */
export function llmsPlan(table: RouteTable, config: SiteConfig, taken: Map<string, string>): LlmsPlan {
  const { copies, warnings } = markdownCopies(table.routes, (file) => taken.get(file));
  const files = new Map<string, LlmsSource>();
  for (const copy of copies.values()) files.set(copy.file, { kind: 'copy', url: copy.route.url });
  const put = (file: string, source: LlmsSource) => {
    const there = taken.get(file);
    if (there === undefined) files.set(file, source);
    else warnings.push(new DocgenError('llms/collision', `${file} is not written: ${there} has its name.`, { hint: 'Remove that file to get the one docgen makes.' }));
  };
  for (const locale of config.locales) {
    const sections = llmsSections(table, locale.code, copies, themeStrings(locale.code).llmsOtherDocs);
    const head = { title: config.title, tagline: pickLocalized(config.tagline, locale.code, config.defaultLocale) };
    put(`${locale.prefix}llms.txt`, { kind: 'llms.txt', locale: locale.code, head, sections });
    put(`${locale.prefix}llms-full.txt`, { kind: 'llms-full.txt', locale: locale.code, head, sections });
  }
  return { files, warnings };
}

/**
 * Every file of the plan, each read from the page store when it is written; without the docs' copies when the
 * threads rendering their pages wrote them (`copies: false`).
 */
export function llmsFiles(plan: LlmsPlan, table: RouteTable, config: SiteConfig, compiled: Map<string, CompiledRoute>, { copies = true } = {}): Map<string, OutputFile> {
  const files = new Map<string, OutputFile>();
  for (const [name, source] of plan.files) {
    if (!copies && source.kind === 'copy') continue;
    const file = llmsFile(plan, name, table, config, compiled);
    if (file) files.set(name, file);
  }
  return files;
}

/** The file of the plan at `name`, made from the pages as compiled now; undefined for another name or a page not compiled. */
export function llmsFile(plan: LlmsPlan, name: string, table: RouteTable, config: SiteConfig, compiled: Map<string, CompiledRoute>): OutputFile | undefined {
  const source = plan.files.get(name);
  if (!source) return undefined;
  if (source.kind === 'copy') {
    const page = compiled.get(source.url);
    return page && { key: () => keyOf(page), render: () => textOf(page) };
  }
  const origin = config.url.replace(/\/+$/, '');
  const { head, sections } = source;
  // Made when written: a doc without a description is described by its first paragraph, read from the page store.
  if (source.kind === 'llms.txt') return { render: () => llmsTxt(head, sections, origin, docDescriber(table.docs.get(source.locale) ?? new Map(), compiled)) };
  const entries = [...new Set(sections.flatMap((section) => section.copies))].flatMap((copy) => {
    const page = compiled.get(copy.route.url);
    return page ? [{ page, header: entryHeader(page.title, origin + copy.route.url) }] : [];
  });
  const opening = `${llmsHead(head)}\n`;
  return {
    key: () => MarkdownCache.key([opening, ...entries.flatMap(({ page, header }) => [header, keyOf(page)])]),
    *pieces() {
      yield opening;
      for (const { page, header } of entries) yield `${header}${textOf(page)}\n`;
    },
  };
}

/** What a compiled doc's copy is made of. */
function copySource(page: CompiledRoute): CopySource {
  return { title: page.title, hasH1: page.compiled.hasH1, body: page.compiled.body };
}

function textOf(page: CompiledRoute): string {
  return copyText(copySource(page), page.body().markdown);
}

function keyOf(page: CompiledRoute): string {
  return copyKey(codeVersion(), copySource(page));
}

/** Each doc of llms-full.txt opens with its title and the URL of its page. */
function entryHeader(title: string, source: string): string {
  return `---\ntitle: ${JSON.stringify(title)}\nsource: ${source}\n---\n\n`;
}
