// A locale's search output from its searchable pages, as plain data in and out, so that it is made in this
// thread or in the search worker (search-thread.ts) alike: the records file (for upload to the hosted service)
// and, unless that service answers queries, the local index, whole or sharded.
import type { OutputFile } from '../emit/output-file.js';
import type { SearchRecord } from '../../shared/search/record.js';
import { buildRecords, type SearchablePage } from './build-records.js';
import { keptIndexKind, keptIndexOutput, keptRecordsFile, searchIndexOutput, searchRecordsOutput, shardedIndexOutput, type SearchIndexOutput } from './search-index-cache.js';
import { serialiseSearchIndex } from './search-index-file.js';
import { shardSearchIndex } from './shard-search-index.js';

/** Above this many records a locale's whole index is more than a first query should download (about 600 KB gzip). */
export const SHARDED_ABOVE = 3000;

export interface LocaleIndexJob<Page = SearchablePage> {
  locale: string;
  /** What the records are made of (searchIndexKey): names the output, and what the cache keeps. */
  key: string;
  siteUrl: string;
  localIndex: 'auto' | 'whole' | 'sharded';
  /** Whether `search-records/<locale>.json` is written. */
  records: boolean;
  /** Whether the local index is built (not when the hosted service answers queries). */
  index: boolean;
  /** Where the previous build's output is kept, and this one's goes; in memory when omitted. */
  cacheDir?: string;
  pages: Page[];
}

export interface IndexedLocale {
  /** Output path → content. */
  files: Map<string, OutputFile>;
  /** The output path of the index the locale data names; none without a local index. */
  indexFile?: string;
}

export async function indexLocale(job: LocaleIndexJob): Promise<IndexedLocale> {
  const { locale, key, cacheDir } = job;
  const files = new Map<string, OutputFile>();
  const records = () => recordsOf(job.pages, job.siteUrl);
  if (job.records) files.set(`search-records/${locale}.json`, await searchRecordsOutput(cacheDir, key, locale, records()));
  if (!job.index) return { files };
  const index = (await keptIndexOutput(cacheDir, locale, key)) ?? (await newIndexOutput(job, records()));
  files.set(index.file, index.content);
  for (const [file, content] of index.shards ?? []) files.set(file, content);
  return { files, indexFile: index.file };
}

/** Whether the previous build kept all the job asks for: indexLocale then reads no page and writes nothing. */
export function isKept({ locale, key, cacheDir, records, index }: LocaleIndexJob): boolean {
  return cacheDir !== undefined && (!records || keptRecordsFile(cacheDir, locale, key)) && (!index || keptIndexKind(cacheDir, locale, key) !== undefined);
}

/** The index of the records, whole or sharded (search.localIndex; `auto` shards above SHARDED_ABOVE records). */
function newIndexOutput({ localIndex: mode, cacheDir, locale, key }: LocaleIndexJob, records: Iterable<SearchRecord>): Promise<SearchIndexOutput> {
  const rest = records[Symbol.iterator]();
  // The records up to the count that decides, in memory; then the rest as they come (next(): a for-of loop
  // broken off would close the generator).
  const first: SearchRecord[] = [];
  if (mode !== 'sharded') {
    for (let next = rest.next(); !next.done; next = rest.next()) {
      first.push(next.value);
      if (mode === 'auto' && first.length > SHARDED_ABOVE) break;
    }
  }
  if (mode === 'whole' || (mode === 'auto' && first.length <= SHARDED_ABOVE)) return searchIndexOutput(cacheDir, locale, key, () => serialiseSearchIndex(first));
  return shardedIndexOutput(cacheDir, locale, key, (folder) => shardSearchIndex(chain(first, { [Symbol.iterator]: () => rest }), folder));
}

function* chain<T>(...parts: Iterable<T>[]): Generator<T> {
  for (const part of parts) yield* part;
}

function* recordsOf(pages: Iterable<SearchablePage>, siteUrl: string): Generator<SearchRecord> {
  for (const page of pages) yield* buildRecords(page, siteUrl);
}
