// Which pages search indexes, and what it knows of each: docs and markdown pages, in their own language only.
import type { SiteConfig } from '../config/site-config.js';
import type { RouteTable } from '../routes/route-table.js';
import type { CompiledRoute } from '../stages/compile-content.js';
import type { SearchablePage } from './build-records.js';

/** The searchable pages of a locale, their text read from the page store: one locale's text at a time. */
export function searchablePages(table: RouteTable, config: SiteConfig, compiled: Map<string, CompiledRoute>, locale: string): SearchablePage[] {
  return table.routes.flatMap((route): SearchablePage[] => {
    const content = compiled.get(route.url);
    if (!content || route.locale !== locale || (route.kind !== 'doc' && route.kind !== 'markdown')) return [];
    // A page shown in the default locale's text under another locale is that locale's only by its URL: its
    // words would answer queries in the wrong language, so it waits for its translation.
    if (route.doc?.fallbackFrom || route.page?.fallbackFrom) return [];
    if (route.doc?.unlisted || route.doc?.draft) return [];
    const sidebar = route.doc?.sidebarName;
    const navItem = sidebar ? table.navbar.get(route.locale)?.find((item) => item.sidebar === sidebar) : undefined;
    return [
      {
        path: route.url,
        locale: route.locale,
        title: content.title,
        lvl0: navItem?.label ?? config.title,
        isDoc: route.kind === 'doc',
        sections: content.body().sections,
      },
    ];
  });
}
