// `docgen version <name>` on a copy of a fixture: the docs of every locale are kept as the version, category
// files included and hidden files not; versions.json lists it first; a name taken or reserved is refused with
// nothing changed; and a build serves each version at its URL.
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { serveStatic } from '../../src/cli/serve/static-server.js';
import { launchBrowser, openPage } from '../helpers/browser.js';
import { fixtureConfig, repoRoot } from '../helpers/fixtures.js';

let site: string;
beforeAll(async () => {
  site = await mkdtemp(path.join(repoRoot, 'tests/fixtures/.tmp-version-'));
  await cp(path.dirname(fixtureConfig('blog')), site, { recursive: true });
  await writeFile(path.join(site, 'docs/en/guide/_category_.json'), '{ "label": "Guide" }\n');
  await writeFile(path.join(site, 'docs/en/guide/.notes.md'), 'private\n');
});
afterAll(() => rm(site, { recursive: true, force: true }));

const docgen = (...args: string[]) =>
  promisify(execFile)(process.execPath, [path.join(repoRoot, 'bin/docgen.js'), ...args, '-c', path.join(site, 'docgen.config.ts')], { cwd: site }).then(
    ({ stdout, stderr }) => ({ code: 0, out: stdout + stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, out: error.stdout + error.stderr }),
  );

const files = async (dir: string) => (await readdir(dir, { recursive: true })).map((file) => file.split(path.sep).join('/')).sort();

test('the current docs of every locale become the version, listed first in versions.json', async () => {
  const first = await docgen('version', '3.1');
  expect(first.code).toBe(0);
  expect(first.out).toContain('Version 3.1: 2 doc files of 2 locales kept in versioned_docs/version-3.1/; versions.json lists 3.1.');
  expect(await files(path.join(site, 'versioned_docs/version-3.1'))).toEqual(['en', 'en/guide', 'en/guide/_category_.json', 'en/guide/intro.md', 'zh-Hans', 'zh-Hans/guide', 'zh-Hans/guide/intro.md']);
  expect(await readFile(path.join(site, 'versioned_docs/version-3.1/en/guide/intro.md'), 'utf8')).toBe(await readFile(path.join(site, 'docs/en/guide/intro.md'), 'utf8'));
  expect((await docgen('version', '3.2')).code).toBe(0);
  expect(JSON.parse(await readFile(path.join(site, 'versions.json'), 'utf8'))).toEqual(['3.2', '3.1']);
}, 60_000);

test('a name taken, reserved or not one URL segment is refused, and nothing changes', async () => {
  const before = await readFile(path.join(site, 'versions.json'), 'utf8');
  for (const [name, message] of [
    ['3.2', 'Version 3.2 exists already (versions.json lists it).'],
    ['next', '"next" cannot be a version name.'],
    ['3/2', '"3/2" cannot be a version name.'],
  ]) {
    const result = await docgen('version', name!);
    expect([result.code, result.out], name).toEqual([1, expect.stringContaining(message!)]);
  }
  expect(await readFile(path.join(site, 'versions.json'), 'utf8')).toBe(before);
  expect(await readdir(path.join(site, 'versioned_docs'))).toEqual(['version-3.1', 'version-3.2']);
}, 60_000);

test('a build serves the newest version at the docs root, the current docs under /next/, older ones under their name; links stay inside their version', async () => {
  await writeFile(path.join(site, 'docs/en/guide/setup.md'), '---\ntitle: Setup\n---\n\n# Setup\n\nOnly in Next. Back to the [introduction](./intro.md).\n');
  await writeFile(path.join(site, 'versioned_docs/version-3.1/en/guide/intro.md'), '---\ntitle: Introduction\n---\n\n# Introduction\n\nVersion 3.1 links to [itself](./intro.md).\n');
  const out = path.join(site, 'out');
  const build = await docgen('build', '-o', out);
  expect(build.code).toBe(0);
  expect(build.out).toContain('the navbar has no version menu: readers reach the other versions only by their URLs');
  expect(build.out).toContain("Add { type: 'docsVersionDropdown' } to navbar.items.");
  const pages = (await files(out)).filter((file) => file.includes('guide/') && file.endsWith('index.html'));
  expect(pages).toEqual([
    '3.1/guide/intro/index.html',
    'en/3.1/guide/intro/index.html',
    'en/guide/intro/index.html',
    'en/next/guide/intro/index.html',
    'en/next/guide/setup/index.html',
    'guide/intro/index.html',
    'next/guide/intro/index.html',
  ]);
  expect(await readFile(path.join(out, 'en/3.1/guide/intro/index.html'), 'utf8')).toContain('<a href="/news/en/3.1/guide/intro">itself</a>');
  expect(await readFile(path.join(out, 'en/next/guide/setup/index.html'), 'utf8')).toContain('<a href="/news/en/next/guide/intro">introduction</a>');
  // Banners on the docs not at the root, each linking the same doc (or the landing doc) of the latest version.
  const page = async (file: string) => (await readFile(path.join(out, file), 'utf8')).replaceAll('<!-- -->', ''); // React's text separators
  const old = await page('en/3.1/guide/intro/index.html');
  expect(old).toContain('This is documentation for Blog Fixture 3.1, which is no longer actively maintained. For up-to-date documentation, see the <a href="/news/en/guide/intro">latest version (3.2)</a>');
  expect(old).toContain('<link rel="canonical" href="https://blog.example.com/news/en/guide/intro">');
  const next = await page('en/next/guide/setup/index.html');
  expect(next).toContain('This is unreleased documentation for Blog Fixture Next. For up-to-date documentation, see the <a href="/news/en/guide/intro">latest version (3.2)</a>');
  expect(next).toContain('<link rel="canonical" href="https://blog.example.com/news/en/next/guide/setup">');
  expect(await page('next/guide/intro/index.html')).toContain('此为 Blog Fixture Next 版尚未发行的文档。');
  expect(await page('en/guide/intro/index.html')).not.toContain('banner-version');
  const sitemap = await readFile(path.join(out, 'sitemap.xml'), 'utf8');
  expect(sitemap).toContain('/news/en/next/guide/intro</loc>');
  expect(sitemap).not.toContain('/news/en/3.1/');
}, 60_000);

