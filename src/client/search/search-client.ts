// The search client of a site, shared by the modal and the search page: the hosted service's when the config
// has its credentials, otherwise the client of the locale's local index. Both answer the same requests.
import type { SiteData } from '../../shared/types.js';
import { createLocalSearchClient, preloadLocalSearchIndex } from './local-search-client.js';
import { isHosted, localSearchIndex } from './search-index-url.js';

/** The subset of the service's client both backends implement. */
export interface SearchClient {
  search(params: { requests: Record<string, unknown>[] }): Promise<{ results: unknown[] }>;
}

/** The hosted client lives in a chunk of its own: sites on the local index never load it. */
export async function searchClientFor(site: SiteData): Promise<SearchClient | undefined> {
  const { appId, apiKey } = site.search;
  if (isHosted(site)) return (await import('./hosted-search-client.js')).hostedSearchClient(appId!, apiKey!) as unknown as SearchClient;
  const index = await localSearchIndex(site);
  return index ? (createLocalSearchClient(index) as unknown as SearchClient) : undefined;
}

export function indexNameFor(site: SiteData): string {
  return site.search.indexName ?? `docgen-${site.locale.code}`;
}

/** Starts reading the local index before the first query (the modal has opened): the first query then waits
 * for less, most of all in Chinese, whose index is the larger. */
export function preloadSearch(site: SiteData): void {
  localSearchIndex(site)
    .then((index) => index && preloadLocalSearchIndex(index))
    .catch(() => undefined); // the first query reports it
}
