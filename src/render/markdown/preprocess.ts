// Source-level rewrites that must happen before parsing, keeping every line where it was.
import { codeLanguage } from '../../shared/code-meta.js';

const ADMONITION_WITH_TITLE = /^(\s*:{3,})(note|tip|info|warning|danger|caution)[ \t]+(?!\[|\{)(.+?)[ \t]*$/;
const FENCE = /^\s*(`{3,}|~{3,})/;

/** The fence (its backticks or tildes) a line of text opens or closes; undefined for a line of another kind. */
export function fenceMarker(line: string): string | undefined {
  return FENCE.exec(line)?.[1];
}

/** Whether `line` closes the code block `fence` opened: only a bare fence of the same character, at least as long. */
export function closesFence(fence: string, line: string): boolean {
  const marker = fenceMarker(line);
  return marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker;
}
const FENCE_LANGUAGE = /^[ \t]*(?:`{3,}|~{3,})[ \t]*([\w#+-]+)/gm;
/** MDX's `<CodeBlock language="lua">` and `className="language-lua"`. */
const COMPONENT_LANGUAGE = /\blanguage(?:=\{?["']|-)([\w#+-]+)/g;

/** The languages named by the code fences (and code components) of a document, so their grammars load first. */
export function fenceLanguages(markdown: string): string[] {
  return [...new Set([...markdown.matchAll(FENCE_LANGUAGE), ...markdown.matchAll(COMPONENT_LANGUAGE)].map((m) => codeLanguage(m[1]!)))];
}

/**
 * Docusaurus writes admonition titles as `:::tip Title`, which remark-directive does not parse;
 * rewrite them to the directive form `:::tip[Title]`. Fenced code is left alone.
 */
export function normaliseAdmonitionTitles(markdown: string): string {
  return mapTextLines(markdown, (line) => {
    const match = ADMONITION_WITH_TITLE.exec(line);
    if (!match) return line;
    const [, colons, name, title] = match as unknown as [string, string, string, string];
    return `${colons}${name}[${title.replace(/([[\]\\])/g, '\\$1')}]`;
  });
}

/** `markdown` with `rewrite` applied to each line outside fenced code. */
function mapTextLines(markdown: string, rewrite: (line: string) => string): string {
  let fence: string | null = null;
  return markdown
    .split('\n')
    .map((line) => {
      const marker = fenceMarker(line);
      if (fence !== null) {
        if (closesFence(fence, line)) fence = null;
        return line;
      }
      if (marker) {
        fence = marker;
        return line;
      }
      return rewrite(line);
    })
    .join('\n');
}

const MDX_CODE_BLOCK = /^[ \t]*(`{3,}|~{3,})[ \t]*mdx-code-block[ \t]*$/;

/**
 * Docusaurus's ```mdx-code-block fences hold MDX for tools that show only markdown: in MDX their content is the
 * page's own (imports, JSX), so the fence lines are blanked and the content kept, on the lines it was.
 */
export function unwrapMdxCodeBlocks(markdown: string): string {
  if (!markdown.includes('mdx-code-block')) return markdown;
  let outer: string | null = null; // the open mdx-code-block's fence
  let inner: string | null = null; // a fence inside it, or one outside it
  return markdown
    .split('\n')
    .map((line) => {
      const marker = fenceMarker(line);
      const closes = (fence: string | null) => fence !== null && closesFence(fence, line);
      if (inner !== null) {
        if (closes(inner)) inner = null;
        return line;
      }
      if (outer !== null && closes(outer)) {
        outer = null;
        return '';
      }
      const opening = MDX_CODE_BLOCK.exec(line);
      if (opening && outer === null) {
        outer = opening[1]!;
        return '';
      }
      if (marker) inner = marker;
      return line;
    })
    .join('\n');
}

const HEADING_ID = /^(\s{0,3}#{1,6}[ \t].*?)[ \t]\{(#[^{}\s]+)\}[ \t]*$/;

/**
 * `## MovJ {#movj}`, in MDX: `{` would start an expression, so the id is escaped (`\{#movj}`), as Docusaurus does,
 * and reaches the heading plugin as the text it is in markdown. Fenced code is left alone.
 */
export function escapeHeadingIds(markdown: string): string {
  return mapTextLines(markdown, (line) => {
    const match = HEADING_ID.exec(line);
    return match ? `${match[1]} \\{${match[2]}}` : line;
  });
}

const TRUNCATE = /^\s*(?:<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\})\s*$/;

/** What marks the end of a blog post's excerpt in the compiled HTML, in markdown and MDX alike. */
export const TRUNCATE_MARK = '<!-- truncate -->';
/** The mark in a page's HTML as written (`<!--truncate-->`), or as the element its MDX form renders to (markTruncate). */
export const TRUNCATE_FOUND = /<!--\s*truncate\s*-->|<docgen-truncate><\/docgen-truncate>/;

/**
 * In MDX, the end of a post's excerpt, written `<!-- truncate -->` (an HTML comment MDX cannot parse) or
 * `{/* truncate *\/}` (Docusaurus's MDX form), becomes an element that survives rendering.
 */
export function markTruncate(markdown: string): string {
  return mapTextLines(markdown, (line) => (TRUNCATE.test(line) ? '<docgen-truncate />' : line));
}

/** The HTML of a post above its truncate mark: its excerpt; undefined without a mark. */
export function excerptOf(html: string): string | undefined {
  const at = html.indexOf(TRUNCATE_MARK);
  return at === -1 ? undefined : html.slice(0, at).trimEnd();
}

/** The block quote and list item markers a line starts with (`> - `), before what the line holds. */
export const CONTAINER_PREFIX = /^(?:[ \t]*(?:>|(?:[-*+]|\d{1,9}[.)])(?=[ \t])))*/;
const CONTAINER_MARKER = />|(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$)/g;

/** Deeper than this, nested block quotes and lists are refused: parsing them grows with the cube of the depth. */
export const MAX_NESTING = 100;

/**
 * The first line whose block quotes and list items nest deeper than MAX_NESTING, with its depth: its quote and
 * list markers, plus, for a line that starts a list item or a quote, its indentation at two columns a level.
 * Fenced code is skipped, fences opened inside a list item or a quote included.
 */
export function tooDeep(markdown: string): { line: number; depth: number } | undefined {
  let fence: string | null = null;
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const prefix = CONTAINER_PREFIX.exec(line)![0];
    const marker = fenceMarker(line.slice(prefix.length));
    if (fence !== null) {
      if (closesFence(fence, line.slice(prefix.length))) fence = null;
      continue;
    }
    if (marker) fence = marker;
    const markers = prefix.match(CONTAINER_MARKER)?.length ?? 0;
    if (markers === 0) continue; // indented code or a continuation line: its item was counted
    const indent = /^[ \t]*/.exec(line)![0].replace(/\t/g, '    ').length;
    const depth = markers + Math.floor(indent / 2);
    if (depth > MAX_NESTING) return { line: i + 1, depth };
  }
  return undefined;
}
