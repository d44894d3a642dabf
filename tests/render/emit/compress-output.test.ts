// `--compress` at the writer: `.br` and `.gz` beside the text files worth it, made in the staging folder (the
// output has all of them or none), kept from the previous output while their file is unchanged.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { OutputFile } from '../../../src/render/emit/output-file.js';
import { OUTPUT_MARKER } from '../../../src/render/emit/recover-output.js';
import { OutputWriter, writeSite } from '../../../src/render/emit/write-site.js';

let dir: string;
let out: string;
let manifestFile: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'docgen-compress-'));
  out = path.join(dir, 'build');
  manifestFile = path.join(dir, 'cache', 'output.json');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const page = (words: string) => `<!doctype html><html><body>${`<p>${words}</p>\n`.repeat(200)}</body></html>`;

/** The output's files, without the marker. */
async function files(): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(out, { recursive: true, withFileTypes: true })) {
    const rel = path.relative(out, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (entry.isFile() && rel !== OUTPUT_MARKER) found.push(rel);
  }
  return found.sort();
}

const noise = randomBytes(4096);

function site(home = page('home')): Map<string, OutputFile> {
  return new Map<string, OutputFile>([
    ['index.html', home],
    ['guide/index.html', { render: () => page('guide'), key: () => 'guide' }],
    ['assets/main-ABCDEFGH.js', `export const words = ${JSON.stringify('javascript '.repeat(300))};`],
    ['assets/main-ABCDEFGH.css', `.a { color: red; }\n`.repeat(100)],
    // Too small, not text, incompressible, already compressed.
    ['small.html', '<p>small</p>'],
    ['img/photo.png', Buffer.from(page('not text'))],
    ['random.txt', noise],
    ['assets/search-en-0123456789/d0.json.gz', gzipSync(page('shard'))],
  ]);
}

describe('writeSite with compress', () => {
  test('.br and .gz beside the text files of 1 KiB or more, decoding to them; nothing else compressed', async () => {
    const stats = await writeSite(site(), out, { manifestFile, compress: true });
    const written = await files();
    const compressed = written.filter((file) => /\.(br|gz)$/.test(file) && !file.endsWith('.json.gz'));
    expect(compressed).toEqual(['assets/main-ABCDEFGH.css.br', 'assets/main-ABCDEFGH.css.gz', 'assets/main-ABCDEFGH.js.br', 'assets/main-ABCDEFGH.js.gz', 'guide/index.html.br', 'guide/index.html.gz', 'index.html.br', 'index.html.gz']);
    for (const file of compressed) {
      const original = await readFile(path.join(out, file.slice(0, -3)));
      const bytes = await readFile(path.join(out, file));
      expect((file.endsWith('.br') ? brotliDecompressSync(bytes) : gunzipSync(bytes)).equals(original), file).toBe(true);
      expect(bytes.byteLength).toBeLessThan(original.byteLength);
    }
    expect(written).toContain('assets/search-en-0123456789/d0.json.gz');
    expect(written.filter((file) => file.endsWith('.json.gz.gz') || file.endsWith('.json.gz.br'))).toEqual([]);
    const sizes = async (suffix: string) => {
      let total = 0;
      for (const file of compressed.filter((f) => f.endsWith(suffix))) total += (await stat(path.join(out, file))).size;
      return total;
    };
    let bytes = 0;
    for (const file of ['index.html', 'guide/index.html', 'assets/main-ABCDEFGH.js', 'assets/main-ABCDEFGH.css']) bytes += (await stat(path.join(out, file))).size;
    expect(stats.compressed).toEqual({ files: 4, bytes, br: await sizes('.br'), gzip: await sizes('.gz') });
  });

  test('without compress, no compressed copy is written (and a build without it removes those of the last)', async () => {
    const stats = await writeSite(site(), out, { manifestFile });
    expect(stats.compressed).toBeUndefined();
    expect((await files()).filter((file) => /\.(br|gz)$/.test(file))).toEqual(['assets/search-en-0123456789/d0.json.gz']);
    await writeSite(site(), out, { manifestFile, compress: true });
    expect((await files()).filter((file) => file.endsWith('.br'))).toHaveLength(4);
    await writeSite(site(), out, { manifestFile });
    expect((await files()).filter((file) => /\.(br|gz)$/.test(file))).toEqual(['assets/search-en-0123456789/d0.json.gz']);
  });

  test('a rebuild compresses only what changed: the copies of unchanged files are kept as they were', async () => {
    await writeSite(site(), out, { manifestFile, compress: true });
    const inode = async (file: string) => (await stat(path.join(out, file))).ino;
    const before = { guide: await inode('guide/index.html.br'), js: await inode('assets/main-ABCDEFGH.js.gz'), home: await inode('index.html.br') };
    // Nothing changed: nothing written, the output untouched.
    expect(await writeSite(site(), out, { manifestFile, compress: true })).toMatchObject({ written: 0 });
    const stats = await writeSite(site(page('home, edited')), out, { manifestFile, compress: true });
    expect(stats.written).toBe(3); // the page and its two copies
    expect(await inode('guide/index.html.br')).toBe(before.guide);
    expect(await inode('assets/main-ABCDEFGH.js.gz')).toBe(before.js);
    expect(await inode('index.html.br')).not.toBe(before.home);
    expect(brotliDecompressSync(await readFile(path.join(out, 'index.html.br'))).toString()).toBe(page('home, edited'));
    expect(stats.compressed?.files).toBe(4);
  });

  test("a file of the site's own named as a compressed copy is never overwritten", async () => {
    const own = gzipSync('the site’s own archive');
    const files = site();
    files.set('index.html.gz', own);
    await writeSite(files, out, { manifestFile, compress: true });
    expect((await readFile(path.join(out, 'index.html.gz'))).equals(own)).toBe(true);
    expect(brotliDecompressSync(await readFile(path.join(out, 'index.html.br'))).toString()).toBe(page('home'));
  });
});

describe('compressing is part of the atomic output', () => {
  test('until the swap the output has none of the new copies; a build that fails after compressing leaves it byte for byte', async () => {
    await writeSite(site(), out, { manifestFile });
    const before = await files();
    const output = new OutputWriter(out, { manifestFile });
    for (const [file, content] of site(page('home, edited'))) output.put(file, content);
    const stats = await output.compress();
    expect(stats.files).toBe(4);
    expect(await files()).toEqual(before);
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe(page('home'));
    output.discard();
    expect(await files()).toEqual(before);
    expect((await readdir(dir)).sort()).toEqual(['build', 'cache']);
  });
});
