// The search client of the local backend: what the DocSearch modal (through `transformSearchClient`) and the
// search page query when no hosted service is configured. It loads the locale's index on the first query (the
// whole index, or the head of a sharded one, which loads the rest as queries need it) and answers from it in the
// hosted service's response shape.
import type docsearch from '@docsearch/js';
import { loadSearchIndex } from '../../shared/search/index-options.js';
import { runSearch, type SearchRequest } from '../../shared/search/run-search.js';
import { wholeIndexEngine, type SearchEngine } from '../../shared/search/search-engine.js';
import { isShardedHead } from '../../shared/search/sharded-index.js';
import { shardedEngine } from '../../shared/search/sharded-search.js';
import { fetchIndexText, forgetIndexText } from './index-text.js';

/** The client `transformSearchClient` must return: the part of the service's client that DocSearch calls. */
export type DocSearchTransformClient = ReturnType<NonNullable<Parameters<typeof docsearch>[0]['transformSearchClient']>>;

type SearchMethod = DocSearchTransformClient['search'];

// One load per index URL, shared by every client and call; a failed load is forgotten so the next query retries.
const indexes = new Map<string, Promise<SearchEngine>>();

export function loadLocalSearchIndex(indexUrl: string): Promise<SearchEngine> {
  let index = indexes.get(indexUrl);
  if (!index) {
    index = fetchIndex(indexUrl);
    indexes.set(indexUrl, index);
    index.catch(() => {
      if (indexes.get(indexUrl) === index) indexes.delete(indexUrl);
    });
  }
  return index;
}

/** Starts loading an index ahead of the first query (when the search button is hovered, say). */
export function preloadLocalSearchIndex(indexUrl: string): void {
  loadLocalSearchIndex(indexUrl).catch(() => undefined);
}

export function createLocalSearchClient(indexUrl: string): DocSearchTransformClient {
  const search = async (params: Parameters<SearchMethod>[0]) => {
    const index = await loadLocalSearchIndex(indexUrl);
    const requests = (Array.isArray(params) ? params : params.requests) as SearchRequest[];
    return { results: await Promise.all(requests.map((request) => runSearch(index, request))) };
  };
  return {
    search,
    addAlgoliaAgent() {},
    transporter: {
      algoliaAgent: {
        value: '',
        add() {
          return this;
        },
      },
    },
  };
}

async function fetchIndex(url: string): Promise<SearchEngine> {
  let text: string;
  try {
    text = await fetchIndexText(url);
  } catch (cause) {
    throw retryError(`Cannot load the search index ${url}: ${(cause as Error).message}`, cause);
  }
  try {
    const json: unknown = JSON.parse(text);
    if (!isShardedHead(json)) return wholeIndexEngine(loadSearchIndex(json as object));
    // The shards lie in a folder named relative to the head, which is where the locale data points.
    const folder = url.slice(0, url.lastIndexOf('/') + 1) + json.dir;
    return shardedEngine(json, (name) => fetchShard(folder + name));
  } catch (cause) {
    forgetIndexText(url);
    throw retryError(`Cannot read the search index ${url}: ${(cause as Error).message}`, cause);
  }
}

async function fetchShard(url: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (cause) {
    throw retryError(`Cannot load the search index file ${url}: ${(cause as Error).message}`, cause);
  }
  if (!response.ok) throw retryError(`Cannot load the search index file ${url}: HTTP ${response.status}`);
  try {
    return JSON.parse(await jsonText(await response.arrayBuffer()));
  } catch (cause) {
    throw retryError(`Cannot read the search index file ${url}: ${(cause as Error).message}`, cause);
  }
}

/**
 * A shard's JSON, stored gzip-compressed (sharded-index.ts); as it is when the host already decoded it (it sent
 * it with a Content-Encoding) or never compressed it (the dev server).
 */
async function jsonText(buffer: ArrayBuffer): Promise<string> {
  const bytes = new Uint8Array(buffer);
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return new TextDecoder().decode(bytes);
  return new Response(new Blob([buffer]).stream().pipeThrough(new DecompressionStream('gzip'))).text();
}

/** DocSearch shows its "Unable to fetch results" screen only for errors with this name. */
function retryError(message: string, cause?: unknown): Error {
  const error = new Error(message, { cause });
  error.name = 'RetryError';
  return error;
}
