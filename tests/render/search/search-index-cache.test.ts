import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { buildSite } from '../../../src/render/build.js';
import { isCopy, outputContent, type OutputFile } from '../../../src/render/emit/output-file.js';
import { searchIndexKey, searchIndexOutput, searchRecordsOutput, shardedIndexOutput } from '../../../src/render/search/search-index-cache.js';
import { serialiseSearchIndex } from '../../../src/render/search/search-index-file.js';
import { createSearchIndex } from '../../../src/shared/search/index-options.js';
import type { SearchRecord } from '../../../src/shared/search/record.js';
import { fixtureConfig } from '../../helpers/fixtures.js';

/** The index's text, read from the cache folder when it is kept there. */
async function text(content: OutputFile): Promise<string> {
  return isCopy(content) ? readFile(content.copyFrom, 'utf8') : String(content);
}

describe('the search index cache', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'docgen-search-cache-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  test('unchanged records reuse the index; changed records build it again and replace the old one', async () => {
    const serialise = vi.fn(() => `index of ${serialise.mock.calls.length}`);
    const first = await searchIndexOutput(dir, 'zh-Hans', searchIndexKey('[1]'), serialise);
    expect(first.file).toMatch(/^assets\/search-index-zh-Hans-[0-9a-f]{10}\.json$/);
    expect(isCopy(first.content)).toBe(true); // nothing of it in memory
    expect(await text(first.content)).toBe('index of 1');
    expect(await searchIndexOutput(dir, 'zh-Hans', searchIndexKey('[1]'), serialise)).toEqual(first);
    expect(serialise).toHaveBeenCalledTimes(1);
    const second = await searchIndexOutput(dir, 'zh-Hans', searchIndexKey('[2]'), serialise);
    expect(second.file).not.toBe(first.file);
    expect(await text(second.content)).toBe('index of 2');
    expect(serialise).toHaveBeenCalledTimes(2);
    expect(await readdir(dir)).toHaveLength(1);
  });

  test('locales keep their own index, even when one code starts another', async () => {
    await searchIndexOutput(dir, 'zh-Hans', searchIndexKey('[1]'), () => 'a');
    await searchIndexOutput(dir, 'zh', searchIndexKey('[1]'), () => 'b');
    await searchIndexOutput(dir, 'zh', searchIndexKey('[2]'), () => 'c');
    const files = await readdir(dir);
    expect(files).toHaveLength(2);
    expect(files).toEqual(expect.arrayContaining([expect.stringMatching(/^search-zh-[0-9a-f]{16}\.json$/), expect.stringMatching(/^search-zh-Hans-[0-9a-f]{16}\.json$/)]));
    expect(await text((await searchIndexOutput(dir, 'zh-Hans', searchIndexKey('[1]'), () => 'not again')).content)).toBe('a');
  });

  test('a sharded index is kept as one folder: built once per key, its files copied from there, older folders removed', async () => {
    const shard = vi.fn(function* (folder: string): Generator<[string, string]> {
      yield [`${folder}r0.json`, `[${shard.mock.calls.length}]`];
      yield ['head', JSON.stringify({ dir: folder })];
    });
    const first = await shardedIndexOutput(dir, 'en', searchIndexKey('[1]'), shard);
    expect(first.file).toMatch(/^assets\/search-index-en-[0-9a-f]{10}\.json$/);
    // Never the name of the whole index of the same records: a cached file must not change kind.
    expect(first.file).not.toBe((await searchIndexOutput(undefined, 'en', searchIndexKey('[1]'), () => '')).file);
    const folder = JSON.parse(await text(first.content)).dir as string;
    expect([...first.shards!.keys()]).toEqual([`assets/${folder}r0.json`]);
    // Kept gzip-compressed, as every shard is stored (sharded-index.ts).
    expect(gunzipSync(await readFile((first.shards!.get(`assets/${folder}r0.json`) as { copyFrom: string }).copyFrom)).toString()).toBe('[1]');
    expect(await shardedIndexOutput(dir, 'en', searchIndexKey('[1]'), shard)).toEqual(first);
    expect(shard).toHaveBeenCalledTimes(1);
    const second = await shardedIndexOutput(dir, 'en', searchIndexKey('[2]'), shard);
    expect(second.file).not.toBe(first.file);
    expect(await readdir(dir)).toHaveLength(1);
  });

  test('records are written as they come, as JSON.stringify writes them, named by the key of that JSON', async () => {
    const records = [{ objectID: 'a', content: '机械臂 "arm"\n' }, { objectID: 'b', content: null }] as unknown as SearchRecord[];
    let read = 0;
    function* one(): Generator<SearchRecord> {
      for (const record of records) {
        read++;
        yield record;
      }
    }
    const kept = await searchRecordsOutput(dir, 'zh-Hans', one(), true);
    expect(read).toBe(2);
    expect(kept.count).toBe(2);
    expect(kept.key).toBe(searchIndexKey(JSON.stringify(records)));
    expect(await text(kept.content!)).toBe(JSON.stringify(records));
    const again = await searchRecordsOutput(dir, 'zh-Hans', one(), true);
    expect(again).toEqual(kept);
    expect(await readdir(dir)).toEqual([`records-zh-Hans-${kept.key}.json`]); // no temporary file left
    const inMemory = await searchRecordsOutput(undefined, 'en', [][Symbol.iterator](), true);
    expect(inMemory).toEqual({ key: searchIndexKey('[]'), count: 0, content: '[]' });
  });

  test('records a site does not publish are only counted and named: nothing is written', async () => {
    const records = [{ objectID: 'a', content: 'arm' }] as unknown as SearchRecord[];
    const named = await searchRecordsOutput(dir, 'en', records[Symbol.iterator](), false);
    expect(named).toEqual({ key: searchIndexKey(JSON.stringify(records)), count: 1 });
    expect((await readdir(dir)).filter((file) => file.startsWith('records-en'))).toEqual([]);
  });

  test('without a folder nothing is kept: the index is in memory', async () => {
    const serialise = vi.fn(() => 'x');
    expect((await searchIndexOutput(undefined, 'en', searchIndexKey('[]'), serialise)).content).toBe('x');
    await searchIndexOutput(undefined, 'en', searchIndexKey('[]'), serialise);
    expect(serialise).toHaveBeenCalledTimes(2);
  });
});

test('the index serialised in chunks is, joined, the index as one JSON string', async () => {
  const result = await buildSite({ configPath: fixtureConfig('search') });
  const base = JSON.parse(String(outputContent(result.files.get('search-records/en.json')!))) as SearchRecord[];
  // More records and terms than one batch holds.
  const records = Array.from({ length: 3000 }, (_, i) => ({ ...base[i % base.length]!, objectID: `r${i}`, content: `${base[i % base.length]!.content ?? ''} word${i}` }));
  const chunks = [...serialiseSearchIndex(records)];
  expect(chunks.length).toBeGreaterThan(6);
  expect(chunks.join('')).toBe(JSON.stringify(createSearchIndex(records)));
}, 60_000);
