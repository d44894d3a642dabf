// A "#" link in every h2 to h4, shown on hover: readers copy a link to a section without JavaScript.
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { SKIP } from './walk-tree.js';
import { visitBlockElements } from './visit-blocks.js';
import type { VFile } from 'vfile';

const LEVELS = new Set(['h2', 'h3', 'h4']);
const VISITED = new Set([...LEVELS, 'pre']);

export function rehypeHeadingAnchors() {
  return (tree: Root, file: VFile) => {
    const template = file.data.ctx!.strings.directLink;
    visitBlockElements(tree, VISITED, (node: Element) => {
      const id = node.properties.id;
      if (node.tagName === 'pre' || typeof id !== 'string') return SKIP;
      const label = template.replace('{heading}', toString(node).trim());
      node.children.push({
        type: 'element',
        tagName: 'a',
        properties: { className: ['hash-link'], href: `#${id}`, ariaLabel: label, title: label },
        children: [{ type: 'text', value: '#' }],
      });
      return SKIP;
    });
  };
}
