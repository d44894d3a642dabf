// MDX islands in real Chromium, on the built site and in the dev server alike: Tabs come alive (one panel, a
// tab bar), follow each other within a group, remember the choice, read and write the query string, and work
// with the keyboard; without JavaScript every panel shows under its label. A page without islands loads no
// island code. No console error, no hydration warning.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { serveStatic, type StaticServer } from '../../src/cli/serve/static-server.js';
import { buildSite } from '../../src/render/build.js';
import { writeSite } from '../../src/render/emit/write-site.js';
import { launchBrowser, watchErrors, type Browser } from '../helpers/browser.js';
import { serveFixture, type FixtureServer } from '../helpers/dev-server.js';
import { fixtureConfig, repoRoot } from '../helpers/fixtures.js';

let work: string;
let built: StaticServer;
let dev: FixtureServer;
let browser: Browser;

beforeAll(async () => {
  work = await mkdtemp(path.join(repoRoot, 'tests/fixtures/.tmp-mdx-islands-'));
  await writeSite((await buildSite({ configPath: fixtureConfig('mdx') })).files, path.join(work, 'build'));
  [built, dev, browser] = await Promise.all([
    serveStatic({ dir: path.join(work, 'build'), base: '/mdx/', localePrefixes: ['en/'] }),
    serveFixture('mdx'),
    launchBrowser(),
  ]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await built?.close();
  await dev?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

const selected = (page: Page, nth: number) => page.locator('.tabs').nth(nth).locator('[role=tab][aria-selected=true]').textContent();
const shown = (page: Page, nth: number) => page.locator('.tabs').nth(nth).locator('[role=tabpanel]:visible').evaluateAll((panels) => panels.map((p) => p.id));

for (const target of ['docgen build', 'docgen serve'] as const) {
  describe(`Tabs on ${target}`, () => {
    const site = () => (target === 'docgen build' ? built.url : dev.server.url);

    test('come alive: one panel shows, the tab bar chooses; tabs of a group follow; the choice is remembered', async () => {
      const page = await browser.context.newPage();
      const errors = watchErrors(page);
      await page.goto(`${site()}en/guide/install`);
      await page.waitForSelector('.tabs[data-live]');
      await expect.poll(() => page.locator('.tabs[data-live]').count()).toBe(2);
      expect(await selected(page, 0)).toBe('Windows');
      expect(await shown(page, 0)).toHaveLength(1);
      expect(await page.locator('.tabs-panel-label:visible').count()).toBe(0);
      await page.locator('.tabs').nth(0).getByRole('tab', { name: 'Linux' }).click();
      expect(await page.locator('.tabs').nth(0).getByText('sudo apt install armkit').isVisible()).toBe(true);
      // The other Tabs of the group follow, and the query string says the choice.
      await expect.poll(() => selected(page, 1)).toBe('Linux');
      expect(new URL(page.url()).searchParams.get('os')).toBe('linux');
      // Remembered: a new visit without the query string opens on Linux.
      await page.goto(`${site()}en/guide/install`);
      await page.waitForSelector('.tabs[data-live]');
      await expect.poll(() => selected(page, 1)).toBe('Linux');
      expect(errors).toEqual([]);
      await page.close();
    });

    test('the query string chooses; the keyboard moves between tabs as WAI-ARIA says', async () => {
      const page = await browser.context.newPage();
      const errors = watchErrors(page);
      await page.addInitScript(() => window.localStorage.clear());
      await page.goto(`${site()}en/guide/install?os=linux`);
      await page.waitForSelector('.tabs[data-live]');
      await expect.poll(() => selected(page, 0)).toBe('Linux');
      await page.locator('.tabs').nth(0).getByRole('tab', { name: 'Linux' }).focus();
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => selected(page, 0)).toBe('Windows');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Windows');
      await page.keyboard.press('ArrowLeft'); // wraps round
      await expect.poll(() => selected(page, 0)).toBe('Linux');
      await page.keyboard.press('Home');
      await expect.poll(() => selected(page, 0)).toBe('Windows');
      await page.keyboard.press('End');
      await expect.poll(() => selected(page, 0)).toBe('Linux');
      expect(errors).toEqual([]);
      await page.close();
    });

    test("a link to a heading inside a hidden tab shows that tab: the table of contents' link, and a page opened at it", async () => {
      const page = await browser.context.newPage();
      const errors = watchErrors(page);
      await page.addInitScript(() => window.localStorage.clear());
      await page.goto(`${site()}en/guide/install`);
      await page.waitForSelector('.tabs[data-live]');
      expect(await selected(page, 0)).toBe('Windows');
      expect(await page.locator('#linux').isVisible()).toBe(false);
      await page.locator('.toc a[href="#linux"]').first().click();
      await expect.poll(() => selected(page, 0)).toBe('Linux');
      await expect.poll(() => page.locator('#linux').evaluate((heading) => heading.getBoundingClientRect().top)).toBeLessThan(200);
      // Opened at the heading: its tab is chosen over the default, and the heading scrolled to.
      const other = await browser.context.newPage();
      await other.goto(`${site()}en/guide/install#linux`);
      await other.waitForSelector('.tabs[data-live]');
      await expect.poll(() => selected(other, 0)).toBe('Linux');
      await expect.poll(() => other.locator('#linux').evaluate((heading) => heading.getBoundingClientRect().top)).toBeLessThan(200);
      expect(errors).toEqual([]);
      await page.close();
      await other.close();
    });

    test("a site component of a .client.tsx module is an island: it works, its markdown children stay", async () => {
      const page = await browser.context.newPage();
      const errors = watchErrors(page);
      await page.goto(`${site()}en/guide/components`);
      await page.waitForSelector('html[data-hydrated="true"]');
      const button = page.getByRole('button', { name: 'Clicks: 2' });
      await button.waitFor();
      // Hydrated when a click counts (before, the button does nothing).
      await expect.poll(async () => {
        await page.getByRole('button', { name: /^Clicks: / }).click();
        return page.getByRole('button', { name: /^Clicks: / }).textContent();
      }).not.toBe('Clicks: 2');
      expect(await page.locator('.island-children strong').textContent()).toBe('button');
      expect(await page.locator('.badge-ok').textContent()).toBe('Stable');
      // Styled by the site's stylesheet (config customCss).
      expect(await page.locator('.badge-ok').evaluate((badge) => getComputedStyle(badge).color)).toBe('rgb(0, 128, 0)');
      expect(errors).toEqual([]);
      await page.close();
    });
  });
}

test("docgen serve: editing a component, a module it imports, the site's stylesheet or one it imports updates the open page; a broken one shows the overlay", async () => {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  await page.goto(`${dev.server.url}en/guide/components`);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.getByRole('button', { name: 'Clicks: 2' }).waitFor();
  expect(await page.locator('.badge-ok').evaluate((badge) => getComputedStyle(badge).color)).toBe('rgb(0, 128, 0)');
  const edit = async (rel: string, from: string, to: string) => {
    const file = dev.file(rel);
    await writeFile(file, (await readFile(file, 'utf8')).replace(from, to));
  };
  // The island: its server HTML and its code in the browser both change.
  await edit('src/components/Counter.client.tsx', '{label}: {count}', '{label} = {count}');
  await page.getByRole('button', { name: 'Clicks = 2' }).waitFor();
  await expect.poll(async () => {
    await page.getByRole('button', { name: /^Clicks = / }).click();
    return page.getByRole('button', { name: /^Clicks = / }).textContent();
  }).not.toBe('Clicks = 2');
  // A value a page imports, through the module that holds it.
  await edit('src/data.ts', '42', '43');
  await page.getByText(/The answer is\s*43/).waitFor();
  // The site's stylesheet.
  await edit('src/css/custom.css', 'rgb(0, 128, 0)', 'rgb(0, 0, 255)');
  await expect.poll(() => page.locator('.badge-ok').evaluate((badge) => getComputedStyle(badge).color)).toBe('rgb(0, 0, 255)');
  // A stylesheet it imports.
  expect(await page.locator('.badge-ok').evaluate((badge) => getComputedStyle(badge).fontWeight)).toBe('700');
  await edit('src/css/weights.css', '700', '400');
  await expect.poll(() => page.locator('.badge-ok').evaluate((badge) => getComputedStyle(badge).fontWeight)).toBe('400');
  // A broken component: the overlay names it; the fix removes it.
  await edit('src/components/Badge.tsx', 'return <span', 'return <span <');
  const overlay = page.locator('#docgen-error-overlay');
  await overlay.waitFor({ state: 'attached', timeout: 20_000 });
  expect(await page.locator('#docgen-error-overlay [role=alert]').textContent()).toContain('Badge.tsx');
  await edit('src/components/Badge.tsx', 'return <span <', 'return <span title="fixed"');
  await overlay.waitFor({ state: 'detached', timeout: 20_000 });
  await page.locator('.badge-ok[title=fixed]').waitFor();
  expect(errors).toEqual([]);
  await page.close();
}, 90_000);

test('without JavaScript every panel shows under its label', async () => {
  const context = await browser.context.browser()?.newContext({ javaScriptEnabled: false });
  const page = context ? await context.newPage() : await browser.context.newPage();
  if (!context) await page.route('**/*.js', (route) => route.abort());
  await page.goto(`${built.url}en/guide/install`);
  expect(await page.locator('.tabs-panel-label:visible').allTextContents()).toEqual(['Windows', 'Linux', 'Windows', 'Linux']);
  expect(await page.getByText('Start-Process setup.exe').isVisible()).toBe(true);
  expect(await page.getByText('sudo apt install armkit').isVisible()).toBe(true);
  expect(await page.locator('.tabs-list:visible').count()).toBe(0);
  await page.close();
  await context?.close();
});

test('a page without islands loads no island code; a page with Tabs preloads and loads theirs', async () => {
  const page = await browser.context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
  await page.goto(`${built.url}en/guide/intro`);
  await page.waitForSelector('html[data-hydrated="true"]');
  const first = [...scripts];
  scripts.length = 0;
  await page.goto(`${built.url}en/guide/install`);
  await page.waitForSelector('.tabs[data-live]');
  const tabsChunk = await page.locator('link[rel=modulepreload]').evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
  const island = tabsChunk.find((href) => !first.includes(href));
  expect(island).toBeDefined();
  expect(scripts).toContain(island);
  expect(first).not.toContain(island);
  await page.close();
});
