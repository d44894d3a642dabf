// Carries a code fence's meta string (`title="a.lua" {2}`) as an attribute: rehype-raw rebuilds the tree
// and drops the `data` field where remark-rehype would otherwise keep it.
import type { Code, Root } from 'mdast';
import { visitBlocks } from './visit-blocks.js';

export function remarkCodeMeta() {
  return (tree: Root) => {
    visitBlocks<Code>(tree, 'code', (node) => {
      if (node.meta) node.data = { ...node.data, hProperties: { ...node.data?.hProperties, dataMeta: node.meta } };
    });
  };
}
