// The DocSearch modal (@docsearch/js 3.9, Preact inside, no React needed): loaded on demand as its own chunk.
// With hosted-search credentials it queries the hosted service; without them, the site's local index
// through a search client with the same interface.
import docsearch from '@docsearch/js';
import css from '@docsearch/css/dist/style.css' with { type: 'text' };
import themeCss from './docsearch-theme.css' with { type: 'text' };
import { docSearchStrings } from '../../../theme/i18n/docsearch-strings.js';
import { resultLink } from '../../shared/search/result-url.js';
import type { SiteData } from '../../shared/types.js';
import { navigateTo } from '../router/navigate.js';
import { contextualFilters, readerVersion } from './contextual-filters.js';
import { indexNameFor, preloadSearch, searchClientFor, type SearchClient } from './search-client.js';
import { isHosted } from './search-index-url.js';
import { keepModalMarkupMended, mendedStylesheet } from './modal-markup.js';

/** The local index is the site's own: the modal's "Search by Algolia" would say otherwise. */
const LOCAL_CSS = '.DocSearch-Logo { display: none; }';

type DocSearchClient = NonNullable<ReturnType<NonNullable<DocSearchOptions['transformSearchClient']>>>;

type DocSearchOptions = Parameters<typeof docsearch>[0];

let container: HTMLElement | undefined;
/** The locale DocSearch was last rendered for; a second call waits for the same rendering. */
let mounted: { key: string; done: Promise<void> } | undefined;

function optionsFor(site: SiteData, version: string, container: HTMLElement, client: SearchClient | undefined): DocSearchOptions {
  const strings = docSearchStrings(site.locale.code);
  const external = site.search.externalUrlRegex ? new RegExp(site.search.externalUrlRegex) : undefined;
  const hosted = isHosted(site);
  const missingResultsUrl = site.search.missingResultsUrl;
  return {
    container,
    // The local client never contacts the service; DocSearch still wants the three strings.
    appId: site.search.appId ?? 'local',
    apiKey: site.search.apiKey ?? 'local',
    indexName: indexNameFor(site),
    placeholder: strings.placeholder,
    translations: { button: strings.button, modal: strings.modal },
    searchParameters: site.search.contextualSearch ? { facetFilters: contextualFilters(site, version) } : {},
    transformSearchClient: client && (() => client as unknown as DocSearchClient),
    transformItems: (items) => items.map((item) => ({ ...item, url: resultLink(item.url, site.base, external).href })),
    navigator: {
      navigate: ({ itemUrl }) => (external?.test(itemUrl) ? window.location.assign(itemUrl) : navigateTo(itemUrl)),
      navigateNewTab: ({ itemUrl }) => window.open(itemUrl, '_blank', 'noopener')?.focus(),
      navigateNewWindow: ({ itemUrl }) => void window.open(itemUrl, '_blank', 'noopener,popup'),
    },
    getMissingResultsUrl: missingResultsUrl ? ({ query }) => missingResultsUrl.replace('{query}', encodeURIComponent(query)) : undefined,
    insights: hosted && site.search.insights,
  };
}

/** Renders DocSearch (its button stays hidden; ours opens it) for the locale and docs version; again when either changes. */
export function mountSearch(site: SiteData): Promise<void> {
  if (!container) {
    // When every host is unreachable DocSearch shows its error screen and rethrows, and autocomplete-core
    // leaves that promise unhandled: the reader has been told, the console need not shout.
    window.addEventListener('unhandledrejection', (event) => {
      if ((event.reason as Error | undefined)?.name === 'RetryError') event.preventDefault();
    });
    const style = document.createElement('style');
    style.textContent = [mendedStylesheet(css), themeCss as string, isHosted(site) ? '' : LOCAL_CSS].join('\n');
    document.head.append(style);
    keepModalMarkupMended();
    container = document.createElement('div');
    container.className = 'docsearch-mount';
    container.hidden = true;
    document.body.append(container);
  }
  const version = readerVersion(site);
  const key = `${site.locale.code} ${version}`;
  if (mounted?.key === key) return mounted.done;
  const target = container;
  const done = searchClientFor(site).then((client) => docsearch(optionsFor(site, version, target, client)));
  mounted = { key, done };
  done.catch(() => mounted?.key === key && (mounted = undefined));
  return done;
}

export async function openSearch(site: SiteData): Promise<void> {
  await mountSearch(site);
  container?.querySelector<HTMLButtonElement>('.DocSearch-Button')?.click();
  // Reading a large index keeps the main thread busy for a while: it starts once the modal is on screen,
  // and is usually done by the time the first query is typed (a query typed sooner waits for the same read).
  requestAnimationFrame(() => setTimeout(() => preloadSearch(site), 0));
}

/**
 * Closes the modal. DocSearch has no call for it, and its Escape listener learns that the modal is open only
 * after the next frame: a press on its backdrop (the `.DocSearch-Container` itself) closes it at any time.
 */
export function closeSearch(): void {
  const backdrop = document.querySelector('.DocSearch-Container');
  backdrop?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }));
}
