// Docs versions share the compiled-markdown cache: a doc the same in two versions is compiled once, and its
// copy in the other version links inside that version, byte for byte as if it had been compiled itself.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildSite, type BuildResult } from '../../src/render/build.js';
import { outputContent } from '../../src/render/emit/output-file.js';
import { repoRoot } from '../helpers/fixtures.js';

let root: string;
const configPath = () => path.join(root, 'docgen.config.ts');
const text = (result: BuildResult, file: string) => String(outputContent(result.files.get(file)!));

const SAME = {
  'guide/intro.md': '---\ntitle: Intro\n---\n\n# Intro\n\nSee the [setup](./setup.md#usage), the [glossary](./glossary.md) and [the intro itself](./intro.md).\n',
  'guide/glossary.md': '# Glossary\n\nTerms, and [back](./intro.md).\n',
  // The same text, but its image is its version's own file: compiled in each.
  'guide/logo.md': '# Logo\n\n![logo](./logo.svg)\n',
};

async function writeDocs(dir: string, setup: string, logo: string): Promise<void> {
  await mkdir(path.join(dir, 'en/guide'), { recursive: true });
  for (const [file, content] of Object.entries(SAME)) await writeFile(path.join(dir, 'en', file), content);
  await writeFile(path.join(dir, 'en/guide/setup.md'), setup);
  await writeFile(path.join(dir, 'en/guide/logo.svg'), logo);
}

beforeAll(async () => {
  // Inside the repository, so that the site's React page modules resolve `react`.
  root = await mkdtemp(path.join(repoRoot, 'tests/fixtures/.tmp-versions-share-'));
  await writeFile(
    configPath(),
    `export default {
  title: 'Versions',
  url: 'https://versions.example.com',
  base: '/v/',
  i18n: { defaultLocale: 'en', locales: { en: { label: 'English' }, 'zh-Hans': { label: '简体中文' } } },
  navbar: { items: [{ type: 'docSidebar', sidebarId: 'guide', label: 'Guide' }] },
};
`,
  );
  await writeDocs(path.join(root, 'docs'), '# Setup\n\n## Usage {#usage}\n\nOnly in Next.\n', '<svg xmlns="http://www.w3.org/2000/svg"><title>next</title></svg>\n');
  await writeDocs(path.join(root, 'versioned_docs/version-1.0'), '# Setup\n\n## Usage {#usage}\n\nAs in 1.0.\n', '<svg xmlns="http://www.w3.org/2000/svg"><title>1.0</title></svg>\n');
  await writeFile(path.join(root, 'versions.json'), '["1.0"]\n');
});
afterAll(() => rm(root, { recursive: true, force: true }));

let shared: BuildResult;

test('a doc the same in both versions is compiled once, and links inside its own version in each', async () => {
  shared = await buildSite({ configPath: configPath(), threads: 1 });
  // Four docs in two versions, each in English and as the Chinese fallback: intro and glossary are compiled for
  // Next and made from it for 1.0; setup differs, logo has an image of each version's own.
  expect(shared.cache).toEqual({ hits: 4, misses: 12, shared: 4 });
  expect(shared.links.problems).toEqual([]);
  const next = text(shared, 'next/guide/intro/index.html');
  const released = text(shared, 'guide/intro/index.html');
  expect(next).toContain('<a href="/v/next/guide/setup#usage">setup</a>, the <a href="/v/next/guide/glossary">glossary</a> and <a href="/v/next/guide/intro">the intro itself</a>');
  expect(released).toContain('<a href="/v/guide/setup#usage">setup</a>, the <a href="/v/guide/glossary">glossary</a> and <a href="/v/guide/intro">the intro itself</a>');
  expect(text(shared, 'zh-Hans/guide/glossary/index.html')).toContain('<a href="/v/zh-Hans/guide/intro">back</a>');
  expect(text(shared, 'zh-Hans/next/guide/glossary/index.html')).toContain('<a href="/v/zh-Hans/next/guide/intro">back</a>');
  // Each version shows its own image.
  const image = (file: string) => /<img src="\/v\/(assets\/images\/logo-[0-9a-f]{8}\.svg)"/.exec(text(shared, file))![1]!;
  expect(image('guide/logo/index.html')).not.toBe(image('next/guide/logo/index.html'));
  expect(String(outputContent(shared.files.get(image('guide/logo/index.html'))!))).toContain('<title>1.0</title>');
}, 60_000);

test('a page made from another version is byte for byte the page compiled itself, in one thread or on workers', async () => {
  const threaded = await buildSite({ configPath: configPath(), threads: 2 });
  expect(threaded.cache).toEqual(shared.cache);
  expect([...threaded.files.keys()].sort()).toEqual([...shared.files.keys()].sort());
  for (const [file, content] of shared.files) expect(Buffer.from(outputContent(threaded.files.get(file)!)).equals(Buffer.from(outputContent(content))), file).toBe(true);
  // A blank line more in Next's intro: the same HTML there, but no longer the same text, so 1.0's is compiled.
  const intro = path.join(root, 'docs/en/guide/intro.md');
  await writeFile(intro, `${SAME['guide/intro.md']}\n`);
  try {
    const apart = await buildSite({ configPath: configPath(), threads: 1 });
    expect(apart.cache).toEqual({ hits: 2, misses: 14, shared: 2 });
    for (const file of ['guide/intro/index.html', 'zh-Hans/guide/intro/index.html', 'next/guide/intro/index.html']) expect(text(apart, file), file).toBe(text(shared, file));
  } finally {
    await writeFile(intro, SAME['guide/intro.md']);
  }
}, 60_000);

test('the next build finds every page in the cache, shared ones under their own key', async () => {
  const cacheFile = path.join(root, '.docgen/cache/markdown.bin');
  expect((await buildSite({ configPath: configPath(), cacheFile })).cache).toEqual({ hits: 4, misses: 12, shared: 4 });
  expect((await buildSite({ configPath: configPath(), cacheFile })).cache).toEqual({ hits: 16, misses: 0, shared: 0 });
  // 1.0's setup edited to be Next's: made from Next's cached page, nothing compiled, and kept for the next build.
  await writeFile(path.join(root, 'versioned_docs/version-1.0/en/guide/setup.md'), await readFile(path.join(root, 'docs/en/guide/setup.md')));
  const before = await readFile(cacheFile);
  const edited = await buildSite({ configPath: configPath(), cacheFile });
  expect(edited.cache).toEqual({ hits: 16, misses: 0, shared: 2 });
  expect(text(edited, 'guide/setup/index.html')).toContain('Only in Next.');
  expect((await readFile(cacheFile)).equals(before)).toBe(false);
}, 60_000);
