// The MiniSearch options of the local index, shared by the build (which creates and serialises the index) and
// the browser (which loads it): a serialised index can only be read with the options that wrote it.
import MiniSearch, { type Options, type SearchOptions } from 'minisearch';
import { recordHeading, type SearchRecord } from './record.js';
import { tokenize } from './tokenize.js';

/** The searchable fields: the page title, the record's own heading, and the section text. */
export const SEARCH_FIELDS = ['title', 'heading', 'text'] as const;
type SearchField = (typeof SEARCH_FIELDS)[number];

/** The fields of a record kept in the index, to answer with: all but `objectID`, which is the index's id. */
export const STORED_FIELDS = ['url', 'url_without_anchor', 'anchor', 'type', 'hierarchy', 'content', 'language', 'docusaurus_tag', 'version'] as const;

/** A match in a heading counts three times one in body text; the page title twice (every record carries it). */
export const FIELD_BOOSTS: Record<SearchField, number> = { title: 2, heading: 3, text: 1 };

/**
 * Content records carry their section's heading too, so a query with one word in the heading and one in the text
 * finds the section; this boost lets the heading's own record win when the heading is what matched.
 */
export const TYPE_BOOSTS: Record<SearchRecord['type'], number> = {
  lvl1: 1.5,
  lvl2: 1.3,
  lvl3: 1.3,
  lvl4: 1.2,
  lvl5: 1.2,
  lvl6: 1.2,
  content: 1,
};

/** A record's value for a field of the index (searchable or stored), as MiniSearch reads it. */
export function extractField(record: SearchRecord, field: string): unknown {
  switch (field as SearchField) {
    case 'title':
      return record.hierarchy.lvl1;
    case 'heading':
      return recordHeading(record);
    case 'text':
      return record.content ?? '';
  }
  return record[field as keyof SearchRecord];
}

export const searchOptions: SearchOptions = {
  combineWith: 'AND',
  boost: FIELD_BOOSTS,
  boostDocument: (_id, _term, stored) => TYPE_BOOSTS[(stored as Pick<SearchRecord, 'type'> | undefined)?.type ?? 'content'] ?? 1,
};

export const indexOptions: Options<SearchRecord> = {
  idField: 'objectID',
  fields: [...SEARCH_FIELDS],
  storeFields: [...STORED_FIELDS],
  extractField,
  tokenize: (text) => tokenize(text),
  // The tokeniser already returns final terms (lower-cased words, CJK bigrams).
  processTerm: (term) => term,
  searchOptions,
};

export type SearchIndex = MiniSearch<SearchRecord>;

export function createSearchIndex(records: SearchRecord[]): SearchIndex {
  const index = new MiniSearch<SearchRecord>(indexOptions);
  index.addAll(records);
  return index;
}

/** Reads an index serialised with `JSON.stringify(index)`, as text or parsed. */
export function loadSearchIndex(json: string | object): SearchIndex {
  return typeof json === 'string' ? MiniSearch.loadJSON<SearchRecord>(json, indexOptions) : MiniSearch.loadJS<SearchRecord>(json as Parameters<typeof MiniSearch.loadJS>[0], indexOptions);
}
