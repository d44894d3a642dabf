// ```mermaid blocks become a diagram container; the source stays as text for the browser to render
// (mermaid cannot run in Node) and for readers without JavaScript.
import type { Code, Root } from 'mdast';
import { visitBlocks } from './visit-blocks.js';
import type { VFile } from 'vfile';

export function remarkMermaid() {
  return (tree: Root, file: VFile) => {
    if (!file.data.ctx!.mermaid) return;
    visitBlocks<Code>(tree, 'code', (node, index, parent) => {
      if (node.lang !== 'mermaid' || !parent || index === undefined) return;
      file.data.hasMermaid = true;
      // A node type of its own: remark-rehype renders unknown nodes from their hName and hChildren alone.
      parent.children[index] = {
        type: 'mermaidDiagram',
        data: {
          hName: 'div',
          hProperties: { className: ['mermaid-diagram'] },
          hChildren: [{ type: 'element', tagName: 'pre', properties: { className: ['mermaid-source'] }, children: [{ type: 'text', value: node.value }] }],
        },
      } as never;
    });
  };
}
