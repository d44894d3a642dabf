// What the search page needs from a search backend. The client provides one (src/client/search); on the
// server there is none, and the page renders its form alone.
import { createContext, useContext } from 'react';

export interface SearchPageHit {
  /** Local URL of the section. */
  url: string;
  /** Page title (level 1). */
  title: string;
  /** The headings above the hit, from the area (level 0) down. */
  path: string[];
  /** Text around the match: escaped HTML whose only tags are <mark>; empty when the match is in a heading. */
  snippet: string;
  /** When the match is in a heading below the title: that heading, highlighted (escaped HTML, <mark> only). */
  heading?: string;
}

export interface SearchPageResults {
  query: string;
  nbHits: number;
  page: number;
  nbPages: number;
  hits: SearchPageHit[];
}

export interface SearchBackend {
  search(query: string, page: number): Promise<SearchPageResults>;
}

export const SearchBackendContext = createContext<SearchBackend | null>(null);

export const useSearchBackend = () => useContext(SearchBackendContext);

/** Keeps <mark> and </mark>; any other tag a backend let through becomes text. */
export function markOnly(html: string): string {
  return html.replace(/<(?!\/?mark>)/g, '&lt;');
}
