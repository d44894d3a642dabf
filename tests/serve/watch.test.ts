// `docgen serve` follows the files: edits, new, renamed and deleted files, atomic saves, bursts and broken files.
import { rmSync, writeFileSync } from 'node:fs';
import { cp, mkdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { serveFixture, waitFor, type FixtureServer } from '../helpers/dev-server.js';

let site: FixtureServer;

beforeAll(async () => {
  site = await serveFixture('serve');
});

afterAll(async () => {
  await site?.close();
});

const page = async (route: string) => {
  const response = await fetch(site.server.url + route);
  return { status: response.status, body: await response.text() };
};
const rebuilds = () => site.log.filter((line) => line.startsWith('Updated ')).length;

describe('watching the site', () => {
  test('an edit shows up, and only the edited page is rendered again', async () => {
    const before = rebuilds();
    const file = site.file('docs/en/guide/intro.md');
    await writeFile(file, (await readFile(file, 'utf8')).replace('The first page of the guide.', 'The first page, edited.'));
    await waitFor(async () => (await page('guide/intro')).body.includes('The first page, edited.'), 15_000, 'the edit');
    await site.server.idle();
    expect(rebuilds()).toBe(before + 1);
    expect(site.log.at(-1)).toMatch(/^Updated 1 page in \d+ ms \(.*docs\/en\/guide\/intro\.md\)\.\n$/);
  });

  test('an atomic save (write a temporary file, rename it over the page) is one edit', async () => {
    const before = rebuilds();
    const file = site.file('docs/en/guide/intro.md');
    const text = (await readFile(file, 'utf8')).replace('The first page, edited.', 'Saved atomically.');
    await writeFile(`${file}.tmp`, text);
    await rename(`${file}.tmp`, file);
    await waitFor(async () => (await page('guide/intro')).body.includes('Saved atomically.'), 15_000, 'the atomic save');
    await site.server.idle();
    expect(rebuilds()).toBe(before + 1);
  });

  test('a new file is a new page and a new sidebar entry on the other pages; renamed, it moves; deleted, it is gone', async () => {
    await writeFile(site.file('docs/en/guide/extra.md'), '---\ntitle: Extra page\nsidebar_position: 3\n---\n\n# Extra page\n\nBrand new.\n');
    await waitFor(async () => (await page('guide/extra')).status === 200, 15_000, 'the new page');
    expect((await page('guide/extra')).body).toContain('Brand new.');
    expect((await page('guide/intro')).body).toContain('href="/site/guide/extra"');
    // The zh-Hans site shows the new English doc as a fallback, so the language switch never lands on a 404.
    expect((await page('zh/guide/extra')).status).toBe(200);

    await rename(site.file('docs/en/guide/extra.md'), site.file('docs/en/guide/renamed.md'));
    await waitFor(async () => (await page('guide/renamed')).status === 200, 15_000, 'the renamed page');
    await site.server.idle();
    expect((await page('guide/extra')).status).toBe(404);
    expect((await page('guide/intro')).body).toContain('href="/site/guide/renamed"');
    expect((await page('guide/intro')).body).not.toContain('href="/site/guide/extra"');

    await unlink(site.file('docs/en/guide/renamed.md'));
    await waitFor(async () => (await page('guide/renamed')).status === 404, 15_000, 'the deleted page to go');
    await site.server.idle();
    expect((await page('guide/intro')).body).not.toContain('/site/guide/renamed');
  });

  test('a burst of 200 new files and a deleted folder are coalesced into a rebuild or two, not hundreds', async () => {
    const before = rebuilds();
    await mkdir(site.file('docs/en/burst'), { recursive: true });
    // In one go, as a checkout writes them: the server runs in this process, and awaiting each write would
    // let this test's own pace on a loaded machine (not the server's coalescing) decide how the burst is cut.
    for (let i = 0; i < 200; i++) writeFileSync(site.file(`docs/en/burst/page-${i}.md`), `# Burst page ${i}\n\nText ${i}.\n`);
    await waitFor(async () => (await page('burst/page-199')).status === 200, 30_000, 'the last page of the burst');
    await site.server.idle();
    expect((await page('burst/page-0')).body).toContain('Text 0.');
    expect(rebuilds() - before).toBeLessThanOrEqual(2);

    const beforeDelete = rebuilds();
    rmSync(site.file('docs/en/burst'), { recursive: true });
    await waitFor(async () => (await page('burst/page-0')).status === 404, 30_000, 'the deleted folder');
    await site.server.idle();
    expect((await page('burst/page-199')).status).toBe(404);
    expect(rebuilds() - beforeDelete).toBeLessThanOrEqual(2);
  });

  test('a broken file is reported with file and line and the last good page stays; the fix replaces it', async () => {
    const file = site.file('docs/en/guide/intro.md');
    const good = await readFile(file, 'utf8');
    await writeFile(file, good.replace('sidebar_position: 1', 'sidebar_position: first').replace('Saved atomically.', 'Never shown.'));
    await waitFor(() => site.log.some((line) => /docs\/en\/guide\/intro\.md:3 +Frontmatter key "sidebar_position" is invalid/.test(line)), 15_000, 'the error');
    const stale = await page('guide/intro');
    expect(stale.status).toBe(200);
    expect(stale.body).toContain('Saved atomically.');
    expect(stale.body).not.toContain('Never shown.');

    await writeFile(file, good.replace('Saved atomically.', 'Fixed.'));
    await waitFor(async () => (await page('guide/intro')).body.includes('Fixed.'), 15_000, 'the fix');
  });

  test('a broken link is reported in the terminal with file:line:column, and the page is still updated', async () => {
    const file = site.file('docs/en/guide/intro.md');
    const good = await readFile(file, 'utf8');
    await writeFile(file, good.replace('Fixed.', 'Fixed, with [a broken link](/guide/nowhere).'));
    await waitFor(() => site.log.some((line) => /docs\/en\/guide\/intro\.md:\d+:\d+ +Broken link on \/site\/guide\/intro: "\/guide\/nowhere"/.test(line)), 15_000, 'the link error');
    expect((await page('guide/intro')).body).toContain('a broken link');
    await writeFile(file, good);
    await waitFor(async () => !(await page('guide/intro')).body.includes('a broken link'), 15_000, 'the fix');
  });

  test('a config edit rebuilds every page; a broken config keeps the last good site', async () => {
    const file = site.file('docgen.config.ts');
    const good = await readFile(file, 'utf8');
    await writeFile(file, good.replace("title: 'Serve'", "title: 'Renamed'"));
    await waitFor(async () => (await page('guide/intro')).body.includes('<title>Introduction | Renamed</title>'), 15_000, 'the new title');
    await site.server.idle();
    expect(site.log.at(-1)).toMatch(/^Updated every page in \d+ ms/);

    await writeFile(file, good.replace("title: 'Serve'", 'title: 42'));
    await waitFor(() => site.log.some((line) => line.includes('Invalid config')), 15_000, 'the config error');
    expect((await page('guide/intro')).body).toContain('<title>Introduction | Renamed</title>');
    await writeFile(file, good);
    await waitFor(async () => (await page('guide/intro')).body.includes('<title>Introduction | Serve</title>'), 15_000, 'the fixed config');
  });

  test('a new static file is served at once', async () => {
    await writeFile(site.file('static/img/new.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><title>new</title></svg>');
    const response = await fetch(`${site.server.url}img/new.svg`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>new</title>');
  });

  test('versions.json: a version it lists is served at the docs root and the current docs move to /next/; without it, they move back', async () => {
    await cp(site.file('docs'), site.file('versioned_docs/version-1.0'), { recursive: true });
    const old = site.file('versioned_docs/version-1.0/en/guide/intro.md');
    await writeFile(old, (await readFile(old, 'utf8')).replace(/\n# [^\n]*\n/, '\n# Introduction to 1.0\n'));
    await waitFor(async () => (await page('guide/intro')).status === 200, 15_000, 'the site');
    await site.server.idle(); // the new folder alone changes nothing: versions.json does not list it yet
    expect((await page('next/guide/intro')).status).toBe(404);
    await writeFile(site.file('versions.json'), '["1.0"]\n');
    await waitFor(async () => (await page('next/guide/intro')).status === 200, 15_000, 'the current docs under /next/');
    expect((await page('guide/intro')).body).toContain('Introduction to 1.0');
    await rm(site.file('versions.json'));
    await waitFor(async () => (await page('next/guide/intro')).status === 404, 15_000, 'the current docs back at the root');
    expect((await page('guide/intro')).body).not.toContain('Introduction to 1.0');
    await rm(site.file('versioned_docs'), { recursive: true });
  });
});
