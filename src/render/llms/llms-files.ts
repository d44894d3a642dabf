// What a build publishes for AI tools, per locale: a markdown copy of each doc beside its page, llms.txt (the
// docs listed by section) and llms-full.txt (every copy in one file). Each copy is read from the page store when
// its file is written, and llms-full.txt is written copy by copy: nothing of the pages' text is held for them.
// The dev server serves the same files, made when asked for.
import { themeStrings } from '../../../theme/i18n/strings.js';
import { MarkdownCache } from '../cache/markdown-cache.js';
import { contentOfBody } from '../cache/page-bodies.js';
import { pickLocalized, type SiteConfig } from '../config/site-config.js';
import { docDescriber } from '../data/category-cards.js';
import type { OutputFile } from '../emit/output-file.js';
import { DocgenError } from '../errors.js';
import { codeVersion } from '../package-root.js';
import type { RouteTable } from '../routes/route-table.js';
import { staticPrefixes } from '../content/static-files.js';
import { compiledAssets, type CompiledRoute } from '../stages/compile-content.js';
import { markdownCopies, type MarkdownCopy } from './copy-files.js';
import { llmsSections } from './llms-sections.js';
import { llmsHead, llmsTxt } from './llms-txt.js';
import { titleHeading } from './stringify.js';

export interface LlmsFiles {
  /** Output path → its content: the copies, each locale's llms.txt and llms-full.txt. */
  files: Map<string, OutputFile>;
  /** The copies and files left out, because another file of the build has their name. */
  warnings: DocgenError[];
}

/** The files of the build a file made here could be named as, with what they are: the static folder's, the pages' copied files. */
export function otherFiles(config: SiteConfig, staticFiles: string[], compiled: Map<string, CompiledRoute>): Map<string, string> {
  const taken = new Map<string, string>();
  for (const prefix of staticPrefixes(config)) for (const file of staticFiles) taken.set(prefix + file, 'a file of the static folder');
  for (const file of compiledAssets(compiled).keys()) taken.set(file, 'a file a page links to');
  return taken;
}

/** `taken`: the build's other files a file made here must not replace, by path, with what they are. */
export function llmsFiles(table: RouteTable, config: SiteConfig, compiled: Map<string, CompiledRoute>, taken: Map<string, string>): LlmsFiles {
  const { copies, warnings } = markdownCopies(table.routes, (file) => taken.get(file));
  const files = new Map<string, OutputFile>();
  const origin = config.url.replace(/\/+$/, '');
  const pageOf = (copy: MarkdownCopy) => compiled.get(copy.route.url);
  for (const copy of copies.values()) {
    const page = pageOf(copy);
    if (page) files.set(copy.file, { key: () => copyKey(page), render: () => copyText(page) });
  }
  const put = (file: string, content: OutputFile) => {
    const there = taken.get(file);
    if (there === undefined) files.set(file, content);
    else warnings.push(new DocgenError('llms/collision', `${file} is not written: ${there} has its name.`, { hint: 'Remove that file to get the one docgen makes.' }));
  };
  for (const locale of config.locales) {
    const sections = llmsSections(table, locale.code, copies, themeStrings(locale.code).llmsOtherDocs);
    const head = { title: config.title, tagline: pickLocalized(config.tagline, locale.code, config.defaultLocale) };
    // Made when written: a doc without a description is described by its first paragraph, read from the page store.
    put(`${locale.prefix}llms.txt`, { render: () => llmsTxt(head, sections, origin, docDescriber(table.docs.get(locale.code) ?? new Map(), compiled)) });
    const entries = [...new Set(sections.flatMap((section) => section.copies))].flatMap((copy) => {
      const page = pageOf(copy);
      return page ? [{ page, header: entryHeader(page.title, origin + copy.route.url) }] : [];
    });
    const opening = `${llmsHead(head)}\n`;
    put(`${locale.prefix}llms-full.txt`, {
      key: () => MarkdownCache.key([opening, ...entries.flatMap(({ page, header }) => [header, copyKey(page)])]),
      *pieces() {
        yield opening;
        for (const { page, header } of entries) yield `${header}${copyText(page)}\n`;
      },
    });
  }
  return { files, warnings };
}

/** A doc's copy: its title as a heading when its text has no `# ` heading of its own (as its page shows it), then its text. */
function copyText(page: CompiledRoute): string {
  return (page.compiled.hasH1 ? '' : titleHeading(page.title)) + (page.body().markdown ?? '');
}

/** What a copy is made from: without a change of it, the previous output's copy is kept unread. */
function copyKey(page: CompiledRoute): string {
  return MarkdownCache.key([codeVersion(), page.title, String(page.compiled.hasH1), contentOfBody(page.compiled.body)]);
}

/** Each doc of llms-full.txt opens with its title and the URL of its page. */
function entryHeader(title: string, source: string): string {
  return `---\ntitle: ${JSON.stringify(title)}\nsource: ${source}\n---\n\n`;
}
