// Most nodes of a document are inline: text, code spans, emphasis, links. Plugins that look for block-level
// nodes (code blocks, headings, directives, `<pre>`) skip the inside of paragraphs and the like, which no
// block-level node can be in; a document's walk then touches a fraction of its nodes.
import type { Element, Root as HastRoot } from 'hast';
import type { Nodes, Parent, Root } from 'mdast';
import { SKIP, walkElements, walkMdast, type WalkResult } from './walk-tree.js';

/** mdast nodes with phrasing content only. */
const MDAST_PHRASING_ONLY = new Set(['paragraph', 'heading', 'table']);

/** Calls `visitor` for every mdast node of `type`, the way `visit(tree, type, visitor)` does. */
export function visitBlocks<T extends Nodes>(tree: Root, type: T['type'], visitor: (node: T, index: number | undefined, parent: Parent | undefined) => WalkResult): void {
  walkMdast(tree, (node, index, parent) => {
    if (node.type === type) return visitor(node as T, index, parent);
    if (MDAST_PHRASING_ONLY.has(node.type)) return SKIP;
  });
}

/**
 * Calls `visitor` for every hast element whose tag is in `tagNames`. Only `<p>` is skipped: the HTML parser
 * closes a paragraph at any block-level tag, while raw HTML may put blocks in almost any other element.
 */
export function visitBlockElements(tree: HastRoot, tagNames: ReadonlySet<string>, visitor: (node: Element, index: number | undefined, parent: HastRoot | Element | undefined) => WalkResult): void {
  walkElements(tree, (node, index, parent) => {
    if (tagNames.has(node.tagName)) return visitor(node, index, parent);
    if (node.tagName === 'p') return SKIP;
  });
}
