// Sidebar categories with a page of their own (a generated index, a doc), in real Chromium at a desktop width and
// in the mobile menu: the label opens the page and the category, marked active; the chevron only toggles. A
// Docusaurus project's link and html items hydrate as the server rendered them.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { openPage, useBrowser } from '../helpers/browser.js';

const browser = useBrowser();

/** A category's parts by its label, in a sidebar: its link, its chevron, its list. */
function category(page: Page, sidebar: Locator, label: string) {
  const item = sidebar.locator('.sidebar-category', { has: page.locator(':scope > .sidebar-category-row > a', { hasText: label }) });
  return { link: item.locator(':scope > .sidebar-category-row > a'), chevron: item.locator(':scope > .sidebar-category-row > button'), items: item.locator(':scope > .sidebar-category-items') };
}

for (const { name: target, fixtureUrl: fixture, docusaurusUrl: docusaurus } of inject('targets')) {
  describe(`docgen ${target}`, () => {
    test('at 1280 px: the label opens its generated index, open and active; the chevron toggles in place; a card leads on', async () => {
      const { page, errors } = await openPage(browser(), `${fixture}en/guide/intro`);
      await page.setViewportSize({ width: 1280, height: 900 });
      const tools = category(page, page.locator('.doc-sidebar-container'), 'Tools');
      expect(await tools.chevron.getAttribute('aria-expanded')).toBe('false');
      expect(await tools.chevron.getAttribute('aria-label')).toBe('Toggle the category “Tools”');

      await tools.link.click();
      await page.waitForURL(`${fixture}en/category/tools`);
      expect(await page.locator('h1').textContent()).toBe('Tools');
      expect(await page.locator('.category-index-description').textContent()).toBe('What the arm holds and measures with.');
      expect(await page.locator('.doc-card').allTextContents()).toEqual(['GaugeReads the pressure at the tool flange.']);
      expect(await page.locator('.doc-card h2 svg').evaluateAll((icons) => icons.map((icon) => icon.getAttribute('class')))).toEqual(['icon icon-file doc-card-icon']);
      await expect.poll(() => tools.chevron.getAttribute('aria-expanded')).toBe('true');
      await expect.poll(() => tools.items.locator('a', { hasText: 'Gauge' }).isVisible()).toBe(true);
      expect(await tools.link.getAttribute('aria-current')).toBe('page');
      expect(await tools.link.getAttribute('class')).toContain('sidebar-link-active');

      await tools.chevron.click();
      await expect.poll(() => tools.items.evaluate((el) => (el as HTMLElement).hidden)).toBe(true);
      expect(await tools.chevron.getAttribute('aria-expanded')).toBe('false');
      await tools.chevron.click();
      await expect.poll(() => tools.items.locator('a', { hasText: 'Gauge' }).isVisible()).toBe(true);
      expect(page.url()).toBe(`${fixture}en/category/tools`); // the chevron never navigates

      await page.locator('.doc-card', { hasText: 'Gauge' }).click();
      await page.waitForURL(`${fixture}en/guide/tools/gauge`);
      await expect.poll(() => tools.link.getAttribute('aria-current')).toBe(null);
      expect(await tools.chevron.getAttribute('aria-expanded')).toBe('true'); // its doc is active inside it
      expect(await page.locator('.pagination-prev').getAttribute('href')).toBe('/kit/en/category/tools');
      expect(errors).toEqual([]);
      await page.close();
    });

    test('at 390 px, in the mobile menu: the label opens the doc it names, the category open and active; the chevron toggles', async () => {
      const { page, errors } = await openPage(browser(), `${fixture}guide/intro`);
      await page.setViewportSize({ width: 390, height: 844 });
      const toggle = page.getByRole('button', { name: '打开导航菜单' });
      const menu = page.getByRole('dialog');
      await toggle.click();
      const setup = category(page, menu, '安装');
      expect(await setup.chevron.getAttribute('aria-expanded')).toBe('false');
      await setup.chevron.click();
      await expect.poll(() => setup.items.locator('a', { hasText: '接线' }).isVisible()).toBe(true);
      await setup.chevron.click();
      await expect.poll(() => setup.items.evaluate((el) => (el as HTMLElement).hidden)).toBe(true);
      expect(page.url()).toBe(`${fixture}guide/intro`);
      expect(await menu.isVisible()).toBe(true); // toggling does not close the menu

      await setup.link.click();
      await page.waitForURL(`${fixture}guide/setup/overview`);
      await menu.waitFor({ state: 'detached' }); // following a link closes the menu
      expect(await page.locator('.markdown h1').textContent()).toBe('安装概述');
      await toggle.click();
      const reopened = category(page, menu, '安装');
      expect(await reopened.chevron.getAttribute('aria-expanded')).toBe('true');
      expect(await reopened.link.getAttribute('aria-current')).toBe('page');
      expect(await reopened.items.locator('a', { hasText: '接线' }).isVisible()).toBe(true);
      expect(errors).toEqual([]);
      await page.close();
    });

    test("a Docusaurus project's sidebar: its link item opens a new tab, its html item shows, its labels open their pages", async () => {
      const { page, errors } = await openPage(browser(), `${docusaurus}docs/api/protocol/registers`);
      const sidebar = page.locator('.doc-sidebar-container');
      const releases = sidebar.getByRole('link', { name: 'Releases' });
      expect([await releases.getAttribute('target'), await releases.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
      expect(await releases.locator('svg.external-link-mark').count()).toBe(1);
      expect(await sidebar.locator('.sidebar-note').textContent()).toBe('Firmware 2.x');
      const protocol = category(page, sidebar, 'Protocol');
      expect(await protocol.chevron.getAttribute('aria-expanded')).toBe('true'); // its doc is open
      await protocol.chevron.click();
      await expect.poll(() => protocol.chevron.getAttribute('aria-expanded')).toBe('false');
      expect(page.url()).toBe(`${docusaurus}docs/api/protocol/registers`);

      await category(page, sidebar, 'Reference').link.click();
      await page.waitForURL(`${docusaurus}docs/category/reference`);
      expect(await page.locator('.doc-card h2').allTextContents()).toEqual(['Command line', 'Protocol', 'Releases']);
      expect(await page.locator('.doc-card h2 svg').evaluateAll((icons) => icons.map((icon) => icon.getAttribute('class')))).toEqual(['icon icon-file doc-card-icon', 'icon icon-folder doc-card-icon', 'icon icon-externalLink doc-card-icon']);
      expect(await category(page, sidebar, 'Reference').link.getAttribute('aria-current')).toBe('page');
      expect(await sidebar.locator('.sidebar-note').textContent()).toBe('Firmware 2.x'); // rendered again after the navigation
      expect(errors).toEqual([]);
      await page.close();
    });
  });
}
