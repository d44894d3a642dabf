// `docgen serve` over real HTTP on 127.0.0.1: what it serves, and what it refuses.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import { buildSite } from '../../src/render/build.js';
import { serveFixture, type FixtureServer } from '../helpers/dev-server.js';
import { fixtureConfig, repoRoot } from '../helpers/fixtures.js';
import { rawRequest } from '../helpers/raw-http.js';
import { outputContent } from '../../src/render/emit/output-file.js';
import type { LocaleData, SiteManifest } from '../../src/shared/types.js';

let site: FixtureServer;
let url: string;
let origin: string;

beforeAll(async () => {
  site = await serveFixture('serve');
  url = site.server.url;
  origin = new URL(url).origin;
});

afterAll(async () => {
  await site?.close();
});

const get = (target: string, headers?: Record<string, string | undefined>) => rawRequest(origin, target, headers);

describe('what the dev server serves', () => {
  test('it serves at 127.0.0.1 under the base, and / and the bare base redirect there', async () => {
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/site\/$/);
    for (const target of ['/', '/site']) {
      const response = await get(target);
      expect(response.status).toBe(302);
      expect(response.headers.location).toBe('/site/');
    }
  });

  test('pages in both locales, with and without a trailing slash or .html, each with the live-reload script', async () => {
    for (const target of ['/site/', '/site/guide/intro', '/site/guide/intro/', '/site/guide/intro.html', '/site/guide/intro/index.html', '/site/zh/guide/intro']) {
      const response = await get(target);
      expect(response.status, target).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toMatch(/<script type="module" src="\/site\/__docgen\/live-reload\.js\?build=\d+"><\/script><\/head>/);
    }
    expect((await get('/site/guide/intro')).body).toContain('The first page of the guide.');
    expect((await get('/site/zh/guide/intro')).body).toContain('指南的第一页。');
    expect((await get('/site/')).body).toContain('<main class="serve-home"><h1>Serve</h1></main>');
  });

  test('pages as the client router reads them, client assets, the live-reload script and static files', async () => {
    const data = await get('/site/guide/intro/index.html');
    expect(data.status).toBe(200);
    expect(data.body).toContain('The first page of the guide.');
    // Pages name the client bundle by fixed URLs, so that they can be rendered before it is built.
    const page = (await get('/site/guide/intro')).body;
    expect(page).toContain('<script type="module" src="/site/__docgen/client/main.js"></script>');
    expect(page).toContain('<link rel="stylesheet" href="/site/__docgen/client/main.css">');
    const entry = await get('/site/__docgen/client/main.js');
    expect(entry.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const hashed = /^import "\/site\/(assets\/main-[A-Z0-9]+\.js)";\n$/.exec(entry.body)![1]!;
    const asset = await get(`/site/${hashed}`);
    expect(asset.status).toBe(200);
    expect(asset.body).toContain('hydrateRoot');
    const css = await get('/site/__docgen/client/main.css');
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.body).toContain('.navbar');
    const live = await get('/site/__docgen/live-reload.js');
    expect(live.status).toBe(200);
    expect(live.body).toContain('docgen:content-changed');
    const logo = await get('/site/img/logo.svg');
    expect(logo.status).toBe(200);
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(logo.body).toContain('<title>logo</title>');
  });

  test('each locale has its local search index at a fixed URL, built on request from the last good build', async () => {
    const manifest = JSON.parse((await get('/site/docgen-manifest.json')).body) as SiteManifest;
    const en = JSON.parse((await get(manifest.locales.find((l) => l.code === 'en')!.data)).body) as LocaleData;
    expect(en.searchIndex).toBe('/site/__docgen/search-index-en.json');
    const index = await get(en.searchIndex!);
    expect(index.status).toBe(200);
    expect(index.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(index.body).toContain('Introduction');
    expect((await get('/site/__docgen/search-index-zh-Hans.json')).body).toContain('简介');
    expect((await get('/site/__docgen/search-index-xx.json')).status).toBe(404);
  });

  test("unknown paths get the locale's not-found page with status 404", async () => {
    const en = await get('/site/no/such/page');
    expect(en.status).toBe(404);
    expect(en.body).toContain('<html lang="en"');
    expect(en.body).toContain('__docgen/live-reload.js');
    const zh = await get('/site/zh/no/such/page');
    expect(zh.status).toBe(404);
    expect(zh.body).toContain('<html lang="zh-Hans"');
    const outside = await get('/elsewhere');
    expect(outside.status).toBe(404);
    expect(outside.body).toContain('served under /site/');
  });

  test('the live-reload script is never part of docgen build output', async () => {
    const result = await buildSite({ configPath: fixtureConfig('serve') });
    const html = [...result.files].filter(([file]) => file.endsWith('.html'));
    expect(html.length).toBeGreaterThan(4);
    for (const [, content] of html) expect(String(outputContent(content))).not.toMatch(/live-reload|__docgen\/ws|content-changed/);
  });
});

