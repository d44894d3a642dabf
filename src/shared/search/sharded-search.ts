// Answers queries from a sharded index (sharded-index.ts), downloading only what a query needs, and scoring
// exactly as MiniSearch scores the query of build-query.ts on the whole index: the same BM25 terms, boosts and
// weights, summed in the same order, and the same order among equal scores. One bound keeps a query's download
// small where the whole index would look further: a prefix expands to its shortest terms only, and a typo to the
// terms first in MiniSearch's order, as many as fit a budget of postings (the first always).
import { TYPO_WEIGHT, transpositions, withinOneEdit, type QueryTerm } from './build-query.js';
import { FIELD_BOOSTS, SEARCH_FIELDS, searchOptions } from './index-options.js';
import type { SearchRecord } from './record.js';
import type { Found, RecordFilter, SearchEngine } from './search-engine.js';
import { deletionsFile, dictionaryFile, KINDS_FILE, postingsFile, recordsFile, type DeletionEntry, type DictionaryEntry, type PostingsShard, type RecordKind, type ShardedHead } from './sharded-index.js';

/** Reads a file of the index's folder by its name, parsed. */
export type LoadShard = (name: string) => Promise<unknown>;

/** Expansions of one prefix or one typo: at most this many terms, and postings of at most this many numbers. */
export const EXPANSION_TERMS = 50;
export const EXPANSION_NUMBERS = 60_000;

// MiniSearch's defaults, which the whole index scores with.
const WEIGHTS = { fuzzy: 0.45, prefix: 0.375 };
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };

interface Hit {
  score: number;
  /** The query terms (as typed, or a swap of one) the record matched. */
  terms: string[];
  kind: number;
}

type Results = Map<number, Hit>;

interface ShardedFound extends Found {
  id: number;
}

/** A term of the query as MiniSearch runs it: one term, with how it may match and its boost. */
interface TermSpec {
  term: string;
  prefix: boolean;
  fuzzy: boolean;
  boost: number;
}

/** The specs of a query term: its own, and (for a term that tolerates typos) its swaps, OR-ed with it. */
function specsOf(q: QueryTerm): { own: TermSpec; swaps: TermSpec[] } {
  return {
    own: { term: q.term, prefix: q.prefix, fuzzy: q.typo, boost: 1 },
    swaps: q.typo ? transpositions(q.term).map((term) => ({ term, prefix: false, fuzzy: false, boost: TYPO_WEIGHT })) : [],
  };
}

