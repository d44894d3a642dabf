// The page's markdown copy (what `<page>.md` serves, and llms-full.txt gathers), made while the page compiles:
// its source is parsed already, and its links and images resolved. It goes into the page store with the page's
// HTML, so a cached page is not converted again. The title heading is added when the copy is written (the title
// may come from the frontmatter, which is not part of what the cache keys the page by).
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { plainMarkdown } from './plain-markdown.js';
import { stringifyMarkdown } from './stringify.js';

declare module 'vfile' {
  interface DataMap {
    markdownCopy: string;
  }
}

export function remarkMarkdownCopy() {
  return (tree: Root, file: VFile) => {
    const ctx = file.data.ctx!;
    if (!ctx.markdownCopy) return; // a post or a page: only docs have a copy
    const origin = ctx.siteUrl.replace(/\/+$/, '');
    const source = String(file.value);
    const plain = plainMarkdown(tree, {
      origin,
      pageUrl: origin + ctx.pageUrl,
      strings: ctx.strings,
      cards: ctx.cards,
      sourceOf: ({ position }) => (position?.start.offset === undefined || position.end.offset === undefined ? undefined : source.slice(position.start.offset, position.end.offset)),
    });
    file.data.markdownCopy = stringifyMarkdown(plain);
  };
}
