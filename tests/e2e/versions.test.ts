// The docs versions of the ArmKit site (Next and 3.2) in real Chromium, built and served: the version menu
// opens the same doc in the other version or that version's landing doc, the choice is remembered and the
// navbar's doc entries follow it, Next carries its banner in both languages, and search keeps to the
// reader's version, in the modal and on the search page. No console error.
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { openPage, useBrowser } from '../helpers/browser.js';
import { searchInModal } from './helpers/search-modal.js';

const browser = useBrowser();
const PREFERRED = 'docgen.docs.preferredVersion';

for (const { name: target, siteUrl: site } of inject('targets')) {
  describe(`docgen ${target}`, () => {
    const menu = (page: Page) => page.getByRole('navigation', { name: 'Main' }).locator('.version-dropdown');
    const chooseVersion = async (page: Page, label: string) => {
      await menu(page).locator('summary').click();
      await menu(page).getByRole('link', { name: label, exact: true }).click();
    };

    test('the menu opens the same doc in the other version, or its landing doc where the doc is new', async () => {
      const { page, errors } = await openPage(browser(), `${site}en/next/lua/motion`);
      expect(await menu(page).locator('summary').textContent()).toBe('Next');
      expect(await menu(page).locator('summary').getAttribute('aria-label')).toBe('Version: Next');
      await chooseVersion(page, '3.2');
      await page.waitForURL(`${site}en/lua/motion`);
      await page.getByRole('heading', { level: 1, name: 'Motion commands' }).waitFor();
      await expect.poll(() => menu(page).locator('summary').textContent()).toBe('3.2');
      expect(await page.locator('.banner-version').count()).toBe(0);
      // Force control is new in Next: 3.2 has no such doc, so its landing doc opens.
      await page.goto(`${site}en/next/lua/forceControl`);
      await page.waitForSelector('html[data-hydrated="true"]');
      await chooseVersion(page, '3.2');
      await page.waitForURL(`${site}en/tutorials/environment`);
      expect(errors).toEqual([]);
      await page.close();
    });

    test('links between docs stay inside their version', async () => {
      const { page, errors } = await openPage(browser(), `${site}en/next/lua/forceControl`);
      const hrefs = () => page.locator('.markdown a[href^="/armkit/en/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
      expect(await hrefs()).toContain('/armkit/en/next/lua/motion#movl');
      expect((await hrefs()).filter((href) => !href.startsWith('/armkit/en/next/'))).toEqual([]);
      await page.goto(`${site}en/lua/safeskin`);
      await page.waitForSelector('html[data-hydrated="true"]');
      expect((await hrefs()).length).toBeGreaterThan(0);
      expect((await hrefs()).filter((href) => href.startsWith('/armkit/en/next/'))).toEqual([]);
      await page.evaluate(() => localStorage.clear());
      expect(errors).toEqual([]);
      await page.close();
    });

    test('the chosen version is remembered: the navbar opens it from any page, after a reload too', async () => {
      const { page, errors } = await openPage(browser(), `${site}en/lua/motion`);
      const lua = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lua', exact: true });
      expect(await lua.getAttribute('href')).toBe('/armkit/en/lua/grammer');
      await chooseVersion(page, 'Next');
      await page.waitForURL(`${site}en/next/lua/motion`);
      expect(await page.evaluate((key) => localStorage.getItem(key), PREFERRED)).toBe('current');
      await expect.poll(() => lua.getAttribute('href')).toBe('/armkit/en/next/lua/grammer');
      // A page outside the docs (the blog) knows the choice only from storage: its navbar and menu follow it.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }).click();
      await page.waitForURL(`${site}en/blog`);
      await expect.poll(() => lua.getAttribute('href')).toBe('/armkit/en/next/lua/grammer');
      expect(await menu(page).locator('summary').textContent()).toBe('Next');
      await page.reload();
      await page.waitForSelector('html[data-hydrated="true"]');
      await expect.poll(() => lua.getAttribute('href')).toBe('/armkit/en/next/lua/grammer');
      await lua.click();
      await page.waitForURL(`${site}en/next/lua/grammer`);
      expect(await lua.getAttribute('aria-current')).toBe('true');
      await page.evaluate(() => localStorage.clear());
      expect(errors).toEqual([]);
      await page.close();
    });

    test('Next carries the unreleased banner in both languages, linking the same doc of 3.2', async () => {
      const { page, errors } = await openPage(browser(), `${site}next/lua/motion`);
      const banner = page.getByRole('note').filter({ hasText: '尚未发行' });
      expect((await banner.textContent())?.replace(/\s+/g, ' ')).toBe('此为 ArmKit Next 版尚未发行的文档。 如需最新的文档，请参阅 最新版本（3.2）');
      // Each doc says which version it is, above its title.
      const badge = page.locator('.version-badge');
      expect(await badge.textContent()).toBe('版本：Next');
      expect((await badge.boundingBox())!.y).toBeLessThan((await page.locator('article h1').boundingBox())!.y);
      await banner.getByRole('link', { name: '最新版本（3.2）' }).click();
      await page.waitForURL(`${site}lua/motion`);
      expect(await page.locator('.banner-version').count()).toBe(0);
      expect(await badge.textContent()).toBe('版本：3.2');
      await page.goto(`${site}en/next/api/cli`);
      await page.waitForSelector('html[data-hydrated="true"]');
      expect((await page.locator('.banner-version').textContent())?.replace(/\s+/g, ' ')).toBe(
        'This is unreleased documentation for ArmKit Next. For up-to-date documentation, see the latest version (3.2)',
      );
      expect(await page.locator('.banner-version a').getAttribute('href')).toBe('/armkit/en/api/cli');
      expect(await page.locator('.version-badge').textContent()).toBe('Version: Next');
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe('https://armkit.example.com/armkit/en/next/api/cli');
      await page.evaluate(() => localStorage.clear());
      expect(errors).toEqual([]);
      await page.close();
    });

    describe('search keeps to the reader’s version', () => {
      const hitLinks = (page: Page) => page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
      const search = (page: Page, query: string) => searchInModal(page, query);

      test('in the modal: a command only Next has is found in Next and not in 3.2; a shared one in the page’s version', async () => {
        const { page, errors } = await openPage(browser(), `${site}en/next/lua/forceControl`);
        await search(page, 'FCStart');
        expect((await hitLinks(page))[0]).toBe('/armkit/en/next/lua/forceControl#fcstart');
        await page.locator('.DocSearch-Input').fill('ModbusCreate');
        await expect.poll(async () => (await hitLinks(page))[0]).toBe('/armkit/en/next/lua/modbus#modbuscreate');
        const next = await hitLinks(page);
        // Docs of Next only; pages outside the docs (blog posts) are in every version's search.
        expect(next.filter((href) => !href.startsWith('/armkit/en/next/') && !href.startsWith('/armkit/en/blog/'))).toEqual([]);
        await page.keyboard.press('Escape');
        await page.keyboard.press('Escape');
        // The same tab, in 3.2: the modal is made again for that version.
        await page.goto(`${site}en/lua/motion`);
        await page.waitForSelector('html[data-hydrated="true"]');
        await search(page, 'FCStart');
        expect(await page.locator('.DocSearch-NoResults').count()).toBe(1);
        await page.locator('.DocSearch-Input').fill('ModbusCreate');
        await expect.poll(async () => (await hitLinks(page))[0]).toBe('/armkit/en/lua/modbus#modbuscreate');
        expect((await hitLinks(page)).some((href) => href.includes('/next/'))).toBe(false);
        await page.evaluate(() => localStorage.clear());
        expect(errors).toEqual([]);
        await page.close();
      });

      test('on the search page, with the version the reader chose', async () => {
        const { page, errors } = await openPage(browser(), `${site}en/next/lua/motion`);
        await page.goto(`${site}en/search?q=FCStart`);
        await page.waitForSelector('html[data-hydrated="true"]');
        const results = page.locator('.search-result-title a');
        await expect.poll(async () => (await results.first().getAttribute('href')) ?? '').toBe('/armkit/en/next/lua/forceControl');
        await page.evaluate((key) => localStorage.setItem(key, '3.2'), PREFERRED);
        await page.reload();
        await page.waitForSelector('html[data-hydrated="true"]');
        await page.locator('.search-page-count').getByText('No results for “FCStart”').waitFor();
        expect(await results.count()).toBe(0);
        await page.evaluate(() => localStorage.clear());
        expect(errors).toEqual([]);
        await page.close();
      });
    });
  });
}
