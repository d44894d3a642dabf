// Cuts a locale's index into the files of a sharded index (see shared/search/sharded-index.ts), reading the
// records once as MiniSearch would index them: the same fields, tokens and field lengths, and the same term
// order, so a query scores on the shards exactly as on the whole index.
import SearchableMap from 'minisearch/SearchableMap';
import { extractField, SEARCH_FIELDS } from '../../shared/search/index-options.js';
import type { SearchRecord } from '../../shared/search/record.js';
import { MIN_TYPO_LENGTH } from '../../shared/search/build-query.js';
import {
  deletionsFile,
  dictionaryFile,
  KINDS_FILE,
  postingsFile,
  recordsFile,
  SHARDED_FORMAT,
  type DeletionEntry,
  type DictionaryEntry,
  type PostingsShard,
  type RecordFacets,
  type RecordKind,
  type ShardedHead,
} from '../../shared/search/sharded-index.js';
import { isCjkTerm, tokenize } from '../../shared/search/tokenize.js';

export interface ShardSizes {
  /** Records per record shard: a page of hits touches at most that many shards. */
  records: number;
  /** Numbers per postings shard (about 3 bytes each before compression); a larger term gets a shard alone. */
  postings: number;
  /** Terms per dictionary shard. */
  terms: number;
}

export const SHARD_SIZES: ShardSizes = { records: 16, postings: 16_000, terms: 1_000 };

/** Field id, record count, then per record: id (delta), frequency, field length, kind. */
const PER_RECORD = 4;

/**
 * The files of the sharded index of `records`, as [name, JSON] pairs: the head (named `head`, to be written where
 * the locale data points, its `dir` set to `dir`) and, under `dir`, every shard. The record shards go out while the
 * records are read; the rest at the end.
 */
