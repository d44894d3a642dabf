// A Docusaurus project's React page (src/pages/showcase.js) in real Chromium, built and served: made of
// @theme/Layout, CSS modules, a picture imported from an .svg file and translated texts, it shows styled without
// JavaScript, hydrates without a mismatch in both languages, and keeps its styles when the reader comes to it
// from another page of the site.
import { describe, expect, inject, test } from 'vitest';
import { openPage, useBrowser } from '../helpers/browser.js';

const browser = useBrowser();

for (const { name: target, docusaurusUrl: site } of inject('targets')) {
  describe(`a Docusaurus project's React page from docgen ${target}`, () => {
    for (const width of [1280, 390]) {
      test(`at ${width} px: styled by its CSS modules and the layout's classes, in Chinese, interactive once hydrated`, async () => {
        const { page, errors } = await openPage(browser(), `${site}zh/showcase`);
        await page.setViewportSize({ width, height: 800 });
        expect(await page.title()).toBe('功能一览 | Gripper Kit');
        const hero = page.locator('header.hero');
        // hero--primary: the site's primary colour; the CSS module's own padding.
        expect(await hero.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(31, 111, 235)');
        expect(await hero.evaluate((element) => getComputedStyle(element).paddingTop)).toBe('48px');
        const picture = page.getByRole('img', { name: '力控制' }).or(page.getByRole('img', { name: 'Force control' }));
        expect(await picture.evaluate((element) => [getComputedStyle(element).width, (element as HTMLImageElement).naturalWidth > 0])).toEqual(['96px', true]);
        // Two feature columns side by side on a laptop, one under the other on a phone.
        const columns = page.locator('.row > .col');
        const [first, second] = [await columns.nth(0).boundingBox(), await columns.nth(1).boundingBox()];
        expect(first!.y === second!.y).toBe(width === 1280);
        // The button exists in the browser only (BrowserOnly), its text translated there too.
        const counter = page.getByRole('button', { name: /夹取次数/ });
        await counter.click();
        await expect.poll(() => counter.textContent()).toBe('夹取次数：1');
        await page.getByRole('link', { name: '从指南开始' }).click();
        await page.waitForURL(/\/zh\/docs\/guide\/intro$/);
        expect(errors).toEqual([]);
        await page.close();
      });
    }

    test('on a phone the navbar keeps its search and switches on the screen: the logo and title give way', async () => {
      const { page, errors } = await openPage(browser(), `${site}docs/guide/intro`);
      await page.setViewportSize({ width: 390, height: 800 });
      for (const control of ['.navbar .search-button', '.navbar .color-mode-toggle', '.navbar-toggle']) {
        const box = await page.locator(control).boundingBox();
        expect(box!.x + box!.width, control).toBeLessThanOrEqual(390);
      }
      expect(await page.locator('.navbar-title').evaluate((title) => title.scrollWidth > title.clientWidth)).toBe(true); // cut, with an ellipsis
      expect(errors).toEqual([]);
      await page.close();
    });

    test('reached from another page, it is styled and takes its title; the HTML alone is complete', async () => {
      const { page, errors } = await openPage(browser(), `${site}docs/guide/intro`);
      await page.evaluate(() => {
        const link = Object.assign(document.createElement('a'), { href: '/showcase', textContent: 'Showcase' });
        document.querySelector('.main-wrapper')!.prepend(link);
      });
      await page.getByRole('link', { name: 'Showcase', exact: true }).click();
      await page.locator('header.hero').waitFor();
      await expect.poll(() => page.title()).toBe('Showcase | Gripper Kit');
      expect(await page.locator('header.hero').evaluate((element) => getComputedStyle(element).paddingTop)).toBe('48px');
      expect(await page.locator('.hero__title').textContent()).toBe('Gripper Kit');
      expect(errors).toEqual([]);
      await page.close();

      const html = await (await fetch(`${site}showcase`)).text();
      expect(html).toContain('<title>Showcase | Gripper Kit</title>');
      expect(html).toContain('<meta property="og:type" content="website">');
      expect(html).toContain('<span class="grip-counter-fallback">…</span>');
      // The static folder is in each locale's site too, as Docusaurus publishes it: relative paths work in every language.
      const [root, zh] = await Promise.all([fetch(`${site}img/logo.svg`), fetch(`${site}zh/img/logo.svg`)]);
      expect([root.status, zh.status]).toEqual([200, 200]);
      expect(await zh.text()).toBe(await root.text());
    });
  });
}
