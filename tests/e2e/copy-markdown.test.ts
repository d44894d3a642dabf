// "Copy page as Markdown" on a doc page, in real Chromium: it copies the doc's markdown copy (the `.md` beside the
// page) to the clipboard and says so, in both languages, on a phone and a desktop; without JavaScript it is a
// link to the copy.
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { openPage, useBrowser, watchErrors } from '../helpers/browser.js';

const browser = useBrowser();
const noScript = useBrowser({ javaScriptEnabled: false });

const LANGUAGES = [
  { lang: 'zh-Hans', prefix: '', copy: '复制页面为 Markdown', copied: '已复制', view: '以 Markdown 格式查看', title: '# armkit 命令行工具' },
  { lang: 'en', prefix: 'en/', copy: 'Copy page as Markdown', copied: 'Copied', view: 'View as Markdown', title: '# armkit command-line tool' },
];

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

for (const { name: target, siteUrl: site } of inject('targets')) {
  describe(`docgen ${target}`, () => {
    for (const { lang, prefix, copy, copied, title } of LANGUAGES) {
      for (const width of [390, 1280]) {
        test(`${lang}, ${width} px: the button copies the page's markdown and says it did`, async () => {
          await browser().context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(site).origin });
          const { page, errors } = await openPage(browser(), `${site}${prefix}api/cli`);
          await page.setViewportSize({ width, height: 900 });
          await page.evaluate(() => navigator.clipboard.writeText('before'));
          // Once hydrated, the link to the copy becomes the button.
          const button = page.getByRole('button', { name: copy });
          await button.waitFor();
          // Beside the title: above it on a phone, on its line on a desktop.
          const [box, heading] = [await button.boundingBox(), await page.locator('.doc-article h1').first().boundingBox()];
          if (width === 390) expect(box!.y + box!.height).toBeLessThanOrEqual(heading!.y);
          else expect(box!.y).toBeLessThan(heading!.y + heading!.height);
          expect(box!.x + box!.width).toBeLessThanOrEqual(width);

          await button.click();
          await page.getByRole('button', { name: copied }).waitFor();
          expect(await page.getByRole('status').filter({ hasText: copied }).count()).toBe(1);
          const markdown = await (await fetch(`${site}${prefix}api/cli.md`)).text();
          expect(markdown.startsWith(`${title}\n`)).toBe(true);
          expect(await clipboard(page)).toBe(markdown);
          // The confirmation goes; the button is there for the next copy.
          await page.getByRole('button', { name: copy }).waitFor();
          expect(errors).toEqual([]);
          await page.close();
        });
      }
    }

    test('after a client-side navigation the button copies the page now shown; pages that are no docs have none', async () => {
      await browser().context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(site).origin });
      const { page, errors } = await openPage(browser(), `${site}en/api/cli`);
      await page.locator('.doc-sidebar').getByRole('link', { name: 'hotkey' }).click();
      await page.waitForURL(`${site}en/api/hotkey`);
      await page.getByRole('button', { name: 'Copy page as Markdown' }).click();
      await page.getByRole('button', { name: 'Copied' }).waitFor();
      expect(await clipboard(page)).toBe(await (await fetch(`${site}en/api/hotkey.md`)).text());
      for (const path of ['en/', 'en/blog', 'en/search']) {
        await page.goto(site + path);
        await page.waitForSelector('html[data-hydrated="true"]');
        expect(await page.locator('.copy-page').count(), path).toBe(0);
      }
      expect(errors).toEqual([]);
      await page.close();
    });

    test('without JavaScript: a link to the markdown copy, which the browser opens', async () => {
      for (const { prefix, view, title } of LANGUAGES) {
        const page = await noScript().context.newPage();
        const errors = watchErrors(page);
        // A text document has no icon of its own: Chromium asks the host's root for one, which the test server lacks.
        await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
        await page.goto(`${site}${prefix}api/cli`);
        const link = page.getByRole('link', { name: view });
        expect(await link.getAttribute('href')).toBe(`${new URL(site).pathname}${prefix}api/cli.md`);
        await link.click();
        await page.waitForURL(`${site}${prefix}api/cli.md`);
        expect((await page.locator('body').textContent())!.startsWith(`${title}\n`)).toBe(true);
        expect(errors).toEqual([]);
        await page.close();
      }
    });
  });
}
