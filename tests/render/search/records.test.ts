import { beforeAll, describe, expect, test, vi } from 'vitest';
import { createLocalSearchClient } from '../../../src/client/search/local-search-client.js';
import { buildSite, type BuildResult } from '../../../src/render/build.js';
import type { SearchRecord } from '../../../src/shared/search/record.js';
import { fixtureConfig, repoRoot } from '../../helpers/fixtures.js';
import { localeData } from '../../helpers/shared-data.js';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { outputContent } from '../../../src/render/emit/output-file.js';

const text = (result: BuildResult, file: string) => {
  const content = result.files.get(file);
  if (content === undefined) throw new Error(`${file} was not built`);
  return String(outputContent(content));
};
const recordsOf = (result: BuildResult, locale: string) => JSON.parse(text(result, `search-records/${locale}.json`)) as SearchRecord[];
const pathsOf = (records: SearchRecord[]) => [...new Set(records.map((r) => new URL(r.url).pathname))];

describe('search records of the search fixture', () => {
  let result: BuildResult;
  let zh: SearchRecord[];
  let en: SearchRecord[];
  beforeAll(async () => {
    result = await buildSite({ configPath: fixtureConfig('search') });
    zh = recordsOf(result, 'zh-Hans');
    en = recordsOf(result, 'en');
  });

  test('one heading record per heading and one content record per section with text, in document order', () => {
    const motion = zh.filter((r) => r.url_without_anchor === 'https://search.example.com/s/ref/motion');
    expect(motion.map((r) => [r.type, r.anchor, r.hierarchy.lvl2, r.hierarchy.lvl3, r.content])).toEqual([
      ['lvl1', null, null, null, null],
      ['content', null, null, null, '运动指令用于控制机械臂运动。'],
      ['lvl2', 'movj', 'MovJ', null, null],
      ['content', 'movj', 'MovJ', null, '以关节插补方式运动到目标点。MovJ 是最快的运动方式。'],
      ['lvl3', 'movj-params', 'MovJ', '参数', null],
      ['content', 'movj-params', 'MovJ', '参数', '速度比例 v，加速度比例 a。'],
      ['lvl2', 'movl', 'MovL', null, null],
      ['content', 'movl', 'MovL', null, '沿直线运动到目标点，不同于 MovJ。'],
      ['lvl2', 'modbuscreate', 'ModbusCreate', null, null],
      ['content', 'modbuscreate', 'ModbusCreate', null, '创建 Modbus 主站。'],
    ]);
  });

  test('the DocSearch shape: absolute URLs with the anchor, the hierarchy, language, tag and version', () => {
    expect(en.find((r) => r.objectID === '/s/en/ref/motion#movj-params:lvl3')).toEqual({
      objectID: '/s/en/ref/motion#movj-params:lvl3',
      url: 'https://search.example.com/s/en/ref/motion#movj-params',
      url_without_anchor: 'https://search.example.com/s/en/ref/motion',
      anchor: 'movj-params',
      type: 'lvl3',
      hierarchy: { lvl0: 'Lua', lvl1: 'Motion commands', lvl2: 'MovJ', lvl3: 'Parameters', lvl4: null, lvl5: null, lvl6: null },
      content: null,
      language: 'en',
      docusaurus_tag: 'docs-default-current',
      version: 'current',
    });
    expect(new Set(zh.map((r) => r.objectID)).size).toBe(zh.length);
    expect(zh.every((r) => r.language === 'zh-Hans' && r.version === 'current')).toBe(true);
  });

  test('lvl0 is the navbar label of the page sidebar, or the site title; markdown pages are tagged default', () => {
    const lvl0 = (records: SearchRecord[], pathname: string) => records.find((r) => new URL(r.url).pathname === pathname)?.hierarchy.lvl0;
    expect(lvl0(zh, '/s/guide/intro')).toBe('指南');
    expect(lvl0(zh, '/s/ref/motion')).toBe('Lua 指令');
    expect(lvl0(en, '/s/en/ref/motion')).toBe('Lua');
    expect(lvl0(zh, '/s/markdown-page')).toBe('Search Fixture');
    const page = zh.filter((r) => r.url_without_anchor.endsWith('/markdown-page'));
    expect(page.map((r) => [r.type, r.docusaurus_tag, r.hierarchy.lvl1])).toEqual([
      ['lvl1', 'default', '独立页面'],
      ['content', 'default', '独立页面'],
    ]);
  });

  test('docs and markdown pages only: no unlisted, draft, fallback, 404 or search page', () => {
    expect(pathsOf(zh).sort()).toEqual(['/s/guide/hostile', '/s/guide/intro', '/s/guide/only-zh', '/s/markdown-page', '/s/ref/motion']);
    // only-zh is shown under en/ in Chinese: it waits for its translation before English search finds it.
    expect(pathsOf(en).sort()).toEqual(['/s/en/guide/hostile', '/s/en/guide/intro', '/s/en/markdown-page', '/s/en/ref/motion']);
    const all = JSON.stringify([...zh, ...en]);
    for (const word of ['unlistedword', 'draftword', 'Page Not Found']) expect(all).not.toContain(word);
    expect(zh.some((r) => r.content?.includes('onlychinese'))).toBe(true);
    expect(en.some((r) => r.content?.includes('onlychinese'))).toBe(false);
  });

  test('section text joins cells, items and blocks with spaces and leaves out code, # links and admonition titles', () => {
    const connect = en.find((r) => r.type === 'content' && r.anchor === 'connect')!;
    expect(connect.content).toBe(
      'Connect a real arm over Ethernet, or use the simulator. Parameter Type Description ip string Controller address port number Holding register port First item: the emergency stop Second item: the teach pendant Control the gripper with a Lua script.',
    );
    const all = JSON.stringify([...zh, ...en]);
    expect(all).not.toContain('secretcodeword');
    expect(all).not.toContain('Tip title');
    expect(all).not.toContain('提示标题');
    expect([...zh, ...en].every((r) => !Object.values(r.hierarchy).some((h) => h?.endsWith('#')))).toBe(true);
  });

  test('hostile text stays the text it is in the record; escaping is the search answer’s job', () => {
    const hostile = en.find((r) => r.type === 'content' && r.anchor === 'hostile')!;
    expect(hostile.content).toBe('This page mentions <script>alert(1)</script> and <img src=x onerror=alert(1)> as plain text.');
  });

  test('each locale has its content-hashed index, named by the locale\'s shared data and by no page', () => {
    const files = [...result.files.keys()];
    const indexes = files.filter((f) => f.startsWith('assets/search-index-'));
    expect(indexes).toHaveLength(2);
    expect(indexes.every((f) => /^assets\/search-index-(zh-Hans|en)-[0-9a-f]{10}\.json$/.test(f))).toBe(true);
    const zhIndex = indexes.find((f) => f.includes('zh-Hans'))!;
    const enIndex = indexes.find((f) => f.includes('-en-'))!;
    expect(localeData(result, 'zh-Hans').searchIndex).toBe(`/s/${zhIndex}`);
    expect(localeData(result, 'en').searchIndex).toBe(`/s/${enIndex}`);
    // The index's name changes with any text of the locale: a page naming it would change with it.
    for (const file of ['guide/intro/index.html', 'search/index.html', 'en/guide/intro/index.html']) {
      expect(text(result, file)).not.toContain('search-index-');
    }
  });

  test('the same pages give the same index file; a change of a page\'s text or title renames its locale\'s index only', async () => {
    const names = (r: BuildResult) => [...r.files.keys()].filter((f) => f.startsWith('assets/search-index-')).sort();
    expect(names(await buildSite({ configPath: fixtureConfig('search') }))).toEqual(names(result));
    const dir = await mkdtemp(path.join(os.tmpdir(), 'docgen-search-names-'));
    try {
      await cp(path.dirname(fixtureConfig('search')), dir, { recursive: true });
      const config = path.join(dir, 'docgen.config.ts');
      const page = path.join(dir, 'docs/en/guide/intro.md');
      const original = await readFile(page, 'utf8');
      const indexOf = (r: BuildResult, locale: string) => names(r).find((f) => f.includes(`-${locale}-`));
      const copy = await buildSite({ configPath: config });
      expect(names(copy)).toEqual(names(result));
      await writeFile(page, `${original}\nA sentence more.\n`);
      const edited = await buildSite({ configPath: config });
      expect(indexOf(edited, 'en')).not.toBe(indexOf(result, 'en'));
      expect(indexOf(edited, 'zh-Hans')).toBe(indexOf(result, 'zh-Hans'));
      await writeFile(page, original.replace(/^title: .*$/m, 'title: Another title'));
      const retitled = await buildSite({ configPath: config });
      expect(indexOf(retitled, 'en')).not.toBe(indexOf(result, 'en'));
      expect(indexOf(retitled, 'en')).not.toBe(indexOf(edited, 'en'));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('with hosted search credentials', () => {
  test('no local index is built and the locale data names none; the records are still written for upload', async () => {
    const result = await buildSite({ configPath: path.join(repoRoot, 'tests/fixtures/search/hosted.config.ts') });
    const files = [...result.files.keys()];
    expect(files.filter((f) => f.startsWith('assets/search-index-'))).toEqual([]);
    expect(localeData(result, 'en').searchIndex).toBeNull();
    expect(recordsOf(result, 'en').length).toBeGreaterThan(10);
    expect(recordsOf(result, 'zh-Hans').length).toBeGreaterThan(10);
  });
});

test('without hosted search credentials the records are written only when the config asks (the local index holds them)', async () => {
  const sharded = await buildSite({ configPath: path.join(repoRoot, 'tests/fixtures/search/sharded.config.ts') });
  expect([...sharded.files.keys()].filter((f) => f.startsWith('search-records/'))).toEqual([]);
  const asked = await buildSite({ configPath: fixtureConfig('search') });
  expect([...asked.files.keys()].filter((f) => f.startsWith('search-records/')).sort()).toEqual(['search-records/en.json', 'search-records/zh-Hans.json']);
});

describe('with a sharded local index', () => {
  test('the locale data names its head; its shards lie in a folder beside it; the client finds what the whole index finds', async () => {
    const [whole, sharded] = await Promise.all([buildSite({ configPath: fixtureConfig('search') }), buildSite({ configPath: path.join(repoRoot, 'tests/fixtures/search/sharded.config.ts') })]);
    for (const locale of ['zh-Hans', 'en']) {
      const url = localeData(sharded, locale).searchIndex!;
      expect(url).toMatch(new RegExp(`^/s/assets/search-index-${locale}-[0-9a-f]{10}\\.json$`));
      expect(url).not.toBe(localeData(whole, locale).searchIndex);
      const head = JSON.parse(text(sharded, url.slice('/s/'.length)));
      expect(head).toMatchObject({ format: 'docgen-sharded-search-1', dir: expect.stringMatching(new RegExp(`^search-${locale}-[0-9a-f]{10}/$`)) });
      const shards = [...sharded.files.keys()].filter((f) => f.startsWith(`assets/${head.dir}`));
      expect(shards).toEqual(expect.arrayContaining([`assets/${head.dir}d0.json.gz`, `assets/${head.dir}p0.json.gz`, `assets/${head.dir}r0.json.gz`, `assets/${head.dir}kinds.json.gz`]));
    }
    const answer = async (result: BuildResult, locale: string, query: string) => {
      vi.stubGlobal('fetch', async (url: string) => {
        const content = result.files.get(url.slice('/s/'.length));
        return content === undefined ? new Response('', { status: 404 }) : new Response(outputContent(content) as BodyInit);
      });
      try {
        const { results } = await createLocalSearchClient(localeData(result, locale).searchIndex!).search({ requests: [{ query, indexName: 'fixture', hitsPerPage: 50 }] });
        return (results[0] as { hits: { url: string }[] }).hits.map((hit) => hit.url);
      } finally {
        vi.unstubAllGlobals();
      }
    };
    for (const [locale, query] of [['zh-Hans', '运动'], ['zh-Hans', 'MovJ'], ['en', 'motion'], ['en', 'mov'], ['en', 'motoin']] as const) {
      const expected = await answer(whole, locale, query);
      expect(expected.length, query).toBeGreaterThan(0);
      expect(await answer(sharded, locale, query)).toEqual(expected);
    }
  });
});
