// The walk our markdown plugins make: document order, and what a visitor's answer does to the rest of the walk.
import type { Element, Root as HastRoot } from 'hast';
import type { Root } from 'mdast';
import { expect, test } from 'vitest';
import { SKIP, walkElements, walkMdast } from '../../../src/render/markdown/plugins/walk-tree.js';

const doc = (): Root => ({
  type: 'root',
  children: [
    { type: 'heading', depth: 1, children: [{ type: 'text', value: 'Title' }] },
    { type: 'paragraph', children: [{ type: 'emphasis', children: [{ type: 'text', value: 'a' }] }, { type: 'text', value: 'b' }] },
    { type: 'blockquote', children: [{ type: 'paragraph', children: [{ type: 'text', value: 'c' }] }] },
  ],
});

const label = (node: { type: string; value?: unknown }) => (typeof node.value === 'string' ? node.value : node.type);

test('every node in document order, the root first without an index or a parent', () => {
  const seen: string[] = [];
  walkMdast(doc(), (node, index, parent) => void seen.push(`${label(node)}@${index ?? '-'}<${parent ? parent.type : '-'}`));
  expect(seen).toEqual(['root@-<-', 'heading@0<root', 'Title@0<heading', 'paragraph@1<root', 'emphasis@0<paragraph', 'a@0<emphasis', 'b@1<paragraph', 'blockquote@2<root', 'paragraph@0<blockquote', 'c@0<paragraph']);
});

test('SKIP leaves a node\'s children out; an index goes on there after the children; SKIP with an index goes on there at once', () => {
  const seen: string[] = [];
  walkMdast(doc(), (node, index, parent) => {
    seen.push(label(node));
    if (node.type === 'heading') return SKIP;
    // The paragraph is replaced by its text: the walk goes into the node it was at, then on at the next index.
    if (node.type === 'paragraph' && parent?.type === 'root') {
      parent.children.splice(index!, 1, { type: 'paragraph', children: [{ type: 'text', value: 'new' }] });
      return index! + 1;
    }
    if (node.type === 'blockquote') {
      parent!.children.splice(index!, 1, { type: 'thematicBreak' }, { type: 'thematicBreak' });
      return [SKIP, index! + 2];
    }
  });
  expect(seen).toEqual(['root', 'heading', 'paragraph', 'emphasis', 'a', 'b', 'blockquote']);
});

test('the elements of a hast tree, inside the JSX elements MDX leaves in it too', () => {
  const tree = {
    type: 'root',
    children: [
      { type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: 'x' }] },
      { type: 'mdxJsxFlowElement', name: 'Tabs', attributes: [], children: [{ type: 'element', tagName: 'pre', properties: {}, children: [] }] },
    ],
  } as unknown as HastRoot;
  const seen: string[] = [];
  walkElements(tree, (node: Element, _index, parent) => void seen.push(`${node.tagName}<${parent?.type}`));
  expect(seen).toEqual(['p<root', 'pre<mdxJsxFlowElement']);
});
