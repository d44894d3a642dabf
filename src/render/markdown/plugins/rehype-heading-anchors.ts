// A "#" link in every h2 to h4, shown on hover: readers copy a link to a section without JavaScript.
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

const LEVELS = new Set(['h2', 'h3', 'h4']);

export function rehypeHeadingAnchors() {
  return (tree: Root, file: VFile) => {
    const template = file.data.ctx!.strings.directLink;
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'pre') return SKIP;
      const id = node.properties.id;
      if (!LEVELS.has(node.tagName) || typeof id !== 'string') return;
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
