// The search thread indexes a locale exactly as this thread would, reading the pages' sections from the page
// store itself, and a failure in it names the locale and the cause.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { diskBodies } from '../../../src/render/cache/page-bodies.js';
import { isCopy, type OutputFile } from '../../../src/render/emit/output-file.js';
import { indexLocale, isKept, type LocaleIndexJob } from '../../../src/render/search/index-locale.js';
import { searchThread, type SearchThread } from '../../../src/render/search/search-thread.js';
import type { PageToIndex } from '../../../src/render/search/searchable-pages.js';

const bytes = async (content: OutputFile) => (isCopy(content) ? readFile(content.copyFrom) : Buffer.from(content as string | Uint8Array));

describe('the search thread', () => {
  let dir: string;
  let thread: SearchThread;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'docgen-search-thread-'));
    thread = searchThread(path.join(dir, 'pages'));
  });
  afterEach(async () => {
    await thread.stop();
    await rm(dir, { recursive: true, force: true });
  });

  /** Pages whose sections are in a page store in `dir/pages`, and a generated index whose sections are not stored. */
  function job(localIndex: LocaleIndexJob['localIndex'], cacheDir: string): LocaleIndexJob<PageToIndex> {
    const bodies = diskBodies(path.join(dir, 'pages'));
    const pages: PageToIndex[] = [['motion', '运动指令', '机械臂按直线移动到目标点。'], ['io', '输入输出', '读取数字输入的状态。']].map(([slug, title, text]) => {
      const stored = bodies.put({ html: `<p>${text}</p>`, sections: [{ id: '', level: 1, heading: title!, text: '' }, { id: 'usage', level: 2, heading: '用法', text: text! }] });
      return { path: `/docs/${slug}`, locale: 'zh-Hans', title: title!, lvl0: '文档', body: stored.split('@')[0]!, stored, get sections() { return bodies.get(stored).sections; } };
    });
    pages.push({ path: '/docs/category/lua', locale: 'zh-Hans', title: 'Lua', lvl0: '文档', body: 'lua', sections: [{ id: '', level: 1, heading: 'Lua', text: 'Lua 指令参考' }] });
    return { locale: 'zh-Hans', key: `k-${localIndex}`, siteUrl: 'https://example.com', localIndex, records: true, index: true, cacheDir, pages };
  }

  test.each(['whole', 'sharded'] as const)('gives the same %s index and records as this thread, byte for byte', async (mode) => {
    const here = await indexLocale(job(mode, path.join(dir, 'here')));
    const there = await thread.index(job(mode, path.join(dir, 'there')));
    expect(there.indexFile).toBe(here.indexFile);
    expect([...there.files.keys()].sort()).toEqual([...here.files.keys()].sort());
    expect(here.files.size).toBeGreaterThan(mode === 'sharded' ? 3 : 1);
    for (const [file, content] of here.files) expect((await bytes(there.files.get(file)!)).equals(await bytes(content)), file).toBe(true);
    expect(isKept(job(mode, path.join(dir, 'there')))).toBe(true);
    expect(isKept(job(mode, path.join(dir, 'elsewhere')))).toBe(false);
  });

  test('a page the store does not have fails that locale with its cause, and the thread goes on with the next', async () => {
    const broken = job('whole', path.join(dir, 'cache'));
    broken.pages[0] = { ...broken.pages[0]!, stored: `${'0'.repeat(32)}@1-00000000.pack:0:10` };
    await expect(thread.index(broken)).rejects.toThrow(/Indexing the zh-Hans pages for search failed in its worker thread: Error: The compiled page 0+@1-00000000\.pack:0:10 cannot be read/);
    const indexed = await thread.index(job('whole', path.join(dir, 'cache')));
    expect(indexed.indexFile).toMatch(/^assets\/search-index-zh-Hans-/);
  });
});
