// Serialises a locale's index (see search-index-cache.ts for its file) as chunks of JSON: on a large site the
// index's JSON is tens of megabytes, which need never be one string.
import { createSearchIndex } from '../../shared/search/index-options.js';
import type { SearchRecord } from '../../shared/search/record.js';

/** Entries of the index's big members go out this many at a time. */
const BATCH = 2000;

/** The chunks that, joined, are `JSON.stringify(createSearchIndex(records))`. */
export function* serialiseSearchIndex(records: SearchRecord[]): Generator<string> {
  const plain = createSearchIndex(records).toJSON() as unknown as Record<string, unknown>;
  let first = true;
  for (const [key, value] of Object.entries(plain)) {
    if (value === undefined) continue;
    yield `${first ? '{' : ','}${JSON.stringify(key)}:`;
    first = false;
    if (Array.isArray(value)) yield* batches(value, '[', ']', (item) => JSON.stringify(item));
    else if (value !== null && typeof value === 'object') yield* batches(Object.entries(value), '{', '}', ([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`);
    else yield JSON.stringify(value);
  }
  yield first ? '{}' : '}';
}

function* batches<T>(items: T[], open: string, close: string, each: (item: T) => string): Generator<string> {
  yield open;
  for (let i = 0; i < items.length; i += BATCH) yield (i ? ',' : '') + items.slice(i, i + BATCH).map(each).join(',');
  yield close;
}
