// Which routes' keys a rebuild must compute again: the pages whose key changed are the pages it changed. Most
// edits change one page's text and nothing else in the site's shape; then only the pages whose compiled content
// changed are looked at (and, when a post's changed, the blog's lists that show it; when a doc's, the generated
// indexes). When a title, position, category, slug or the set of files changes, sidebars, prev/next links,
// breadcrumbs and language links may change anywhere: every route's key is computed again, and only the pages
// whose key changed count as changed.
import type { Route, RouteTable } from '../routes/route-table.js';
import type { CompiledRoute } from '../stages/compile-content.js';

/** Everything about the routes that a page other than their own shows. */
export function siteShape(table: RouteTable): string {
  const routes = table.routes.map((r) => [
    r.url,
    r.kind,
    r.locale,
    r.outFile,
    r.doc && [r.doc.id, r.doc.source.absPath, r.doc.title, r.doc.sidebarLabel, r.doc.position, r.doc.frontmatter, r.doc.fallbackFrom, r.doc.draft, r.doc.unlisted],
    r.page && [r.page.source.absPath, r.page.fallbackFrom],
    r.post && [r.post.id, r.post.source.absPath, r.post.title, r.post.date, r.post.authors, r.post.tags, r.post.readingMinutes, r.post.draft, r.post.unlisted],
  ]);
  return JSON.stringify([routes, [...table.sidebars].map(([locale, bars]) => [locale, [...bars]]), [...table.navbar], [...table.versions]]);
}

export interface RenderPlan {
  routes: Route[];
  /** True when every route's key is computed again. */
  full: boolean;
}

export function planRender(
  table: RouteTable,
  compiled: Map<string, CompiledRoute>,
  previous: { shape: string; compiled: Map<string, CompiledRoute> } | undefined,
  shape: string,
  /** Something every page shows changed: the renderer, the client assets or the component pages. */
  everything: boolean,
): RenderPlan {
  if (!previous || everything || previous.shape !== shape) return { routes: table.routes, full: true };
  const changed = table.routes.filter((route) => {
    const before = previous.compiled.get(route.url);
    const after = compiled.get(route.url);
    return before?.compiled.body !== after?.compiled.body || before?.title !== after?.title || before?.description !== after?.description;
  });
  // The blog's lists show their posts' excerpts, a generated index its docs' first words: new text may change them.
  const lists = changed.some((route) => route.post) ? table.routes.filter((route) => route.blog && !changed.includes(route)) : [];
  if (changed.some((route) => route.doc)) lists.push(...table.routes.filter((route) => route.category && !changed.includes(route)));
  return { routes: [...changed, ...lists], full: false };
}
