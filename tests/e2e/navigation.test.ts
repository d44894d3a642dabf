// Client-side navigation on the built ArmKit site in real Chromium: links render in place, and what a
// reader sees (URL, title, language, scroll, progress) follows as if the page had been loaded.
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { launchBrowser, openPage, useBrowser, watchErrors } from '../helpers/browser.js';
import { watchRequests } from '../helpers/page-settled.js';

const browser = useBrowser();

/** The router's delay before a navigation shows the progress bar (src/client/router/use-router.ts). */
const PROGRESS_DELAY_MS = 200;
const CLOCK_START = Date.parse('2030-01-01T00:00:00Z');

for (const { name: target, siteUrl: site, fixtureUrl: fixture } of inject('targets')) {
  describe(`docgen ${target}`, () => {
    /** A value on `window` survives client-side navigation and is lost by a page load. */
    const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as { __kept: string }).__kept = 'kept'));
    const windowMark = (page: Page) => page.evaluate(() => (window as unknown as { __kept?: string }).__kept);
    const h1 = (page: Page) => page.locator('h1').first().textContent();

    /**
     * Opens `url` with the page's clock paused: time moves only when the test says (`page.clock.runFor`), so
     * "200 ms after the click" is the router's own timer, whatever the machine's load. Responses to `held`
     * wait until `release()`. Every progress bar the page ever shows is recorded. A browser of its own: the
     * fake clock governs every page of a browser context.
     */
    async function pausedPageHolding(url: string, held: string) {
      const own = await launchBrowser();
      const page = await own.context.newPage();
      const errors = watchErrors(page);
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(held, async (route) => {
        await released;
        await route.continue();
      });
      await own.context.clock.install({ time: CLOCK_START });
      await page.goto(url);
      await page.waitForSelector('html[data-hydrated="true"]');
      await page.evaluate(() => {
        const w = window as unknown as { __progressSeen: boolean };
        w.__progressSeen = false;
        new MutationObserver(() => {
          if (document.querySelector('[role="progressbar"]')) w.__progressSeen = true;
        }).observe(document.body, { childList: true, subtree: true });
      });
      await own.context.clock.pauseAt(CLOCK_START + 3_600_000); // page time: an hour after the clock started
      return { page, errors, release, close: () => own.close() };
    }

    /** Whether a progress bar showed at any time so far, once React has rendered what the timers set off. */
    async function progressShown(page: Page): Promise<boolean> {
      // React renders in a message task (a paused clock holds no message): one posted now runs after it.
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve();
            channel.port2.postMessage(null);
          }),
      );
      return page.evaluate(() => (window as unknown as { __progressSeen: boolean }).__progressSeen || document.querySelector('[role="progressbar"]') !== null);
    }

    describe('client-side navigation', () => {
      test('a link renders the page in place: window kept, scrolled to top, URL, title, lang and sidebar follow', async () => {
        const { page, errors } = await openPage(browser(), `${site}en/lua/motion`);
        await markWindow(page);
        await page.evaluate(() => window.scrollTo(0, 1800));
        await page.locator('.doc-sidebar .sidebar-list a', { hasText: /^I\/O/ }).click();
        await page.waitForURL(`${site}en/lua/io`);
        expect(await h1(page)).toMatch(/I\/O/);
        expect(await windowMark(page)).toBe('kept');
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        expect(await page.title()).toMatch(/^I\/O.* \| ArmKit$/);
        expect(await page.getAttribute('html', 'lang')).toBe('en-GB');
        expect(await page.locator('.sidebar-link-active').textContent()).toMatch(/I\/O/);
        expect(await page.locator('.navbar-link-active').textContent()).toBe('Lua');
        expect(errors).toEqual([]);
        await page.close();
      });

      test('the language dropdown opens the same section in the other locale without a page load', async () => {
        const { page, errors } = await openPage(browser(), `${site}en/lua/motion#point-formats`);
        await markWindow(page);
        await page.locator('.locale-dropdown summary').click();
        await page.locator('.locale-dropdown a[lang="zh-Hans"]').click();
        await page.waitForURL(`${site}lua/motion#point-formats`);
        expect(await page.getAttribute('html', 'lang')).toBe('zh-Hans');
        expect(await page.locator('#point-formats').textContent()).toContain('点位格式');
        expect(await windowMark(page)).toBe('kept');
        const top = await page.locator('#point-formats').evaluate((el) => el.getBoundingClientRect().top);
        expect(top).toBeGreaterThanOrEqual(0);
        expect(top).toBeLessThan(150);
        expect(await page.locator('.navbar-link-active').textContent()).toBe('Lua 指令');
        expect(errors).toEqual([]);
        await page.close();
      });

      test('a link with a hash scrolls to that element on the new page', async () => {
        const { page, errors } = await openPage(browser(), `${fixture}en/guide/intro`);
        await page.locator('.markdown a', { hasText: 'the second one, part two' }).click();
        await page.waitForURL(`${fixture}en/guide/basics/two#part-two`);
        await expect.poll(() => page.locator('#part-two').evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(150);
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
        expect(errors).toEqual([]);
        await page.close();
      });

      test('back and forward restore the scroll position of each page', async () => {
        const { page, errors } = await openPage(browser(), `${site}en/lua/motion`);
        await page.evaluate(() => window.scrollTo(0, 1500));
        await page.locator('.doc-sidebar .sidebar-list a', { hasText: /^TCP/ }).click();
        await page.waitForURL(`${site}en/lua/tcp`);
        await page.evaluate(() => window.scrollTo(0, 700));
        await page.goBack();
        await page.waitForURL(`${site}en/lua/motion`);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
        await page.goForward();
        await page.waitForURL(`${site}en/lua/tcp`);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);
        expect(errors).toEqual([]);
        await page.close();
      });

      test('a trailing .html or /index.html is stripped before matching', async () => {
        const { page, errors } = await openPage(browser(), `${site}en/api/cli.html#global-options`, { expectNotFound: true });
        await page.waitForURL(`${site}en/api/cli#global-options`);
        expect(await h1(page)).toMatch(/command-line/i);
        await page.goto(`${site}en/api/cli/index.html`);
        await page.waitForURL(`${site}en/api/cli`);
        expect(await h1(page)).toMatch(/command-line/i);
        expect(errors).toEqual([]);
        await page.close();
      });

      test('a link to a path that is no route gets the server’s not-found page', async () => {
        const { page, errors } = await openPage(browser(), `${site}en/api/cli`, { expectNotFound: true });
        await markWindow(page);
        await page.evaluate(() => {
          const link = Object.assign(document.createElement('a'), { href: '/armkit/en/api/no-such-page', textContent: 'gone' });
          document.querySelector('.markdown')!.prepend(link);
        });
        const response = page.waitForResponse((r) => r.url().endsWith('/en/api/no-such-page'));
        await page.getByText('gone').click();
        expect((await response).status()).toBe(404);
        await page.waitForSelector('html[data-hydrated="true"]');
        expect(await h1(page)).toBe('Page Not Found');
        expect(await page.locator('main').textContent()).toContain('let them know their link is broken');
        expect(await windowMark(page)).toBeUndefined();
        expect(errors).toEqual([]);
        await page.close();
      });
    });

    describe('slow and failed navigations', () => {
      test('a navigation slower than 200 ms shows the progress bar and a spinner until the page arrives', async () => {
        const { page, errors, release, close } = await pausedPageHolding(`${site}en/api/cli`, '**/en/api/hotkey/index.html');
        try {
          await page.locator('.doc-sidebar .sidebar-list a[href$="/en/api/hotkey"]').click();
          await page.clock.runFor(PROGRESS_DELAY_MS - 1);
          expect(await progressShown(page)).toBe(false);
          await page.clock.runFor(1);
          await page.locator('[role="progressbar"]').waitFor({ state: 'visible' });
          expect(await page.locator('.main-wrapper > [role="status"]').textContent()).toContain('Loading');
          release();
          await page.waitForURL(`${site}en/api/hotkey`);
          await page.locator('[role="progressbar"]').waitFor({ state: 'detached' });
          expect(await h1(page)).toMatch(/hotkey/i);
          expect(errors).toEqual([]);
        } finally {
          await close();
        }
      });

      test('a navigation faster than 200 ms never shows the progress bar', async () => {
        const { page, errors, release, close } = await pausedPageHolding(`${site}en/api/cli`, '**/en/api/local/index.html');
        try {
          await page.locator('.doc-sidebar .sidebar-list a[href$="/en/api/local"]').click();
          await page.clock.runFor(PROGRESS_DELAY_MS - 50); // the data arrives 150 ms after the click
          release();
          await page.waitForURL(`${site}en/api/local`);
          await expect.poll(() => h1(page)).toMatch(/local/i);
          // Long after the delay: the timer was cancelled, not merely late.
          await page.clock.runFor(10 * PROGRESS_DELAY_MS);
          expect(await progressShown(page)).toBe(false);
          expect(errors).toEqual([]);
        } finally {
          await close();
        }
      });

      test('a failed page data request falls back to a full page load of the target', async () => {
        const page = await browser().context.newPage();
        const errors = watchErrors(page, { allow: [/ERR_FAILED/] });
        await page.route('**/en/api/script/index.html', (route) => route.abort());
        await page.goto(`${site}en/api/cli`);
        await page.waitForSelector('html[data-hydrated="true"]');
        await markWindow(page);
        await page.locator('.doc-sidebar .sidebar-list a[href$="/en/api/script"]').click();
        await page.waitForURL(`${site}en/api/script`);
        await page.waitForSelector('html[data-hydrated="true"]');
        expect(await windowMark(page)).toBeUndefined();
        expect(await h1(page)).toMatch(/script/i);
        expect(errors).toEqual([]);
        await page.close();
      });

      test('offline, a navigation shows the error and a Retry button that loads the page once back online', async () => {
        const page = await browser().context.newPage();
        const errors = watchErrors(page, { allow: [/ERR_INTERNET_DISCONNECTED/] });
        // Data-saver mode: no prefetch, so the target really is requested while offline.
        await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }) }));
        await page.goto(`${site}en/components/Alert`);
        await page.waitForSelector('html[data-hydrated="true"]');
        await browser().context.setOffline(true);
        try {
          await page.locator('.doc-sidebar .sidebar-list a[href$="/en/components/Table"]').click();
          const alert = page.locator('.page-load-error[role="alert"]');
          await alert.waitFor();
          expect(await alert.locator('h1').textContent()).toBe('This page could not be loaded.');
          expect(page.url()).toBe(`${site}en/components/Table`);
          await browser().context.setOffline(false);
          await alert.getByRole('button', { name: 'Retry' }).click();
          await alert.waitFor({ state: 'detached' });
          expect(await h1(page)).toBe('Table');
          expect(errors).toEqual([]);
        } finally {
          await browser().context.setOffline(false);
        }
        await page.close();
      });
    });

    describe('prefetching', () => {
      test('links in view are prefetched, and a hovered link at once', async () => {
        const page = await browser().context.newPage();
        const errors = watchErrors(page);
        const inView = page.waitForRequest((r) => r.url().endsWith('/en/lua/grammer/index.html'));
        await page.goto(`${site}en/lua/motion`);
        await inView;
        // A link added after load is not watched for visibility: only hovering it can prefetch it.
        await page.evaluate(() => {
          const link = Object.assign(document.createElement('a'), { href: '/armkit/en/components/Switch', textContent: 'hover me' });
          document.querySelector('.markdown')!.prepend(link);
        });
        const hovered = page.waitForRequest((r) => r.url().endsWith('/en/components/Switch/index.html'));
        await page.getByText('hover me').hover();
        await hovered;
        expect(errors).toEqual([]);
        await page.close();
      });

      for (const connection of [{ saveData: true }, { effectiveType: '2g' }]) {
        test(`nothing is prefetched when the connection says ${JSON.stringify(connection)}`, async () => {
          const page = await browser().context.newPage();
          const errors = watchErrors(page);
          await page.addInitScript((value) => Object.defineProperty(Navigator.prototype, 'connection', { get: () => value }), connection);
          const prefetches: string[] = [];
          page.on('request', (r) => r.url().endsWith('index.html') && prefetches.push(r.url()));
          const requests = watchRequests(page);
          await page.goto(`${site}en/lua/motion`);
          await page.waitForSelector('html[data-hydrated="true"]');
          await page.locator('.doc-sidebar .sidebar-list a[href$="/en/lua/io"]').hover();
          await requests.settled();
          expect(prefetches).toEqual([]);
          // Navigation itself still works.
          await page.locator('.doc-sidebar .sidebar-list a[href$="/en/lua/io"]').click();
          await page.waitForURL(`${site}en/lua/io`);
          expect(prefetches).toHaveLength(1);
          expect(errors).toEqual([]);
          await page.close();
        });
      }
    });
  });
}
