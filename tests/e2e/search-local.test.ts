// The search modal and page on the local index (no service account anywhere): both locales, Chinese,
// contextual filtering, hostile text shown as text, and the error screen when the index cannot load.
import type { Page, Route } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { openPage, useBrowser } from '../helpers/browser.js';
import { watchRequests } from '../helpers/page-settled.js';
import { searchInModal } from './helpers/search-modal.js';

const browser = useBrowser();

/**
 * Resolves once the effects DocSearch (Preact) has scheduled so far have run: Preact runs them after the next
 * frame, or after 100 ms when no frame comes, then in a task of their own. Callbacks queued the same way
 * after Preact's run after them, however slow the machine: this waits on ordering, not on a margin.
 */
function afterDocSearchEffects(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let queued = false;
        const next = () => {
          if (queued) return;
          queued = true;
          setTimeout(resolve);
        };
        requestAnimationFrame(next);
        setTimeout(next, 100);
      }),
  );
}

for (const { name: target, siteUrl: site, fixtureUrl: fixture } of inject('targets')) {
  describe(`docgen ${target}`, () => {
    const input = (page: Page) => page.locator('.DocSearch-Input');
    const hitLinks = (page: Page) => page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));

    const search = (page: Page, query: string) => searchInModal(page, query);

    describe('the modal on the local index', () => {
      test('a command name finds its reference section first, and Enter opens it in place', async () => {
        const { page, errors } = await openPage(browser(), `${site}en/lua/motion`);
        await page.evaluate(() => ((window as unknown as { __kept: string }).__kept = 'kept'));
        await search(page, 'ModbusCreate');
        expect((await hitLinks(page))[0]).toBe('/armkit/en/lua/modbus#modbuscreate');
        expect(await page.locator('.DocSearch-Hit-source').first().textContent()).toBe('Lua');
        await page.keyboard.press('Enter');
        await page.waitForURL(`${site}en/lua/modbus#modbuscreate`);
        expect(await page.evaluate(() => (window as unknown as { __kept?: string }).__kept)).toBe('kept');
        expect(errors).toEqual([]);
        await page.close();
      });

      test('the modal wears the site\'s colours in both modes and names no hosted service over the local index', async () => {
        const { page, errors } = await openPage(browser(), `${site}lua/motion`);
        await search(page, 'MovJ');
        const selected = page.locator('.DocSearch-Hit a[aria-selected="true"]');
        const colours = () => selected.evaluate((link) => [getComputedStyle(link).backgroundColor, getComputedStyle(link.querySelector('.DocSearch-Hit-title')!).color]);
        // The theme's primary behind the chosen hit (DocSearch's own is indigo, rgb(84, 104, 255)), and its text readable on it.
        expect(await colours()).toEqual(['rgb(26, 99, 214)', 'rgb(255, 255, 255)']);
        expect(await page.locator('.DocSearch-Logo').isVisible()).toBe(false);
        expect(await page.locator('.DocSearch-Footer').evaluate((footer) => (footer as HTMLElement).innerText)).not.toMatch(/algolia|搜索提供/i);
        await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
        expect(await colours()).toEqual(['rgb(110, 168, 254)', 'rgb(27, 27, 29)']);
        expect(errors).toEqual([]);
        await page.close();
      });

      test('Escape closes the modal however soon it follows "/", and Ctrl+K toggles it', async () => {
        const { page, errors } = await openPage(browser(), `${site}en/lua/motion`);
        const modal = page.locator('.DocSearch-Container');
        const isOpen = async () => (await modal.count()) > 0 || (await page.evaluate(() => document.body.classList.contains('DocSearch--active')));

        // Escape while the modal's code is still on its way (held here until both keys are in): nothing opens.
        let release!: () => void;
        const released = new Promise<void>((resolve) => (release = resolve));
        const holdScripts = async (route: Route) => {
          await released;
          await route.continue();
        };
        await page.route(/\.js(\?|$)/, holdScripts);
        await page.keyboard.press('/');
        await page.keyboard.press('Escape');
        release();
        await page.locator('.docsearch-mount .DocSearch-Button').waitFor({ state: 'attached' }); // mounted: opening was decided
        await page.unroute(/\.js(\?|$)/, holdScripts);
        await afterDocSearchEffects(page);
        expect(await isOpen()).toBe(false);

        // Escape in the same task as the modal appearing: DocSearch's own listener still thinks it is closed.
        const shown = await page.evaluate(async () => {
          const press = (key: string, code: string) => document.body.dispatchEvent(new KeyboardEvent('keydown', { key, code, bubbles: true, cancelable: true }));
          press('/', 'Slash');
          for (let turn = 0; turn < 1000 && !document.querySelector('.DocSearch-Container'); turn++) await Promise.resolve(); // microtasks only
          const appeared = document.querySelector('.DocSearch-Container') !== null;
          press('Escape', 'Escape');
          return appeared;
        });
        expect(shown).toBe(true);
        await afterDocSearchEffects(page);
        expect(await isOpen()).toBe(false);

        // Typed as fast as the keyboard goes, again and again.
        for (let round = 0; round < 5; round++) {
          await page.keyboard.press('/');
          await page.keyboard.press('Escape');
          await afterDocSearchEffects(page);
          expect(await isOpen(), `round ${round}`).toBe(false);
        }

        // Pressed once DocSearch has marked the page (its own Escape listener may still be the stale one).
        for (const closeKey of ['Escape', 'Control+k']) {
          await page.keyboard.press('Control+k');
          await page.waitForFunction(() => document.body.classList.contains('DocSearch--active'));
          await page.keyboard.press(closeKey);
          await modal.waitFor({ state: 'detached' });
          await afterDocSearchEffects(page);
          expect(await isOpen(), closeKey).toBe(false);
        }
        expect(errors).toEqual([]);
        await page.close();
      });

      test('contextual search: an English page gets English hits only, a Chinese page Chinese ones', async () => {
        for (const [path, english] of [
          ['en/lua/motion', true],
          ['lua/motion', false],
        ] as const) {
          const { page, errors } = await openPage(browser(), site + path);
          await search(page, 'MovJ');
          const links = await hitLinks(page);
          expect(links.length).toBeGreaterThan(3);
          for (const link of links) expect(link.startsWith('/armkit/en/')).toBe(english);
          expect(errors).toEqual([]);
          await page.close();
        }
      });

      test.each([
        ['机械臂', null],
        ['坐标系', '/armkit/lua/tool'],
        ['寄存器', '/armkit/lua/busRegister'],
        ['Lua脚本', null],
      ])('Chinese works: %s', async (query, page) => {
        const { page: tab, errors } = await openPage(browser(), `${site}tutorials/environment`);
        await search(tab, query);
        const links = await hitLinks(tab);
        expect(links.length).toBeGreaterThan(0);
        for (const link of links) expect(link.startsWith('/armkit/en/')).toBe(false);
        if (page) expect(links.slice(0, 3).some((link) => link.startsWith(page))).toBe(true);
        expect(await tab.locator('.DocSearch-Hit mark').first().textContent()).toBeTruthy();
        expect(errors).toEqual([]);
        await tab.close();
      });

      test('the zh-Hans modal speaks Chinese: no results', async () => {
        const { page, errors } = await openPage(browser(), `${site}lua/motion`);
        await page.keyboard.press('Control+k');
        await input(page).fill('zzqxw');
        const screen = page.locator('.DocSearch-NoResults');
        await screen.waitFor();
        expect(await screen.locator('.DocSearch-Title').textContent()).toBe('没有结果： "zzqxw"');
        expect(await screen.getByRole('link', { name: '请告知我们。' }).getAttribute('href')).toBe('mailto:docs@armkit.example.com?subject=Search%20finds%20nothing%20for%20zzqxw');
        expect(errors).toEqual([]);
        await page.close();
      });

      test('text that looks like HTML shows as text in the hits', async () => {
        const { page, errors } = await openPage(browser(), `${fixture}en/guide/intro`);
        const requests = watchRequests(page); // an injected <img> would load, fail and run its onerror
        const dialogs: string[] = [];
        page.on('dialog', (dialog) => {
          dialogs.push(dialog.message());
          void dialog.dismiss();
        });
        await search(page, 'alert');
        const shown = async () => (await page.locator('.DocSearch-Hit').allTextContents()).join(' ');
        expect(await shown()).toContain('<script>alert(1)</script>');
        await input(page).fill('onerror');
        await expect.poll(shown).toContain('<img src=x onerror=alert(2)>');
        expect(await page.locator('.DocSearch-Modal script, .DocSearch-Modal img').count()).toBe(0);
        await requests.settled();
        expect(dialogs).toEqual([]);
        expect(errors).toEqual([]);
        await page.close();
      });

      test('an index that cannot be loaded gives the error screen', async () => {
        const { page, errors } = await openPage(browser(), `${site}en/lua/motion`, { allow: [/ERR_FAILED/] });
        // The index the locale's shared data names: a content-hashed file in the build, a fixed URL in the dev server.
        const indexUrl = /(\/assets\/search-index-en-[0-9a-f]+|\/__docgen\/search-index-en)\.json$/;
        await page.route(indexUrl, (route) => route.abort());
        await page.keyboard.press('Control+k');
        await input(page).fill('MovJ');
        const screen = page.locator('.DocSearch-ErrorScreen');
        await screen.waitFor();
        expect(await screen.textContent()).toContain('Unable to fetch results');
        expect(await screen.textContent()).toContain('You might want to check your network connection.');
        await page.unroute(indexUrl);
        await input(page).fill('MovL');
        await page.locator('.DocSearch-Hit').first().waitFor();
        expect(errors).toEqual([]);
        await page.close();
      });
    });

    describe('the search page on the local index', () => {
      test('a match in a heading shows the heading once, with the match marked, and no snippet repeating it', async () => {
        const { page, errors } = await openPage(browser(), `${site}en/search?q=blending`);
        const sections = page.locator('.search-result-sections li');
        await sections.first().waitFor();
        const shown = await sections.evaluateAll((items) =>
          items.map((item) => ({
            heading: item.querySelector('.search-result-heading')?.textContent ?? '',
            marked: item.querySelector('.search-result-heading mark')?.textContent ?? '',
            snippet: item.querySelector('.search-result-snippet')?.textContent ?? '',
          })),
        );
        expect(shown).toContainEqual({ heading: 'Speed, acceleration and blending', marked: 'blending', snippet: '' });
        for (const { heading, snippet } of shown) if (heading && snippet) expect(heading.endsWith(snippet.replace(/^…|…$/g, ''))).toBe(false);
        expect(errors).toEqual([]);
        await page.close();
      });

      test('a direct visit in each language finds the page, with more results on demand', async () => {
        const { page, errors } = await openPage(browser(), `${site}en/search?q=TCP`);
        const count = page.locator('.search-page-count');
        await expect.poll(() => count.textContent()).toMatch(/^\d+ results for “TCP”$/);
        const total = Number((await count.textContent())!.split(' ')[0]);
        expect(total).toBeGreaterThan(20);
        const titles = await page.locator('.search-result-title').allTextContents();
        expect(titles.slice(0, 3).some((title) => /TCP/.test(title))).toBe(true);
        const before = await page.locator('.search-result-sections li').count();
        await page.getByRole('button', { name: 'More results' }).click();
        await expect.poll(() => page.locator('.search-result-sections li').count()).toBeGreaterThan(before);
        expect(errors).toEqual([]);
        await page.close();

        const zh = await openPage(browser(), `${site}search?q=${encodeURIComponent('夹爪')}`);
        await expect.poll(() => zh.page.locator('.search-page-count').textContent()).toMatch(/^找到 \d+ 条关于“夹爪”的结果$/);
        expect(await zh.page.locator('.search-result-title a').first().getAttribute('href')).not.toContain('/en/');
        expect(zh.errors).toEqual([]);
        await zh.page.close();
      });
    });
  });
}
