// `docgen build --compress`, the real CLI as a process: a `.br` and a `.gz` beside each text file of 1 KiB or
// more, decoding to it, named in the build's summary and nowhere in the site; without the flag, none.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { COMPRESS_MIN_BYTES, isCompressible } from '../../src/render/emit/compression.js';
import { OUTPUT_MARKER } from '../../src/render/emit/recover-output.js';
import { fixtureConfig, repoRoot } from '../helpers/fixtures.js';

let work: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'docgen-cli-compress-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

function docgen(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(process.execPath, [path.join(repoRoot, 'bin/docgen.js'), ...args], { cwd: work, timeout: 120_000 }, (_error, stdout, stderr) => resolve({ code: child.exitCode, stdout, stderr }));
  });
}

async function outputFiles(out: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(out, { recursive: true, withFileTypes: true })) {
    const rel = path.relative(out, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (entry.isFile() && rel !== OUTPUT_MARKER) files.set(rel, await readFile(path.join(entry.parentPath, entry.name)));
  }
  return files;
}

const isCopy = (file: string) => /\.(br|gz)$/.test(file) && isCompressible(file.slice(0, -3));

test('build --compress writes .br and .gz copies that decode to their files, leaves small files alone, and says so', async () => {
  const out = path.join(work, 'compressed');
  const result = await docgen(['build', '--compress', '--no-cache', '-c', fixtureConfig('serve'), '--out', out]);
  expect(result.stderr).not.toContain('error');
  expect(result.code).toBe(0);
  const files = await outputFiles(out);
  const copies = [...files.keys()].filter(isCopy);
  let bytes = 0;
  const sizes = { br: 0, gzip: 0 };
  for (const [file, content] of files) {
    if (isCopy(file) || !isCompressible(file)) continue;
    const br = files.get(`${file}.br`);
    const gz = files.get(`${file}.gz`);
    if (content.byteLength < COMPRESS_MIN_BYTES) {
      expect([br, gz], file).toEqual([undefined, undefined]);
      continue;
    }
    expect(br && brotliDecompressSync(br).equals(content), `${file}.br`).toBe(true);
    expect(gz && gunzipSync(gz).equals(content), `${file}.gz`).toBe(true);
    bytes += content.byteLength;
    sizes.br += br!.byteLength;
    sizes.gzip += gz!.byteLength;
  }
  // Pages, scripts, styles and the search index, and small files left alone.
  expect(copies).toEqual(expect.arrayContaining(['index.html.br', 'index.html.gz', '404.html.br', 'guide/intro/index.html.gz']));
  expect(copies.some((file) => /^assets\/main-[A-Z2-7]{8}\.js\.br$/.test(file))).toBe(true);
  expect(copies.some((file) => /^assets\/main-[A-Z2-7]{8}\.css\.gz$/.test(file))).toBe(true);
  expect(copies.some((file) => /^assets\/search-index-en-[0-9a-f]{10}\.json\.br$/.test(file))).toBe(true);
  expect(files.has('img/logo.svg') && !files.has('img/logo.svg.br')).toBe(true);
  const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  expect(result.stderr + result.stdout).toContain(`Compressed ${copies.length / 2} files of ${kib(bytes)}: ${kib(sizes.br)} as brotli (.br), ${kib(sizes.gzip)} as gzip (.gz).`);
  // Files only: no page, sitemap entry, search record or link names them.
  expect(files.has('sitemap.xml')).toBe(true);
  for (const [file, content] of files) if (/\.(html|xml|json)$/.test(file)) expect(/\.(html|js|css|json|xml)\.(br|gz)\b/.test(content.toString('utf8')), file).toBe(false);
});

test('build without --compress writes no compressed copy', async () => {
  const out = path.join(work, 'plain');
  const result = await docgen(['build', '--no-cache', '-c', fixtureConfig('serve'), '--out', out]);
  expect(result.code).toBe(0);
  expect(result.stderr + result.stdout).not.toContain('Compressed');
  expect([...(await outputFiles(out)).keys()].filter(isCopy)).toEqual([]);
});

test('build --help documents --compress', async () => {
  const { stdout } = await docgen(['build', '--help']);
  expect(stdout).toContain('--compress');
});
