import { beforeAll, describe, expect, test } from 'vitest';
import { matchesTerm, queryTerms } from '../../../src/shared/search/build-query.js';
import { createSearchIndex, loadSearchIndex } from '../../../src/shared/search/index-options.js';
import { recordHeading, type SearchRecord } from '../../../src/shared/search/record.js';
import { runSearch, type SearchRequest } from '../../../src/shared/search/run-search.js';
import { wholeIndexEngine, type SearchEngine } from '../../../src/shared/search/search-engine.js';
import { tokenize } from '../../../src/shared/search/tokenize.js';
import { shardedIndex } from '../../helpers/sharded-index.js';

let next = 0;
function record(fields: Partial<SearchRecord> & { page: string; heading?: string; lvl1?: string }): SearchRecord {
  const { page, heading, lvl1, ...rest } = fields;
  const type = rest.type ?? 'content';
  const anchor = heading ? heading.toLowerCase().replace(/\W+/g, '-') : null;
  const url = `https://site.example/s/${page}${anchor ? `#${anchor}` : ''}`;
  return {
    objectID: `r${next++}`,
    url,
    url_without_anchor: `https://site.example/s/${page}`,
    anchor,
    type,
    hierarchy: { lvl0: 'Docs', lvl1: lvl1 ?? page, lvl2: heading ?? null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content: null,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    version: 'current',
    ...rest,
  };
}

const RECORDS: SearchRecord[] = [
  record({ page: 'motion', type: 'lvl1', lvl1: 'Motion commands' }),
  record({ page: 'motion', content: 'Motion commands move the robot arm to a target point.', lvl1: 'Motion commands' }),
  record({ page: 'motion', type: 'lvl2', heading: 'MovJ', lvl1: 'Motion commands' }),
  record({ page: 'motion', heading: 'MovJ', content: 'Moves to the target point with joint interpolation: the fastest joint motion.', lvl1: 'Motion commands' }),
  record({ page: 'motion', type: 'lvl2', heading: 'MovL', lvl1: 'Motion commands' }),
  record({ page: 'motion', heading: 'MovL', content: 'Moves along a straight line to the target point, unlike MovJ.', lvl1: 'Motion commands' }),
  record({ page: 'modbus', type: 'lvl1', lvl1: 'Modbus' }),
  record({ page: 'modbus', type: 'lvl2', heading: 'ModbusCreate', lvl1: 'Modbus' }),
  record({ page: 'modbus', heading: 'ModbusCreate', content: 'Creates a Modbus master that reads holding registers over TCP.', lvl1: 'Modbus' }),
  record({ page: 'tool', type: 'lvl2', heading: 'Coordinate systems', lvl1: 'Tools' }),
  record({ page: 'tool', heading: 'Coordinate systems', content: 'The user coordinate system is defined relative to the base of the arm.', lvl1: 'Tools' }),
  record({ page: 'components/slider', type: 'lvl1', lvl1: 'Slider' }),
  record({ page: 'components/slider', content: 'A slider picks a number, such as the speed of the arm.', lvl1: 'Slider' }),
  record({ page: 'components/button', content: 'A button next to a slider starts the program.', lvl1: 'Button' }),
  record({ page: 'hostile', type: 'lvl2', heading: 'The <img src=x onerror=alert(1)> tag', lvl1: 'Escaping' }),
  record({ page: 'hostile', heading: 'The <img src=x onerror=alert(1)> tag', content: 'Text that says <script>alert(1)</script> must stay text.', lvl1: 'Escaping' }),
  // The same words in Chinese pages, tagged with their own language.
  record({ page: 'zh/motion', type: 'lvl2', heading: 'MovJ', lvl1: '运动指令', language: 'zh-Hans' }),
  record({ page: 'zh/motion', heading: 'MovJ', content: '以关节插补方式运动到目标点：MovJ 控制机械臂。', lvl1: '运动指令', language: 'zh-Hans' }),
  record({ page: 'zh/tool', heading: '坐标系', content: '用户坐标系相对于基坐标系定义。机械手臂的末端。', lvl1: '工具', language: 'zh-Hans' }),
  record({ page: 'zh/page', content: '独立页面 standalone', lvl1: '页面', language: 'zh-Hans', docusaurus_tag: 'default' }),
];

const EN_FILTERS = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
const ZH_FILTERS = ['language:zh-Hans', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

/** The index as the browser gets it (through JSON), whole or cut in shards far smaller than a real site's. */
const ENGINES: [string, () => SearchEngine][] = [
  ['whole', () => wholeIndexEngine(loadSearchIndex(JSON.stringify(createSearchIndex(RECORDS))))],
  ['sharded', () => shardedIndex(RECORDS, { records: 3, postings: 20, terms: 4 }).engine],
];

let index: SearchEngine;
const search = (query: string, extra: Partial<SearchRequest> = {}) => runSearch(index, { indexName: 'docs', query, ...extra });
const urls = async (query: string, extra: Partial<SearchRequest> = {}) => (await search(query, { hitsPerPage: 100, ...extra })).hits.map((h) => h.url!.replace('https://site.example/s/', ''));

/** What a query must find, worked out without the index: every query term matches a word of the record. */
function bruteForce(query: string, records: SearchRecord[]): string[] {
  const terms = queryTerms(query);
  const found = records.filter((r) => {
    const words = tokenize([r.hierarchy.lvl1, recordHeading(r), r.content ?? ''].join(' '));
    return terms.every((t) => words.some((w) => matchesTerm(t, w)));
  });
  return [...new Set(found.map((r) => r.url))].sort();
}

describe.each(ENGINES)('on the %s index', (_name, engine) => {
  beforeAll(() => {
    index = engine();
  });

  describe('AND semantics and hit counts', async () => {
    test('every term must match; each added term narrows', async () => {
      expect((await search('target')).nbHits).toBe(3);
      expect((await search('target interpolation')).nbHits).toBe(1);
      expect((await urls('target interpolation'))).toEqual(['motion#movj']);
      expect((await search('target interpolation modbus')).nbHits).toBe(0);
      // `joint` tolerates one typo, and `point` is one: both count, as the hosted service counts them.
      expect((await search('target joint')).nbHits).toBe(3);
    });

    test('the counts equal a brute-force scan of the records, for every pair of words', async () => {
      const vocabulary = ['arm', 'target', 'point', 'movj', 'joint', 'modbus', 'master', 'coordinate', 'user', 'slider', 'speed', 'the', 'mov', 'registers', 'motion', 'commands', 'base', 'a'];
      const en = RECORDS.filter((r) => r.language === 'en');
      for (const a of vocabulary) {
        for (const b of vocabulary) {
          const query = `${a} ${b}`;
          const result = (await search(query, { hitsPerPage: 1000, facetFilters: EN_FILTERS }));
          const expected = bruteForce(query, en);
          expect([query, result.hits.map((h) => h.url).sort()]).toEqual([query, expected]);
          expect([query, result.nbHits]).toEqual([query, expected.length]);
        }
      }
    });

    test('Chinese terms need their characters side by side: 机械臂 is not 机械 and 臂 apart', async () => {
      const result = (await search('机械臂', { facetFilters: ZH_FILTERS }));
      expect(result.hits.map((h) => h.url)).toEqual(['https://site.example/s/zh/motion#movj']);
      expect((await search('机械', { facetFilters: ZH_FILTERS })).nbHits).toBe(2);
      expect((await search('坐标系', { facetFilters: ZH_FILTERS })).nbHits).toBe(1);
    });

    test('mixed scripts: MovJ 机械臂 and 独立页面standalone', async () => {
      expect((await urls('MovJ 机械臂'))).toEqual(['zh/motion#movj']);
      expect((await urls('独立页面standalone'))).toEqual(['zh/page']);
    });
  });

  describe('matching', async () => {
    test('the last word matches as a prefix: modbus finds ModbusCreate', async () => {
      expect((await urls('modbuscr'))).toEqual(['modbus#modbuscreate']);
      expect((await urls('modbus'))).toContain('modbus#modbuscreate');
      expect((await search('modbuscr master')).nbHits).toBe(0);
    });

    test('one typo on words of five letters or more, swapped letters included; not on shorter words or Chinese', async () => {
      expect((await urls('modbsu'))).toContain('modbus#modbuscreate');
      expect((await urls('coordnate'))).toContain('tool#coordinate-systems');
      expect((await urls('slidr'))).toContain('components/slider');
      expect((await search('movk')).nbHits).toBe(0);
      expect((await search('机戒臂')).nbHits).toBe(0);
    });

    test('a blank query lists every record of the filter; text without terms finds nothing', async () => {
      expect((await search('', { facetFilters: ZH_FILTERS, hitsPerPage: 100 })).nbHits).toBe(3);
      expect((await search('  ...  ')).nbHits).toBe(0);
    });
  });

  describe('ranking', async () => {
    test('a title or heading match ranks above body text', async () => {
      expect((await urls('slider'))[0]).toBe('components/slider');
      expect((await urls('slider'))).toEqual(['components/slider', 'components/button']);
      expect((await urls('coordinate'))[0]).toBe('tool#coordinate-systems');
    });

    test('an exact command name finds its reference section first', async () => {
      expect((await urls('MovJ', { facetFilters: EN_FILTERS }))[0]).toBe('motion#movj');
      expect((await urls('ModbusCreate'))[0]).toBe('modbus#modbuscreate');
    });

    test('one hit per URL: a heading and its text do not both show', async () => {
      const hits = (await search('MovJ', { facetFilters: EN_FILTERS, hitsPerPage: 100 })).hits;
      expect(hits.map((h) => h.url).filter((u) => u!.endsWith('#movj'))).toHaveLength(1);
      expect(hits[0]!.type).toBe('lvl2');
    });
  });

  describe('facet filters', async () => {
    test('an English query never returns a zh-Hans hit and the reverse', async () => {
      for (const query of ['MovJ', 'movj 机械臂', '机械', 'standalone', '']) {
        expect((await search(query, { facetFilters: EN_FILTERS, hitsPerPage: 100 })).hits.every((h) => h.language === 'en')).toBe(true);
        expect((await search(query, { facetFilters: ZH_FILTERS, hitsPerPage: 100 })).hits.every((h) => h.language === 'zh-Hans')).toBe(true);
      }
      expect((await urls('MovJ', { facetFilters: ZH_FILTERS }))).toEqual(['zh/motion#movj']);
      expect((await search('机械', { facetFilters: EN_FILTERS })).nbHits).toBe(0);
    });

    test('the tag filter keeps pages of either tag; another tag is left out', async () => {
      expect((await urls('standalone', { facetFilters: ZH_FILTERS }))).toEqual(['zh/page']);
      expect((await search('standalone', { facetFilters: ['language:zh-Hans', 'docusaurus_tag:docs-default-current'] })).nbHits).toBe(0);
    });
  });

  describe('the response', async () => {
    test('has the hosted service shape', async () => {
      const result = (await search('target', {
        hitsPerPage: 20,
        clickAnalytics: true,
        attributesToSnippet: ['content:10'],
        snippetEllipsisText: '…',
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        facetFilters: EN_FILTERS,
      }));
      expect(result).toMatchObject({ nbHits: 3, nbPages: 1, page: 0, hitsPerPage: 20, query: 'target', exhaustiveNbHits: true, index: 'docs' });
      expect(result.queryID).toMatch(/^[0-9a-f]{32}$/);
      expect(typeof result.processingTimeMS).toBe('number');
      expect(new URLSearchParams(result.params).get('hitsPerPage')).toBe('20');
      expect(JSON.parse(new URLSearchParams(result.params).get('facetFilters')!)).toEqual(EN_FILTERS);
      const hit = result.hits.find((h) => h.url === 'https://site.example/s/motion#movj')!;
      expect(hit).toMatchObject({ type: 'content', anchor: 'movj', hierarchy: { lvl0: 'Docs', lvl1: 'Motion commands', lvl2: 'MovJ' } });
      expect(hit._highlightResult.hierarchy.lvl2).toEqual({ value: 'MovJ', matchLevel: 'none', matchedWords: [] });
      expect(hit._highlightResult.content.matchLevel).toBe('full');
      expect(hit._snippetResult.content.value).toBe('Moves to the <mark>target</mark> point with joint interpolation: the fastest…');
      expect(Object.keys(hit._highlightResult.hierarchy)).toEqual(['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6']);
      expect(hit._snippetResult.hierarchy.lvl3).toEqual({ value: '', matchLevel: 'none' });
    });

    test('pages: `page` is 0-based, `nbPages` counts them', async () => {
      const all = (await urls('the'));
      expect(all).toHaveLength(bruteForce('the', RECORDS).length);
      expect(all).toHaveLength(7);
      const first = (await search('the', { hitsPerPage: 3 }));
      const third = (await search('the', { hitsPerPage: 3, page: 2 }));
      expect(first).toMatchObject({ nbHits: 7, nbPages: 3, page: 0, hitsPerPage: 3 });
      expect(first.hits.map((h) => h.url!.replace('https://site.example/s/', ''))).toEqual(all.slice(0, 3));
      expect(third.hits.map((h) => h.url!.replace('https://site.example/s/', ''))).toEqual(all.slice(6));
      expect((await search('the', { hitsPerPage: 3, page: 9 })).hits).toEqual([]);
    });

    test('parameters under `params`, as older clients send them, count too', async () => {
      const result = (await runSearch(index, { indexName: 'docs', params: { query: 'MovJ', facetFilters: ZH_FILTERS } }));
      expect(result.hits.map((h) => h.language)).toEqual(['zh-Hans']);
      const encoded = (await runSearch(index, { indexName: 'docs', params: `query=MovJ&hitsPerPage=1&facetFilters=${encodeURIComponent(JSON.stringify(EN_FILTERS))}` }));
      expect(encoded).toMatchObject({ nbHits: 2, hitsPerPage: 1 });
      expect(encoded.hits.map((h) => h.language)).toEqual(['en']);
    });

    test('without attributesToRetrieve a hit is the whole record and its highlights, nothing of the index', async () => {
      const [hit] = (await search('ModbusCreate')).hits;
      const source = RECORDS.find((r) => r.objectID === hit!.objectID)!;
      const { _highlightResult, _snippetResult, ...record } = hit!;
      expect(record).toEqual(source);
      expect(_highlightResult.hierarchy.lvl2.value).toBe('<em>ModbusCreate</em>');
      expect(_snippetResult.content.matchLevel).toBeDefined();
    });

    test('a query in string-encoded parameters stays text', async () => {
      expect((await runSearch(index, { indexName: 'docs', params: 'query=1e5&hitsPerPage=5' }))).toMatchObject({ query: '1e5', hitsPerPage: 5 });
    });

    test('attributesToRetrieve limits the record; objectID and the highlights always come', async () => {
      const [hit] = (await search('ModbusCreate', { attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'content', 'type', 'url'] })).hits;
      expect(Object.keys(hit!).sort()).toEqual(['_highlightResult', '_snippetResult', 'content', 'hierarchy', 'objectID', 'type', 'url']);
    });

    test('hostile text comes back escaped, with <mark> as the only tag', async () => {
      const result = (await search('alert onerror', { highlightPreTag: '<mark>', highlightPostTag: '</mark>', snippetEllipsisText: '…', attributesToSnippet: ['content:10'] }));
      expect(result.nbHits).toBe(1);
      const hit = result.hits[0]!;
      const values = [hit._highlightResult.content, hit._snippetResult.content, ...Object.values(hit._highlightResult.hierarchy), ...Object.values(hit._snippetResult.hierarchy)].map((r) => r.value);
      for (const value of values) expect(value.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
      expect(hit._highlightResult.hierarchy.lvl2.value).toBe('The &lt;img src=x <mark>onerror</mark>=<mark>alert</mark>(1)&gt; tag');
      expect(hit._snippetResult.content.value).toBe('Text that says &lt;script&gt;<mark>alert</mark>(1)&lt;/script&gt; must stay text.');
    });
  });
});
