// The end of an ArmKit doc in real Chromium: the "Edit this page" link (a new tab, to the doc's file on the
// site's git host) and the "Last updated" date, in Chinese and English, on a phone and a desktop, hydrated
// without a mismatch (the browser formats the date as the server did), and kept right by client navigation.
// Which date is not asserted: CI may build from a shallow clone.
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { openPage, useBrowser } from '../helpers/browser.js';

const browser = useBrowser();

const EDIT_BASE = 'https://git.armkit.example.com/armkit/armkit-docs/edit/main/content/';

const LANGUAGES = [
  { prefix: '', edit: '编辑此页', line: /^最后更新于 \d{4}年\d{1,2}月\d{1,2}日$/, locale: 'zh-Hans' },
  { prefix: 'en/', edit: 'Edit this page', line: /^Last updated on \d{1,2} [A-Z][a-z]{2} \d{4}$/, locale: 'en' },
];

/** The footer of the doc as a reader sees it: the link and its target, the line, and where they sit. */
async function docEnd(page: Page, editLabel: string) {
  const link = page.getByRole('link', { name: editLabel, exact: true });
  const line = page.locator('.doc-last-update');
  const time = line.locator('time');
  await link.scrollIntoViewIfNeeded();
  return {
    visible: [await link.isVisible(), await line.isVisible()],
    href: await link.getAttribute('href'),
    target: [await link.getAttribute('target'), await link.getAttribute('rel')],
    text: (await line.textContent())?.trim(),
    // The browser's own formatting of the date the page carries, in the page's language and in UTC.
    inBrowser: await time.evaluate((el) => new Intl.DateTimeFormat(document.documentElement.lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(el.getAttribute('datetime')!))),
    shown: await time.textContent(),
    boxes: await page.evaluate(() => {
      const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
      const content = document.querySelector('.markdown')!.getBoundingClientRect();
      return { footer: box('.doc-footer-meta'), pagination: box('.pagination'), contentBottom: content.bottom, width: document.documentElement.clientWidth };
    }),
  };
}

for (const { name: target, siteUrl: site } of inject('targets')) {
  describe(`docgen ${target}`, () => {
    for (const width of [390, 1280]) {
      for (const language of LANGUAGES) {
        test(`${language.locale} at ${width} px: the doc ends with its edit link and its last-updated date, between the text and the pagination`, async () => {
          const { page, errors } = await openPage(browser(), `${site}${language.prefix}api/cli`);
          await page.setViewportSize({ width, height: 900 });
          const end = await docEnd(page, language.edit);
          expect(end.visible).toEqual([true, true]);
          expect(end.href).toMatch(new RegExp(`^${EDIT_BASE.replace(/[.]/g, '\\.')}(versioned_docs/version-[\\d.]+/|docs/)${language.locale}/api/cli\\.md$`));
          expect(end.target).toEqual(['_blank', 'noopener']);
          expect(end.text).toMatch(language.line);
          expect(end.shown).toBe(end.inBrowser);
          const { footer, pagination, contentBottom, width: pageWidth } = end.boxes;
          expect(footer.top).toBeGreaterThanOrEqual(contentBottom);
          expect(footer.bottom).toBeLessThanOrEqual(pagination.top);
          expect(footer.right).toBeLessThanOrEqual(pageWidth);
          expect(errors).toEqual([]);
          await page.close();
        });
      }
    }

    test('the next doc, opened in the page, ends with its own link and date', async () => {
      const { page, errors } = await openPage(browser(), `${site}en/api/cli`);
      const before = await page.getByRole('link', { name: 'Edit this page', exact: true }).getAttribute('href');
      const next = page.locator('.pagination-next');
      const nextHref = await next.getAttribute('href');
      await next.click();
      await page.waitForURL(new URL(nextHref!, site).href);
      const link = page.getByRole('link', { name: 'Edit this page', exact: true });
      const docName = nextHref!.split('/').pop()!;
      await expect.poll(() => link.getAttribute('href')).toMatch(new RegExp(`/en/api/${docName}\\.mdx?$`));
      expect(await link.getAttribute('href')).not.toBe(before);
      expect((await page.locator('.doc-last-update').textContent())?.trim()).toMatch(LANGUAGES[1]!.line);
      expect(errors).toEqual([]);
      await page.close();
    });
  });
}
