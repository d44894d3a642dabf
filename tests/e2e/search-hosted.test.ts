// The search modal against the hosted search service (its hosts answered inside Chromium): shortcuts, texts,
// the request it sends, result links, keyboard, saved searches, the no-results and error screens, and the
// client library's timeouts and host retry.
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { denyStorage, launchBrowser, openPage, useBrowser, watchErrors } from '../helpers/browser.js';
import { watchRequests } from '../helpers/page-settled.js';
import { fakeSearchService, serviceHit } from './helpers/search-service.js';

const browser = useBrowser();

for (const { name: target, hostedUrl: hosted } of inject('targets')) {
  describe(`docgen ${target}`, () => {
    const origin = new URL(hosted).origin;
    const HITS = [
      serviceHit('1', '/hosted/en/guide/intro#section-2', { lvl0: 'Guide', lvl1: 'Introduction', lvl2: 'Section 2' }),
      serviceHit('2', '/docs/en/guide/basics/one', { lvl0: 'Guide', lvl1: 'One' }),
      serviceHit('3', '/hosted/en/guide/basics/two#part-two', { lvl0: 'Basics', lvl1: 'Two', lvl2: 'Part two' }, 'The second part.'),
      serviceHit('4', 'https://forum.example.org/t/kit-motion/12', { lvl0: 'Forum', lvl1: 'Motion questions' }),
    ];

    async function openEn(path = 'en/guide/intro', options = {}) {
      const { page, errors } = await openPage(browser(), hosted + path, options);
      return { page, errors };
    }

    const modal = (page: Page) => page.locator('.DocSearch-Modal');
    const input = (page: Page) => page.locator('.DocSearch-Input');

    /** Escape clears a query first, then closes the modal. */
    async function closeModal(page: Page) {
      for (let i = 0; i < 2 && (await modal(page).count()) > 0; i++) await page.keyboard.press('Escape');
      await modal(page).waitFor({ state: 'detached' });
    }

    async function search(page: Page, query: string) {
      await page.keyboard.press('Control+k');
      await input(page).waitFor();
      await input(page).fill(query);
    }

    describe('opening and closing', () => {
      test('Ctrl+K, Cmd+K and "/" open the modal, Escape closes it; the input holds 64 characters', async () => {
        const { page, errors } = await openEn();
        await fakeSearchService(page, () => ({ hits: [] }));
        for (const shortcut of ['Control+k', 'Meta+k', '/']) {
          await page.locator('h1').click(); // focus on the page, not on a field
          await page.keyboard.press(shortcut);
          await input(page).waitFor();
          expect(await input(page).getAttribute('placeholder')).toBe('Search docs');
          await page.keyboard.press('Escape');
          await modal(page).waitFor({ state: 'detached' });
        }
        await page.keyboard.press('Control+k');
        await input(page).pressSequentially('x'.repeat(70));
        expect(await input(page).inputValue()).toHaveLength(64);
        await page.keyboard.press('Escape'); // the first Escape clears the query
        await page.keyboard.press('Escape');
        await modal(page).waitFor({ state: 'detached' });
        expect(errors).toEqual([]);
        await page.close();
      });

      test('"/" typed in a text field is text, not a shortcut', async () => {
        const { page, errors } = await openEn('en/search');
        await page.locator('.search-page-input').click();
        await page.keyboard.type('a/b');
        expect(await page.locator('.search-page-input').inputValue()).toBe('a/b');
        expect(await modal(page).count()).toBe(0);
        expect(errors).toEqual([]);
        await page.close();
      });

      test('the search button fetches the modal on hover, not before, and a click opens it', async () => {
        const page = await browser().context.newPage();
        const scripts: string[] = [];
        page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
        const requests = watchRequests(page);
        await page.goto(hosted + 'en/guide/intro');
        await page.waitForSelector('html[data-hydrated="true"]');
        const firstView = scripts.length;
        await requests.settled();
        expect(scripts.length).toBe(firstView);
        await page.locator('.search-button').hover();
        await expect.poll(() => scripts.length).toBeGreaterThan(firstView);
        await page.locator('.search-button').click();
        await input(page).waitFor();
        expect(page.url()).toBe(hosted + 'en/guide/intro'); // the modal, not the search page
        await page.close();
      });

      test('in zh-Hans every text of the modal is Chinese', async () => {
        const { page, errors } = await openPage(browser(), hosted + 'guide/intro');
        await fakeSearchService(page, () => ({ hits: [] }));
        await page.keyboard.press('Control+k');
        await input(page).waitFor();
        expect(await input(page).getAttribute('placeholder')).toBe('搜索文档');
        expect(await modal(page).textContent()).toContain('没有最近搜索');
        expect(await page.locator('.DocSearch-Cancel').textContent()).toBe('取消');
        await input(page).fill('zzqx');
        await page.locator('.DocSearch-NoResults').waitFor();
        expect(await page.locator('.DocSearch-NoResults').textContent()).toContain('没有结果：');
        expect(await page.locator('.DocSearch-Commands').textContent()).toContain('关闭');
        expect(errors).toEqual([]);
        await page.close();
      });
    });

    describe('querying the hosted service', () => {
      test('sends one request with the index, the query, the snippet and highlight settings, insights and the language and version filters', async () => {
        const { page, errors } = await openEn();
        const requests = await fakeSearchService(page, () => ({ hits: HITS }));
        await search(page, 'section');
        await page.locator('.DocSearch-Hit').first().waitFor();
        const last = requests.at(-1)!;
        expect(last.url).toContain('/1/indexes/*/queries');
        expect(last.url).toContain('x-algolia-application-id=KITAPP');
        expect(last.url).toContain('x-algolia-api-key=search-only-key');
        const request = last.body.requests[0]!;
        expect(request).toMatchObject({
          indexName: 'kit',
          query: 'section',
          hitsPerPage: 20,
          snippetEllipsisText: '…',
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
          clickAnalytics: true,
          facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
        });
        expect(request.attributesToSnippet).toContain('content:10');
        expect(request.attributesToRetrieve).toEqual(expect.arrayContaining(['hierarchy.lvl0', 'hierarchy.lvl1', 'content', 'type', 'url']));
        expect(errors).toEqual([]);
        await page.close();
      });

      test('snippets are 5 words on screens up to 768 px', async () => {
        const { page, errors } = await openEn();
        await page.setViewportSize({ width: 700, height: 900 });
        const requests = await fakeSearchService(page, () => ({ hits: HITS }));
        await search(page, 'section');
        await expect.poll(() => requests.length).toBeGreaterThan(0);
        expect(requests.at(-1)!.body.requests[0]!.attributesToSnippet).toContain('content:5');
        expect(errors).toEqual([]);
        await page.close();
      });

      test('hits are grouped by their level-0 heading and link to local paths; external ones stay external', async () => {
        const { page, errors } = await openEn();
        await fakeSearchService(page, () => ({ hits: HITS }));
        await search(page, 'section');
        await page.locator('.DocSearch-Hit').first().waitFor();
        expect(await page.locator('.DocSearch-Hit-source').allTextContents()).toEqual(['Guide', 'Basics', 'Forum']);
        const hrefs = await page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
        expect(hrefs).toEqual(['/hosted/en/guide/intro#section-2', '/hosted/en/guide/basics/one', '/hosted/en/guide/basics/two#part-two', 'https://forum.example.org/t/kit-motion/12']);
        expect(errors).toEqual([]);
        await page.close();
      });

      test('arrow keys move the active hit and Enter opens it with client-side navigation', async () => {
        const { page, errors } = await openEn();
        await fakeSearchService(page, () => ({ hits: HITS }));
        await page.evaluate(() => ((window as unknown as { __kept: string }).__kept = 'kept'));
        await search(page, 'section');
        await page.locator('.DocSearch-Hit').first().waitFor();
        expect(await page.locator('.DocSearch-Hit a[aria-selected="true"]').getAttribute('href')).toBe('/hosted/en/guide/intro#section-2');
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('ArrowDown');
        expect(await page.locator('.DocSearch-Hit a[aria-selected="true"]').getAttribute('href')).toBe('/hosted/en/guide/basics/two#part-two');
        await page.keyboard.press('ArrowUp');
        expect(await page.locator('.DocSearch-Hit a[aria-selected="true"]').getAttribute('href')).toBe('/hosted/en/guide/basics/one');
        await page.keyboard.press('Enter');
        await page.waitForURL(hosted + 'en/guide/basics/one');
        await modal(page).waitFor({ state: 'detached' });
        expect(await page.locator('h1').textContent()).toBe('One');
        expect(await page.evaluate(() => (window as unknown as { __kept?: string }).__kept)).toBe('kept');
        expect(errors).toEqual([]);
        await page.close();
      });

      test('Ctrl+Enter opens the hit in a new tab and Shift+Enter in a new window; the page stays', async () => {
        const { page, errors } = await openEn();
        await fakeSearchService(page, () => ({ hits: HITS }));
        for (const keys of ['Control+Enter', 'Shift+Enter']) {
          await search(page, 'section');
          // The keys act on the hit shown selected: the first of these results (not one of a list still shown before them).
          await page.locator('.DocSearch-Hit a[aria-selected="true"][href="/hosted/en/guide/intro#section-2"]').waitFor();
          const opened = browser().context.waitForEvent('page');
          await page.keyboard.press(keys);
          const other = await opened;
          await other.waitForURL(`${origin}/hosted/en/guide/intro#section-2`);
          await other.close();
          expect(page.url()).toBe(hosted + 'en/guide/intro');
          await page.keyboard.press('Escape');
          await page.keyboard.press('Escape');
        }
        expect(errors).toEqual([]);
        await page.close();
      });
    });

    describe('recent and favorite searches', () => {
      const RECENT = '__DOCSEARCH_RECENT_SEARCHES__kit';
      const FAVORITE = '__DOCSEARCH_FAVORITE_SEARCHES__kit';
      const stored = (page: Page, key: string) => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '[]') as { objectID: string }[], key);
      const seed = (page: Page, key: string, count: number, name = 'seed') =>
        page.evaluate(
          ([k, n, prefix]) =>
            localStorage.setItem(
              k as string,
              JSON.stringify(Array.from({ length: n as number }, (_, i) => ({ objectID: `${prefix}-${i}`, url: `/hosted/en/guide/intro#s${i}`, type: 'lvl2', content: null, hierarchy: { lvl0: 'Guide', lvl1: 'Introduction', lvl2: `${prefix} ${i}`, lvl3: null, lvl4: null, lvl5: null, lvl6: null } }))),
            ),
          [key, count, name],
        );

      test('an empty query shows recent searches; a recent one becomes a favorite, and each can be removed', async () => {
        const { page, errors } = await openEn();
        await page.evaluate(() => localStorage.clear());
        await fakeSearchService(page, () => ({ hits: HITS }));
        await search(page, 'section');
        await page.locator('.DocSearch-Hit').first().waitFor();
        await page.keyboard.press('Enter');
        await page.waitForURL(hosted + 'en/guide/intro#section-2');
        await page.keyboard.press('Control+k');
        await page.locator('.DocSearch-Hit-source').first().waitFor();
        expect(await page.locator('.DocSearch-Hit-source').allTextContents()).toEqual(['Recent']);
        expect(await page.locator('.DocSearch-Hit').count()).toBe(1);
        await page.locator('.DocSearch-Hit').hover();
        await page.getByTitle('Save this search').click();
        await expect.poll(() => page.locator('.DocSearch-Hit-source').allTextContents()).toEqual(['Favorite']);
        expect(await stored(page, FAVORITE)).toHaveLength(1);
        await page.locator('.DocSearch-Hit').hover();
        await page.getByTitle('Remove this search from favorites').click();
        await expect.poll(() => page.locator('.DocSearch-Hit').count()).toBe(0);
        expect(await modal(page).textContent()).toContain('No recent searches');
        await closeModal(page);
        await search(page, 'section');
        await page.locator('.DocSearch-Hit').first().waitFor();
        await page.keyboard.press('Enter');
        await modal(page).waitFor({ state: 'detached' });
        await page.keyboard.press('Control+k');
        await page.locator('.DocSearch-Hit').hover();
        await page.getByTitle('Remove this search from history').click();
        await expect.poll(() => stored(page, RECENT)).toEqual([]);
        expect(await modal(page).textContent()).toContain('No recent searches');
        await page.evaluate(() => localStorage.clear());
        expect(errors).toEqual([]);
        await page.close();
      });

      test('seven recent searches are kept, four when there are favorites, and ten favorites', async () => {
        const { page, errors } = await openEn();
        await fakeSearchService(page, () => ({ hits: HITS }));
        const reload = async () => {
          await page.reload();
          await page.waitForSelector('html[data-hydrated="true"]');
        };
        const pick = async () => {
          await search(page, 'section');
          await page.locator('.DocSearch-Hit-source', { hasText: 'Guide' }).waitFor();
          await page.keyboard.press('Enter');
          await modal(page).waitFor({ state: 'detached' });
        };
        await seed(page, RECENT, 7);
        await reload();
        await pick();
        expect((await stored(page, RECENT)).map((h) => h.objectID)).toEqual(['1', 'seed-0', 'seed-1', 'seed-2', 'seed-3', 'seed-4', 'seed-5']);

        await seed(page, RECENT, 7);
        await seed(page, FAVORITE, 1);
        await reload();
        await pick();
        expect(await stored(page, RECENT)).toHaveLength(4);

        await page.evaluate(() => localStorage.clear());
        await seed(page, FAVORITE, 10, 'favorite');
        await seed(page, RECENT, 1, 'recent');
        await reload();
        await page.keyboard.press('Control+k');
        const recent = page.locator('.DocSearch-Hit', { hasText: 'recent 0' });
        await recent.hover();
        await recent.getByTitle('Save this search').click();
        await expect.poll(async () => (await stored(page, FAVORITE)).map((h) => h.objectID)[0]).toBe('recent-0');
        expect(await stored(page, FAVORITE)).toHaveLength(10);
        await page.evaluate(() => localStorage.clear());
        expect(errors).toEqual([]);
        await page.close();
      });

      test('without browser storage the modal works and saves nothing, with warnings only', async () => {
        const page = await browser().context.newPage();
        const errors = watchErrors(page);
        await denyStorage(page);
        await fakeSearchService(page, () => ({ hits: HITS }));
        await page.goto(hosted + 'en/guide/intro');
        await page.waitForSelector('html[data-hydrated="true"]');
        await search(page, 'section');
        await page.locator('.DocSearch-Hit').first().waitFor();
        await page.keyboard.press('Enter');
        await page.waitForURL(hosted + 'en/guide/intro#section-2');
        expect(errors).toEqual([]);
        await page.close();
      });
    });

    describe('no results and errors', () => {
      test('no results: the query, suggestions from earlier groups, and the missing-results link', async () => {
        const { page, errors } = await openEn();
        await fakeSearchService(page, (request) => ({ hits: request.body.requests[0]!.query === 'sec' ? HITS : [] }));
        await search(page, 'sec');
        await page.locator('.DocSearch-Hit').first().waitFor();
        await input(page).fill('secxq');
        const screen = page.locator('.DocSearch-NoResults');
        await screen.waitFor();
        expect(await screen.locator('.DocSearch-Title').textContent()).toBe('No results for "secxq"');
        expect(await screen.textContent()).toContain('Try searching for');
        expect(await screen.locator('.DocSearch-NoResults-Prefill-List button').allTextContents()).toEqual(['Guide', 'Basics', 'Forum']);
        expect(await screen.textContent()).toContain('Believe this query should return results?');
        const report = screen.getByRole('link', { name: 'Let us know.' });
        expect(await report.getAttribute('href')).toBe('https://github.com/example/kit/issues/new?title=Search%3A%20secxq');
        expect(errors).toEqual([]);
        await page.close();
      });

      test('every host unreachable: "Unable to fetch results"', async () => {
        const { page, errors } = await openEn('en/guide/intro', { allow: [/ERR_CONNECTION_REFUSED|Failed to load resource/] });
        const requests = await fakeSearchService(page, () => 'abort');
        await search(page, 'section');
        const screen = page.locator('.DocSearch-ErrorScreen');
        await screen.waitFor();
        expect(await screen.locator('.DocSearch-Title').textContent()).toBe('Unable to fetch results');
        expect(await screen.locator('.DocSearch-Help').textContent()).toBe('You might want to check your network connection.');
        expect(new Set(requests.map((r) => r.host)).size).toBe(4); // the read host and its three fallbacks
        expect(errors).toEqual([]);
        await page.close();
      });

      test('a host that does not answer is given up after the 1 s connect timeout, and the next host answers', async () => {
        // The page's clock is paused while the query runs: the 1 s is the client's own timer, whatever the load.
        // A browser of its own: the fake clock governs every page of a browser context.
        const own = await launchBrowser();
        try {
          const start = Date.parse('2030-01-01T00:00:00Z');
          await own.context.clock.install({ time: start });
          const page = await own.context.newPage();
          const errors = watchErrors(page);
          // When (on the page's clock) and where each request to the service is sent.
          await page.addInitScript(() => {
            const sent: [number, string][] = ((window as unknown as { __sent: [number, string][] }).__sent = []);
            const { open, send } = XMLHttpRequest.prototype;
            const urls = new WeakMap<XMLHttpRequest, string>();
            XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
              urls.set(this, String(args[1]));
              return (open as (...a: unknown[]) => void).apply(this, args);
            };
            XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
              if (/algolia/.test(urls.get(this) ?? '')) sent.push([Date.now(), new URL(urls.get(this)!).host]);
              return send.call(this, body);
            };
          });
          const requests = await fakeSearchService(page, (request) => (request.host.includes('-dsn.') ? 'hang' : { hits: HITS }));
          await page.goto(hosted + 'en/guide/intro');
          await page.waitForSelector('html[data-hydrated="true"]');
          await page.keyboard.press('Control+k');
          await input(page).waitFor();
          await own.context.clock.pauseAt(start + 3_600_000);
          const sent = () => page.evaluate(() => (window as unknown as { __sent: [number, string][] }).__sent);
          await input(page).fill('section');
          await expect.poll(() => requests.length).toBe(1);
          const [[askedAt, first]] = (await sent()) as [[number, string]];
          expect(first).toBe('kitapp-dsn.algolia.net');
          await own.context.clock.runFor(999);
          expect(await sent()).toHaveLength(1); // still waiting for the first host
          await own.context.clock.runFor(1);
          const [, [retriedAt, second]] = (await sent()) as [[number, string], [number, string]];
          expect(second).toMatch(/^kitapp-\d\.algolianet\.com$/);
          expect(retriedAt - askedAt).toBe(1000);
          await page.locator('.DocSearch-Hit').first().waitFor();
          expect(requests.map((r) => r.host)).toEqual([first, second]);
          expect(errors).toEqual([]);
        } finally {
          await own.close();
        }
      });

      test('a host that failed is skipped for 2 minutes, then tried again', async () => {
        // A browser of its own: the fake clock governs every page of a browser context.
        const own = await launchBrowser();
        try {
          await own.context.clock.install();
          const page = await own.context.newPage();
          const errors = watchErrors(page, { allow: [/ERR_CONNECTION_REFUSED/] });
          const requests = await fakeSearchService(page, (request) => (request.host.includes('-dsn.') ? 'abort' : { hits: HITS }));
          await page.goto(hosted + 'en/guide/intro');
          await page.waitForSelector('html[data-hydrated="true"]');
          const firstHostOf = async (query: string) => {
            const count = requests.length;
            await search(page, query);
            await page.locator('.DocSearch-Hit').first().waitFor();
            await page.keyboard.press('Escape');
            await page.keyboard.press('Escape');
            await modal(page).waitFor({ state: 'detached' });
            return requests[count]!.host;
          };
          expect(await firstHostOf('section')).toBe('kitapp-dsn.algolia.net');
          expect(await firstHostOf('part')).not.toContain('-dsn.');
          await page.clock.fastForward('01:40');
          expect(await firstHostOf('two')).not.toContain('-dsn.');
          await page.clock.fastForward('00:21');
          expect(await firstHostOf('three')).toBe('kitapp-dsn.algolia.net');
          expect(errors).toEqual([]);
        } finally {
          await own.close();
        }
      });
    });

    describe('the search page', () => {
      test('a direct visit searches ?q=, shows the count and results grouped by page; typing keeps q in the URL without new history entries', async () => {
        const page = await browser().context.newPage();
        const errors = watchErrors(page);
        const requests = await fakeSearchService(page, (request) => {
          const query = request.body.requests[0]!.query;
          return query === 'section' ? { hits: HITS.slice(0, 3) } : { hits: [] };
        });
        await page.goto(hosted + 'en/search?q=section');
        await page.waitForSelector('html[data-hydrated="true"]');
        const count = page.locator('.search-page-count');
        await expect.poll(() => count.textContent()).toBe('3 results for “section”');
        expect(await page.locator('.search-page-input').inputValue()).toBe('section');
        const request = requests.at(-1)!.body.requests[0]!;
        expect(request).toMatchObject({ indexName: 'kit', query: 'section', page: 0, hitsPerPage: 20, facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']] });
        expect(await page.locator('.search-result-title').allTextContents()).toEqual(['Introduction', 'One', 'Two']);
        expect(await page.locator('.search-result-title a').first().getAttribute('href')).toBe('/hosted/en/guide/intro');
        expect(await page.locator('.search-result-breadcrumb').first().textContent()).toBe('Guide › Introduction');
        // The match in "One" is its title, which heads the group: no section is listed under it.
        expect(await page.locator('.search-result').nth(1).locator('.search-result-sections').count()).toBe(0);
        expect(await page.locator('.search-result-sections a').nth(1).getAttribute('href')).toBe('/hosted/en/guide/basics/two#part-two');
        expect(await page.locator('.search-result-sections a').nth(1).textContent()).toContain('The second part.');

        const historyLength = await page.evaluate(() => history.length);
        await page.locator('.search-page-input').fill('nothing here');
        await expect.poll(() => count.textContent()).toBe('No results for “nothing here”');
        expect(page.url()).toBe(hosted + 'en/search?q=nothing+here');
        expect(await page.evaluate(() => history.length)).toBe(historyLength);
        expect(errors).toEqual([]);
        await page.close();
      });

      test('more results on demand, and a result opens with client-side navigation', async () => {
        const page = await browser().context.newPage();
        const errors = watchErrors(page);
        const requests = await fakeSearchService(page, (request) => (request.body.requests[0]!.page === 0 ? { hits: HITS.slice(0, 2), nbHits: 3, nbPages: 2 } : { hits: HITS.slice(2, 3), nbHits: 3, nbPages: 2 }));
        await page.goto(hosted + 'search?q=part');
        await page.waitForSelector('html[data-hydrated="true"]');
        await expect.poll(() => page.locator('.search-page-count').textContent()).toBe('找到 3 条关于“part”的结果');
        expect(await page.locator('.search-result').count()).toBe(2);
        await page.getByRole('button', { name: '更多结果' }).click();
        await expect.poll(() => page.locator('.search-result').count()).toBe(3);
        expect(requests.at(-1)!.body.requests[0]!).toMatchObject({ page: 1, facetFilters: ['language:zh-Hans', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']] });
        expect(await page.getByRole('button', { name: '更多结果' }).count()).toBe(0);
        await page.evaluate(() => ((window as unknown as { __kept: string }).__kept = 'kept'));
        await page.locator('.search-result-sections a').first().click();
        await page.waitForURL(hosted + 'en/guide/intro#section-2');
        expect(await page.evaluate(() => (window as unknown as { __kept?: string }).__kept)).toBe('kept');
        expect(errors).toEqual([]);
        await page.close();
      });
    });
  });
}
