// The incremental builder renders again exactly the pages an edit affects.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createSiteBuilder, type BuildOutcome, type SiteBuilder } from '../../src/render/incremental/site-builder.js';
import { siteLinks } from '../../src/render/stages/compile-content.js';
import type { SiteManifest } from '../../src/shared/types.js';
import { repoRoot } from '../helpers/fixtures.js';

let root: string;
let builder: SiteBuilder;

beforeAll(async () => {
  root = await mkdtemp(path.join(repoRoot, 'tests/fixtures/.tmp-builder-'));
  await cp(path.join(repoRoot, 'tests/fixtures/serve'), root, { recursive: true });
  builder = createSiteBuilder({ configPath: path.join(root, 'docgen.config.ts') });
});

afterAll(async () => {
  await builder?.dispose();
  if (root) await rm(root, { recursive: true, force: true });
});

async function edit(rel: string, change: (text: string) => string): Promise<BuildOutcome> {
  const file = path.join(root, rel);
  await writeFile(file, change(await readFile(file, 'utf8').catch(() => '')));
  return builder.build({ kinds: new Set(['content']), files: [file] });
}

const sorted = (changed: string[] | 'all') => (changed === 'all' ? changed : [...changed].sort());

test('the first build renders every page; nothing changed, nothing is rendered', async () => {
  const first = await builder.build();
  expect(sorted(first.changed)).toEqual(['/site/', '/site/404.html', '/site/guide/intro', '/site/guide/long', '/site/search', '/site/zh/', '/site/zh/404.html', '/site/zh/guide/intro', '/site/zh/guide/long', '/site/zh/search']);
  const again = await builder.build({ kinds: new Set(['content']), files: [] });
  expect(again.changed).toEqual([]);
  expect(again.snapshot.file('guide/intro/index.html')).toBe(first.snapshot.file('guide/intro/index.html'));
});

test("an edit of a page's text keeps what pages compile against (the worker is not sent it again); a new page does not", async () => {
  const before = await builder.build({ kinds: new Set(['content']), files: [] });
  const edited = await edit('docs/en/guide/long.md', (text) => `${text}\nOne more line.\n`);
  expect(sorted(edited.changed)).toEqual(['/site/guide/long', '/site/zh/guide/long']); // the Chinese page shows the English text
  expect(siteLinks(edited.snapshot.table, edited.snapshot.config)).toBe(siteLinks(before.snapshot.table, before.snapshot.config));
  const added = await edit('docs/en/guide/extra.md', () => '# Extra\n\nA page more.\n');
  expect(siteLinks(added.snapshot.table, added.snapshot.config)).not.toBe(siteLinks(before.snapshot.table, before.snapshot.config));
  await rm(path.join(root, 'docs/en/guide/extra.md'));
  await builder.build({ kinds: new Set(['content']), files: [path.join(root, 'docs/en/guide/extra.md')] });
});

test('an edit of the text renders that page only', async () => {
  const outcome = await edit('docs/en/guide/intro.md', (text) => text.replace('The first page of the guide.', 'Edited text.'));
  expect(outcome.changed).toEqual(['/site/guide/intro']);
  expect(outcome.snapshot.file('guide/intro/index.html')).toContain('Edited text.');
});

test("a sidebar label renders the pages whose sidebar or prev/next link shows it, in each locale that shows the doc", async () => {
  const outcome = await edit('docs/en/guide/long.md', (text) => text.replace('title: A long page', 'title: A longer page'));
  // zh-Hans has no translation of long.md: its fallback page and its sidebar show the English title.
  expect(sorted(outcome.changed)).toEqual(['/site/guide/intro', '/site/guide/long', '/site/zh/guide/intro', '/site/zh/guide/long']);
  expect(outcome.snapshot.file('zh/guide/intro/index.html')).toContain('A longer page');
});

