// Serialises a locale's index under a content-hashed name, so it can be cached forever and fetched lazily.
import { createHash } from 'node:crypto';
import { createSearchIndex } from '../../shared/search/index-options.js';
import type { SearchRecord } from '../../shared/search/record.js';

export interface SearchIndexFile {
  /** Output path relative to the build folder. */
  file: string;
  url: string;
  content: string;
}

export function serialiseSearchIndex(records: SearchRecord[]): string {
  return JSON.stringify(createSearchIndex(records));
}

export function searchIndexFile(content: string, locale: string, base: string): SearchIndexFile {
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 10);
  const file = `assets/search-index-${locale}-${hash}.json`;
  return { file, url: base + file, content };
}
