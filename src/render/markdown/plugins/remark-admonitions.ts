// `:::tip[Title]` container directives become admonition boxes with a (translated) default title.
import type { Paragraph, Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { visitBlocks } from './visit-blocks.js';
import type { VFile } from 'vfile';

export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger', 'caution'] as const;
type AdmonitionType = (typeof ADMONITION_TYPES)[number];

export function remarkAdmonitions() {
  return (tree: Root, file: VFile) => {
    const strings = file.data.ctx!.strings;
    visitBlocks<ContainerDirective>(tree, 'containerDirective', (node) => {
      if (!(ADMONITION_TYPES as readonly string[]).includes(node.name)) return;
      const type = node.name as AdmonitionType;
      const first = node.children[0];
      const label = first?.type === 'paragraph' && first.data && 'directiveLabel' in first.data ? (first as Paragraph) : undefined;
      const body = label ? node.children.slice(1) : node.children;
      const heading: Paragraph = {
        type: 'paragraph',
        children: label ? label.children : [{ type: 'text', value: strings[type] }],
        data: { hName: 'div', hProperties: { className: ['admonition-heading'] } },
      };
      node.data = { hName: 'div', hProperties: { className: ['admonition', `admonition-${type}`] } };
      node.children = [
        heading,
        { type: 'blockquote', children: body, data: { hName: 'div', hProperties: { className: ['admonition-content'] } } },
      ];
    });
  };
}
