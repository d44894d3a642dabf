// A keyboard-only walk through a doc page, as a reader without a mouse makes it: each control is reached with
// Tab (no clicks, no focusing by script) and used with the keys its kind answers to. Tabs' arrow keys are tested
// with the MDX components (tests/serve/mdx-islands.test.ts).
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { openPage, useBrowser } from '../helpers/browser.js';

const browser = useBrowser();

/** Presses Tab (Shift+Tab when `back`) until the focused element matches `selector`; fails when it never does. */
async function tabTo(page: Page, selector: string, { back = false, most = 400 } = {}): Promise<void> {
  for (let presses = 0; presses < most; presses++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${selector} is not reached with the keyboard in ${most} presses`);
}

const focused = (page: Page) => page.evaluate(() => ({ tag: document.activeElement?.tagName, text: document.activeElement?.textContent?.trim() ?? '', id: document.activeElement?.id ?? '' }));

for (const { name: target, siteUrl: site } of inject('targets')) {
  describe(`docgen ${target}: keyboard only`, () => {
    test('the skip link is the first stop, shows when focused and takes the focus to the content', async () => {
      const { page, errors } = await openPage(browser(), `${site}en/lua/motion`);
      await page.keyboard.press('Tab');
      expect(await focused(page)).toMatchObject({ tag: 'A', text: 'Skip to main content' });
      const box = await page.locator('.skip-to-content').boundingBox();
      expect(box && box.x >= 0 && box.y >= 0 && box.width > 0).toBe(true);
      await page.keyboard.press('Enter');
      await expect.poll(() => focused(page)).toMatchObject({ id: 'main-content' });
      // The next stop is inside the content, not back in the navbar.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.querySelector('#main-content')!.contains(document.activeElement))).toBe(true);
      expect(errors).toEqual([]);
      await page.close();
    });

    test('the language menu opens with Enter, its entries are reached with Tab, Escape closes it on its button', async () => {
      const { page, errors } = await openPage(browser(), `${site}en/lua/motion`);
      const menu = page.locator('.navbar .locale-dropdown');
      await tabTo(page, '.navbar .locale-dropdown summary');
      await page.keyboard.press('Enter');
      await expect.poll(() => menu.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('.locale-dropdown ul') !== null)).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => menu.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.matches('.locale-dropdown summary'))).toBe(true);
      expect(errors).toEqual([]);
      await page.close();
    });

    test('a sidebar category opens and closes with Enter and Space, and its docs are then the next stops', async () => {
      const { page, errors } = await openPage(browser(), `${site}en/tutorials/quickstart`);
      const toggle = 'nav.doc-sidebar button.sidebar-category-label';
      await tabTo(page, toggle);
      expect(await page.locator(toggle).getAttribute('aria-expanded')).toBe('false');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator(toggle).getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Tab');
      expect(await focused(page)).toMatchObject({ tag: 'A', text: 'Gripper' });
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Space');
      await expect.poll(() => page.locator(toggle).getAttribute('aria-expanded')).toBe('false');
      expect(errors).toEqual([]);
      await page.close();
    });

    test('a link of the table of contents takes the reader to its heading', async () => {
      const { page, errors } = await openPage(browser(), `${site}en/lua/motion`);
      await tabTo(page, '.toc a[href="#movl"]');
      await page.keyboard.press('Enter');
      await expect.poll(() => new URL(page.url()).hash).toBe('#movl');
      await expect.poll(() => page.locator('#movl').evaluate((heading) => Math.round(heading.getBoundingClientRect().top))).toBeLessThan(150);
      expect(errors).toEqual([]);
      await page.close();
    });

    test('search: Ctrl+K opens it, the arrow keys choose a hit, Enter opens it, and the focus is on the new page', async () => {
      const { page, errors } = await openPage(browser(), `${site}en/api/cli`);
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').waitFor();
      await page.keyboard.type('MovL');
      // The answer to the whole query, its reference section first: the hits of "Mov" may show a moment before,
      // with the same first hit, and are told apart by what they mark.
      const hits = page.locator('.DocSearch-Hit a');
      await expect.poll(() => hits.first().locator('mark').first().textContent()).toBe('MovL');
      expect(await hits.first().getAttribute('href')).toBe('/armkit/en/lua/motion#movl');
      await page.keyboard.press('ArrowDown');
      const chosen = await hits.nth(1).getAttribute('href');
      await expect.poll(() => page.locator('.DocSearch-Hit a[aria-selected="true"]').getAttribute('href')).toBe(chosen);
      expect(await page.locator('#docsearch-input').getAttribute('aria-activedescendant')).toBe(await page.locator('.DocSearch-Hit a[aria-selected="true"]').getAttribute('id'));
      await page.keyboard.press('Enter');
      await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe(chosen);
      await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
      await page.close();
    });
  });
}
