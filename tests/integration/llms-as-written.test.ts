// A doc's markdown copy takes what it can from the page's source as written (src/render/llms/plain-markdown.ts):
// read back, it must be the very markdown remark-stringify writes from the same tree on its own.
import path from 'node:path';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { expect, test, vi } from 'vitest';
import { buildSite } from '../../src/render/build.js';
import { outputContent } from '../../src/render/emit/output-file.js';
import { fixtureConfig, repoRoot } from '../helpers/fixtures.js';

// Without the page's source, every node of the copy is written by remark-stringify.
const written = vi.hoisted(() => ({ fromSource: true }));
vi.mock('../../src/render/llms/plain-markdown.js', async (original) => {
  const actual = await original<typeof import('../../src/render/llms/plain-markdown.js')>();
  return { ...actual, plainMarkdown: (tree: never, cx: Parameters<typeof actual.plainMarkdown>[1]) => actual.plainMarkdown(tree, written.fromSource ? cx : { ...cx, sourceOf: () => undefined }) };
});

const parser = unified().use(remarkParse).use(remarkGfm);
const readBack = (markdown: string) => JSON.stringify(parser.parse(markdown), (key, value: unknown) => (key === 'position' ? undefined : value));

async function copies(configPath: string, fromSource: boolean): Promise<Map<string, string>> {
  written.fromSource = fromSource;
  const result = await buildSite({ configPath });
  return new Map([...result.files].filter(([file]) => file.endsWith('.md')).map(([file, content]) => [file, String(outputContent(content))]));
}

test.each([fixtureConfig('llms'), fixtureConfig('mdx'), path.join(repoRoot, 'tests/fixtures/docusaurus-basic/docusaurus.config.js')])('%s: each copy reads back as the one remark-stringify writes alone', async (configPath) => {
  const [fast, plain] = [await copies(configPath, true), await copies(configPath, false)];
  expect(fast.size).toBeGreaterThan(0);
  expect([...fast.keys()]).toEqual([...plain.keys()]);
  for (const [file, text] of fast) expect(readBack(text), file).toBe(readBack(plain.get(file)!));
}, 120_000);