export function shardedEngine(head: ShardedHead, load: LoadShard): SearchEngine<ShardedFound> {
  const files = new Map<string, Promise<unknown>>();
  function file<T>(name: string): Promise<T> {
    let promise = files.get(name);
    if (!promise) {
      files.set(name, (promise = load(name)));
      promise.catch(() => files.get(name) === promise && files.delete(name)); // the next query tries again
    }
    return promise as Promise<T>;
  }

  /** The entries with keys from `from` up to (not including) `to`, of shards whose first keys are `firsts`. */
  async function between<E extends [string, ...unknown[]]>(firsts: string[], fileOf: (shard: number) => string, from: string, to: string): Promise<E[]> {
    if (!firsts.length) return [];
    const shards: Promise<E[]>[] = [];
    for (let shard = shardOf(firsts, from), last = shardOf(firsts, to); shard <= last; shard++) shards.push(file(fileOf(shard)));
    return (await Promise.all(shards)).flat().filter(([key]) => key >= from && key < to);
  }

  const terms = (from: string, to: string) => between<DictionaryEntry>(head.dictionary, dictionaryFile, from, to);
  const term = async (t: string) => (await terms(t, t + '\u0000')).find(([key]) => key === t);
  const deleted = async (key: string) => (await between<DeletionEntry>(head.deletions, deletionsFile, key, key + '\u0000')).map(([, ...entry]): DictionaryEntry => entry);

  /** Every term one edit from `t` (see DeletionEntry), among others the caller tells apart. */
  async function nearTerms(t: string): Promise<DictionaryEntry[]> {
    const found = await Promise.all([
      terms(t.slice(0, 2), t.slice(0, 2) + '\uffff'), // the edit is after the second letter
      ...[t.slice(1), t[0] + t.slice(2)].map(async (shorter) => [await term(shorter), ...(await deleted(shorter))].filter((e) => e !== undefined)), // a letter missing or replaced
      deleted(t), // a letter added
    ]);
    return found.flat();
  }

  /** The terms a spec matches: the term itself, its expansions, its near misses, each in MiniSearch's order. */
  async function matchesOf(spec: TermSpec): Promise<{ exact?: DictionaryEntry; prefixed: DictionaryEntry[]; fuzzy: DictionaryEntry[] }> {
    const { term: t } = spec;
    const [exact, starting, near] = await Promise.all([term(t), spec.prefix ? terms(t, t + '\uffff') : [], spec.fuzzy ? nearTerms(t) : []]);
    // The shortest expansions weigh the most.
    const prefixed = bounded(starting.filter(([s]) => s !== t).sort(([a, ra], [b, rb]) => a.length - b.length || ra - rb));
    // A term the prefix reaches is never a typo of it, also when the budget left it out.
    const expanded = new Set(starting.map(([s]) => s));
    const typos = new Map(near.filter(([s]) => s !== t && !expanded.has(s) && withinOneEdit(t, s)).map((e) => [e[0], e]));
    return { exact, prefixed: prefixed.sort(byRank), fuzzy: bounded([...typos.values()].sort(byRank)) };
  }

  async function postingsOf(entries: (DictionaryEntry | undefined)[]): Promise<Map<string, number[]>> {
    const byTerm = new Map<string, number[]>();
    const wanted = entries.filter((e): e is DictionaryEntry => e !== undefined);
    const shards = await Promise.all([...new Set(wanted.map(([, , shard]) => shard))].map(async (shard) => [shard, await file<PostingsShard>(postingsFile(shard))] as const));
    const loaded = new Map(shards);
    for (const [term, , shard] of wanted) byTerm.set(term, loaded.get(shard)![term]!);
    return byTerm;
  }

  function termResults(source: string, derived: string, weight: number, boost: number, postings: number[] | undefined, results: Results = new Map()): Results {
    if (!postings) return results;
    for (let at = 0; at < postings.length; ) {
      const fieldId = postings[at++]!;
      const count = postings[at++]!;
      const fieldBoost = FIELD_BOOSTS[SEARCH_FIELDS[fieldId]!] || 1;
      const average = head.averageFieldLength[fieldId]!;
      let id = 0;
      for (let n = 0; n < count; n++, at += 4) {
        id = n ? id + postings[at]! : postings[at]!;
        const [frequency, length, kind] = [postings[at + 1]!, postings[at + 2]!, postings[at + 3]!];
        const docBoost = boostOf(head.kinds[kind]!, derived);
        if (!docBoost) continue;
        const score = weight * boost * fieldBoost * docBoost * bm25(frequency, count, head.documentCount, length, average);
        const hit = results.get(id);
        if (hit) {
          hit.score += score;
          if (!hit.terms.includes(source)) hit.terms.push(source);
        } else results.set(id, { score, terms: [source], kind });
      }
    }
    return results;
  }

  async function specResults(spec: TermSpec): Promise<Results> {
    const { exact, prefixed, fuzzy } = await matchesOf(spec);
    const postings = await postingsOf([exact, ...prefixed, ...fuzzy]);
    const results = termResults(spec.term, spec.term, 1, spec.boost, exact && postings.get(spec.term));
    for (const [term] of prefixed) {
      const distance = term.length - spec.term.length;
      termResults(spec.term, term, (WEIGHTS.prefix * term.length) / (term.length + 0.3 * distance), spec.boost, postings.get(term), results);
    }
    for (const [term] of fuzzy) termResults(spec.term, term, (WEIGHTS.fuzzy * term.length) / (term.length + 1), spec.boost, postings.get(term), results);
    return results;
  }

  async function queryTermResults(q: QueryTerm): Promise<Results> {
    const { own, swaps } = specsOf(q);
    const [mine, ...swapped] = await Promise.all([specResults(own), ...swaps.map(specResults)]);
    return swapped.length ? or(mine!, swapped.reduce(or)) : mine!;
  }

  async function everyRecord(): Promise<Results> {
    const kinds = await file<number[]>(KINDS_FILE);
    return new Map(kinds.map((kind, id) => [id, { score: boostOf(head.kinds[kind]!, ''), terms: [], kind }]));
  }

  return {
    async find(terms, filter: RecordFilter) {
      const raw = terms ? (await Promise.all(terms.map(queryTermResults))).reduce(and) : await everyRecord();
      const found: (ShardedFound & { score: number })[] = [];
      for (const [id, { score, terms: matched, kind: kindId }] of raw) {
        const kind = head.kinds[kindId]!;
        if (!filter({ ...head.facets[kind.facets], type: kind.type })) continue;
        found.push({ id, key: id - kind.group, score: score * (matched.length || 1) });
      }
      return found.sort((a, b) => b.score - a.score);
    },
    async records(found) {
      const shards = new Map<number, Promise<SearchRecord[]>>();
      for (const { id } of found) {
        const shard = Math.floor(id / head.recordsPerShard);
        if (!shards.has(shard)) shards.set(shard, file(recordsFile(shard)));
      }
      return Promise.all(found.map(async ({ id }) => (await shards.get(Math.floor(id / head.recordsPerShard))!)[id % head.recordsPerShard]!));
    },
  };
}

