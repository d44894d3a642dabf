// The search stage: each locale's records (written for upload to the hosted service) and, unless the hosted
// service is configured, each locale's local index.
import type { SiteConfig } from '../config/site-config.js';
import type { OutputFile } from '../emit/output-file.js';
import type { RouteTable } from '../routes/route-table.js';
import type { CompiledRoute } from '../stages/compile-content.js';
import { buildRecords, type SearchablePage } from './build-records.js';
import type { SearchRecord } from '../../shared/search/record.js';
import { searchIndexOutput, searchRecordsOutput, shardedIndexOutput } from './search-index-cache.js';
import { serialiseSearchIndex } from './search-index-file.js';
import { searchablePages } from './searchable-pages.js';
import { shardSearchIndex } from './shard-search-index.js';

export interface SearchOutput {
  /** Output path → content: `search-records/<locale>.json` and the hashed index files (a sharded index's too). */
  files: Map<string, OutputFile>;
  /** Locale → URL of its index, or null when the hosted service answers queries. */
  indexUrls: Map<string, string | null>;
}

/** Above this many records a locale's whole index is more than a first query should download (about 600 KB gzip). */
export const SHARDED_ABOVE = 3000;

function isSharded(config: SiteConfig, records: number): boolean {
  const mode = config.search.localIndex;
  return mode === 'sharded' || (mode === 'auto' && records > SHARDED_ABOVE);
}

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
 * A locale's search output, from its compiled pages (`compiled` needs to hold only the locale's). Page by page:
 * its records are made as they are read (from the page store), and made again for the index when it must be
 * built. With a cache folder nothing of the locale stays in memory: its records and index are kept there, and
 * named as files to copy. Each file written lets other work of this thread go on.
 */
async function buildLocaleSearch(
  table: RouteTable,
  config: SiteConfig,
  compiled: Map<string, CompiledRoute>,
  locale: string,
  cacheDir?: string,
): Promise<{ files: Map<string, OutputFile>; indexUrl: string | null }> {
  const files = new Map<string, OutputFile>();
  const records = () => recordsOf(searchablePages(table, config, compiled, locale), config.url);
  const { key, count, content } = await searchRecordsOutput(cacheDir, locale, records(), config.search.records ?? hasHostedSearch(config));
  if (content) files.set(`search-records/${locale}.json`, content);
  if (hasHostedSearch(config)) return { files, indexUrl: null };
  const index = isSharded(config, count)
    ? await shardedIndexOutput(cacheDir, locale, key, (folder) => shardSearchIndex(records(), folder))
    : await searchIndexOutput(cacheDir, locale, key, () => serialiseSearchIndex([...records()]));
  files.set(index.file, index.content);
  for (const [file, content] of index.shards ?? []) files.set(file, content);
  return { files, indexUrl: config.base + index.file };
}

function* recordsOf(pages: Iterable<SearchablePage>, siteUrl: string): Generator<SearchRecord> {
  for (const page of pages) yield* buildRecords(page, siteUrl);
}
