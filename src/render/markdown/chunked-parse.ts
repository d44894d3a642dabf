// The dev server re-parses only the part of a document an edit touched. A document is cut before every
// top-level ATX heading, and before every line that starts at the margin after a blank line (unless it is a
// list item, which may continue the list above): such a line closes every open block (paragraph, list, quote,
// table, indented code), so the parts parse on their own into exactly the root children the whole would. The
// exceptions are found before cutting: inside a fenced code block or a container directive no line is a
// boundary, and reference definitions, footnotes and HTML blocks reach across parts; a document with any of
// those, or with an indented fence whose extent depends on the list around it, is parsed whole. A test checks
// part-wise parsing against whole parsing for every document of the site and the fixtures.
import type { Root } from 'mdast';

export interface Chunk {
  text: string;
  /** Lines and characters before the chunk in the document. */
  line: number;
  offset: number;
}

const HEADING = /^#{1,6}(?:[ \t]|$)/;
const AT_MARGIN = /^\S/;
const LIST_ITEM = /^(?:[-+*]|\d{1,9}[.)])(?:[ \t]|$)/;
const FENCE_OPEN = /^(`{3,})[^`]*$|^(~{3,})/;
const FENCE_CLOSE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;
const DIRECTIVE_OPEN = /^(:{3,})[A-Za-z]/;
const DIRECTIVE_CLOSE = /^(:{3,})[ \t]*$/;
/** Indented fences or directives, HTML blocks, definitions and footnotes: the document is parsed whole. */
const UNSAFE = /^[ \t]+(?:`{3}|~{3}|:{3})|^[ \t]*<|\]:|\[\^/;

/** The document's parts, or undefined when it cannot be cut safely (or has nothing to cut). */
export function splitChunks(text: string): Chunk[] | undefined {
  const chunks: Chunk[] = [];
  let fence: string | undefined;
  const directives: number[] = [];
  let start = { line: 0, offset: 0 };
  let offset = 0;
  let afterBlank = false;
  const lines = text.split('\n');
  for (const [index, raw] of lines.entries()) {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    const lineOffset = offset;
    offset += raw.length + 1;
    const blank = line.trim() === '';
    const startsBlock = afterBlank && AT_MARGIN.test(line) && !LIST_ITEM.test(line);
    afterBlank = blank;
    if (fence !== undefined) {
      const close = FENCE_CLOSE.exec(line)?.[1];
      if (close && close[0] === fence[0] && close.length >= fence.length) fence = undefined;
      continue;
    }
    const open = FENCE_OPEN.exec(line);
    if (!open && UNSAFE.test(line)) return undefined;
    if ((HEADING.test(line) || startsBlock) && directives.length === 0 && lineOffset > start.offset) {
      chunks.push({ text: text.slice(start.offset, lineOffset), ...start });
      start = { line: index, offset: lineOffset };
    }
    if (open) {
      fence = open[1] ?? open[2];
      continue;
    }
    const directiveOpen = DIRECTIVE_OPEN.exec(line)?.[1];
    if (directiveOpen) {
      directives.push(directiveOpen.length);
      continue;
    }
    const directiveClose = DIRECTIVE_CLOSE.exec(line)?.[1];
    if (directiveClose) {
      // Which container a fence of another length closes is the parser's business: do not guess.
      if (directives.pop() !== directiveClose.length) return undefined;
      continue;
    }
  }
  if (chunks.length === 0) return undefined;
  chunks.push({ text: text.slice(start.offset), ...start });
  return chunks;
}

export interface ChunkedParser {
  parse(text: string): Root;
}

/**
 * Parses with `parse`, keeping the tree of each part: a part seen before is copied (the plugins change the
 * tree they get) instead of parsed again. A document most of whose parts are new is parsed whole, and its tree
 * cut into its parts' (what they give together is the whole, so each is what its part gives alone): a parse
 * costs about as much to set up as a short part takes to parse. Trees are kept for up to `maxChars` characters
 * of source.
 */
export function createChunkedParser(parse: (text: string) => Root, maxChars = 4_000_000): ChunkedParser {
  const trees = new Map<string, Root>();
  let chars = 0;
  const keep = (text: string, tree: Root) => {
    if (trees.delete(text)) chars -= text.length; // most recently used last
    trees.set(text, tree);
    chars += text.length;
    for (const [old] of trees) {
      if (chars <= maxChars) break;
      trees.delete(old);
      chars -= old.length;
    }
  };
  const treeOf = (text: string): Root => {
    const tree = trees.get(text) ?? parse(text);
    keep(text, tree);
    return tree;
  };
  return {
    parse(text) {
      const chunks = splitChunks(text);
      if (!chunks) return parse(text);
      if (chunks.filter((chunk) => !trees.has(chunk.text)).length * 2 > chunks.length) {
        const whole = parse(text);
        partsOf(whole, chunks)?.forEach((tree, index) => keep(chunks[index]!.text, tree));
        return whole;
      }
      const children: Root['children'] = [];
      let end: Point | undefined;
      for (const chunk of chunks) {
        const tree = shifted(treeOf(chunk.text), chunk) as Root;
        children.push(...tree.children);
        end = tree.position?.end;
      }
      return { type: 'root', children, position: { start: { line: 1, column: 1, offset: 0 }, end: end! } };
    },
  };
}

/** The trees `chunks` parse into alone, cut from the tree of the whole; undefined if a child has no position. */
function partsOf(whole: Root, chunks: Chunk[]): Root[] | undefined {
  const children: Root['children'][] = chunks.map(() => []);
  let at = 0;
  for (const child of whole.children) {
    const offset = child.position?.start.offset;
    if (offset === undefined) return undefined;
    while (at + 1 < chunks.length && offset >= chunks[at + 1]!.offset) at++;
    children[at]!.push(child);
  }
  return chunks.map((chunk, index) => ({
    type: 'root',
    children: shifted(children[index], { line: -chunk.line, offset: -chunk.offset }) as Root['children'],
    position: { start: { line: 1, column: 1, offset: 0 }, end: endOf(chunk.text) },
  }));
}

/** Where a parse of `text` ends: after its last character. */
function endOf(text: string): Point {
  const lastLine = text.lastIndexOf('\n');
  return { line: (text.match(/\n/g)?.length ?? 0) + 1, column: text.length - lastLine, offset: text.length };
}

/** A deep copy of a parsed tree with its positions moved by `by` (to where a chunk sits in its document, or back). */
function shifted(value: unknown, by: Move): unknown {
  if (Array.isArray(value)) return value.map((item) => shifted(item, by));
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    copy[key] = key === 'position' && field ? movedPosition(field as Position, by) : shifted(field, by);
  }
  return copy;
}

type Move = Pick<Chunk, 'line' | 'offset'>;
type Point = { line: number; column: number; offset?: number };
type Position = { start: Point; end: Point };

function movedPosition({ start, end }: Position, by: Move): Position {
  const move = (point: Point): Point => ({ ...point, line: point.line + by.line, ...(point.offset !== undefined && { offset: point.offset + by.offset }) });
  return { start: move(start), end: move(end) };
}
