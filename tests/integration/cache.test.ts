// The compiled-markdown cache keeps a page as long as its text and the targets of its `.md` links are unchanged:
// adding or moving another doc recompiles only the pages that link to it.
import { cp, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildSite } from '../../src/render/build.js';
import { fixtureConfig, repoRoot } from '../helpers/fixtures.js';

let root: string;
const build = () => buildSite({ configPath: path.join(root, 'docgen.config.ts'), cacheFile: path.join(root, '.docgen/cache/markdown.bin') });

beforeAll(async () => {
  // Inside the repository, so that the site's React page modules resolve `react`.
  root = await mkdtemp(path.join(repoRoot, 'tests/fixtures/.tmp-cache-'));
  await cp(path.dirname(fixtureConfig('basic')), root, { recursive: true });
});

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

test('a new doc, then a moved link target, recompile only the pages they concern', async () => {
  const cold = await build();
  const pages = cold.cache.misses;
  expect(pages).toBeGreaterThan(5);
  expect((await build()).cache).toEqual({ hits: pages, misses: 0, shared: 0 });

  // A new zh-Hans doc is one page in zh-Hans and its fallback in en; nothing else changes.
  await writeFile(path.join(root, 'docs/zh-Hans/guide/new.md'), '# 新页面\n\n正文。\n');
  expect((await build()).cache).toEqual({ hits: pages, misses: 2, shared: 0 });

  // Moving setup.md changes where the en intro's `./setup.md` link points (now broken, a warning), and
  // setup is a page of both locales under a new URL.
  await rename(path.join(root, 'docs/zh-Hans/guide/setup.md'), path.join(root, 'docs/zh-Hans/guide/install.md'));
  const moved = await build();
  expect(moved.cache).toEqual({ hits: pages + 2 - 3, misses: 3, shared: 0 });
  expect(moved.warnings.map((w) => w.code)).toContain('links/broken-markdown-link');
});
