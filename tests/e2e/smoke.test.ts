// Opens the built ArmKit site in real Chromium: every page kind in both locales hydrates without a console error.
import { describe, expect, inject, test } from 'vitest';
import { useBrowser, watchErrors } from '../helpers/browser.js';

const server = { url: inject('siteUrl') };
const browser = useBrowser();

const pages = [
  { path: 'tutorials/environment', lang: 'zh-Hans', kind: 'doc' },
  { path: 'en/tutorials/environment', lang: 'en-GB', kind: 'doc' },
  { path: 'lua/motion', lang: 'zh-Hans', kind: 'doc' },
  { path: 'en/components/Button', lang: 'en-GB', kind: 'doc' },
  { path: '', lang: 'zh-Hans', kind: 'home' },
  { path: 'en/', lang: 'en-GB', kind: 'home' },
  { path: 'markdown-page', lang: 'zh-Hans', kind: 'markdown' },
  { path: 'en/search', lang: 'en-GB', kind: 'search' },
  { path: 'no/such/page', lang: 'zh-Hans', kind: 'not-found' },
];

describe('the built site in Chromium', () => {
  for (const { path: route, lang, kind } of pages) {
    test(`${kind} /${route} hydrates in ${lang} with no console error`, async () => {
      const page = await browser().context.newPage();
      const errors = watchErrors(page, { expectNotFound: kind === 'not-found' });
      const response = await page.goto(server.url + route);
      expect(response?.status()).toBe(kind === 'not-found' ? 404 : 200);
      await page.waitForSelector('html[data-hydrated="true"]');
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      expect(await page.locator('h1').count()).toBe(1);
      expect(await page.title()).toMatch(/ArmKit$/);
      // The toggle only reacts once React has hydrated the navbar.
      expect(await page.getAttribute('html', 'data-theme')).toBe('light');
      await page.locator('.color-mode-toggle').click();
      expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
      await page.evaluate(() => localStorage.clear());
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  test('a doc page shows its sidebar, table of contents, highlighted code and footer', async () => {
    const page = await browser().context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${server.url}en/lua/motion`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await expect(page.locator('.sidebar-link-active').textContent()).resolves.toBeTruthy();
    expect(await page.locator('.toc-link').count()).toBeGreaterThan(3);
    expect(await page.locator('.code-block pre.shiki').count()).toBeGreaterThan(3);
    await expect(page.locator('.footer').textContent()).resolves.toContain('2023');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('every route of the site', () => {
  test('hydrates with no console error, in both locales', async () => {
    const page = await browser().context.newPage();
    const errors = watchErrors(page);
    // Data-saver mode: no prefetching, so each page is checked on its own.
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }) }));
    await page.goto(server.url);
    const manifest = await page.evaluate(() => (JSON.parse(document.getElementById('__docgen_data')!.textContent!) as { site: { routeManifest: string } }).site.routeManifest);
    const routes = (await (await fetch(new URL(manifest, server.url))).json()) as string[];
    expect(routes.length).toBeGreaterThanOrEqual(78);
    for (const route of routes) {
      await page.goto(new URL(route, server.url).href);
      await page.waitForSelector('html[data-hydrated="true"]');
      expect(errors, route).toEqual([]);
    }
    await page.close();
  }, 180_000);
});
