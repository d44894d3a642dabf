// The server starts even when the site cannot be built, shows why, and serves the site once it is fixed.
import { readFile, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchBrowser, type Browser } from '../helpers/browser.js';
import { serveFixture, type FixtureServer } from '../helpers/dev-server.js';

let browser: Browser;
const sites: FixtureServer[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  for (const site of sites) await site.close();
});

async function brokenSite(file: string, change: (text: string) => string): Promise<FixtureServer> {
  const site = await serveFixture('serve', async (root) => {
    const path = `${root}/${file}`;
    await writeFile(path, change(await readFile(path, 'utf8')));
  });
  sites.push(site);
  return site;
}

test.each([
  ['a broken config', 'docgen.config.ts', (text: string) => text.replace("title: 'Serve'", 'title: 42'), /docgen\.config\.ts.*\n?.*Invalid config/],
  ['broken frontmatter', 'docs/en/guide/intro.md', (text: string) => text.replace('sidebar_position: 1', 'sidebar_position: first'), /docs\/en\/guide\/intro\.md:3/],
])('with %s at start, the page shows the error; the fix brings the site', async (_name, file, breakIt, where) => {
  const site = await brokenSite(file, breakIt);
  const page = await browser.context.newPage();
  const response = await page.goto(site.server.url);
  expect(response?.status()).toBe(500);
  const overlay = page.locator('#docgen-error-overlay [role=alert]');
  await overlay.waitFor({ timeout: 20_000 });
  expect(await overlay.textContent()).toMatch(where);

  const path = site.file(file);
  await writeFile(path, (await readFile(path, 'utf8')).replace('title: 42', "title: 'Serve'").replace('sidebar_position: first', 'sidebar_position: 1'));
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 30_000 });
  expect(await page.title()).toBe('Serve');
  expect(await page.locator('#docgen-error-overlay').count()).toBe(0);
  await page.close();
});
