import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { cachedBundle, type BundleOutput } from '../../../src/render/client-bundle/client-cache.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'docgen-client-cache-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

test('the bundle is reused until one of its input files or the options change', async () => {
  const input = path.join(dir, 'entry.tsx');
  await writeFile(input, 'export {}');
  const cacheFile = path.join(dir, 'cache', 'client.bin');
  let bundled = 0;
  const bundle = async (): Promise<BundleOutput> => {
    bundled++;
    return {
      outputFiles: [{ path: path.join(dir, 'out/main.js'), contents: new TextEncoder().encode(`bundle ${bundled}`) }],
      metafile: { inputs: { [input]: { bytes: 9, imports: [] }, 'docgen:pages': { bytes: 1, imports: [] } }, outputs: {} },
    };
  };
  const options = { base: '/armkit/', pages: [], mermaid: false, islands: [], stylesheets: [] };
  const text = (output: BundleOutput) => new TextDecoder().decode(output.outputFiles[0]!.contents);

  expect(text(await cachedBundle(cacheFile, options, bundle))).toBe('bundle 1');
  expect(text(await cachedBundle(cacheFile, options, bundle))).toBe('bundle 1');
  expect(bundled).toBe(1);

  await writeFile(input, 'export const changed = 1;');
  expect(text(await cachedBundle(cacheFile, options, bundle))).toBe('bundle 2');
  expect(text(await cachedBundle(cacheFile, { ...options, mermaid: true }, bundle))).toBe('bundle 3');
  expect(text(await cachedBundle(undefined, { ...options, mermaid: true }, bundle))).toBe('bundle 4');
});
