// Plain mdast to markdown text, by remark-stringify with GFM (tables, task lists, strikethrough, footnotes) and,
// when the tree holds math, remark-math: math's extension escapes every `$` of the text, which a site without
// math must not get.
import type { Heading, Html, Nodes, Root, Text } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkStringify, { type Options } from 'remark-stringify';
import { unified } from 'unified';
import { visit, EXIT } from 'unist-util-visit';

declare module 'mdast' {
  interface TextData {
    /** The text as the page writes it, escapes included (plain-markdown.ts). */
    written?: string;
  }
}

/**
 * A text as the page writes it, which says the same in the same place: remark-stringify's own escaping, which
 * looks at every character for every construct, was most of the copy's cost. At the start of a line, where it may
 * now stand and did not, a text that could open a block there is escaped as remark-stringify escapes it.
 */
const text: NonNullable<NonNullable<Options['handlers']>['text']> = (node: Text, _parent, state, info) => {
  const written = node.data?.written;
  const lineStart = info.before === '' || info.before === '\n' || info.before === '\r';
  return written !== undefined && !(lineStart && MAY_OPEN_A_BLOCK.test(written)) ? written : state.safe(node.value, info);
};

const MAY_OPEN_A_BLOCK = /^[\s!-/:-@[-`{-~\d]/;

const OPTIONS: Options = { bullet: '-', fences: true, rule: '-', emphasis: '*', strong: '*', listItemIndent: 'one', handlers: { text } };

// Table columns are not padded to line up: the copy is read by programs, and padding can double a table's size.
const GFM = { tablePipeAlign: false };
const plain = unified().use(remarkStringify, OPTIONS).use(remarkGfm, GFM).freeze();
const withMath = unified().use(remarkStringify, OPTIONS).use(remarkGfm, GFM).use(remarkMath).freeze();

export function stringifyMarkdown(tree: Root): string {
  // Blocks already written (plain-markdown.ts), as remark-stringify joins them: a blank line between, a line end last.
  if (tree.children.length > 0 && tree.children.every((child) => child.type === 'html')) {
    const text = tree.children.map((child) => (child as Html).value).join('\n\n');
    return text.endsWith('\n') ? text : `${text}\n`;
  }
  return (hasMath(tree) ? withMath : plain).stringify(tree);
}

/** A `# Title` line (its text escaped where markdown would read it otherwise), with its blank line after. */
export function titleHeading(title: string): string {
  const heading: Heading = { type: 'heading', depth: 1, children: [{ type: 'text', value: title }] };
  return `${stringifyMarkdown({ type: 'root', children: [heading] })}\n`;
}

function hasMath(tree: Nodes): boolean {
  let found = false;
  visit(tree, (node) => {
    if (node.type !== 'math' && node.type !== 'inlineMath') return;
    found = true;
    return EXIT;
  });
  return found;
}
