// Which docs get a markdown copy and where it is written: every doc of every version and locale but drafts and
// unlisted ones, at its page's URL with `.md` (src/shared/markdown-copy.ts). A copy never takes the place of
// another file of the build: one that would (a file of the static folder, another page's copy) is left out, and
// said so.
import path from 'node:path';
import { hasMarkdownCopy, markdownCopyUrl } from '../../shared/markdown-copy.js';
import { DocgenError } from '../errors.js';
import type { Route } from '../routes/route-table.js';

export interface MarkdownCopy {
  route: Route & { doc: NonNullable<Route['doc']> };
  /** Its file in the build: 'en/guide/intro.md'. */
  file: string;
  /** Its URL path: '/armkit/en/guide/intro.md'. */
  url: string;
}

/**
 * The copies of these routes' docs, by page URL, in route order. `taken` names the files of the build a copy
 * must not replace, with what they are ('a file of the static folder').
 */
export function markdownCopies(routes: Route[], taken: (file: string) => string | undefined): { copies: Map<string, MarkdownCopy>; warnings: DocgenError[] } {
  const copies = new Map<string, MarkdownCopy>();
  const byFile = new Map<string, Route>();
  const warnings: DocgenError[] = [];
  for (const route of routes) {
    const { doc } = route;
    if (route.kind !== 'doc' || !doc || !hasMarkdownCopy({ kind: route.kind, draft: doc.draft, unlisted: doc.unlisted })) continue;
    const file = copyFile(route);
    const other = byFile.get(file);
    const there = other ? `the markdown copy of ${other.url}` : taken(file);
    if (there !== undefined) {
      warnings.push(
        new DocgenError('llms/collision', `The markdown copy of ${route.url} is left out: its file ${file} is ${there}.`, {
          file: doc.source.absPath,
          hint: 'Give the doc another slug, or rename the other file.',
        }),
      );
      continue;
    }
    byFile.set(file, route);
    copies.set(route.url, { route: route as MarkdownCopy['route'], file, url: markdownCopyUrl(route.url) });
  }
  return { copies, warnings };
}

/** 'en/guide/intro/index.html' (or 'en/guide/intro.html') → 'en/guide/intro.md'; the docs root's 'en/index.html' → 'en/index.md'. */
function copyFile(route: Route): string {
  if (!route.outFile.endsWith('index.html')) return route.outFile.replace(/\.html$/, '.md');
  const folder = path.posix.dirname(route.outFile);
  if (route.url.endsWith('/')) return folder === '.' ? 'index.md' : `${folder}/index.md`;
  return `${folder}.md`;
}
