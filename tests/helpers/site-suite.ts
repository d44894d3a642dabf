// The browser suite of tests/e2e/smoke.test.ts as a function of the server, so that the same checks run
// against `docgen build` output and against `docgen serve` (where a hydration mismatch could show only in one).
import { describe, expect, test } from 'vitest';
import type { Browser } from './browser.js';
import { watchErrors } from './browser.js';

export const SMOKE_PAGES = [
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

export function defineSiteSuite(name: string, site: () => { url: string; browser: Browser }): void {
  describe(name, () => {
    for (const { path: route, lang, kind } of SMOKE_PAGES) {
      test(`${kind} /${route} hydrates in ${lang} with no console error`, async () => {
        const { url, browser } = site();
        const page = await browser.context.newPage();
        const errors = watchErrors(page, { expectNotFound: kind === 'not-found' });
        const response = await page.goto(url + route);
        expect(response?.status()).toBe(kind === 'not-found' ? 404 : 200);
        await page.waitForSelector('html[data-hydrated="true"]');
        expect(await page.getAttribute('html', 'lang')).toBe(lang);
        expect(await page.locator('h1').count()).toBe(1);
        expect(await page.title()).toMatch(/ArmKit$/);
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
      const { url, browser } = site();
      const page = await browser.context.newPage();
      const errors = watchErrors(page);
      await page.goto(`${url}en/lua/motion`);
      await page.waitForSelector('html[data-hydrated="true"]');
      await expect(page.locator('.sidebar-link-active').textContent()).resolves.toBeTruthy();
      expect(await page.locator('.toc-link').count()).toBeGreaterThan(3);
      expect(await page.locator('.code-block pre.shiki').count()).toBeGreaterThan(3);
      await expect(page.locator('.footer').textContent()).resolves.toContain('2023');
      expect(errors).toEqual([]);
      await page.close();
    });
  });
}
