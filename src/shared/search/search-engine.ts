// What answers a query for runSearch: a whole MiniSearch index in memory, or a sharded index that downloads
// the parts a query needs (sharded-search.ts). Both rank the same records the same way.
import MiniSearch from 'minisearch';
import { buildQuery, type QueryTerm } from './build-query.js';
import { STORED_FIELDS, type SearchIndex } from './index-options.js';
import type { SearchRecord } from './record.js';

/** A record found, before its text is needed. */
export interface Found {
  /** Records with the same key share a URL: the first found stands for them all. */
  key: string | number;
}

export type RecordFilter = (record: Record<string, unknown>) => boolean;

export interface SearchEngine<F extends Found = Found> {
  /** The records matching every term (all records for null) that pass the filter, best first. */
  find(terms: QueryTerm[] | null, filter: RecordFilter): Promise<F[]>;
  /** The whole records of some of what `find` returned, in the same order. */
  records(found: F[]): Promise<SearchRecord[]>;
}

interface WholeFound extends Found {
  record: SearchRecord;
}

export function wholeIndexEngine(index: SearchIndex): SearchEngine<WholeFound> {
  return {
    async find(terms, filter) {
      const results = index.search(terms ? buildQuery(terms) : MiniSearch.wildcard, { filter: (result) => filter(result) });
      return results.map((result) => {
        const record: Record<string, unknown> = { objectID: String(result.id) };
        for (const field of STORED_FIELDS) record[field] = result[field];
        return { key: result.url as string, record: record as unknown as SearchRecord };
      });
    },
    async records(found) {
      return found.map((f) => f.record);
    },
  };
}
