// The search page's backend: the same client and filters as the modal, with larger snippets and paging.
import type { SearchPageResults } from '../../../theme/search-backend.js';
import { resultLink } from '../../shared/search/result-url.js';
import type { SiteData } from '../../shared/types.js';
import { contextualFilters, readerVersion } from './contextual-filters.js';
import { indexNameFor, searchClientFor } from './search-client.js';

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

interface Hit {
  url: string;
  type: string;
  hierarchy: Record<string, string | null>;
  _highlightResult?: { hierarchy?: Record<string, { value: string }> };
  _snippetResult?: { content?: { value: string } };
}

interface Result {
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
}

export async function searchPage(site: SiteData, query: string, page: number): Promise<SearchPageResults> {
  const client = await searchClientFor(site);
  if (!client) throw new Error('This site has no search index.');
  const request: Record<string, unknown> = {
    indexName: indexNameFor(site),
    query,
    page,
    hitsPerPage: 20,
    attributesToRetrieve: [...LEVELS.map((level) => `hierarchy.${level}`), 'content', 'type', 'url'],
    attributesToSnippet: ['content:30'],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
  };
  if (site.search.contextualSearch) request.facetFilters = contextualFilters(site, readerVersion(site));
  const { results } = await client.search({ requests: [request] });
  const result = results[0] as Result;
  const external = site.search.externalUrlRegex ? new RegExp(site.search.externalUrlRegex) : undefined;
  return {
    query,
    nbHits: result.nbHits,
    page: result.page,
    nbPages: result.nbPages,
    hits: result.hits.map((hit) => ({
      url: resultLink(hit.url, site.base, external).href,
      title: hit.hierarchy.lvl1 ?? '',
      path: LEVELS.flatMap((level) => (hit.hierarchy[level] ? [hit.hierarchy[level]!] : [])),
      // A heading hit has no text: its heading is shown highlighted, once (not again as its snippet).
      snippet: hit.type === 'content' ? (hit._snippetResult?.content?.value ?? '') : '',
      heading: hit.type === 'content' || hit.type === 'lvl1' ? undefined : hit._highlightResult?.hierarchy?.[hit.type]?.value,
    })),
  };
}