/** The shard whose range holds `key`, of shards whose first keys are `firsts`. */
function shardOf(firsts: string[], key: string): number {
  let low = 0;
  let high = firsts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (firsts[middle]! <= key) low = middle;
    else high = middle - 1;
  }
  return low;
}

const byRank = ([, a]: DictionaryEntry, [, b]: DictionaryEntry) => a - b;

function bounded(entries: DictionaryEntry[]): DictionaryEntry[] {
  const kept: DictionaryEntry[] = [];
  let numbers = 0;
  for (const entry of entries) {
    if (kept.length === EXPANSION_TERMS) break;
    if (kept.length && numbers + entry[3] > EXPANSION_NUMBERS) continue;
    kept.push(entry);
    numbers += entry[3];
  }
  return kept;
}

function boostOf(kind: RecordKind, term: string): number {
  return searchOptions.boostDocument!(undefined, term, { type: kind.type });
}

function bm25(frequency: number, matching: number, total: number, length: number, average: number): number {
  const { k, b, d } = BM25;
  const idf = Math.log(1 + (total - matching + 0.5) / (matching + 0.5));
  return idf * (d + (frequency * (k + 1)) / (frequency + k * (1 - b + (b * length) / average)));
}

// MiniSearch's combinators, to the letter: the order records enter the map is the order equal scores keep.
function or(a: Results, b: Results): Results {
  for (const [id, hit] of b) {
    const existing = a.get(id);
    if (!existing) a.set(id, hit);
    else {
      existing.score = existing.score + hit.score;
      for (const term of hit.terms) if (!existing.terms.includes(term)) existing.terms.push(term);
    }
  }
  return a;
}

function and(a: Results, b: Results): Results {
  const combined: Results = new Map();
  for (const [id, hit] of b) {
    const existing = a.get(id);
    if (!existing) continue;
    for (const term of hit.terms) if (!existing.terms.includes(term)) existing.terms.push(term);
    combined.set(id, { score: existing.score + hit.score, terms: existing.terms, kind: hit.kind });
  }
  return combined;
}
