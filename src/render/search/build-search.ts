// The search stage: each locale's records (written for upload to the hosted service) and, unless the hosted
// service is configured, each locale's local index (index-locale.ts), in this thread or in the search thread.
import type { SiteConfig } from '../config/site-config.js';
import type { OutputFile } from '../emit/output-file.js';
import type { RouteTable } from '../routes/route-table.js';
import type { CompiledRoute } from '../stages/compile-content.js';
import { searchIndexKey } from './search-index-cache.js';
import { indexLocale, isKept, type LocaleIndexJob } from './index-locale.js';
import { madeOf, searchablePages, type PageToIndex } from './searchable-pages.js';
import type { SearchThread } from './search-thread.js';

export interface SearchOutput {
  /** Output path → content: `search-records/<locale>.json` and the hashed index files (a sharded index's too). */
  files: Map<string, OutputFile>;
  /** Locale → URL of its index, or null when the hosted service answers queries. */
  indexUrls: Map<string, string | null>;
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
 * compiled (while other threads compile the next locale's, this one or the search thread indexes), and `done`
 * indexes the locales not started yet and settles with the whole output. Each locale is named by what its records
 * are made of (the pages' metadata and body names): a previous build's output under that name is used as it is,
 * without reading a page.
 */
export function localeSearches(table: RouteTable, config: SiteConfig, cacheDir?: string, thread?: SearchThread) {
  const out: SearchOutput = { files: new Map(), indexUrls: new Map() };
  const searching: Promise<void>[] = [];
  const started = new Set<string>();
  const hosted = hasHostedSearch(config);
  const compiled = (locale: string, pages: Map<string, CompiledRoute>) => {
    started.add(locale);
    const found = [...searchablePages(table, config, pages, locale)];
    const job: LocaleIndexJob<PageToIndex> = {
      locale,
      key: searchIndexKey([config.url, config.search.localIndex, ...madeOf(found)]),
      siteUrl: config.url,
      localIndex: config.search.localIndex,
      records: config.search.records ?? hosted,
      index: !hosted,
      cacheDir,
      pages: found,
    };
    // One locale after the other, so that one's records at most are in memory; what the cache keeps costs
    // nothing to read, in this thread.
    const indexed = (searching.at(-1) ?? Promise.resolve()).then(() => (thread && !isKept(job) ? thread.index(job) : indexLocale(job)));
    const done = indexed.then(({ files, indexFile }) => {
      for (const [file, content] of files) out.files.set(file, content);
      out.indexUrls.set(locale, indexFile === undefined ? null : config.base + indexFile);
    });
    done.catch(() => undefined); // reported by done()
    searching.push(done);
  };
  return {
    compiled,
    /** Whether a locale's search is made in another thread (then worth starting while this one compiles). */
    elsewhere: thread !== undefined,
    async done(pages: Map<string, CompiledRoute>): Promise<SearchOutput> {
      for (const { code } of config.locales) if (!started.has(code)) compiled(code, pages);
      await Promise.all(searching);
      return out;
    },
  };
}
