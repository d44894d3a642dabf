// Where a doc's markdown copy is served (src/render/llms/): beside its page, as `<page>.md`; the docs root
// (`/armkit/`, `/armkit/en/`) as `index.md` in its folder. Shared by the build and the theme's copy button.
import type { PageData } from './types.js';

export function markdownCopyUrl(pageUrl: string): string {
  return pageUrl.endsWith('/') ? `${pageUrl}index.md` : `${pageUrl}.md`;
}

/** Whether a page has a markdown copy: a doc, neither draft nor unlisted (those are not given to every reader). */
export function hasMarkdownCopy(page: Pick<PageData, 'kind' | 'draft' | 'unlisted'>): boolean {
  return page.kind === 'doc' && !page.draft && !page.unlisted;
}