describe('what the dev server refuses', () => {
  const secrets = ['DOCGEN-SECRET-MARKER', '"name": "docgen"', 'root:x:0:0', 'defineConfig'];
  const neverLeaks = (body: string) => {
    for (const secret of secrets) expect(body).not.toContain(secret);
  };

  test.each([
    '/site/../secret.txt',
    '/site/../../package.json',
    '/site/%2e%2e/secret.txt',
    '/site/%2E%2E/%2e%2E/package.json',
    '/site/%2e%2e%2fsecret.txt',
    '/site/..%2fsecret.txt',
    '/site/img/..%2F..%2Fsecret.txt',
    '/site/%252e%252e/secret.txt',
    '/site/%252e%252e%252fsecret.txt',
    '/site/..\\secret.txt',
    '/site/..%5csecret.txt',
    '/site/img\\..\\..\\secret.txt',
    '/site/%00../secret.txt',
    '/site/img/logo.svg%00.html',
    '/site/.env',
    '/site/%2eenv',
    '/site/docgen.config.ts',
    '/site/secret.txt',
    '/site/../docgen.config.ts',
    '/../../../../etc/passwd',
    '/site/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '//etc/passwd',
    '/site//etc/passwd',
    '/site/img/%2e%2e/%2e%2e/secret.txt',
  ])('%s gets 403 or 404 and no file contents', async (target) => {
    const response = await get(target);
    expect([403, 404]).toContain(response.status);
    neverLeaks(response.body);
  });

  test.each(['/site/guide/intro?../../secret.txt', '/site/guide/intro?file=%2e%2e%2fsecret.txt', '/site/#/../../secret.txt', '/site/img/logo.svg?/../../../secret.txt'])(
    '%s: the query string and the fragment never reach a file',
    async (target) => {
      const response = await get(target);
      expect(response.status).toBe(200);
      neverLeaks(response.body);
    },
  );

  test.each([
    ['evil.example', 403],
    ['evil.example:80', 403],
    ['127.0.0.1.evil.example', 403],
    [undefined, 400],
    ['localhost', 200],
    ['[::1]', 200],
  ])('Host %s → %i (DNS rebinding)', async (host, status) => {
    const port = new URL(url).port;
    const response = await get('/site/guide/intro', { Host: host && (host.includes(':') && !host.startsWith('[') ? host : `${host}:${port}`) });
    expect(response.status).toBe(status);
    if (status === 403) neverLeaks(response.body);
  });

  test('a WebSocket from a foreign origin or host is refused; from the site it connects', async () => {
    const socketUrl = `${origin.replace('http', 'ws')}/site/__docgen/ws`;
    const attempt = (headers: Record<string, string>) =>
      new Promise<string>((resolve) => {
        const ws = new WebSocket(socketUrl, { headers });
        ws.on('message', (data) => {
          resolve(`message ${String(data)}`);
          ws.close();
        });
        ws.on('unexpected-response', (_req, res) => resolve(`status ${res.statusCode}`));
        ws.on('error', (error) => resolve(`error ${error.message}`));
      });
    expect(await attempt({ Origin: 'http://evil.example' })).toBe('status 403');
    // localhost on another port is another site (any other local dev server).
    expect(await attempt({ Origin: 'http://localhost:9999' })).toBe('status 403');
    expect(await attempt({ Origin: `https://localhost:${new URL(origin).port}` })).toBe('status 403');
    expect(await attempt({ Origin: `http://localhost:${new URL(origin).port}` })).toMatch(/^message /);
    expect(await attempt({ Origin: origin, Host: 'evil.example' })).toBe('status 403');
    expect(await attempt({ Origin: origin })).toMatch(/^message \{"type":"hello","build":\d+,"errors":\[\],"failed":false,"stale":"no"\}$/);
  });

  test('only GET and HEAD', async () => {
    const response = await fetch(`${url}guide/intro`, { method: 'POST', body: 'x' });
    expect(response.status).toBe(405);
    const head = await fetch(`${url}guide/intro`, { method: 'HEAD' });
    expect(head.status).toBe(200);
  });
});

test('the fixture has the files the refusals must never show', () => {
  expect(path.relative(repoRoot, site.root)).toMatch(/^tests\/fixtures\/\.tmp-serve-/);
});

describe('a sharded local index in the dev server', () => {
  test('the head at the fixed URL names a folder beside it, whose shards the server answers', async () => {
    const sharded = await serveFixture('search', async (root) => {
      const file = path.join(root, 'docgen.config.ts');
      await writeFile(file, (await readFile(file, 'utf8')).replace('search: { records: true }', "search: { records: true, localIndex: 'sharded' }"));
    });
    try {
      const at = (target: string) => rawRequest(new URL(sharded.server.url).origin, target);
      const headUrl = '/s/__docgen/search-index-en.json';
      const head = JSON.parse((await at(headUrl)).body) as { format: string; dir: string };
      expect(head.format).toBe('docgen-sharded-search-1');
      const folder = headUrl.slice(0, headUrl.lastIndexOf('/') + 1) + head.dir;
      for (const name of ['d0.json.gz', 'p0.json.gz', 'r0.json.gz', 'kinds.json.gz']) {
        const shard = await fetch(new URL(folder + name, sharded.server.url));
        expect([name, shard.status, shard.headers.get('content-type')]).toEqual([name, 200, 'application/gzip']);
        const bytes = Buffer.from(await shard.arrayBuffer());
        expect(() => JSON.parse(gunzipSync(bytes).toString())).not.toThrow();
      }
      expect((await at(`${folder}r9999.json.gz`)).status).toBe(404);
    } finally {
      await sharded.close();
    }
  });
});
