// The dev server's static folder is served from disk: a symlink in it is followed only when its real path is
// inside the site folder and not hidden, as `docgen build` publishes it. (Links are made once the server runs: the build may refuse links that leave the
// site, and the last good build stays, but the folder is still read on every request.)
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { serveFixture, type FixtureServer } from '../helpers/dev-server.js';
import { rawRequest } from '../helpers/raw-http.js';

let site: FixtureServer;
let outside: string;
const SECRET = 'DOCGEN-SECRET-MARKER';

beforeAll(async () => {
  site = await serveFixture('serve');
  outside = await mkdtemp(path.join(tmpdir(), 'docgen-outside-'));
  await writeFile(path.join(outside, 'secret.txt'), SECRET);
  await symlink(site.file('secret.txt'), site.file('static/leak.txt')); // in the site, not in static/
  await symlink(outside, site.file('static/up'), 'dir');
  await symlink(site.file('static/.env'), site.file('static/env.txt'));
  await symlink(site.file('static/img/logo.svg'), site.file('static/logo-link.svg'));
});

afterAll(async () => {
  await site?.close();
  if (outside) await rm(outside, { recursive: true, force: true });
});

test.each(['/site/up/secret.txt', '/site/up/', '/site/env.txt'])('%s (a link out of the site folder, or to a hidden file) gets 404', async (target) => {
  const response = await rawRequest(site.server.url, target);
  expect(response.status).toBe(404);
  expect(response.body).not.toContain(SECRET);
});

test('a link to a file elsewhere in the site is served, as docgen build publishes it', async () => {
  const response = await rawRequest(site.server.url, '/site/leak.txt');
  expect(response.status).toBe(200);
});

test('a link that stays inside the static folder is served', async () => {
  const response = await rawRequest(site.server.url, '/site/logo-link.svg');
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toBe('image/svg+xml');
  expect(response.body).toContain('<title>logo</title>');
});
