// A site whose base is '/': the root is the home page, not a redirect to itself (both servers).
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { serveStatic, type StaticServer } from '../../src/cli/serve/static-server.js';
import { buildSite } from '../../src/render/build.js';
import { writeSite } from '../../src/render/emit/write-site.js';
import { serveFixture, type FixtureServer } from '../helpers/dev-server.js';
import { rawRequest } from '../helpers/raw-http.js';

let dev: FixtureServer;
let preview: StaticServer;
let out: string;

beforeAll(async () => {
  dev = await serveFixture('serve', async (root) => {
    const config = path.join(root, 'docgen.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace("base: '/site/'", "base: '/'"));
  });
  const result = await buildSite({ configPath: dev.file('docgen.config.ts') });
  expect(result.config.base).toBe('/');
  out = await mkdtemp(path.join(tmpdir(), 'docgen-root-base-'));
  await writeSite(result.files, out);
  preview = await serveStatic({ dir: out, base: '/', localePrefixes: ['zh/'] });
});

afterAll(async () => {
  await dev?.close();
  await preview?.close();
  if (out) await rm(out, { recursive: true, force: true });
});

test.each(['dev', 'preview'])('%s: / is the home page, and the pages are under it', async (name) => {
  const url = name === 'dev' ? dev.server.url : preview.url;
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  const home = await rawRequest(url, '/');
  expect(home.status).toBe(200);
  expect(home.headers.location).toBeUndefined();
  expect(home.body).toContain('<main class="serve-home"><h1>Serve</h1></main>');
  expect((await rawRequest(url, '/guide/intro')).body).toContain('The first page of the guide.');
  expect((await rawRequest(url, '/zh/guide/intro')).body).toContain('指南的第一页。');
  const missing = await rawRequest(url, '/zh/no/such/page');
  expect(missing.status).toBe(404);
  expect(missing.body).toContain('<html lang="zh-Hans"');
});
