// A long doc's in-page navigation and its tables, on a phone (390 px) and a laptop (1280 px), in both languages:
// the narrow screen's "On this page" list, the table of contents' highlight, the sidebar and the table of
// contents sticking at the top while the navbar hides, and tables that scroll sideways rather than break words.
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { useBrowser, watchErrors } from '../helpers/browser.js';

const browser = useBrowser();
const noScript = useBrowser({ viewport: { width: 390, height: 900 }, javaScriptEnabled: false });

const LOCALES = [
  { name: 'zh-Hans', prefix: '', onThisPage: '本页总览' },
  { name: 'en', prefix: 'en/', onThisPage: 'On this page' },
];
const PHONE = 390;
const LAPTOP = 1280;

async function open(url: string, width: number): Promise<{ page: Page; errors: string[] }> {
  const page = await browser().context.newPage();
  await page.setViewportSize({ width, height: 900 });
  const errors = watchErrors(page);
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated="true"]');
  return { page, errors };
}

const hrefs = (page: Page, selector: string) => page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
const headingTop = (page: Page, href: string) => page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, decodeURIComponent(href.slice(1)));
const activeEntry = (page: Page) => page.locator('.toc .toc-link-active').getAttribute('href');
/** Where a followed link puts a heading: under the navbar, by the page's scroll padding. */
const scrollPadding = (page: Page) => page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop));

