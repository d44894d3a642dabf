// A sharded local index in real Chromium: the modal downloads the head and the few shards a query needs, never a
// whole index, and shows the hits a whole index shows, without a console error.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { serveStatic, type StaticServer } from '../../src/cli/serve/static-server.js';
import { buildSite } from '../../src/render/build.js';
import { writeSite } from '../../src/render/emit/write-site.js';
import { launchBrowser, watchErrors, type Browser } from '../helpers/browser.js';
import { repoRoot } from '../helpers/fixtures.js';

let work: string;
let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  work = await mkdtemp(path.join(repoRoot, 'tests/fixtures/.tmp-sharded-search-'));
  const result = await buildSite({ configPath: path.join(repoRoot, 'tests/fixtures/search/sharded.config.ts') });
  await writeSite(result.files, path.join(work, 'build'));
  // The fixture has no home page, which the preview server wants before it serves a folder.
  await writeFile(path.join(work, 'build/index.html'), '<!doctype html><title>Search fixture</title>');
  [server, browser] = await Promise.all([serveStatic({ dir: path.join(work, 'build'), base: '/s/', localePrefixes: ['en/'] }), launchBrowser()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('the search modal on a sharded index', () => {
  test.each([
    ['en', 'en/guide/intro', 'MovJ', '/s/en/ref/motion#movj'],
    ['zh-Hans', 'guide/intro', '关节插补', '/s/ref/motion#movj'],
  ])('in %s: the first hit of a query, from the head and a few shards', async (_locale, start, query, expected) => {
    const page = await browser.context.newPage();
    const errors = watchErrors(page);
    const fetched: string[] = [];
    page.on('request', (request) => {
      const file = new URL(request.url()).pathname;
      if (file.includes('/assets/search-')) fetched.push(file);
    });
    await page.goto(`${server.url}${start}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill(query);
    await page.locator('.DocSearch-Hit-source').first().waitFor();
    const hrefs = await page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs[0]).toBe(expected);
    const [head, ...shards] = fetched;
    expect(head).toMatch(/\/assets\/search-index-[\w-]+-[0-9a-f]{10}\.json$/);
    expect(shards.length).toBeGreaterThan(0);
    expect(shards.every((file) => /\/assets\/search-[\w-]+-[0-9a-f]{10}\/[a-z]+\d*\.json\.gz$/.test(file))).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(new URL(expected, server.url).href);
    expect(errors).toEqual([]);
    await page.close();
  });
});
