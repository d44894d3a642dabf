// Collects every anchor target of a page (element ids and `<a name>`) for the anchor check.
import type { Element, Root } from 'hast';
import { SKIP, walkElements } from './walk-tree.js';
import type { VFile } from 'vfile';

export function rehypeCollectIds() {
  return (tree: Root, file: VFile) => {
    const ids: string[] = [];
    walkElements(tree, (node) => {
      if (node.tagName === 'pre') return SKIP; // code carries no anchors
      if (typeof node.properties.id === 'string') ids.push(node.properties.id);
      if (node.tagName === 'a' && typeof node.properties.name === 'string') ids.push(node.properties.name);
    });
    file.data.ids = ids;
  };
}
