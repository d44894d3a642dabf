import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { createLocalSearchClient, loadLocalSearchIndex } from '../../../src/client/search/local-search-client.js';
import { buildRecords } from '../../../src/render/search/build-records.js';
import { createSearchIndex } from '../../../src/shared/search/index-options.js';

let indexJson: string;
beforeAll(() => {
  const page = (locale: string, title: string, heading: string, text: string) =>
    buildRecords({ path: `/s/${locale}/page`, locale, title, lvl0: 'Docs', docsVersion: 'current', sections: [{ id: 'a', level: 2, heading, text }] }, 'https://site.example');
  indexJson = JSON.stringify(createSearchIndex([...page('en', 'Motion', 'MovJ', 'Joint motion <script>alert(1)</script>'), ...page('zh-Hans', '运动', 'MovJ', '关节运动')]));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubFetch(...answers: (() => Response | Promise<Response>)[]) {
  const fetch = vi.fn(async (_url: string) => {
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    return answer();
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const ok = () => new Response(indexJson, { status: 200, headers: { 'content-type': 'application/json' } });

/** The request DocSearch 3.9 sends, with the facet filters of contextual search. */
const docSearchRequest = (query: string, language = 'en') => ({
  query,
  indexName: 'armkit',
  attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content', 'type', 'url'],
  attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'hierarchy.lvl4:10', 'hierarchy.lvl5:10', 'hierarchy.lvl6:10', 'content:10'],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  hitsPerPage: 20,
  clickAnalytics: true,
  facetFilters: [`language:${language}`, ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
});

describe('the local search client', () => {
  test('answers DocSearch requests in the hosted service shape', async () => {
    stubFetch(ok);
    const client = createLocalSearchClient('/s/assets/index-a.json');
    const { results } = await client.search({ requests: [docSearchRequest('movj'), docSearchRequest('movj', 'zh-Hans')] });
    expect(results).toHaveLength(2);
    const [en, zh] = results as { hits: { url: string; language?: string; _snippetResult: { content: { value: string } } }[]; nbHits: number; queryID: string; index: string }[];
    expect(en).toMatchObject({ nbHits: 1, index: 'armkit' });
    expect(en!.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(en!.hits.map((h) => h.url)).toEqual(['https://site.example/s/en/page#a']);
    expect(zh!.hits.map((h) => h.url)).toEqual(['https://site.example/s/zh-Hans/page#a']);
    // attributesToRetrieve leaves the language out, as the service would.
    expect(en!.hits[0]!.language).toBeUndefined();
    const [escaped] = (await client.search({ requests: [docSearchRequest('alert')] })).results as { hits: { _snippetResult: { content: { value: string } } }[] }[];
    expect(escaped!.hits[0]!._snippetResult.content.value).toBe('Joint motion &lt;script&gt;<mark>alert</mark>(1)&lt;/script&gt;');
  });

  test('accepts the older array form of requests', async () => {
    stubFetch(ok);
    const client = createLocalSearchClient('/s/assets/index-b.json');
    const { results } = await client.search([{ indexName: 'armkit', params: { query: 'movj', facetFilters: ['language:zh-Hans'] } }]);
    expect((results[0] as { nbHits: number }).nbHits).toBe(1);
  });

  test('the index loads once per URL, shared by every client and concurrent call', async () => {
    const fetch = stubFetch(ok);
    const a = createLocalSearchClient('/s/assets/index-c.json');
    const b = createLocalSearchClient('/s/assets/index-c.json');
    await Promise.all([a.search({ requests: [docSearchRequest('movj')] }), a.search({ requests: [docSearchRequest('mov')] }), b.search({ requests: [docSearchRequest('m')] })]);
    await b.search({ requests: [docSearchRequest('joint')] });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/s/assets/index-c.json');
    await createLocalSearchClient('/s/assets/index-d.json').search({ requests: [docSearchRequest('movj')] });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  test('an index that cannot be loaded rejects with a RetryError, and the next query tries again', async () => {
    const fetch = stubFetch(
      () => new Response('Not found', { status: 404 }),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => new Response('{"truncated', { status: 200 }),
      ok,
    );
    const client = createLocalSearchClient('/s/assets/index-e.json');
    for (const message of [/HTTP 404/, /Failed to fetch/, /Cannot read the search index/]) {
      const error = await client.search({ requests: [docSearchRequest('movj')] }).catch((e: unknown) => e as Error);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).name).toBe('RetryError');
      expect((error as Error).message).toMatch(message);
    }
    const { results } = await client.search({ requests: [docSearchRequest('movj')] });
    expect((results[0] as { nbHits: number }).nbHits).toBe(1);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  test('the parts of the service client DocSearch touches are there and harmless', async () => {
    stubFetch(ok);
    const client = createLocalSearchClient('/s/assets/index-f.json');
    expect(client.addAlgoliaAgent('docsearch', '3.9.0')).toBeUndefined();
    const agent = client.transporter.algoliaAgent;
    expect(agent.add({ segment: 'docsearch-react', version: '3.9.0' })).toBe(agent);
    expect(agent.value).toBe('');
    await expect(loadLocalSearchIndex('/s/assets/index-f.json')).resolves.toBeDefined();
  });
});