for (const { name: target, siteUrl: site, fixtureUrl: fixture } of inject('targets')) {
  describe(`docgen ${target}`, () => {
    for (const locale of LOCALES) {
      const motion = `${site}${locale.prefix}lua/motion`;

      describe(`the narrow screen's table of contents, ${locale.name}`, () => {
        test(`at ${PHONE} px a closed "${locale.onThisPage}" list above the content holds the desktop column's headings; at ${LAPTOP} px only the column shows`, async () => {
          const { page, errors } = await open(motion, PHONE);
          const collapsible = page.locator('details.toc-collapsible');
          const summary = collapsible.locator('summary');
          expect(await summary.isVisible()).toBe(true);
          expect((await summary.textContent())?.trim()).toBe(locale.onThisPage);
          expect(await collapsible.evaluate((details: HTMLDetailsElement) => details.open)).toBe(false);
          expect(await collapsible.locator('a').first().isVisible()).toBe(false);
          expect(await page.locator('nav.toc').isVisible()).toBe(false);
          // Above the content, and the same entries, at the same levels, as the desktop column.
          const [listBottom, contentTop] = await page.evaluate(() => [document.querySelector('.toc-collapsible')!.getBoundingClientRect().bottom, document.querySelector('.markdown')!.getBoundingClientRect().top]);
          expect(listBottom).toBeLessThanOrEqual(contentTop);
          const entries = await hrefs(page, '.toc-collapsible a');
          expect(entries.length).toBeGreaterThan(60);
          expect(entries).toEqual(await hrefs(page, 'nav.toc a'));
          const levels = (selector: string) => page.locator(selector).evaluateAll((items) => items.map((item) => item.className));
          expect(await levels('.toc-collapsible li')).toEqual(await levels('nav.toc li'));
          expect(new Set(await levels('.toc-collapsible li'))).toEqual(new Set(['toc-item toc-level-1', 'toc-item toc-level-2']));

          await page.setViewportSize({ width: LAPTOP, height: 900 });
          expect(await summary.isVisible()).toBe(false);
          expect(await page.locator('nav.toc').isVisible()).toBe(true);
          expect(errors).toEqual([]);
          await page.close();
        });

        test('opens on a click; a link followed in it scrolls to its heading and closes it', async () => {
          const { page, errors } = await open(motion, PHONE);
          const collapsible = page.locator('details.toc-collapsible');
          await collapsible.locator('summary').click();
          expect(await collapsible.evaluate((details: HTMLDetailsElement) => details.open)).toBe(true);
          const link = collapsible.locator('a').nth(5);
          const href = (await link.getAttribute('href'))!;
          await link.click();
          await page.waitForURL((url) => url.hash === href);
          expect(await collapsible.evaluate((details: HTMLDetailsElement) => details.open)).toBe(false);
          // The list closed before the browser scrolled: the heading is where the link put it, not a list's height lower.
          const padding = await scrollPadding(page);
          await expect.poll(() => headingTop(page, href)).toBeGreaterThan(padding - 2);
          expect(await headingTop(page, href)).toBeLessThan(padding + 2);
          expect(errors).toEqual([]);
          await page.close();
        });

        test('works from the keyboard: Enter opens it, Tab reaches its first link, Enter follows it and closes the list', async () => {
          const { page, errors } = await open(motion, PHONE);
          const collapsible = page.locator('details.toc-collapsible');
          await collapsible.locator('summary').focus();
          await page.keyboard.press('Enter');
          expect(await collapsible.evaluate((details: HTMLDetailsElement) => details.open)).toBe(true);
          await page.keyboard.press('Tab');
          const first = collapsible.locator('a').first();
          expect(await first.evaluate((link) => link === document.activeElement)).toBe(true);
          const href = (await first.getAttribute('href'))!;
          await page.keyboard.press('Enter');
          await page.waitForURL((url) => url.hash === href);
          expect(await collapsible.evaluate((details: HTMLDetailsElement) => details.open)).toBe(false);
          const padding = await scrollPadding(page);
          await expect.poll(() => headingTop(page, href)).toBeLessThan(padding + 2);
          expect(errors).toEqual([]);
          await page.close();
        });

        test('works without JavaScript: it is in the HTML, closed, and opens and leads to a heading', async () => {
          const page = await noScript().context.newPage();
          const errors = watchErrors(page);
          await page.goto(motion);
          const collapsible = page.locator('details.toc-collapsible');
          expect(await collapsible.evaluate((details: HTMLDetailsElement) => details.open)).toBe(false);
          await collapsible.locator('summary').click();
          expect(await collapsible.evaluate((details: HTMLDetailsElement) => details.open)).toBe(true);
          const link = collapsible.locator('a').nth(3);
          const href = (await link.getAttribute('href'))!;
          await link.click();
          await page.waitForURL((url) => url.hash === href);
          const padding = await scrollPadding(page);
          await expect.poll(() => headingTop(page, href)).toBeLessThan(padding + 2);
          expect(await headingTop(page, href)).toBeGreaterThan(padding - 2);
          expect(errors).toEqual([]);
          await page.close();
        });

        test('a page without headings has no table of contents at either width', async () => {
          const { page, errors } = await open(`${fixture}${locale.prefix}guide/advanced/three`, PHONE);
          expect(await page.locator('.doc-article h1').count()).toBe(1);
          expect(await page.locator('.toc-collapsible, nav.toc').count()).toBe(0);
          expect(errors).toEqual([]);
          await page.close();
        });
      });

      describe(`the table of contents' highlight, ${locale.name}`, () => {
        test('is the heading just scrolled to the top, scrolling down and scrolling up', async () => {
          const { page, errors } = await open(motion, LAPTOP);
          const entries = await hrefs(page, 'nav.toc a');
          const some = entries.slice(8, 14);
          const toTop = (href: string) => page.evaluate((id) => document.getElementById(id)!.scrollIntoView(), decodeURIComponent(href.slice(1)));
          for (const href of some) {
            await toTop(href);
            await expect.poll(() => activeEntry(page)).toBe(href);
          }
          await page.waitForSelector('html[data-navbar-hidden]'); // scrolling down hid the navbar
          for (const href of [...some].reverse().slice(1)) {
            await toTop(href);
            await expect.poll(() => activeEntry(page)).toBe(href);
          }
          await page.waitForSelector('html:not([data-navbar-hidden])'); // and scrolling up brought it back
          expect(errors).toEqual([]);
          await page.close();
        });

        test('counts a heading from the top of the content area below the navbar, not before', async () => {
          const { page, errors } = await open(motion, LAPTOP);
          const entries = await hrefs(page, 'nav.toc a');
          const href = entries[21]!;
          /** Scrolls up (the navbar shows) until the heading is `below` pixels under the navbar's bottom edge. */
          const underNavbar = (below: number) =>
            page.evaluate(
              ([id, below]) => {
                const navbar = document.querySelector('.navbar')!.getBoundingClientRect().height;
                window.scrollBy(0, document.getElementById(id)!.getBoundingClientRect().top - navbar - below);
              },
              [decodeURIComponent(href.slice(1)), below] as const,
            );
          await page.evaluate((id) => document.getElementById(id)!.scrollIntoView(), decodeURIComponent(entries[30]!.slice(1)));
          // The page reads the scroll once a frame: had both scrolls come within one, it would only see the way down.
          await page.waitForSelector('html[data-navbar-hidden]');
          await underNavbar(4);
          await page.waitForSelector('html:not([data-navbar-hidden])');
          await expect.poll(() => activeEntry(page)).toBe(href);
          // Further down the window it is not at the top yet: the last heading above the content area's top is.
          await underNavbar(250);
          const above = await page.evaluate(
            ([entries, top]) => entries.filter((entry) => document.getElementById(decodeURIComponent(entry.slice(1)))!.getBoundingClientRect().top <= top).at(-1),
            [entries, (await page.locator('.navbar').boundingBox())!.height + 4] as const,
          );
          expect(entries.indexOf(above!)).toBeLessThan(21);
          await expect.poll(() => activeEntry(page)).toBe(above);
          expect(errors).toEqual([]);
          await page.close();
        });
      });

      describe(`the sidebar and the table of contents as the navbar hides, ${locale.name}`, () => {
        test(`at ${LAPTOP} px they stick at the window's top while the navbar is hidden, and under it when it is back`, async () => {
          const { page, errors } = await open(motion, LAPTOP);
          const tops = () => page.evaluate(() => [document.querySelector('.doc-sidebar')!, document.querySelector('nav.toc')!].map((box) => Math.round(box.getBoundingClientRect().top)));
          const navbarHeight = await page.evaluate(() => document.querySelector('.navbar')!.getBoundingClientRect().height);
          await page.evaluate(() => window.scrollTo(0, 3000));
          await page.waitForSelector('html[data-navbar-hidden]');
          await expect.poll(() => page.evaluate(() => document.querySelector('.navbar')!.getBoundingClientRect().bottom)).toBeLessThanOrEqual(1);
          await expect.poll(async () => (await tops()).every((top) => Math.abs(top) <= 2)).toBe(true);
          await page.evaluate(() => window.scrollBy(0, -200));
          await page.waitForSelector('html:not([data-navbar-hidden])');
          await expect.poll(async () => (await tops()).every((top) => Math.abs(top - navbarHeight) <= 2)).toBe(true);
          expect(errors).toEqual([]);
          await page.close();
        });
      });

      describe(`tables, ${locale.name}`, () => {
        for (const width of [PHONE, LAPTOP]) {
          test(`at ${width} px they scroll in their own box: the page is never wider than the window, and short cells stay on one line`, async () => {
            const { page, errors } = await open(motion, width);
            const report = await page.evaluate(() => {
              /** The lines a cell's text is laid out on (a code span's box is a little taller than the text beside it). */
              const lines = (cell: Element) => {
                const range = document.createRange();
                range.selectNodeContents(cell);
                const rects = [...range.getClientRects()].filter((rect) => rect.width > 0).sort((a, b) => a.top - b.top);
                let count = 0;
                let bottom = -Infinity;
                for (const rect of rects) {
                  if (rect.top < bottom - 2) bottom = Math.max(bottom, rect.bottom);
                  else [count, bottom] = [count + 1, rect.bottom];
                }
                return count;
              };
              const tables = [...document.querySelectorAll<HTMLElement>('.markdown table')];
              const cells = tables.flatMap((table) => [...table.querySelectorAll('th, td')]);
              const wide = tables.filter((table) => table.scrollWidth > table.clientWidth + 1);
              return {
                pageWidth: document.documentElement.scrollWidth,
                tables: tables.length,
                headersOnTwoLines: cells.filter((cell) => cell.tagName === 'TH' && lines(cell) > 1).map((cell) => cell.textContent),
                // A word or two (关节空间, user 1–9, 类型): never a character a line.
                shortCellsOnTwoLines: cells.filter((cell) => [...cell.textContent!.trim()].length <= 8 && lines(cell) > 1).map((cell) => cell.textContent),
                wide: wide.length,
                wideNotScrolling: wide.filter((table) => !['auto', 'scroll'].includes(getComputedStyle(table).overflowX)).length,
                // A keyboard reaches a table that scrolls (and only such a table) with the Tab key.
                wideNotFocusable: wide.filter((table) => table.tabIndex !== 0).length,
                narrowFocusable: tables.filter((table) => !wide.includes(table) && table.hasAttribute('tabindex')).length,
              };
            });
            expect(report.tables).toBeGreaterThan(10);
            expect(report.pageWidth).toBeLessThanOrEqual(width);
            // Chinese headers are labels of a few characters; an English one of several words may wrap between them.
            if (locale.name === 'zh-Hans') expect(report.headersOnTwoLines).toEqual([]);
            expect(report.shortCellsOnTwoLines).toEqual([]);
            expect(report.wideNotScrolling).toBe(0);
            expect(report.wideNotFocusable).toBe(0);
            expect(report.narrowFocusable).toBe(0);
            if (width === PHONE) {
              expect(report.wide).toBeGreaterThan(0);
              // Scrolled sideways by the keyboard, inside its box.
              const table = page.locator('.markdown table[tabindex="0"]').first();
              await table.focus();
              await page.keyboard.press('ArrowRight');
              await expect.poll(() => table.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
            }
            expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
            expect(errors).toEqual([]);
            await page.close();
          });
        }
      });
    }
  });
}
