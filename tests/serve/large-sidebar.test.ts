// A large sidebar in real Chromium: the page's HTML carries the part around the page (what a reader without
// JavaScript needs), the whole sidebar comes with the locale's shared data once the page is idle, and client-side
// navigation takes sidebars from there, all without a console error.
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { serveStatic, type StaticServer } from '../../src/cli/serve/static-server.js';
import { buildSite } from '../../src/render/build.js';
import { writeSite } from '../../src/render/emit/write-site.js';
import { launchBrowser, watchErrors, type Browser } from '../helpers/browser.js';
import { repoRoot } from '../helpers/fixtures.js';
import { writeLargeSite } from '../helpers/large-site.js';

const COUNT = 300;
let work: string;
let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  work = await mkdtemp(path.join(repoRoot, 'tests/fixtures/.tmp-large-sidebar-'));
  const result = await buildSite({ configPath: await writeLargeSite(path.join(work, 'site'), COUNT) });
  await writeSite(result.files, path.join(work, 'build'));
  [server, browser] = await Promise.all([serveStatic({ dir: path.join(work, 'build'), base: '/large/', localePrefixes: ['en/'] }), launchBrowser()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('a sidebar of 300 commands', () => {
  test('the HTML shows the commands around the page and says how many more there are, in each language', async () => {
    const html = await (await fetch(`${server.url}en/ref/commands/cmd-0150`)).text();
    const sidebar = /<nav class="doc-sidebar".*?<\/nav>/s.exec(html)![0];
    const commands = sidebar.match(/<li><a (class="sidebar-link-active" )?href="\/large\/en\/ref\/commands\/cmd-\d+"/g) ?? [];
    expect(commands).toHaveLength(25);
    expect(html).toContain('aria-current="page"');
    expect(html).toContain('138 more pages'); // 150 - 12 before the window
    expect(html).toContain('137 more pages');
    const zh = await (await fetch(`${server.url}ref/commands/cmd-0150`)).text();
    expect(zh).toContain('另有 138 个页面');
  });

  test('once hydrated the whole sidebar shows; a far link navigates in place with its own sidebar', async () => {
    const page = await browser.context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${server.url}en/ref/commands/cmd-0150`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const links = page.locator('.doc-sidebar .sidebar-list a[href*="/commands/"]');
    const active = page.locator('.doc-sidebar a.sidebar-link-active');
    const top = (await active.boundingBox())!.y;
    await expect.poll(() => links.count()).toBe(COUNT);
    expect(await page.locator('.doc-sidebar .sidebar-gap').count()).toBe(0);
    // 138 links came in above the active one: the sidebar scrolled by as much, and the link stayed in place.
    expect(Math.abs((await active.boundingBox())!.y - top)).toBeLessThan(2);
    expect(await page.evaluate(() => document.querySelector('.doc-sidebar')!.scrollTop)).toBeGreaterThan(1000);
    await page.evaluate(() => Object.assign(window, { kept: true })); // gone if the document loads again
    await page.locator('.doc-sidebar .sidebar-list a[href$="/commands/cmd-0003"]').click();
    await page.waitForSelector('.doc-sidebar a.sidebar-link-active[href$="/commands/cmd-0003"]');
    expect(await page.locator('h1').textContent()).toBe('Command 0003');
    expect(await links.count()).toBe(COUNT);
    expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  test("on a phone, the menu opens with the page's link in view, far down the whole sidebar", async () => {
    const page = await browser.context.newPage();
    const errors = watchErrors(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}en/ref/commands/cmd-0200`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const panel = page.locator('.mobile-menu-panel');
    await expect.poll(() => panel.locator('.sidebar-list a[href*="/commands/"]').count()).toBe(COUNT);
    // Opened again now that the whole sidebar is there: 200 links above the page's.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const link = (await panel.locator('a.sidebar-link-active').boundingBox())!;
    const view = (await panel.boundingBox())!;
    expect(link.y).toBeGreaterThanOrEqual(view.y);
    expect(link.y + link.height).toBeLessThanOrEqual(view.y + view.height);
    expect(errors).toEqual([]);
    await page.close();
  });
});
