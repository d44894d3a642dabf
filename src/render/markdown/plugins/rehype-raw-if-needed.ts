// rehype-raw re-parses the whole tree through an HTML parser; most pages have no raw HTML, so skip it there.
import type { Root } from 'hast';
import rehypeRaw from 'rehype-raw';
import type { VFile } from 'vfile';

export function rehypeRawIfNeeded() {
  const raw = rehypeRaw();
  return (tree: Root, file: VFile) => {
    const hasRaw = (node: { type: string; children?: unknown[] }): boolean =>
      node.type === 'raw' || (node.children ?? []).some((child) => hasRaw(child as { type: string; children?: unknown[] }));
    return hasRaw(tree) ? raw(tree, file) : tree;
  };
}
