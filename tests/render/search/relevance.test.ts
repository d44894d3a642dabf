// Relevance on the real ArmKit content: the site is built in memory and each query goes through the search client
// the browser uses, with the request DocSearch sends. Every expected page must be among the first three hits.
import path from 'node:path';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { createLocalSearchClient, type DocSearchTransformClient } from '../../../src/client/search/local-search-client.js';
import { buildSite } from '../../../src/render/build.js';
import { repoRoot } from '../../helpers/fixtures.js';
import { localeData } from '../../helpers/shared-data.js';
import { outputContent } from '../../../src/render/emit/output-file.js';
import { createSearchIndex } from '../../../src/shared/search/index-options.js';
import type { SearchRecord } from '../../../src/shared/search/record.js';
import { runSearch } from '../../../src/shared/search/run-search.js';
import { wholeIndexEngine, type SearchEngine } from '../../../src/shared/search/search-engine.js';
import { shardedIndex } from '../../helpers/sharded-index.js';

type Expectation = [query: string, expected: string | RegExp];

// `/lua/motion#movj`: that section; `/lua/motion`: any hit on that page. Paths are under the locale.
const ZH: Expectation[] = [
  ['MovJ', '/lua/motion#movj'],
  ['ModbusCreate', '/lua/modbus#modbuscreate'],
  ['TCPCreate', '/lua/tcp#tcpcreate'],
  ['modbus', '/lua/modbus'],
  ['Slider', '/components/Slider'],
  ['滑动输入条', '/components/Slider'],
  ['机械臂', /\/components\/\w+#while-moving$/],
  ['连接机械臂', '/tutorials/environment#connect'],
  ['坐标系', '/lua/tool'],
  ['用户坐标系', '/lua/tool#user-frames'],
  ['寄存器', '/lua/busRegister'],
  ['保持寄存器', '/lua/modbus#register-types'],
  ['夹爪', '/tutorials/Examples/grip'],
  ['快捷键', '/api/hotkey'],
  ['注册快捷键', '/tutorials/Examples/hotkey#register'],
  ['Lua脚本', '/api/script'],
  // Two-character words in the middle of a sentence, found nowhere else.
  ['抖动', '/lua/flow#ondi-example'],
  ['回零', '/lua/modbus#example-gripper'],
  ['看门狗', '/lua/flow#timer-example'],
  ['防碰撞', '/lua/safeskin'],
  ['灵敏度', '/lua/safeskin#sensitivity-levels'],
  ['字节序', '/lua/modbus#byte-order'],
  ['开发者模式', '/tutorials/environment#developer-mode'],
  ['导航栏', '/tutorials/navbar'],
  ['本地存储', '/api/local'],
  ['状态机', '/lua/flow#state-machine'],
  ['平滑过渡', '/lua/motion#blending'],
  ['安装 Node.js', '/tutorials/environment#nodejs'],
  ['码垛', '/lua/tray'],
  ['modbsu', '/lua/modbus'],
];

const EN: Expectation[] = [
  ['MovJ', '/lua/motion#movj'],
  ['ModbusCreate', '/lua/modbus#modbuscreate'],
  ['TCPCreate', '/lua/tcp#tcpcreate'],
  ['modbus', '/lua/modbus'],
  ['Slider', '/components/Slider'],
  ['SpeedFactor', '/lua/motion#speedfactor'],
  ['StartThread', '/lua/programControl#startthread'],
  ['storage.get', '/api/local#storage-get'],
  ['hotkey.register', '/api/hotkey#hotkey-register'],
  ['pcall', '/lua/grammer#pcall'],
  ['coordinate systems', '/lua/tool#coordinate-systems'],
  ['register map', '/lua/busRegister#register-map'],
  ['holding registers', '/lua/modbus#register-types'],
  ['gripper', '/tutorials/Examples/grip'],
  ['keyboard shortcuts', '/api/hotkey'],
  ['pallet', '/lua/tray'],
  ['collision detection', '/lua/safeskin'],
  ['sensitivity', '/lua/safeskin#sensitivity-levels'],
  ['byte order', '/lua/modbus#byte-order'],
  ['developer mode', '/tutorials/environment#developer-mode'],
  ['plugin manager', '/tutorials/install#plugin-manager'],
  ['navigation bar', '/tutorials/navbar'],
  ['vision camera', '/tutorials/Examples/tcpip'],
  ['state machine', '/lua/flow#state-machine'],
  ['watchdog', '/lua/flow#timer-example'],
  ['armkit doctor', '/api/cli#armkit-doctor'],
  // One typo: a swap, a missing letter, a wrong letter.
  ['modbsu', '/lua/modbus'],
  ['coordnate', '/lua/tool#coordinate-systems'],
  ['speedfactr', '/lua/motion#speedfactor'],
  ['grippr', '/tutorials/Examples/grip'],
];

const SITE = 'https://armkit.example.com/armkit';
let searchIndex: Record<string, string>;
/** The docs version at the docs root (3.2), which a reader who has chosen none searches. */
let rootVersion: string;
let records: Record<string, SearchRecord[]>;

beforeAll(async () => {
  const result = await buildSite({ configPath: path.join(repoRoot, 'content/docgen.config.ts') });
  // The browser fetches the index by the URL in the locale's shared data; answer those URLs from the build.
  searchIndex = {};
  for (const locale of ['zh-Hans', 'en']) {
    searchIndex[locale] = localeData(result, locale).searchIndex!;
    rootVersion = localeData(result, locale).site.version.name;
    expect(searchIndex[locale]).toMatch(new RegExp(`^/armkit/assets/search-index-${locale}-[0-9a-f]{10}\\.json$`));
  }
  const byUrl = new Map([...result.files].map(([file, content]) => [`/armkit/${file}`, outputContent(content)]));
  records = Object.fromEntries(['zh-Hans', 'en'].map((locale) => [locale, JSON.parse(String(byUrl.get(`/armkit/search-records/${locale}.json`)))]));
  vi.stubGlobal('fetch', async (url: string) => {
    const content = byUrl.get(url);
    // Past SHARDED_ABOVE records (two docs versions of the site reach it) the index is gzipped shards: bytes.
    return content === undefined ? new Response('Not found', { status: 404 }) : new Response(typeof content === 'string' ? content : Buffer.from(content));
  });
  return () => vi.unstubAllGlobals();
}, 120_000);

async function top3(client: DocSearchTransformClient, query: string, locale: string): Promise<string[]> {
  const { results } = await client.search({
    requests: [
      {
        query,
        indexName: 'armkit',
        attributesToSnippet: ['hierarchy.lvl1:10', 'content:10'],
        snippetEllipsisText: '…',
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        hitsPerPage: 20,
        facetFilters: [`language:${locale}`, ['docusaurus_tag:default', `docusaurus_tag:docs-default-${rootVersion}`]],
      },
    ],
  });
  const prefix = locale === 'en' ? `${SITE}/en` : SITE;
  return (results[0] as { hits: { url: string }[] }).hits.slice(0, 3).map((hit) => {
    expect(hit.url.startsWith(prefix)).toBe(true);
    return hit.url.slice(prefix.length);
  });
}

const found = (urls: string[], expected: string | RegExp) =>
  urls.some((url) => (typeof expected === 'string' ? (expected.includes('#') ? url === expected : url.split('#')[0] === expected) : expected.test(url)));

describe.each([
  ['zh-Hans', ZH],
  ['en', EN],
] as const)('relevance in %s', (locale, queries) => {
  test('at least 20 queries written from the content', () => {
    expect(queries.length).toBeGreaterThanOrEqual(20);
  });

  test.each(queries)('%s → %s in the top 3', async (query, expected) => {
    const urls = await top3(createLocalSearchClient(searchIndex[locale]!), query, locale);
    expect(found(urls, expected), `top 3 for "${query}": ${urls.join(', ')}`).toBe(true);
  });

  test('an exact command or component name finds its reference section first', async () => {
    const client = createLocalSearchClient(searchIndex[locale]!);
    for (const [query, expected] of [['MovJ', '/lua/motion#movj'], ['ModbusCreate', '/lua/modbus#modbuscreate'], ['TCPCreate', '/lua/tcp#tcpcreate'], ['Slider', '/components/Slider']]) {
      expect((await top3(client, query!, locale))[0]).toBe(expected);
    }
  });
});

describe.each(['zh-Hans', 'en'])('a sharded index of the %s records', (locale) => {
  // Every query above, and a reader typing some of them: prefixes, typos, several words.
  const typed = ['mo', 'mov', 'modb', 'coordinate sys', 'coordnate', 'regster', 'grippr', 'x', '机', '机械', '寄存', 'Lua', 'lua 脚本', 'the', ''];
  const queries = [...(locale === 'en' ? EN : ZH).map(([query]) => query), ...typed];
  // One letter of English expands to more terms than a query downloads the postings of.
  const bounded = ['m', 'a b c'];

  const hits = async (index: SearchEngine, query: string) => {
    // One docs version, as a reader searches: the two versions' hits together would pass the 1000 reachable.
    const result = await runSearch(index, { query, hitsPerPage: 1000, facetFilters: [`language:${locale}`, ['docusaurus_tag:default', `docusaurus_tag:docs-default-${rootVersion}`]] });
    return { query, nbHits: result.nbHits, ids: result.hits.map((hit) => hit.objectID), urls: result.hits.map((hit) => hit.url) };
  };

  test.each([
    ['the shard sizes of a real site', undefined],
    ['tiny shards', { records: 5, postings: 200, terms: 20 }],
  ] as const)('finds the same hits in the same order as the whole index, with %s', async (_name, sizes) => {
    const whole = wholeIndexEngine(createSearchIndex(records[locale]!));
    const { engine } = shardedIndex(records[locale]!, sizes);
    for (const query of queries) expect(await hits(engine, query)).toEqual(await hits(whole, query));
    for (const query of bounded) {
      // Fewer hits, each a hit of the whole index (a page's heading may stand in for its text, or the reverse).
      const all = new Set((await hits(whole, query)).urls);
      const { urls } = await hits(engine, query);
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.filter((url) => !all.has(url))).toEqual([]);
    }
  });
});
