// The client bundle's budget: first-view JavaScript on a doc page stays small, heavy features load on demand,
// and no node-only module ever reaches the browser.
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, test } from 'vitest';
import { buildClient, type ClientBundle } from '../../../src/render/client-bundle/build-client.js';

/** React and react-dom/client are about 69 KB of it. */
const FIRST_VIEW_BUDGET = 90 * 1024;

const NODE_ONLY = [/^node:/, /react-dom-server/, /^src\/render\//, /^src\/cli\//, /node_modules\/(shiki|@shikijs|unified|remark-[^/]+|rehype-[^/]+|micromark[^/]*|mdast-[^/]+|hast-[^/]+|vfile|esbuild|chokidar|sirv|ws|commander|zod|yaml)\//];

let bundle: ClientBundle;

beforeAll(async () => {
  bundle = await buildClient({ base: '/armkit/', pages: [], mermaid: true, islands: [], stylesheets: [] });
});

/** The entry output and every chunk it imports statically, transitively: what a doc page loads before it is interactive. */
function firstView(): string[] {
  const outputs = bundle.metafile.outputs;
  const entry = Object.keys(outputs).find((key) => bundle.entry.endsWith(key.slice(key.indexOf('assets/'))))!;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of outputs[key]!.imports) if (imported.kind === 'import-statement') visit(imported.path);
  };
  visit(entry);
  return [...seen];
}

const gzipSize = (key: string) => gzipSync(bundle.files.get(key.slice(key.indexOf('assets/')))!, { level: 9 }).length;

describe('the client bundle', () => {
  test(`first-view JavaScript is at most ${FIRST_VIEW_BUDGET / 1024} KB gzip`, () => {
    const total = firstView().reduce((sum, key) => sum + gzipSize(key), 0);
    console.log(`first-view JavaScript: ${(total / 1024).toFixed(1)} KB gzip in ${firstView().length} files`);
    expect(total).toBeGreaterThan(40 * 1024); // it did find React
    expect(total).toBeLessThanOrEqual(FIRST_VIEW_BUDGET);
  });

  test('mermaid is not in the first view; it is a chunk of its own', () => {
    const inputs = firstView().flatMap((key) => Object.keys(bundle.metafile.outputs[key]!.inputs));
    expect(inputs.some((input) => input.includes('node_modules/react-dom/'))).toBe(true);
    expect(inputs.filter((input) => /node_modules\/(mermaid|@mermaid-js|d3-|@docsearch)/.test(input))).toEqual([]);
    const all = Object.values(bundle.metafile.outputs).flatMap((output) => Object.keys(output.inputs));
    expect(all.some((input) => input.includes('node_modules/mermaid/'))).toBe(true);
  });

  test('no node-only module is in any browser chunk', () => {
    const inputs = Object.values(bundle.metafile.outputs).flatMap((output) => Object.keys(output.inputs));
    expect(inputs.filter((input) => NODE_ONLY.some((pattern) => pattern.test(input)))).toEqual([]);
  });

  test('a site without diagrams bundles no mermaid at all', async () => {
    const small = await buildClient({ base: '/armkit/', pages: [], mermaid: false, islands: [], stylesheets: [] });
    const inputs = Object.values(small.metafile.outputs).flatMap((output) => Object.keys(output.inputs));
    expect(inputs.some((input) => input.includes('node_modules/mermaid/'))).toBe(false);
    const bytes = [...small.files.values()].reduce((sum, file) => sum + file.byteLength, 0);
    expect(bytes).toBeLessThan(1024 * 1024); // mermaid alone is over 3 MB
  });
});
