// A Docusaurus project's React page (src/pages/showcase.js) in real Chromium, built and served: made of
// @theme/Layout, CSS modules, a picture imported from an .svg file and translated texts, it shows styled without
// JavaScript, hydrates without a mismatch in both languages, and keeps its styles when the reader comes to it
// from another page of the site.
import { describe, expect, inject, test } from 'vitest';
import { openPage, useBrowser } from '../helpers/browser.js';

const browser = useBrowser();

for (const { name: target, docusaurusUrl: site, fixtureUrl: docgenSite } of inject('targets')) {
  describe(`a Docusaurus project's React page from docgen ${target}`, () => {
    for (const width of [1280, 390]) {
      test(`at ${width} px: styled by its CSS modules and the layout's classes, in Chinese, interactive once hydrated`, async () => {
        const { page, errors } = await openPage(browser(), `${site}zh/showcase`);
        await page.setViewportSize({ width, height: 800 });
        expect(await page.title()).toBe('功能一览 | Gripper Kit');
        // The config's script (in every page's head) ran.
        await page.waitForFunction(() => document.documentElement.dataset.gripStats === 'counted');
        const hero = page.locator('header.hero');
        // hero--primary: the site's primary colour (its --ifm-color-primary); the CSS module's own padding.
        expect(await hero.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(46, 125, 50)');
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

    test("the project's --ifm-color-primary colours docgen's links and active entries in both modes; without it docgen's stay, as on docgen's own sites", async () => {
      const { page, errors } = await openPage(browser(), `${site}docs/guide/intro`);
      const colours = () =>
        page.evaluate(() => {
          const colour = (selector: string, property: 'color' | 'backgroundColor') => getComputedStyle(document.querySelector(selector)!)[property];
          return [colour('.markdown a', 'color'), colour('.sidebar-link-active', 'color'), colour('.sidebar-link-active', 'backgroundColor')];
        });
      // #2e7d32, and a soft colour mixed from it over the page instead of docgen's.
      const [link, active, soft] = await colours();
      expect([link, active]).toEqual(['rgb(46, 125, 50)', 'rgb(46, 125, 50)']);
      expect(soft).not.toMatch(/^rgba?\((232, 240, 254|0, 0, 0, 0)\)$/);
      await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
      expect((await colours()).slice(0, 2)).toEqual(['rgb(129, 199, 132)', 'rgb(129, 199, 132)']); // its [data-theme='dark'] one
      // A project that sets none keeps docgen's colours, in both modes.
      await page.evaluate(() => document.documentElement.style.setProperty('--ifm-color-primary', 'initial'));
      expect(await colours()).toEqual(['rgb(110, 168, 254)', 'rgb(110, 168, 254)', 'rgb(29, 43, 66)']);
      await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
      expect(await colours()).toEqual(['rgb(26, 99, 214)', 'rgb(26, 99, 214)', 'rgb(232, 240, 254)']);
      expect(errors).toEqual([]);
      await page.close();

      // docgen's own site: its colours, and none of Infima's element defaults.
      const own = await openPage(browser(), `${docgenSite}guide/intro`);
      expect(await own.page.locator('.sidebar-link-active').evaluate((link) => [getComputedStyle(link).color, getComputedStyle(link).backgroundColor])).toEqual(['rgb(26, 99, 214)', 'rgb(232, 240, 254)']);
      expect(await own.page.evaluate(() => getComputedStyle(document.body.appendChild(document.createElement('iframe'))).borderTopWidth)).toBe('2px');
      expect(own.errors).toEqual([]);
      await own.page.close();
    });

    test("a React page gets Infima's element defaults: tables drawn, pictures no wider than the page, frames without a border; a plain hero on the page's colour", async () => {
      for (const width of [1280, 390]) {
        const { page, errors } = await openPage(browser(), `${site}showcase`);
        await page.setViewportSize({ width, height: 800 });
        const table = page.locator('table.spec-table');
        expect(await table.locator('td').first().evaluate((cell) => [getComputedStyle(cell).borderTopWidth, getComputedStyle(cell).paddingLeft])).toEqual(['1px', '12px']);
        const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => getComputedStyle(tr).backgroundColor));
        expect(rows[0]).not.toBe(rows[1]); // striped
        // Headings and paragraphs spaced as Infima spaces them: the hero's title and tagline sit where they do there.
        const spacing = (selector: string) => page.locator(selector).evaluate((element) => [getComputedStyle(element).marginTop, getComputedStyle(element).marginBottom, getComputedStyle(element).lineHeight]);
        expect(await spacing('.hero__title')).toEqual(['0px', '16px', '60px']);
        expect((await spacing('.hero__subtitle')).slice(0, 2)).toEqual(['0px', '20px']);
        const picture = await page.locator('img.wide-picture').evaluate((img) => img.getBoundingClientRect().width);
        expect(picture).toBeLessThanOrEqual(width);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
        const [frame, hero, primary] = await page.evaluate(() => {
          const frame = document.body.appendChild(document.createElement('iframe'));
          const hero = document.body.appendChild(Object.assign(document.createElement('div'), { className: 'hero' }));
          return [getComputedStyle(frame).borderTopWidth, getComputedStyle(hero).backgroundColor, getComputedStyle(document.querySelector('.hero--primary')!).backgroundColor];
        });
        expect([frame, hero, primary]).toEqual(['0px', 'rgb(255, 255, 255)', 'rgb(46, 125, 50)']);
        await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
        expect(await page.evaluate(() => [...document.querySelectorAll('.hero')].map((hero) => getComputedStyle(hero).backgroundColor))).toEqual(['rgb(129, 199, 132)', 'rgb(36, 37, 38)']);
        expect(errors).toEqual([]);
        await page.close();
      }
    });

    test("items with position: 'right' are in the navbar's right-hand group, before the language menu; on a phone in the menu; the copyright is the config's HTML", async () => {
      const { page, errors } = await openPage(browser(), `${site}docs/guide/intro`);
      const right = page.locator('.navbar-right');
      expect(await right.locator('.navbar-items-right > li').allTextContents()).toEqual(['v2.0', 'GitHub']);
      const github = right.getByRole('link', { name: 'GitHub' });
      expect(await github.getAttribute('class')).toBe('navbar-link header-github-link');
      const [blog, release, language] = await Promise.all([page.locator('.navbar-items').first().getByRole('link', { name: 'Blog' }).boundingBox(), right.locator('.navbar-release').boundingBox(), right.locator('.locale-dropdown').boundingBox()]);
      expect(blog!.x + blog!.width).toBeLessThan(release!.x);
      expect((await github.boundingBox())!.x).toBeLessThan(language!.x);
      expect(Math.abs(release!.y + release!.height / 2 - (language!.y + language!.height / 2))).toBeLessThan(2); // on one line
      // The copyright's link is a link; its tags are not shown as text.
      const footer = page.locator('footer');
      expect(await footer.getByRole('link', { name: 'Legal notice' }).getAttribute('href')).toBe('https://gripper.example.com/legal');
      expect(await footer.locator('.footer-copyright').textContent()).toBe('Copyright © 2026 Gripper Kit.Legal notice');

      await page.setViewportSize({ width: 390, height: 800 });
      expect(await right.locator('.navbar-items-right').isVisible()).toBe(false);
      await page.locator('.navbar-toggle').click();
      const menu = page.locator('.mobile-menu-links');
      // Every entry in the config's order (the default locale's navbar.json names the CLI entry "Command line").
      expect(await menu.locator(':scope > li').evaluateAll((items) => items.map((item) => item.querySelector('a, button, span')?.textContent))).toEqual(['Guide', 'Command line', 'Protocol', 'Blog', 'More', 'v2.0', 'GitHub']);
      expect(await menu.getByRole('link', { name: 'GitHub' }).isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
      expect(errors).toEqual([]);
      await page.close();
    });

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

    test("the site's own styles for details and summary stay off the navbar's menus", async () => {
      const { page, errors } = await openPage(browser(), `${site}docs/guide/intro`);
      const menu = page.locator('.navbar details.nav-dropdown').first();
      expect(await menu.evaluate((details) => [getComputedStyle(details).borderTopWidth, getComputedStyle(details).paddingTop])).toEqual(['0px', '0px']);
      // The site's arrow (its summary::after) is not drawn: each menu's caret is the theme's icon.
      for (const summary of [menu.locator('summary'), page.locator('.navbar details.locale-dropdown summary')]) {
        expect(await summary.evaluate((element) => getComputedStyle(element, '::after').content)).toBe('none');
        expect(await summary.locator('svg.navbar-dropdown-caret').isVisible()).toBe(true);
      }
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