export function* shardSearchIndex(records: Iterable<SearchRecord>, dir: string, sizes: ShardSizes = SHARD_SIZES): Generator<[name: string, json: string]> {
  const terms = new SearchableMap<number>(); // first occurrence order, as MiniSearch's tree is built
  const postings = new Map<string, number[][]>();
  const averageFieldLength: number[] = [];
  const facets = new Interned<RecordFacets>();
  const kinds = new Interned<RecordKind>();
  const recordKinds: number[] = [];
  const firstOfUrl = new Map<string, number>();
  let shard: SearchRecord[] = [];
  let count = 0;

  for (const record of records) {
    const id = count++;
    const group = id - (firstOfUrl.get(record.url) ?? (firstOfUrl.set(record.url, id), id));
    const { language, docusaurus_tag, version } = record;
    const facetsId = facets.id(`${language}\u0000${docusaurus_tag}\u0000${version}`, () => ({ language, docusaurus_tag, version }));
    const kind = kinds.id(`${record.type}\u0000${facetsId}\u0000${group}`, () => ({ type: record.type, facets: facetsId, group }));
    recordKinds.push(kind);
    SEARCH_FIELDS.forEach((field, fieldId) => {
      const value = extractField(record, field);
      if (value == null) return;
      const tokens = tokenize(String(value)).filter(Boolean);
      const frequencies = new Map<string, number>();
      for (const token of tokens) frequencies.set(token, (frequencies.get(token) ?? 0) + 1);
      // MiniSearch's running average, step by step: the same float, to the last bit.
      averageFieldLength[fieldId] = ((averageFieldLength[fieldId] ?? 0) * id + frequencies.size) / (id + 1);
      for (const [term, frequency] of frequencies) {
        let fields = postings.get(term);
        if (!fields) {
          postings.set(term, (fields = SEARCH_FIELDS.map(() => [])));
          terms.set(term, 0);
        }
        fields[fieldId]!.push(id, frequency, frequencies.size, kind);
      }
    });
    shard.push(record);
    if (shard.length === sizes.records) {
      yield [`${dir}${recordsFile(Math.floor(id / sizes.records))}`, JSON.stringify(shard)];
      shard = [];
    }
  }
  if (shard.length) yield [`${dir}${recordsFile(Math.floor((count - 1) / sizes.records))}`, JSON.stringify(shard)];
  yield [`${dir}${KINDS_FILE}`, JSON.stringify(recordKinds)];

  const rank = new Map<string, number>();
  for (const term of terms.keys()) rank.set(term, rank.size);
  const sorted = [...postings.keys()].sort(byCodeUnits);

  // Postings in term order, cut when a shard is full: the expansions of a prefix lie side by side.
  const place = new Map<string, [shard: number, size: number]>();
  let current: PostingsShard = {};
  let numbers = 0;
  let shards = 0;
  for (const term of sorted) {
    const encoded = encodePostings(postings.get(term)!);
    postings.delete(term);
    if (numbers > 0 && numbers + encoded.length > sizes.postings) {
      yield [`${dir}${postingsFile(shards++)}`, JSON.stringify(current)];
      current = {};
      numbers = 0;
    }
    current[term] = encoded;
    numbers += encoded.length;
    place.set(term, [shards, encoded.length]);
  }
  if (numbers > 0) yield [`${dir}${postingsFile(shards)}`, JSON.stringify(current)];

  const entryOf = (term: string): DictionaryEntry => [term, rank.get(term)!, ...place.get(term)!];
  const dictionary: string[] = [];
  for (let start = 0; start < sorted.length; start += sizes.terms) {
    const entries = sorted.slice(start, start + sizes.terms).map(entryOf);
    yield [`${dir}${dictionaryFile(dictionary.length)}`, JSON.stringify(entries)];
    dictionary.push(entries[0]![0]);
  }

  // Only terms a typo'd query term can reach: Latin, at most one letter shorter than the shortest such term.
  const deletable = sorted.filter((term) => term.length >= MIN_TYPO_LENGTH - 1 && !isCjkTerm(term));
  const keyed = deletable.flatMap((term) => [...new Set([term.slice(1), term[0] + term.slice(2)])].map((key): DeletionEntry => [key, ...entryOf(term)]));
  keyed.sort(([a, b], [c, d]) => byCodeUnits(a, c) || byCodeUnits(b, d));
  const deletions: string[] = [];
  for (let start = 0; start < keyed.length; start += sizes.terms) {
    const entries = keyed.slice(start, start + sizes.terms);
    yield [`${dir}${deletionsFile(deletions.length)}`, JSON.stringify(entries)];
    deletions.push(entries[0]![0]);
  }

  const head: ShardedHead = {
    format: SHARDED_FORMAT,
    dir,
    documentCount: count,
    averageFieldLength: SEARCH_FIELDS.map((_, fieldId) => averageFieldLength[fieldId] ?? 0),
    dictionary,
    deletions,
    recordsPerShard: sizes.records,
    facets: facets.values,
    kinds: kinds.values,
  };
  yield ['head', JSON.stringify(head)];
}

function encodePostings(fields: number[][]): number[] {
  const out: number[] = [];
  fields.forEach((list, fieldId) => {
    if (!list.length) return;
    out.push(fieldId, list.length / PER_RECORD);
    for (let i = 0; i < list.length; i += PER_RECORD) out.push(i ? list[i]! - list[i - PER_RECORD]! : list[i]!, list[i + 1]!, list[i + 2]!, list[i + 3]!);
  });
  return out;
}

/** The order the client finds terms in: plain comparison of UTF-16 code units, as `<` compares strings. */
function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Distinct values by a key that names them, each named by its index. */
class Interned<T> {
  readonly values: T[] = [];
  private readonly ids = new Map<string, number>();
  /** The value `key` names; made by `make` the first time. */
  id(key: string, make: () => T): number {
    let id = this.ids.get(key);
    if (id === undefined) this.ids.set(key, (id = this.values.push(make()) - 1));
    return id;
  }
}
