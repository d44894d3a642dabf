// The client's root: the theme's <Root/> driven by the router, plus the browser-only features around it:
// markdown enhancements and the on-demand search modal.
import { useEffect, useMemo, useRef } from 'react';
import { themeStrings } from '../../../theme/i18n/strings.js';
import { Root } from '../../../theme/Root.js';
import { SearchBackendContext, type SearchBackend } from '../../../theme/search-backend.js';
import { installCopyButtons } from '../enhance/copy-code.js';
import { renderDiagrams } from '../enhance/mermaid-diagrams.js';
import type { LoadedPage } from '../router/page-loader.js';
import { useRouter } from '../router/use-router.js';
import { installSearchLoader, updateSearch } from '../search/search-loader.js';

export function App({ initial }: { initial: LoadedPage }) {
  const { current, navigation } = useRouter(initial);
  const { site, page } = current.data;
  const shownSite = useRef(site);
  shownSite.current = site;
  useEffect(installCopyButtons, []);
  useEffect(() => installSearchLoader(() => shownSite.current), []);
  useEffect(() => updateSearch(site), [site]);
  useEffect(() => {
    const content = page.hasMermaid ? document.querySelector('#__docgen .markdown') : null;
    return content ? renderDiagrams(content, themeStrings(site.locale.code)) : undefined;
  }, [page.html, page.hasMermaid, site.locale.code]);
  // Loaded with the first query: pages other than the search page never fetch the search code.
  const searchBackend = useMemo<SearchBackend>(() => ({ search: (query, page) => import('../search/search-page-backend.js').then((module) => module.searchPage(site, query, page)) }), [site]);
  return (
    <SearchBackendContext.Provider value={searchBackend}>
      <Root {...current.data} PageComponent={current.PageComponent} navigation={navigation} />
    </SearchBackendContext.Provider>
  );
}
