// A sharded index held in memory: its files as the build writes them, and an engine that reads them, counting
// what each query loads.
import { shardSearchIndex, type ShardSizes } from '../../src/render/search/shard-search-index.js';
import type { SearchRecord } from '../../src/shared/search/record.js';
import type { SearchEngine } from '../../src/shared/search/search-engine.js';
import type { ShardedHead } from '../../src/shared/search/sharded-index.js';
import { shardedEngine } from '../../src/shared/search/sharded-search.js';

export interface InMemoryShards {
  files: Map<string, string>;
  head: ShardedHead;
  engine: SearchEngine;
  /** The names of the files the engine has loaded, in order. */
  loaded: string[];
}

export function shardedIndex(records: SearchRecord[], sizes?: ShardSizes): InMemoryShards {
  const files = new Map(shardSearchIndex(records, 'shards/', sizes));
  const head = JSON.parse(files.get('head')!) as ShardedHead;
  const loaded: string[] = [];
  const engine = shardedEngine(head, async (name) => {
    loaded.push(name);
    const text = files.get(head.dir + name);
    if (text === undefined) throw new Error(`no shard ${name}`);
    return JSON.parse(text);
  });
  return { files, head, engine, loaded };
}
