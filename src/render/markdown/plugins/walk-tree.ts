// The walk every plugin of ours makes over a page's tree. unist-util-visit makes a closure for every node it
// passes, gives it a name (a string built and a property defined) and copies the list of ancestors: on the
// ArmKit site that was 0.55 GB of the 2.5 GB a cold build allocates, and a tenth of its collector's time. These
// plugins need no ancestors, only the node, its index and its parent.
import type { Element, Root as HastRoot } from 'hast';
import type { Nodes as MdastNodes, Parent as MdastParent, Root as MdastRoot } from 'mdast';

/** Returned by a visitor: do not go into this node's children. */
export const SKIP = 'skip';

/**
 * What a visitor returns: nothing (go on, into the node's children), SKIP, an index of the parent's children to
 * go on at after the node's children (the visitor changed the parent's children), or SKIP and such an index.
 */
export type WalkResult = typeof SKIP | number | [typeof SKIP, number] | undefined | void;

type Visitor<N, P> = (node: N, index: number | undefined, parent: P | undefined) => WalkResult;

/** Every node of an mdast tree, in document order, the root first (without an index or a parent). */
export function walkMdast(tree: MdastRoot, visitor: Visitor<MdastNodes, MdastParent>): void {
  walk(tree as AnyNode, visitor as unknown as Visitor<AnyNode, AnyNode>);
}

/** Every element of a hast tree, and of the JSX elements MDX leaves in it, in document order. */
export function walkElements(tree: HastRoot, visitor: Visitor<Element, HastRoot | Element>): void {
  walk(tree as AnyNode, (node, index, parent) => (node.type === 'element' ? visitor(node as unknown as Element, index, parent as unknown as HastRoot | Element) : undefined));
}

interface AnyNode {
  type: string;
  children?: AnyNode[];
}

function walk(tree: AnyNode, visitor: Visitor<AnyNode, AnyNode>): void {
  if (visitor(tree, undefined, undefined) !== SKIP) walkChildren(tree, visitor);
}

function walkChildren(parent: AnyNode, visitor: Visitor<AnyNode, AnyNode>): void {
  const children = parent.children;
  if (!children) return;
  let index = 0;
  while (index < children.length) {
    const node = children[index]!;
    const result = visitor(node, index, parent);
    if (Array.isArray(result)) {
      index = result[1];
      continue;
    }
    if (result !== SKIP) walkChildren(node, visitor);
    index = typeof result === 'number' ? result : index + 1;
  }
}
