// `docgen serve --no-watch` sends the built site as a production host would, over real HTTP on 127.0.0.1:
// brotli or gzip as the client accepts (the build's `.br`/`.gz` when there are some), Vary, an ETag per coding
// and its 304, HEAD, byte ranges of the file itself, a year's caching for hashed assets and revalidation for the rest.
import { request } from 'node:http';
import { link, mkdtemp, readFile, readdir, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { serveStatic, type StaticServer } from '../../src/cli/serve/static-server.js';
import { buildSite } from '../../src/render/build.js';
import { writeSite } from '../../src/render/emit/write-site.js';
import { fixtureConfig } from '../helpers/fixtures.js';

let work: string;
let out: string;
let server: StaticServer;
/** The built fixture's main script and stylesheet, as the pages name them. */
let js: string;
let css: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'docgen-preview-compress-'));
  out = path.join(work, 'build');
  const result = await buildSite({ configPath: fixtureConfig('serve') });
  await writeSite(result.files, out);
  const assets = await readdir(path.join(out, 'assets'));
  js = `assets/${assets.find((name) => /^main-[A-Z2-7]{8}\.js$/.test(name))}`;
  css = `assets/${assets.find((name) => /^main-[A-Z2-7]{8}\.css$/.test(name))}`;
  server = await serveStatic({ dir: out, base: '/site/', localePrefixes: ['zh/'] });
});

afterAll(async () => {
  await server?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as they came, not decoded. */
  body: Buffer;
}

/** node:http, which (unlike fetch) neither adds an Accept-Encoding nor decodes the body. */
function get(rel: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${rel}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const decode = ({ headers, body }: Answer): Buffer => (headers['content-encoding'] === 'br' ? brotliDecompressSync(body) : headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body);
const fileOf = (rel: string) => readFile(path.join(out, rel.endsWith('/') || rel === '' ? `${rel}index.html` : rel));

describe('compressed answers', () => {
  test.each(['', 'guide/long/', 'js', 'css', 'search index'])('%s: brotli and gzip decode to the file, with Vary and a true Content-Length', async (which) => {
    const rel = which === 'js' ? js : which === 'css' ? css : which === 'search index' ? `assets/${(await readdir(path.join(out, 'assets'))).find((name) => name.startsWith('search-index-en-'))}` : which;
    const file = await fileOf(rel);
    for (const [accept, encoding] of [['gzip, deflate, br, zstd', 'br'], ['gzip, deflate', 'gzip']] as const) {
      const answer = await get(rel, { 'Accept-Encoding': accept });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(Number(answer.headers['content-length'])).toBe(answer.body.byteLength);
      expect(answer.body.byteLength).toBeLessThan(file.byteLength);
      expect(decode(answer).equals(file)).toBe(true);
    }
  });

  test('identity when asked for, or when br and gzip are refused; br;q=0 gets gzip; Vary all the same', async () => {
    const file = await fileOf('guide/long/');
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0', '*;q=0, identity']) {
      const answer = await get('guide/long/', accept === undefined ? {} : { 'Accept-Encoding': accept });
      expect(answer.headers['content-encoding'], accept).toBeUndefined();
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.body.equals(file)).toBe(true);
    }
    const gzip = await get('guide/long/', { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(file)).toBe(true);
  });

  test('small files and pictures go as they are, without Vary', async () => {
    for (const rel of ['img/logo.svg', 'docgen-manifest.json']) {
      const answer = await get(rel, { 'Accept-Encoding': 'br, gzip' });
      expect((await fileOf(rel)).byteLength).toBeLessThan(1024);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers.vary).toBeUndefined();
      expect(answer.body.equals(await fileOf(rel))).toBe(true);
    }
  });

  test('a file too large to compress in memory is compressed as it streams (chunked)', async () => {
    const text = Buffer.from(Array.from({ length: 150_000 }, (_, i) => `line ${i} of a large text file\n`).join(''));
    expect(text.byteLength).toBeGreaterThan(4 * 1024 * 1024);
    await writeFile(path.join(out, 'large.txt'), text);
    try {
      for (const encoding of ['br', 'gzip']) {
        const answer = await get('large.txt', { 'Accept-Encoding': encoding });
        expect(answer.headers['content-encoding']).toBe(encoding);
        expect(answer.headers['transfer-encoding']).toBe('chunked');
        expect(answer.headers['content-length']).toBeUndefined();
        expect(decode(answer).equals(text)).toBe(true);
        const head = await get('large.txt', { 'Accept-Encoding': encoding }, 'HEAD');
        expect([head.status, head.body.byteLength, head.headers.etag]).toEqual([200, 0, answer.headers.etag]);
      }
    } finally {
      await rm(path.join(out, 'large.txt'));
    }
  });

  test('HEAD: the headers of GET, no body', async () => {
    for (const accept of ['br', 'gzip', 'identity']) {
      const got = await get(js, { 'Accept-Encoding': accept });
      const head = await get(js, { 'Accept-Encoding': accept }, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.body.byteLength).toBe(0);
      for (const name of ['content-type', 'content-encoding', 'content-length', 'etag', 'vary', 'cache-control']) expect(head.headers[name], `${accept} ${name}`).toEqual(got.headers[name]);
    }
  });

  test('the locale 404 page, compressed, with status 404', async () => {
    const answer = await get('zh/no/such/page', { 'Accept-Encoding': 'br' });
    expect(answer.status).toBe(404);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(decode(answer).equals(await fileOf('zh/404.html'))).toBe(true);
    const head = await get('zh/no/such/page', { 'Accept-Encoding': 'gzip' }, 'HEAD');
    expect([head.status, head.body.byteLength]).toEqual([404, 0]);
  });
});

