// Which pages search indexes, and what it knows of each: docs (of every version, each record tagged with its
// version for contextual search) and categories' generated indexes (their title and description), markdown pages
// and blog posts, in their own language only.
import type { SiteConfig } from '../config/site-config.js';
import type { CategoryRoute, RouteTable } from '../routes/route-table.js';
import { indexTitle } from '../routes/category-page.js';
import type { CompiledRoute } from '../stages/compile-content.js';
import type { SearchablePage } from './build-records.js';
import { contentOfBody } from '../cache/page-bodies.js';
import { BLOG_SIDEBAR } from '../blog/blog-routes.js';
import { themeStrings } from '../../../theme/i18n/strings.js';
import { navLinks } from '../../shared/nav-items.js';

/** A page to index: its text is read from the page store when its `sections` are. */
export interface PageToIndex extends SearchablePage {
  /** What the page's body holds (contentOfBody): with the rest, what its records are made of. */
  body: string;
  /** The body's name in the page store, where its `sections` are read from; none for a generated index. */
  stored?: string;
}

/** The searchable pages of a locale. */
export function* searchablePages(table: RouteTable, config: SiteConfig, compiled: Map<string, CompiledRoute>, locale: string): Generator<PageToIndex> {
  for (const route of table.routes) {
    const content = compiled.get(route.url);
    if (!(content || route.category) || route.locale !== locale || (route.kind !== 'doc' && route.kind !== 'markdown' && route.kind !== 'blog-post' && route.kind !== 'category-index')) continue;
    // A page shown in the default locale's text under another locale is that locale's only by its URL: its
    // words would answer queries in the wrong language, so it waits for its translation.
    if (route.doc?.fallbackFrom || route.page?.fallbackFrom) continue;
    if (route.doc?.unlisted || route.doc?.draft || route.post?.unlisted || route.post?.draft) continue;
    const sidebar = route.post ? BLOG_SIDEBAR : (route.doc?.sidebarName ?? route.category?.sidebar);
    const version = route.doc?.version ?? route.category?.version;
    const navItem = sidebar ? navLinks(table.navbar.get(route.locale) ?? []).find((item) => ((version && item.versions?.[version]?.sidebar) ?? item.sidebar) === sidebar) : undefined;
    const section = navItem?.label ?? (route.post ? themeStrings(route.locale).blog : config.title);
    if (!content) {
      yield generatedIndexPage(route.url, locale, route.category!, section);
      continue;
    }
    yield {
      path: route.url,
      locale: route.locale,
      title: content.title,
      lvl0: section,
      docsVersion: route.doc?.version,
      body: contentOfBody(content.compiled.body),
      stored: content.compiled.body,
      get sections() {
        return content.body().sections;
      },
    };
  }
}

/** A category's generated index: its title, and its description as its text (its cards are other pages'). */
function generatedIndexPage(path: string, locale: string, { item, version }: CategoryRoute, lvl0: string): PageToIndex {
  const title = indexTitle(item);
  const text = item.index.description ?? '';
  return { path, locale, title, lvl0, docsVersion: version, body: JSON.stringify([title, text]), sections: [{ id: '', level: 1, heading: title, text }] };
}

/** What a locale's records are made of, page by page, for their key (searchIndexKey): nothing is read from the page store. */
export function* madeOf(pages: Iterable<PageToIndex>): Generator<string> {
  for (const { path, locale, title, lvl0, docsVersion, body } of pages) yield JSON.stringify([path, locale, title, lvl0, docsVersion ?? null, body]);
}
