// The client's root: the theme's <Root/> driven by the router, plus the browser-only features around it:
// markdown enhancements and the on-demand search modal.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { themeStrings } from '../../../theme/i18n/strings.js';
import { Root } from '../../../theme/Root.js';
import { SearchBackendContext, type SearchBackend } from '../../../theme/search-backend.js';
import { addCopyButtons, installCopyButtons } from '../enhance/copy-code.js';
import { hydrateIslands } from '../islands/islands.js';
import { renderDiagrams } from '../enhance/mermaid-diagrams.js';
import { watchScrollableTables } from '../enhance/scrollable-tables.js';
import type { LoadedPage } from '../router/page-loader.js';
import type { Bootstrap, SidebarItem } from '../../shared/types.js';
import { hasGaps } from '../../shared/sidebar-gaps.js';
import { loadLocaleData } from '../router/site-data.js';
import { whenIdle } from '../when-idle.js';
import { useRouter } from '../router/use-router.js';
import { installSearchLoader, updateSearch } from '../search/search-loader.js';

export function App({ initial }: { initial: LoadedPage }) {
  const { current, navigation } = useRouter(initial);
  const { site, page } = current.data;
  const sidebar = useWholeSidebar(current.data);
  const shownSite = useRef(site);
  shownSite.current = site;
  useEffect(installCopyButtons, []);
  useEffect(() => addCopyButtons(document.getElementById('__docgen')!, themeStrings(site.locale.code)), [site.locale.code]);
  useEffect(() => installSearchLoader(() => shownSite.current), []);
  useEffect(() => updateSearch(site), [site]);
  useEffect(() => {
    const content = page.hasMermaid ? document.querySelector('#__docgen .markdown') : null;
    return content ? renderDiagrams(content, themeStrings(site.locale.code)) : undefined;
  }, [page.html, page.hasMermaid, site.locale.code]);
  useEffect(() => hydrateIslands(document.querySelector('#__docgen .markdown')), [page.html]);
  useEffect(() => watchScrollableTables(document.querySelector('#__docgen .markdown')), [page.html]);
  // Loaded with the first query: pages other than the search page never fetch the search code.
  const searchBackend = useMemo<SearchBackend>(() => ({ search: (query, page) => import('../search/search-page-backend.js').then((module) => module.searchPage(site, query, page)) }), [site]);
  return (
    <SearchBackendContext.Provider value={searchBackend}>
      <Root {...current.data} sidebar={sidebar} PageComponent={current.PageComponent} navigation={navigation} />
    </SearchBackendContext.Provider>
  );
}

/**
 * The page's sidebar, whole: a page carries only part of a large sidebar (gaps stand for the rest), and the
 * rest comes with the locale's shared data, asked for once the page is idle. The active link stays where the
 * reader saw it: the sidebar scrolls by what was added above it.
 */
function useWholeSidebar({ site, page, sidebar }: Bootstrap): SidebarItem[] | null {
  const [whole, setWhole] = useState<{ of: SidebarItem[]; items: SidebarItem[] }>();
  const anchors = useRef<{ link: Element; top: number }[]>([]);
  useEffect(() => {
    if (!sidebar || !page.sidebarName || !hasGaps(sidebar)) return;
    let live = true;
    const name = page.sidebarName;
    const cancel = whenIdle(() =>
      loadLocaleData(site.base, { locale: site.locale.code })
        .then(({ sidebars }) => {
          if (!live || !sidebars[name]) return;
          anchors.current = [...document.querySelectorAll('.doc-sidebar .sidebar-link-active')].map((link) => ({ link, top: link.getBoundingClientRect().top }));
          setWhole({ of: sidebar, items: sidebars[name] });
        })
        .catch(() => undefined), // the page's part stays; a navigation tries again
    );
    return () => {
      live = false;
      cancel();
    };
  }, [site, page.sidebarName, sidebar]);
  useLayoutEffect(() => {
    for (const { link, top } of anchors.current.splice(0)) {
      const scroller = scrollerOf(link);
      if (scroller && link.isConnected) scroller.scrollTop += link.getBoundingClientRect().top - top;
    }
  }, [whole]);
  return whole?.of === sidebar ? whole.items : sidebar;
}

/** The element a sidebar scrolls in (never the document: the page stays where it is). */
function scrollerOf(element: Element): Element | undefined {
  for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
    if (/auto|scroll/.test(getComputedStyle(node).overflowY) && node.scrollHeight > node.clientHeight) return node;
  }
  return undefined;
}
