// The search stage: each locale's records (written for upload to the hosted service) and, unless the hosted
// service is configured, each locale's local index.
import type { SiteConfig } from '../config/site-config.js';
import type { OutputFile } from '../emit/output-file.js';
import type { RouteTable } from '../routes/route-table.js';
import type { CompiledRoute } from '../stages/compile-content.js';
import { buildRecords, type SearchablePage } from './build-records.js';
import type { SearchRecord } from '../../shared/search/record.js';
import { keptIndexOutput, searchIndexKey, searchIndexOutput, searchRecordsOutput, shardedIndexOutput, type SearchIndexOutput } from './search-index-cache.js';
import { serialiseSearchIndex } from './search-index-file.js';
import { madeOf, searchablePages } from './searchable-pages.js';
import { shardSearchIndex } from './shard-search-index.js';

export interface SearchOutput {
  /** Output path → content: `search-records/<locale>.json` and the hashed index files (a sharded index's too). */
  files: Map<string, OutputFile>;
  /** Locale → URL of its index, or null when the hosted service answers queries. */
  indexUrls: Map<string, string | null>;
}

/** Above this many records a locale's whole index is more than a first query should download (about 600 KB gzip). */
export const SHARDED_ABOVE = 3000;

function hasHostedSearch(config: SiteConfig): boolean {
  const { appId, apiKey, indexName } = config.search;
  return Boolean(appId && apiKey && indexName);
}

export function buildSearch(
  table: RouteTable,
  config: SiteConfig,
  compiled: Map<string, CompiledRoute>,
  /** Where the indexes of the previous build are kept; none when omitted. */
  cacheDir?: string,
): Promise<SearchOutput> {
  return localeSearches(table, config, cacheDir).done(compiled);
}

/**
 * A site's search, a locale at a time: `compiled(locale, pages)` starts a locale's as soon as its pages are
 * compiled (while other threads compile the next locale's, this one indexes), and `done` indexes the locales not
 * started yet and settles with the whole output.
 */
export function localeSearches(table: RouteTable, config: SiteConfig, cacheDir?: string) {
  const out: SearchOutput = { files: new Map(), indexUrls: new Map() };
  let searching: Promise<void> = Promise.resolve();
  const started = new Set<string>();
  const compiled = (locale: string, pages: Map<string, CompiledRoute>) => {
    started.add(locale);
    searching = searching.then(async () => {
      const { files, indexUrl } = await buildLocaleSearch(table, config, pages, locale, cacheDir);
      for (const [file, content] of files) out.files.set(file, content);
      out.indexUrls.set(locale, indexUrl);
    });
    searching.catch(() => undefined); // reported by done()
  };
  return {
    compiled,
    async done(pages: Map<string, CompiledRoute>): Promise<SearchOutput> {
      for (const { code } of config.locales) if (!started.has(code)) compiled(code, pages);
      await searching;
      return out;
    },
  };
}

/**
 * A locale's search output, from its compiled pages (`compiled` needs to hold only the locale's), named by what
 * the records are made of (the pages' metadata and body names): a previous build's output under that name is
 * used as it is, without reading a page. Otherwise in one pass over the records, made page by page as each
 * page's text is read from the page store. With a cache folder nothing of the locale stays in memory: its
 * records and index are kept there, and named as files to copy.
 */
async function buildLocaleSearch(
  table: RouteTable,
  config: SiteConfig,
  compiled: Map<string, CompiledRoute>,
  locale: string,
  cacheDir?: string,
): Promise<{ files: Map<string, OutputFile>; indexUrl: string | null }> {
  const files = new Map<string, OutputFile>();
  const pages = [...searchablePages(table, config, compiled, locale)];
  const key = searchIndexKey([config.url, config.search.localIndex, ...madeOf(pages)]);
  const records = () => recordsOf(pages, config.url);
  if (config.search.records ?? hasHostedSearch(config)) files.set(`search-records/${locale}.json`, await searchRecordsOutput(cacheDir, key, locale, records()));
  if (hasHostedSearch(config)) return { files, indexUrl: null };
  const index = (await keptIndexOutput(cacheDir, locale, key)) ?? (await newIndexOutput(config, cacheDir, locale, key, records()));
  files.set(index.file, index.content);
  for (const [file, content] of index.shards ?? []) files.set(file, content);
  return { files, indexUrl: config.base + index.file };
}

/** The index of the records, whole or sharded (search.localIndex; `auto` shards above SHARDED_ABOVE records). */
function newIndexOutput(config: SiteConfig, cacheDir: string | undefined, locale: string, key: string, records: Iterable<SearchRecord>): Promise<SearchIndexOutput> {
  const mode = config.search.localIndex;
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
