// Compiles one markdown body into the page's HTML, headings, links, anchors and assets.
import { VFile } from 'vfile';
import type { TocItem } from '../../shared/types.js';
import { DocgenError } from '../errors.js';
import type { CollectedAsset, CollectedLink, CompileContext } from './context.js';
import { isMdx } from './mdx.js';
import { mdxError, renderMdxPage } from './mdx-errors.js';
import { dropHtmlComments } from './mdx-comments.js';
import { mdxPlace } from './mdx-place.js';
import { escapeHeadingIds, markTruncate, MAX_NESTING, normaliseAdmonitionTitles, tooDeep, TRUNCATE_FOUND, TRUNCATE_MARK, unwrapMdxCodeBlocks } from './preprocess.js';
import type { PageSection } from './plugins/rehype-collect-sections.js';
import type { MarkdownCompiler } from './processor.js';

export interface CompiledMarkdown {
  html: string;
  headings: TocItem[];
  hasH1: boolean;
  links: CollectedLink[];
  ids: string[];
  assets: CollectedAsset[];
  hasMermaid: boolean;
  /** The islands an MDX page renders (theme/mdx/Island.tsx), whose code it preloads. */
  islands: string[];
  /** Headings and the text under each, for the search records. */
  sections: PageSection[];
  /** The page as plain markdown (src/render/llms/), without its title heading. */
  markdown?: string;
  warnings: DocgenError[];
}

/** A compiled page as the build keeps it: its body (HTML and search text) is in the page store, by name. */
export type CompiledPage = Omit<CompiledMarkdown, 'html' | 'sections' | 'markdown'> & { body: string };

export function compileMarkdown(compiler: MarkdownCompiler, body: string, ctx: CompileContext): CompiledMarkdown {
  const deep = tooDeep(body);
  if (deep) throw nestingError(ctx.sourceFile, deep.line, `nest ${deep.depth} levels deep here`);
  const mdx = isMdx(ctx.sourceFile, compiler.format);
  // In MDX `{` starts an expression: an explicit heading id is escaped to stay text, as Docusaurus does. A post's
  // truncate mark is made an element before the other HTML comments are dropped.
  const text = mdx ? dropHtmlComments(markTruncate(escapeHeadingIds(normaliseAdmonitionTitles(unwrapMdxCodeBlocks(body))))) : normaliseAdmonitionTitles(body);
  const file = new VFile({ path: ctx.sourceFile, value: text, data: { ctx } });
  let html: string;
  const islands = new Set<string>();
  try {
    if (mdx) {
      const processor = compiler.mdx();
      const code = processor.stringify(processor.runSync(processor.parse(file), file), file);
      let ids = 0;
      html = renderMdxPage(code, file, text, {
        strings: ctx.strings,
        lang: ctx.htmlLang,
        base: ctx.base,
        linkBase: ctx.linkBase,
        siteUrl: ctx.siteUrl,
        siteTitle: ctx.siteTitle,
        pageUrl: ctx.pageUrl,
        messages: ctx.messages,
        cards: ctx.cards,
        highlight: (code, lang, lines) => compiler.highlighter.highlight(code, lang, lines),
        islands,
        nextId: (prefix) => `${prefix}-${++ids}`,
      });
    } else {
      const { processor } = compiler;
      const parser = compiler.parser ?? (ctx.versionParts === undefined ? undefined : compiler.versionParser(ctx.versionParts));
      html = processor.stringify(processor.runSync(parser ? parser.parse(text) : processor.parse(file), file), file);
    }
  } catch (cause) {
    if (cause instanceof DocgenError) throw cause; // a plugin's own error, already placed
    if (mdx) throw mdxError(cause, ctx.sourceFile, text);
    if (cause instanceof RangeError && /call stack/i.test(cause.message)) throw nestingError(ctx.sourceFile, undefined, 'nest too deeply to compile');
    throw new DocgenError('markdown/compile', `Cannot compile markdown: ${(cause as Error).message}`, { file: ctx.sourceFile, ...mdxPlace(cause), cause });
  }
  // A post's excerpt ends at the first mark, written as it may be (`<!--truncate-->`), or as MDX rendered it.
  html = html.replace(TRUNCATE_FOUND, TRUNCATE_MARK);
  const fatal = file.messages.find((m) => m.fatal);
  if (fatal) throw new DocgenError('markdown/fatal', fatal.reason, { file: ctx.sourceFile, line: fatal.line, column: fatal.column });
  return {
    html,
    headings: file.data.headings ?? [],
    hasH1: file.data.hasH1 ?? false,
    links: file.data.links ?? [],
    ids: file.data.ids ?? [],
    assets: file.data.assets ?? [],
    hasMermaid: file.data.hasMermaid ?? false,
    islands: [...islands].sort(),
    sections: file.data.sections ?? [],
    markdown: file.data.markdownCopy,
    warnings: file.messages.map((m) => new DocgenError('markdown/warning', m.reason, { file: ctx.sourceFile, line: m.line, column: m.column })),
  };
}

function nestingError(file: string, line: number | undefined, what: string): DocgenError {
  return new DocgenError('markdown/too-deep', `Block quotes, lists or HTML elements ${what}.`, {
    file,
    line,
    hint: `docgen compiles up to ${MAX_NESTING} levels of nesting; flatten the structure (a real document rarely needs more than ten).`,
  });
}
