// The search stage: each locale's records (written for upload to the hosted service) and, unless the hosted
// service is configured, each locale's local index.
import type { SiteConfig } from '../config/site-config.js';
import type { RouteTable } from '../routes/route-table.js';
import type { CompiledRoute } from '../stages/compile-content.js';
import { buildRecords } from './build-records.js';
import { cachedSearchIndex } from './search-index-cache.js';
import { searchIndexFile, serialiseSearchIndex } from './search-index-file.js';
import { searchablePages } from './searchable-pages.js';

export interface SearchOutput {
  /** Output path → content: `search-records/<locale>.json` and the hashed index files. */
  files: Map<string, string>;
  /** Locale → URL of its index, or null when the hosted service answers queries. */
  indexUrls: Map<string, string | null>;
}

function hasHostedSearch(config: SiteConfig): boolean {
  const { appId, apiKey, indexName } = config.search;
  return Boolean(appId && apiKey && indexName);
}

export async function buildSearch(
  table: RouteTable,
  config: SiteConfig,
  compiled: Map<string, CompiledRoute>,
  /** Where the indexes of the previous build are kept; none when omitted. */
  cacheDir?: string,
): Promise<SearchOutput> {
  const files = new Map<string, string>();
  const indexUrls = new Map<string, string | null>();
  for (const { code } of config.locales) {
    const localeRecords = searchablePages(table, config, compiled, code).flatMap((page) => buildRecords(page, config.url));
    const json = JSON.stringify(localeRecords);
    files.set(`search-records/${code}.json`, json);
    if (hasHostedSearch(config)) {
      indexUrls.set(code, null);
      continue;
    }
    const index = searchIndexFile(await cachedSearchIndex(cacheDir, code, json, () => serialiseSearchIndex(localeRecords)), code, config.base);
    files.set(index.file, index.content);
    indexUrls.set(code, index.url);
  }
  return { files, indexUrls };
}
