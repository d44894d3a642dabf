// A locale's local index cut into small files, for sites too large to download whole on the first query. The
// file the locale data names is then a head, not a MiniSearch index: it names the folder of the other files and
// holds what every query needs (the document count, the average field lengths, where each term lives). A query
// then downloads the dictionary shards its terms fall in, the postings of the terms it matches, and the records of
// the hits it shows. The postings carry what MiniSearch scores with (term frequency, field length, the record's
// type), so a sharded index ranks as the whole index does (see sharded-search.ts).
import type { RecordType, SearchRecord } from './record.js';

export const SHARDED_FORMAT = 'docgen-sharded-search-1';

/** Everything about a record but its text that a query needs: what boosts it, filters it, and makes it a duplicate. */
export interface RecordKind {
  type: RecordType;
  /** Index into the head's `facets`. */
  facets: number;
  /** How many records back the first record with the same URL is (0: this is it). */
  group: number;
}

/** The filterable attributes of a record besides its type; every other attribute is for display only. */
export type RecordFacets = Pick<SearchRecord, 'language' | 'docusaurus_tag' | 'version'>;

export interface ShardedHead {
  format: typeof SHARDED_FORMAT;
  /** The folder of the shard files, relative to the head's URL. */
  dir: string;
  documentCount: number;
  /** Per field, in the order of SEARCH_FIELDS. */
  averageFieldLength: number[];
  /** The first term of each dictionary shard `d<i>.json`: shard i holds the terms from its own up to the next's. */
  dictionary: string[];
  /** The first key of each deletion shard `x<i>.json` (see DeletionEntry). */
  deletions: string[];
  /** Records per record shard `r<i>.json` (records in index order). */
  recordsPerShard: number;
  facets: RecordFacets[];
  kinds: RecordKind[];
}

/**
 * A dictionary shard: its terms in code-unit order, each with its place in MiniSearch's term order (expansions
 * of a prefix or a typo are scored in that order, which decides between equal scores), the postings shard
 * `p<i>.json` that holds it, and how many numbers its postings are (what loading them costs).
 */
export type DictionaryEntry = [term: string, rank: number, postings: number, size: number];

/**
 * A deletion shard: the terms a typo may reach, under each term with its first or its second letter deleted, in
 * key order. A term one edit from a query term is found either by the first two letters they share (a dictionary
 * range) or, when the edit is in those letters, under one of these keys: the query term with its first or second
 * letter deleted (a letter replaced), or the query term itself (a letter added).
 */
export type DeletionEntry = [key: string, ...entry: DictionaryEntry];

/**
 * A postings shard: term → for each field it occurs in, the field's id, the number of records n, then n
 * quadruples: the record's id (the first as it is, the others as the difference from the one before), the
 * term's frequency in the field, the field's length in distinct terms, and the record's kind.
 */
export type PostingsShard = Record<string, number[]>;

// The shards are JSON stored gzip-compressed (as Pagefind stores its fragments): a large site's index is a tenth
// of its size on the host, and a host that compresses JSON on the fly would send them about as small anyway.

/** All the records' kinds in record order, for a blank query (which lists every record). */
export const KINDS_FILE = 'kinds.json.gz';

export const dictionaryFile = (shard: number) => `d${shard}.json.gz`;
export const deletionsFile = (shard: number) => `x${shard}.json.gz`;
export const postingsFile = (shard: number) => `p${shard}.json.gz`;
export const recordsFile = (shard: number) => `r${shard}.json.gz`;

export function isShardedHead(value: unknown): value is ShardedHead {
  return typeof value === 'object' && value !== null && (value as { format?: unknown }).format === SHARDED_FORMAT;
}