test('with a version menu in the navbar, each page lists every version: the same doc where it exists, else the landing doc', async () => {
  const config = path.join(site, 'docgen.config.ts');
  await writeFile(config, (await readFile(config, 'utf8')).replace("{ type: 'localeDropdown' }", "{ type: 'docsVersionDropdown' }, { type: 'localeDropdown' }"));
  const out = path.join(site, 'out-menu');
  const build = await docgen('build', '-o', out);
  expect(build.code).toBe(0);
  expect(build.out).not.toContain('no version menu');
  const menu = async (file: string) => {
    const html = await readFile(path.join(out, file), 'utf8');
    const list = html.match(/<details class="navbar-dropdown version-dropdown">.*?<\/details>/s)?.[0] ?? '';
    return { summary: list.match(/<summary[^>]*>([^<]*)/)?.[1], links: [...list.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => `${m[2]} ${m[1]}`) };
  };
  expect(await menu('en/next/guide/setup/index.html')).toEqual({ summary: 'Next', links: ['Next /news/en/next/guide/setup', '3.2 /news/en/guide/intro', '3.1 /news/en/3.1/guide/intro'] });
  expect(await menu('en/3.1/guide/intro/index.html')).toEqual({ summary: '3.1', links: ['Next /news/en/next/guide/intro', '3.2 /news/en/guide/intro', '3.1 /news/en/3.1/guide/intro'] });
  // Not a doc: the version at the docs root, and each version's landing doc.
  expect(await menu('en/blog/index.html')).toEqual({ summary: '3.2', links: ['Next /news/en/next/guide/intro', '3.2 /news/en/guide/intro', '3.1 /news/en/3.1/guide/intro'] });
}, 60_000);

test('an old version\'s banner leads to the same doc in the latest version, in a browser; the menu leads back', async () => {
  const server = await serveStatic({ dir: path.join(site, 'out-menu'), base: '/news/', localePrefixes: ['en/'] });
  const browser = await launchBrowser();
  try {
    const { page, errors } = await openPage(browser, `${server.url}en/3.1/guide/intro`);
    const banner = page.getByRole('note').filter({ hasText: 'no longer actively maintained' });
    await banner.getByRole('link', { name: 'latest version (3.2)' }).click();
    await page.waitForURL(`${server.url}en/guide/intro`);
    expect(await page.locator('.banner-version').count()).toBe(0);
    const menu = page.getByRole('navigation', { name: 'Main' }).locator('.version-dropdown');
    await menu.locator('summary').click();
    await menu.getByRole('link', { name: '3.1', exact: true }).click();
    await page.waitForURL(`${server.url}en/3.1/guide/intro`);
    await banner.waitFor();
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
    await server.close();
  }
}, 60_000);

test('links are checked inside their version: a link to a doc only Next has is broken in 3.1, and named with its file and line', async () => {
  const old = path.join(site, 'versioned_docs/version-3.1/en/guide/intro.md');
  await writeFile(old, '---\ntitle: Introduction\n---\n\n# Introduction\n\nVersion 3.1 links to [itself](./intro.md).\n\nAnd to [setup](./setup.md), which 3.1 has not.\n');
  const out = path.join(site, 'out-links');
  const build = await docgen('build', '-o', out);
  expect(build.code).toBe(0);
  expect(build.out).toMatch(/versioned_docs\/version-3\.1\/en\/guide\/intro\.md:9:\d+.*setup\.md/);
  const html = await readFile(path.join(out, 'en/3.1/guide/intro/index.html'), 'utf8');
  expect(html).toContain('<a href="./setup.md">setup</a>');
  expect(html).not.toContain('/news/en/next/guide/setup');
  // The same link in Next resolves there.
  expect(await readFile(path.join(out, 'en/next/guide/setup/index.html'), 'utf8')).toContain('<a href="/news/en/next/guide/intro">introduction</a>');
  const check = await docgen('check-links', '--strict');
  expect(check.code).toBe(1);
  expect(check.out).toMatch(/versioned_docs\/version-3\.1\/en\/guide\/intro\.md:9/);
}, 60_000);