test('a new or deleted doc renders the pages that show it; the route list, shared by all, names it', async () => {
  const routes = (outcome: BuildOutcome): string[] => {
    const manifest = JSON.parse(outcome.snapshot.file('docgen-manifest.json')!) as SiteManifest;
    return JSON.parse(outcome.snapshot.file(manifest.routes.slice('/site/'.length))!) as string[];
  };
  // The home pages are React pages, which are given every doc's URL.
  const guide = ['/site/', '/site/guide/intro', '/site/guide/long', '/site/zh/', '/site/zh/guide/intro', '/site/zh/guide/long'];
  const added = await edit('docs/en/guide/third.md', () => '---\nsidebar_position: 3\n---\n\n# Third\n');
  // Their sidebars and prev/next links show it; the search and not-found pages show nothing of it.
  expect(sorted(added.changed)).toEqual([...guide, '/site/guide/third', '/site/zh/guide/third'].sort());
  expect(routes(added)).toEqual(expect.arrayContaining(['/site/guide/third', '/site/zh/guide/third']));
  await rm(path.join(root, 'docs/en/guide/third.md'));
  const removed = await builder.build({ kinds: new Set(['content']), files: [path.join(root, 'docs/en/guide/third.md')] });
  expect(sorted(removed.changed)).toEqual([...guide, '/site/guide/third', '/site/zh/guide/third'].sort());
  expect(removed.snapshot.file('guide/third/index.html')).toBeUndefined();
  expect(routes(removed)).not.toContain('/site/guide/third');
});

test('the shared data a tab loaded before two rebuilds is still served (named by its content, it cannot be stale)', async () => {
  const localeFile = (outcome: BuildOutcome) => {
    const manifest = JSON.parse(outcome.snapshot.file('docgen-manifest.json')!) as SiteManifest;
    return manifest.locales.find((l) => l.code === 'en')!.data.slice('/site/'.length);
  };
  const before = await builder.build({ kinds: new Set(['content']), files: [] });
  const old = localeFile(before);
  const retitle = (title: string) => edit('docs/en/guide/long.md', (text) => text.replace(/^title: .*$/m, `title: ${title}`));
  const once = await retitle('A long page, once');
  const twice = await retitle('A long page, twice');
  expect(localeFile(once)).not.toBe(old);
  expect(localeFile(twice)).not.toBe(localeFile(once));
  expect(twice.snapshot.file(old)).toBe(before.snapshot.file(old)); // two builds later, the tab still gets it
  const thrice = await retitle('A long page');
  expect(thrice.snapshot.file(old)).toBeUndefined(); // older ones are let go
});

test('a theme change reloads every page', async () => {
  const outcome = await builder.build({ kinds: new Set(['theme']), files: [path.join(repoRoot, 'theme/Footer.tsx')] });
  expect(outcome.changed).toBe('all');
  expect(outcome.timings.map((t) => t.stage)).toEqual(expect.arrayContaining(['theme', 'client']));
});

test('an edit of the text alone reads no other file and builds no route table; its links are checked again', async () => {
  const stages = (outcome: BuildOutcome) => outcome.timings.map((t) => t.stage);
  const broken = await edit('docs/en/guide/intro.md', (text) => `${text}\nSee [nowhere](/guide/nowhere).\n`);
  expect(stages(broken)).not.toContain('scan');
  expect(stages(broken)).not.toContain('routes');
  expect(broken.changed).toEqual(['/site/guide/intro']);
  expect(broken.snapshot.links.errors.map((e) => e.message)).toEqual([expect.stringContaining('/guide/nowhere')]);
  const fixed = await edit('docs/en/guide/intro.md', (text) => text.replace('See [nowhere](/guide/nowhere).', 'A fixed sentence.'));
  expect(stages(fixed)).not.toContain('scan');
  expect(fixed.snapshot.links.errors).toEqual([]);
  expect(fixed.snapshot.file('guide/intro/index.html')).toContain('A fixed sentence.');
  // A new heading is a new anchor other pages may link to: every link is checked again.
  const anchor = await edit('docs/en/guide/long.md', (text) => `${text}\n\n## A new section\n`);
  expect(stages(anchor)).not.toContain('scan');
  expect(anchor.snapshot.links.errors).toEqual([]);
  // A new title shows in sidebars and prev/next links: the table is built again.
  const retitled = await edit('docs/en/guide/intro.md', (text) => text.replace('title: Introduction', 'title: The introduction'));
  expect(stages(retitled)).toEqual(expect.arrayContaining(['scan', 'routes']));
  expect(retitled.snapshot.file('guide/long/index.html')).toContain('The introduction');
});

test('a page rendered while the first build runs is no change to that build: its open tab is not reloaded', async () => {
  const fresh = createSiteBuilder({ configPath: path.join(root, 'docgen.config.ts') });
  try {
    const building = fresh.build();
    expect(await fresh.renderEarly('guide/long/index.html')).toContain('<!DOCTYPE html>');
    const outcome = await building;
    expect(outcome.changed).not.toContain('/site/guide/long');
    expect(outcome.changed).toContain('/site/zh/guide/long');
  } finally {
    await fresh.dispose();
  }
});
