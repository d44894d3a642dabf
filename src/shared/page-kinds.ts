// What the kinds of pages have in common, for the build, the theme and the client router alike.
import type { PageKind } from './types.js';

export function isBlogKind(kind: PageKind): boolean {
  return kind.startsWith('blog-');
}

/** Pages whose body is HTML in `.markdown` (compiled markdown, or a blog list the build made): read back from the DOM. */
export function hasBody(kind: PageKind): boolean {
  return kind === 'doc' || kind === 'markdown' || isBlogKind(kind);
}
