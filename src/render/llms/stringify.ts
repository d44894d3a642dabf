// Plain mdast to markdown text, by remark-stringify with GFM (tables, task lists, strikethrough, footnotes) and,
// when the tree holds math, remark-math: math's extension escapes every `$` of the text, which a site without
// math must not get.
import type { Heading, Nodes, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkStringify, { type Options } from 'remark-stringify';
import { unified } from 'unified';
import { visit, EXIT } from 'unist-util-visit';

const OPTIONS: Options = { bullet: '-', fences: true, rule: '-', emphasis: '*', strong: '*', listItemIndent: 'one' };

// Table columns are not padded to line up: the copy is read by programs, and padding can double a table's size.
const GFM = { tablePipeAlign: false };
const plain = unified().use(remarkStringify, OPTIONS).use(remarkGfm, GFM).freeze();
const withMath = unified().use(remarkStringify, OPTIONS).use(remarkGfm, GFM).use(remarkMath).freeze();

export function stringifyMarkdown(tree: Root): string {
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