describe('validators and caching', () => {
  test('an ETag per coding; If-None-Match gets 304 with no body for each, and not across codings', async () => {
    const tags = new Map<string, string>();
    for (const accept of ['br', 'gzip', 'identity']) {
      const answer = await get('guide/long/', { 'Accept-Encoding': accept });
      const etag = answer.headers.etag as string;
      expect(etag).toBeTruthy();
      tags.set(accept, etag);
      const again = await get('guide/long/', { 'Accept-Encoding': accept, 'If-None-Match': etag });
      expect(again.status).toBe(304);
      expect(again.body.byteLength).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers.vary).toBe('Accept-Encoding');
      expect(again.headers['cache-control']).toBe('no-cache');
      expect(again.headers['content-encoding']).toBeUndefined();
    }
    expect(new Set(tags.values()).size).toBe(3);
    // A copy of the gzip answer is no copy of the brotli one.
    expect((await get('guide/long/', { 'Accept-Encoding': 'br', 'If-None-Match': tags.get('gzip')! })).status).toBe(200);
    const head = await get('guide/long/', { 'Accept-Encoding': 'br', 'If-None-Match': tags.get('br')! }, 'HEAD');
    expect(head.status).toBe(304);
  });

  test('Last-Modified and If-Modified-Since', async () => {
    const answer = await get('guide/intro/');
    const lastModified = answer.headers['last-modified'] as string;
    expect(Date.parse(lastModified)).not.toBeNaN();
    expect((await get('guide/intro/', { 'If-Modified-Since': lastModified })).status).toBe(304);
    expect((await get('guide/intro/', { 'If-Modified-Since': new Date(Date.parse(lastModified) - 60_000).toUTCString() })).status).toBe(200);
  });

  test('hashed assets are cached for a year, immutable; pages and unhashed files are revalidated', async () => {
    for (const rel of [js, css]) expect((await get(rel, { 'Accept-Encoding': 'br' })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const rel of ['', 'guide/intro/', 'guide/intro', 'docgen-manifest.json', 'img/logo.svg']) expect((await get(rel)).headers['cache-control'], rel).toBe('no-cache');
  });

  test('a byte range is of the file itself, never compressed; If-Range of another version gets the whole', async () => {
    const file = await fileOf(js);
    const part = await get(js, { 'Accept-Encoding': 'br, gzip', Range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.headers['content-range']).toBe(`bytes 100-199/${file.byteLength}`);
    expect(part.body.equals(file.subarray(100, 200))).toBe(true);
    const tail = await get(js, { Range: 'bytes=-10' });
    expect(tail.body.equals(file.subarray(-10))).toBe(true);
    const identity = (await get(js)).headers.etag as string;
    expect((await get(js, { Range: 'bytes=0-9', 'If-Range': identity })).status).toBe(206);
    const whole = await get(js, { 'Accept-Encoding': 'br', Range: 'bytes=0-9', 'If-Range': '"another"' });
    expect([whole.status, whole.headers['content-encoding']]).toEqual([200, 'br']);
    expect((await get(js, { Range: `bytes=${file.byteLength}-` })).status).toBe(416);
  });
});

describe('precompressed copies beside the files', () => {
  test('a .br or .gz beside a file is sent byte for byte instead of compressing', async () => {
    const page = await fileOf('guide/intro/');
    // Distinctive copies: the page compressed with a marker a compression of the file would not have.
    const br = brotliCompressSync(Buffer.concat([page, Buffer.from('<!-- from the .br -->')]));
    const gz = gzipSync(Buffer.concat([page, Buffer.from('<!-- from the .gz -->')]));
    await writeFile(path.join(out, 'guide/intro/index.html.br'), br);
    await writeFile(path.join(out, 'guide/intro/index.html.gz'), gz);
    try {
      const brAnswer = await get('guide/intro/', { 'Accept-Encoding': 'gzip, br' });
      expect(brAnswer.headers['content-encoding']).toBe('br');
      expect(brAnswer.body.equals(br)).toBe(true);
      expect(Number(brAnswer.headers['content-length'])).toBe(br.byteLength);
      expect(brAnswer.headers['content-type']).toMatch(/^text\/html/);
      const gzAnswer = await get('guide/intro', { 'Accept-Encoding': 'gzip' });
      expect(gzAnswer.body.equals(gz)).toBe(true);
      const head = await get('guide/intro/', { 'Accept-Encoding': 'br' }, 'HEAD');
      expect([head.headers['content-length'], head.body.byteLength]).toEqual([String(br.byteLength), 0]);
      // The copy has the file's ETag for its coding: a 304 for a client holding either kind of brotli.
      expect((await get('guide/intro/', { 'Accept-Encoding': 'br', 'If-None-Match': brAnswer.headers.etag as string })).status).toBe(304);
    } finally {
      await rm(path.join(out, 'guide/intro/index.html.br'));
      await rm(path.join(out, 'guide/intro/index.html.gz'));
    }
  });

  test('a copy older than its file (the file changed since) is not sent, nor one that is a symlink', async () => {
    const page = await fileOf('guide/long/');
    const stale = path.join(out, 'guide/long/index.html.br');
    await writeFile(stale, brotliCompressSync(Buffer.from('stale')));
    const old = new Date(Date.now() - 3_600_000);
    await utimes(stale, old, old);
    const linked = path.join(out, 'guide/long/index.html.gz');
    const outside = path.join(work, 'outside.gz');
    await writeFile(outside, gzipSync(Buffer.from('DOCGEN-SECRET-MARKER')));
    await symlink(outside, linked);
    try {
      for (const accept of ['br', 'gzip']) {
        const answer = await get('guide/long/', { 'Accept-Encoding': accept });
        expect(answer.headers['content-encoding']).toBe(accept);
        expect(decode(answer).equals(page)).toBe(true);
      }
    } finally {
      await rm(stale);
      await rm(linked);
    }
  });

  test('a copy asked for by its own name is a file like any other, never decoded or compressed again', async () => {
    const gz = gzipSync(await fileOf('guide/long/'));
    await writeFile(path.join(work, 'copy.gz'), gz);
    await link(path.join(work, 'copy.gz'), path.join(out, 'guide/long/index.html.gz'));
    try {
      const answer = await get('guide/long/index.html.gz', { 'Accept-Encoding': 'br, gzip' });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers['content-type']).toBe('application/gzip');
      expect(answer.body.equals(gz)).toBe(true);
    } finally {
      await rm(path.join(out, 'guide/long/index.html.gz'));
    }
  });
});
