// A navbar dropdown, an item placed on the right and the footer's link columns in real Chromium, on the client fixture: at 1280 px the dropdown
// opens on hover, by click and by keyboard, closes on Escape and a click outside, and its links navigate; at 390 px
// it is a group of the mobile menu that folds; the footer's columns sit side by side, then stacked.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { useBrowser, watchErrors } from '../helpers/browser.js';

const browser = useBrowser();

/** Opens a URL at a window size, watching for errors, once React has hydrated the page. */
async function openAt(url: string, viewport: { width: number; height: number }): Promise<{ page: Page; errors: string[] }> {
  const page = await browser().context.newPage();
  const errors = watchErrors(page);
  await page.setViewportSize(viewport);
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated="true"]');
  return { page, errors };
}

const isOpen = (details: Locator) => details.evaluate((el) => (el as HTMLDetailsElement).open);
const boxes = (page: Page) => page.locator('.footer-column').evaluateAll((columns) => columns.map((column) => column.getBoundingClientRect().toJSON() as DOMRect));

for (const { name: target, fixtureUrl: fixture } of inject('targets')) {
  describe(`docgen ${target}`, () => {
    test('at 1280 px: hover, a click and the keyboard open the dropdown; leaving, a click outside and Escape close it; its link navigates', async () => {
      const { page, errors } = await openAt(`${fixture}en/`, { width: 1280, height: 800 });
      const dropdown = page.getByRole('navigation', { name: 'Main' }).locator('.nav-dropdown');
      const summary = dropdown.locator('summary');
      expect(await summary.textContent()).toBe('More');
      // An item with position: 'right' (and a className) in the right-hand group, before the language menu.
      const badge = page.locator('.navbar-right .navbar-items-right .navbar-html');
      expect([await badge.innerHTML(), await badge.getAttribute('class')]).toEqual(['<span class="kit-badge">beta</span>', 'navbar-html kit-badge-item']);
      expect((await badge.boundingBox())!.x).toBeLessThan((await page.locator('.navbar-right .locale-dropdown').boundingBox())!.x);

      await summary.hover();
      await expect.poll(() => isOpen(dropdown)).toBe(true);
      await page.mouse.move(640, 600);
      await expect.poll(() => isOpen(dropdown)).toBe(false);

      // A click keeps it open after the mouse leaves; a click outside closes it.
      await summary.click();
      await page.mouse.move(640, 600);
      expect(await isOpen(dropdown)).toBe(true);
      expect(await dropdown.getByRole('link').allTextContents()).toEqual(['Second', 'Third', 'Forum']);
      const forum = dropdown.getByRole('link', { name: 'Forum' });
      expect([await forum.getAttribute('target'), await forum.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
      await page.mouse.click(640, 600);
      await expect.poll(() => isOpen(dropdown)).toBe(false);

      // The keyboard: Enter on the summary opens it, Tab reaches its links, Escape closes it and gives the focus back.
      await summary.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => isOpen(dropdown)).toBe(true);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Second');
      await page.keyboard.press('Escape');
      await expect.poll(() => isOpen(dropdown)).toBe(false);
      expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true);

      // Following a link renders the page in place and closes the menu; the entry is then active.
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Third');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${fixture}en/guide/advanced/three`);
      await expect.poll(() => isOpen(dropdown)).toBe(false);
      await page.goto(`${fixture}en/guide/basics/two`);
      await page.waitForSelector('html[data-hydrated="true"]');
      expect(await summary.getAttribute('class')).toContain('navbar-link-active');
      expect(await dropdown.locator('a', { hasText: 'Second' }).getAttribute('aria-current')).toBe('true'); // in the closed menu

      // The footer's columns side by side.
      const [docs, community] = await boxes(page);
      expect(community!.left).toBeGreaterThanOrEqual(docs!.right);
      expect(community!.top).toBe(docs!.top);
      expect(await page.locator('.footer-title').allTextContents()).toEqual(['Docs', 'Community']);
      expect(errors).toEqual([]);
      await page.close();
    });

    test('at 390 px: the dropdown is a group of the mobile menu that folds; its link navigates and closes the menu; the footer stacks its columns', async () => {
      const { page, errors } = await openAt(fixture, { width: 390, height: 844 });
      expect(await page.locator('.navbar-items').evaluateAll((groups) => groups.map((group) => group.checkVisibility()))).toEqual([false, false]); // the left and right groups
      await page.getByRole('button', { name: '打开导航菜单' }).click();
      const menu = page.getByRole('dialog');
      const group = menu.getByRole('button', { name: '更多' });
      const second = menu.getByRole('link', { name: '第二篇' });
      expect(await group.getAttribute('aria-expanded')).toBe('false');
      expect(await second.isVisible()).toBe(false);
      expect(await menu.locator('.navbar-html').textContent()).toBe('beta');
      await group.click();
      expect(await group.getAttribute('aria-expanded')).toBe('true');
      await expect.poll(() => second.isVisible()).toBe(true);
      await group.click();
      await expect.poll(() => second.isVisible()).toBe(false);
      await group.click();
      await expect.poll(() => second.isVisible()).toBe(true);
      await second.click();
      await page.waitForURL(`${fixture}guide/basics/two`);
      await menu.waitFor({ state: 'detached' });

      // The page is under the group now: the menu opens with it unfolded.
      await page.getByRole('button', { name: '打开导航菜单' }).click();
      expect(await group.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });

      const [docs, community] = await boxes(page);
      expect(community!.top).toBeGreaterThanOrEqual(docs!.bottom);
      expect(await page.locator('.footer-title').allTextContents()).toEqual(['文档', '社区']);
      expect(errors).toEqual([]);
      await page.close();
    });
  });
}
