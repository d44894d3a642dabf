import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { buildSite } from '../../../src/render/build.js';
import { isCopy, outputContent, type OutputFile } from '../../../src/render/emit/output-file.js';
import { keptIndexOutput, searchIndexKey, searchIndexOutput, searchRecordsOutput, shardedIndexOutput } from '../../../src/render/search/search-index-cache.js';
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

  test('records are written as they come, as JSON.stringify writes them, kept under their key until it changes', async () => {
    const records = [{ objectID: 'a', content: '机械臂 "arm"\n' }, { objectID: 'b', content: null }] as unknown as SearchRecord[];
    let read = 0;
    function* one(): Generator<SearchRecord> {
      for (const record of records) {
        read++;
        yield record;
      }
    }
    const key = searchIndexKey(['page a', 'page b']);
    const kept = await searchRecordsOutput(dir, key, 'zh-Hans', one());
    expect(read).toBe(2);
    expect(await text(kept)).toBe(JSON.stringify(records));
    expect(await searchRecordsOutput(dir, key, 'zh-Hans', one())).toEqual(kept);
    expect(read).toBe(2); // kept: not read again
    expect(await readdir(dir)).toEqual([`records-zh-Hans-${key}.json`]); // no temporary file left
    const changed = await searchRecordsOutput(dir, searchIndexKey(['page a']), 'zh-Hans', records.slice(0, 1)[Symbol.iterator]());
    expect(await text(changed)).toBe(JSON.stringify(records.slice(0, 1)));
    expect(await readdir(dir)).toEqual([`records-zh-Hans-${searchIndexKey(['page a'])}.json`]); // the older one is gone
    expect(await searchRecordsOutput(undefined, key, 'en', [][Symbol.iterator]())).toBe('[]');
  });

  test('a shard that cannot be written fails the index, and nothing is kept under its key', async () => {
    const key = searchIndexKey('fails');
    const shards = function* (folder: string): Generator<[string, string]> {
      for (let i = 0; i < 10; i++) yield [`${folder}r${i}.json`, `[${i}]`];
      yield [`${folder}no/such/folder.json`, '[]']; // its folder is never made
      for (let i = 10; i < 20; i++) yield [`${folder}r${i}.json`, `[${i}]`];
      yield ['head', '{}'];
    };
    await expect(shardedIndexOutput(dir, 'en', key, shards)).rejects.toThrow(/ENOENT/);
    expect(await keptIndexOutput(dir, 'en', key)).toBeUndefined();
  });

  test('the index kept under a key is found whole or sharded, and nothing under another key', async () => {
    const whole = await searchIndexOutput(dir, 'en', searchIndexKey('whole'), () => '{"whole":1}');
    const sharded = await shardedIndexOutput(dir, 'en', searchIndexKey('sharded'), function* (folder) {
      yield ['head', '{"head":1}'];
      yield [`${folder}t-0.json`, '[1]'];
    });
    expect(await keptIndexOutput(dir, 'en', searchIndexKey('whole'))).toEqual(whole);
    expect(await keptIndexOutput(dir, 'en', searchIndexKey('sharded'))).toEqual(sharded);
    expect(await keptIndexOutput(dir, 'en', searchIndexKey('other'))).toBeUndefined();
    expect(await keptIndexOutput(dir, 'zh-Hans', searchIndexKey('whole'))).toBeUndefined();
    expect(await keptIndexOutput(undefined, 'en', searchIndexKey('whole'))).toBeUndefined();
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
