import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { cachedSearchIndex } from '../../../src/render/search/search-index-cache.js';

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
    expect(await cachedSearchIndex(dir, 'zh-Hans', '[1]', serialise)).toBe('index of 1');
    expect(await cachedSearchIndex(dir, 'zh-Hans', '[1]', serialise)).toBe('index of 1');
    expect(serialise).toHaveBeenCalledTimes(1);
    expect(await cachedSearchIndex(dir, 'zh-Hans', '[2]', serialise)).toBe('index of 2');
    expect(serialise).toHaveBeenCalledTimes(2);
    expect(await readdir(dir)).toHaveLength(1);
  });

  test('locales keep their own index, even when one code starts another', async () => {
    await cachedSearchIndex(dir, 'zh-Hans', '[1]', () => 'a');
    await cachedSearchIndex(dir, 'zh', '[1]', () => 'b');
    await cachedSearchIndex(dir, 'zh', '[2]', () => 'c');
    const files = await readdir(dir);
    expect(files).toHaveLength(2);
    expect(files).toEqual(expect.arrayContaining([expect.stringMatching(/^search-zh-[0-9a-f]{16}\.json$/), expect.stringMatching(/^search-zh-Hans-[0-9a-f]{16}\.json$/)]));
    expect(await cachedSearchIndex(dir, 'zh-Hans', '[1]', () => 'not again')).toBe('a');
  });

  test('without a folder nothing is kept', async () => {
    const serialise = vi.fn(() => 'x');
    await cachedSearchIndex(undefined, 'en', '[]', serialise);
    await cachedSearchIndex(undefined, 'en', '[]', serialise);
    expect(serialise).toHaveBeenCalledTimes(2);
  });
});
