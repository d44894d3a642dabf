// The markdown pipeline. The plugin list is data; its order matters and is explained line by line.
import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import rehypeKatex from 'rehype-katex';
import remarkRehype from 'remark-rehype';
import { unified, type PluggableList, type Processor } from 'unified';
import type { Root } from 'mdast';
import { createChunkedParser, type ChunkedParser } from './chunked-parse.js';
import { createMdxProcessor, type MarkdownFormat } from './mdx.js';
import type { CodeHighlighter } from './highlighter.js';
import { rehypeCodeBlocks } from './plugins/rehype-code-blocks.js';
import { rehypeCollectIds } from './plugins/rehype-collect-ids.js';
import { rehypeCollectSections } from './plugins/rehype-collect-sections.js';
import { rehypeHeadingAnchors } from './plugins/rehype-heading-anchors.js';
import { rehypeRawIfNeeded } from './plugins/rehype-raw-if-needed.js';
import { rehypeSafeUrls } from './plugins/rehype-safe-urls.js';
import { rehypeTableCells } from './plugins/rehype-table-cells.js';
import { remarkAdmonitions } from './plugins/remark-admonitions.js';
import { remarkCodeMeta } from './plugins/remark-code-meta.js';
import { remarkHeadingIds } from './plugins/remark-heading-ids.js';
import { remarkImages } from './plugins/remark-images.js';
import { remarkLinks } from './plugins/remark-links.js';
import { remarkMermaid } from './plugins/remark-mermaid.js';
import { remarkRestoreDirectives } from './plugins/remark-restore-directives.js';
import { remarkMarkdownCopy } from '../llms/remark-markdown-copy.js';

/** What the site's markdown has beyond docgen's own syntax: `$…$` and `$$…$$` math (config markdown.math). */
export interface MarkdownSyntax {
  math?: boolean;
}

export function remarkPlugins(syntax: MarkdownSyntax = {}): PluggableList {
  return [
    ...(syntax.math ? [remarkMath] : []), // its syntax is read as the page is parsed: `$…{…}…$` is math, not MDX code
    remarkGfm, // tables, task lists, strikethrough, autolinks, footnotes
    remarkDirective, // `:::name` syntax; must precede every plugin that reads directives
    remarkAdmonitions, // consumes the admonition directives first...
    remarkRestoreDirectives, // ...so that every directive left is prose (`10:30`) and goes back to text
    remarkHeadingIds, // after directives are settled, so heading text is final
    remarkLinks, // after ids; collects every link, those of raw HTML too
    remarkImages, // collects images beside the links (both append to the page's list)
    remarkMarkdownCopy, // the page's markdown copy, once links and images are resolved and before code is HTML
    remarkMermaid, // before remark-rehype turns `code` into `pre`, where shiki would take it
    remarkCodeMeta, // last: the meta of every code fence that is still code
  ];
}

export function rehypePlugins(highlighter: CodeHighlighter, syntax: MarkdownSyntax = {}): PluggableList {
  return [
    ...(syntax.math ? [rehypeKatex] : []), // math as HTML at build time: the page needs KaTeX's stylesheet only
    rehypeRawIfNeeded, // raw HTML in markdown becomes real elements, so its ids and anchors count
    rehypeSafeUrls, // after raw, so script links in raw HTML are caught too; before anything adds links of its own
    [rehypeCodeBlocks, { highlighter }], // after raw: only fenced code carries `language-*` classes
    rehypeHeadingAnchors, // after raw: headings written as HTML get their anchor too
    rehypeTableCells, // after raw: tables written as HTML wrap as markdown's do
    rehypeCollectIds, // sees every id, including those from raw HTML
    rehypeCollectSections, // last: reads the final tree, skipping the code blocks and `#` links added above
  ];
}

export type MarkdownProcessor = Processor<any, any, any, any, string>;

export interface MarkdownCompiler {
  processor: MarkdownProcessor;
  highlighter: CodeHighlighter;
  /** Keeps the trees of parts of documents, for a process that compiles the same documents again. */
  parser?: ChunkedParser;
  /**
   * Keeps the trees of the parts of one doc's versions (CompileContext.versionParts), which a build compiles one
   * after the other: a doc's parser, the same as the last one asked for while the doc stays the same.
   */
  versionParser(doc: string): ChunkedParser;
  /** Which pages are MDX (mdx.ts). */
  format: MarkdownFormat;
  /** The MDX processor, made when the first MDX page needs it. */
  mdx(): MarkdownProcessor;
}

export function createMarkdownCompiler(highlighter: CodeHighlighter, options: { reuseParts?: boolean; format?: MarkdownFormat } & MarkdownSyntax = {}): MarkdownCompiler {
  const syntax = { math: options.math };
  const processor = createMarkdownProcessor(highlighter, syntax);
  const parse = (text: string) => processor.parse(text) as Root;
  const parser = options.reuseParts ? createChunkedParser(parse) : undefined;
  let versions: { doc: string; parser: ChunkedParser } | undefined;
  const versionParser = (doc: string) => (versions?.doc === doc ? versions : (versions = { doc, parser: createChunkedParser(parse) })).parser;
  let mdx: MarkdownProcessor | undefined;
  return { processor, highlighter, parser, versionParser, format: options.format ?? 'detect', mdx: () => (mdx ??= createMdxProcessor(highlighter, syntax)) };
}

/** One processor for every page: the per-page context travels in the vfile's data. */
export function createMarkdownProcessor(highlighter: CodeHighlighter, syntax: MarkdownSyntax = {}): MarkdownProcessor {
  return unified()
    .use(remarkParse)
    .use(remarkPlugins(syntax))
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypePlugins(highlighter, syntax))
    .use(rehypeStringify, { allowDangerousHtml: true })
    .freeze() as unknown as MarkdownProcessor;
}
