// The blog in real Chromium, on the built site and in the dev server alike: the navbar opens it, the sidebar
// groups recent posts by year, lists page through older posts, tags and "read more" lead to what they name,
// client-side navigation shows each kind of blog page as a full load does, the feeds are served, and the
// language switch maps a post to its translation. No console error, no hydration warning.
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
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
  work = await mkdtemp(path.join(repoRoot, 'tests/fixtures/.tmp-blog-browser-'));
  await writeSite((await buildSite({ configPath: fixtureConfig('blog') })).files, path.join(work, 'build'));
  [built, dev, browser] = await Promise.all([serveStatic({ dir: path.join(work, 'build'), base: '/news/', localePrefixes: ['en/'] }), serveFixture('blog'), launchBrowser()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await built?.close();
  await dev?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

for (const target of ['docgen build', 'docgen serve'] as const) {
  describe(`the blog on ${target}`, () => {
    const site = () => (target === 'docgen build' ? built.url : dev.server.url);
    // The dev server shows drafts, as the writer of one expects; the build leaves them out.
    const drafts = target === 'docgen serve';

    test('the navbar opens the blog; its sidebar groups posts by year; the list pages through older posts', async () => {
      const page = await browser.context.newPage();
      const errors = watchErrors(page);
      await page.goto(`${site()}en/guide/intro`);
      await page.waitForSelector('html[data-hydrated="true"]');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }).click();
      await page.waitForURL(/\/en\/blog$/);
      await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
      const sidebar = page.getByRole('navigation', { name: 'Blog recent posts' });
      expect(await sidebar.locator('.sidebar-category-label').allTextContents()).toEqual(drafts ? ['2025', '2024', '2023'] : ['2025', '2024']);
      // A year folds away and opens again.
      const year = sidebar.getByRole('button', { name: '2024' });
      await year.click();
      await expect.poll(() => year.getAttribute('aria-expanded')).toBe('false');
      await year.click();
      await expect.poll(() => year.getAttribute('aria-expanded')).toBe('true');
      expect(await page.locator('.blog-card-title').allTextContents()).toEqual(['Welcome to the arm', 'New Lua commands']);
      await page.getByRole('navigation', { name: 'Blog list page navigation' }).getByRole('link', { name: 'Older posts' }).click();
      await page.waitForURL(/\/en\/blog\/page\/2$/);
      await expect.poll(() => page.locator('.blog-card-title').allTextContents()).toEqual(drafts ? ['The first release', 'Not yet'] : ['The first release']);
      expect(await page.title()).toBe('Blog (page 2 of 2) | Blog Fixture');
      // The feed the page names in its head is there, and is XML a browser reads.
      const feed = (await page.locator('link[type="application/rss+xml"]').getAttribute('href'))!;
      const items = await page.evaluate(async (href) => {
        const doc = new DOMParser().parseFromString(await (await fetch(href)).text(), 'application/xml');
        return doc.querySelector('parsererror') ? 'not XML' : [...doc.querySelectorAll('item > title')].map((title) => title.textContent);
      }, feed);
      expect(items).toEqual(['Welcome to the arm', 'New Lua commands', 'The first release', ...(drafts ? ['Not yet'] : [])]);
      expect(errors).toEqual([]);
      await page.close();
    });

    test('"Read more" opens the post, with its date, reading time, authors and tags; a tag lists its posts', async () => {
      const page = await browser.context.newPage();
      const errors = watchErrors(page);
      await page.goto(`${site()}en/blog`);
      await page.waitForSelector('html[data-hydrated="true"]');
      await page.getByRole('link', { name: 'Read more about New Lua commands' }).click();
      await page.waitForURL(/\/en\/blog\/new-lua-commands$/);
      await page.getByRole('heading', { level: 1, name: 'New Lua commands' }).waitFor();
      expect(await page.locator('.blog-post-date').textContent()).toBe('1 March 2025 · 1 min read');
      expect(await page.locator('.blog-post-authors a').allTextContents()).toEqual(['Mei Chen', 'Tom Reyes']);
      expect(await page.locator('.markdown .code-block').count()).toBe(1); // the whole post, below the mark too
      await page.locator('.blog-post-tags').getByRole('link', { name: 'Lua' }).click();
      await page.waitForURL(/\/en\/blog\/tags\/lua$/);
      await page.getByRole('heading', { level: 1, name: 'Posts tagged “Lua”' }).waitFor();
      expect(await page.locator('.blog-card-title').allTextContents()).toEqual(['New Lua commands']);
      expect(errors).toEqual([]);
      await page.close();
    });

    test('a Chinese post, opened directly, shows its date and reading time in Chinese; the language switch finds its translation', async () => {
      const page = await browser.context.newPage();
      const errors = watchErrors(page);
      await page.goto(`${site()}blog/first-release`);
      await page.waitForSelector('html[data-hydrated="true"]');
      expect(await page.locator('.blog-post-date').textContent()).toBe('2024年4月10日 · 阅读需 1 分钟');
      expect(await page.getByRole('navigation', { name: '博客最近文章' }).locator('.sidebar-category-label').allTextContents()).toEqual(['2026', '2025', '2024']);
      const alternate = await page.evaluate(() => JSON.parse(document.getElementById('__docgen_data')!.textContent!).page.alternates.en as string);
      expect(alternate).toMatch(/\/en\/blog\/first-release$/);
      await page.goto(new URL(alternate, site()).href);
      await page.waitForSelector('html[data-hydrated="true"]');
      await page.getByRole('heading', { level: 1, name: 'The first release' }).waitFor();
      expect(errors).toEqual([]);
      await page.close();
    });
  });
}

test('docgen serve: a post edited shows on the open list of its posts; a post added is on the list', async () => {
  const { readFile, writeFile, rm: remove } = await import('node:fs/promises');
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  await page.goto(`${dev.server.url}en/blog/page/2`);
  await page.waitForSelector('html[data-hydrated="true"]');
  const post = dev.file('blog/en/2024-04-10-first-release.md');
  const original = await readFile(post, 'utf8');
  await writeFile(post, original.replace('The first release of the controller tools is out.', 'The first release is out, edited.'));
  await page.getByText('The first release is out, edited.').waitFor();
  const added = dev.file('blog/en/2026-05-01-fresh.md');
  await writeFile(added, '---\ntitle: A fresh post\n---\n\nJust written.\n');
  try {
    await page.goto(`${dev.server.url}en/blog`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await expect.poll(() => page.locator('.blog-card-title').first().textContent()).toBe('A fresh post');
  } finally {
    await writeFile(post, original);
    await remove(added, { force: true });
  }
  expect(errors).toEqual([]);
  await page.close();
}, 60_000);
