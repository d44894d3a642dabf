// Serialises a locale's index (see search-index-cache.ts for its file).
import { createSearchIndex } from '../../shared/search/index-options.js';
import type { SearchRecord } from '../../shared/search/record.js';

export function serialiseSearchIndex(records: SearchRecord[]): string {
  return JSON.stringify(createSearchIndex(records));
}
