// ```tsx live code blocks of an MDX page: the code is shown, and what it writes is rendered beside it, from the
// same text (so the code a reader sees is the code that runs: its components are the page's imports). The
// code is parsed as MDX by this very processor, at its place in the page, so an error names the page's line.
import type { Code, Root } from 'mdast';
import type { Processor } from 'unified';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { DocgenError } from '../../errors.js';
import { mdxPlace, mdxReason } from '../mdx-place.js';
import { visitBlocks } from './visit-blocks.js';

const LIVE = /(?:^|\s)live(?=\s|$)/;

export function remarkLiveCode(this: Processor) {
  const processor = this;
  return (tree: Root, file: VFile) => {
    visitBlocks<Code>(tree, 'code', (node, index, parent) => {
      if (!parent || index === undefined || !/^[jt]sx$/.test(node.lang ?? '') || !LIVE.test(node.meta ?? '')) return;
      const firstLine = (node.position?.start.line ?? 1) + 1;
      let preview: Root;
      try {
        preview = processor.parse(node.value) as Root;
      } catch (cause) {
        const { line, column } = mdxPlace(cause);
        throw new DocgenError('mdx/live-code', `This live code block is not JSX MDX can read: ${mdxReason(cause)}`, {
          file: file.data.ctx!.sourceFile,
          line: line === undefined ? firstLine - 1 : firstLine + line - 1,
          column,
          hint: 'A live block holds JSX only (its components imported at the top of the page); write it without `live` to show it as code alone.',
          cause,
        });
      }
      unravel(preview);
      // Placed in the page, so that an error of the preview (an unknown component) names the page's line.
      visit(preview, (inner) => {
        if (inner === preview) return;
        for (const point of [inner.position?.start, inner.position?.end]) if (point) point.line += firstLine - 1;
      });
      node.meta = (node.meta ?? '').replace(LIVE, ' ').trim() || null;
      parent.children[index] = {
        type: 'blockquote', // any block container: its element is set below
        children: [{ type: 'blockquote', children: preview.children as never, data: { hName: 'div', hProperties: { className: ['live-preview'] } } }, node],
        data: { hName: 'div', hProperties: { className: ['live-example'] } },
      };
      return index + 1;
    });
  };
}

/**
 * A paragraph of JSX tags only becomes the tags themselves, at any depth, as MDX does for the page
 * (remark-mark-and-unravel, which has run by now): `<Switch />` alone on its line, or `<Alert>Text</Alert>` inside
 * a `<div>`, is not a paragraph (an island's `<div>` inside a `<p>` is not valid HTML).
 */
function unravel(root: Root): void {
  visit(root, 'paragraph', (node, index, parent) => {
    if (!parent || index === undefined) return;
    const tags = node.children.filter((child) => !(child.type === 'text' && !child.value.trim()));
    if (!tags.length || !tags.every((child) => child.type === 'mdxJsxTextElement' || child.type === 'mdxTextExpression')) return;
    const blocks = tags.map((tag) => ({ ...tag, type: tag.type === 'mdxJsxTextElement' ? 'mdxJsxFlowElement' : 'mdxFlowExpression' }));
    parent.children.splice(index, 1, ...(blocks as never[]));
    return index; // the tags themselves may hold paragraphs of tags
  });
}
