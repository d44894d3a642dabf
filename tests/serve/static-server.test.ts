// `docgen serve --no-watch`, the preview of the built output, over real HTTP on 127.0.0.1: it serves the site
// as a static host would, and refuses what the dev server refuses, symlinks out of the folder included.
import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { serveStatic, type StaticServer } from '../../src/cli/serve/static-server.js';
import { buildSite } from '../../src/render/build.js';
import { writeSite } from '../../src/render/emit/write-site.js';
import { fixtureConfig, repoRoot } from '../helpers/fixtures.js';
import { rawRequest } from '../helpers/raw-http.js';

let work: string;
let out: string;
let server: StaticServer;
let origin: string;

const SECRET = 'DOCGEN-SECRET-MARKER';

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'docgen-preview-'));
  out = path.join(work, 'build');
  const result = await buildSite({ configPath: fixtureConfig('serve') });
  await writeSite(result.files, out);
  // What a build folder must never show: hidden files, and links that lead out of it.
  const outside = path.join(work, 'outside');
  await mkdir(outside);
  await writeFile(path.join(outside, 'secret.txt'), SECRET);
  await writeFile(path.join(out, '.env'), SECRET);
  await mkdir(path.join(out, '.git'));
  await writeFile(path.join(out, '.git/config'), SECRET);
  await writeFile(path.join(out, 'img/.hidden.svg'), SECRET);
  await symlink(path.join(outside, 'secret.txt'), path.join(out, 'leak.txt'));
  await symlink(outside, path.join(out, 'up'), 'dir');
  await symlink(path.join(out, '.env'), path.join(out, 'env.txt'));
  // A link that stays inside the folder is fine, and so are the hidden names hosts read.
  await symlink(path.join(out, 'img/logo.svg'), path.join(out, 'logo-link.svg'));
  await mkdir(path.join(out, '.well-known'));
  await writeFile(path.join(out, '.well-known/security.txt'), 'Contact: mailto:security@example.com\n');
  server = await serveStatic({ dir: out, base: result.config.base, localePrefixes: result.config.locales.map((l) => l.prefix).filter(Boolean) });
  origin = new URL(server.url).origin;
});

afterAll(async () => {
  await server?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

const get = (target: string, headers?: Record<string, string | undefined>) => rawRequest(origin, target, headers);

describe('what the preview serves', () => {
  test('/ and the bare base redirect to the base; pages with and without .html or a slash; 404s', async () => {
    for (const target of ['/', '/site']) {
      const response = await get(target);
      expect(response.status, target).toBe(302);
      expect(response.headers.location).toBe('/site/');
    }
    for (const target of ['/site/', '/site/guide/intro', '/site/guide/intro/', '/site/guide/intro/index.html', '/site/zh/guide/intro']) {
      const response = await get(target);
      expect(response.status, target).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html; ?charset=utf-8$/);
      expect(response.body).not.toContain('live-reload');
    }
    expect((await get('/site/docgen-manifest.json')).headers['content-type']).toMatch(/^application\/json(; ?charset=utf-8)?$/);
    const logo = await get('/site/logo-link.svg');
    expect(logo.status).toBe(200);
    expect(logo.body).toContain('<title>logo</title>');
    const zh = await get('/site/zh/no/such/page');
    expect(zh.status).toBe(404);
    expect(zh.body).toContain('<html lang="zh-Hans"');
    expect((await get('/elsewhere')).body).toContain('served under /site/');
  });

  test('HEAD and byte ranges; only GET and HEAD', async () => {
    const head = await fetch(`${server.url}img/logo.svg`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/svg+xml');
    const full = await (await fetch(`${server.url}img/logo.svg`)).text();
    const part = await fetch(`${server.url}img/logo.svg`, { headers: { Range: 'bytes=0-9' } });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe(full.slice(0, 10));
    expect((await fetch(`${server.url}guide/intro`, { method: 'POST', body: 'x' })).status).toBe(405);
  });
});

describe('what the preview refuses', () => {
  test.each([
    '/site/.env',
    '/site/%2eenv',
    '/site/.git/config',
    '/site/%2egit/config',
    '/site/%2Egit%2Fconfig',
    '/site/img/.hidden.svg',
    '/site/leak.txt',
    '/site/up/secret.txt',
    '/site/up/',
    '/site/env.txt',
    '/site/../outside/secret.txt',
    '/site/%2e%2e/outside/secret.txt',
    '/site/..%2foutside/secret.txt',
    '/site/..\\outside\\secret.txt',
    '/site/..%5coutside%5csecret.txt',
    '/site/%00../outside/secret.txt',
    '/site/img/logo.svg%00.html',
    '/site/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '//etc/passwd',
  ])('%s gets 403 or 404 and no file contents', async (target) => {
    const response = await get(target);
    expect([403, 404]).toContain(response.status);
    expect(response.body).not.toContain(SECRET);
    expect(response.body).not.toContain('root:x:0:0');
  });

  test.each([
    ['evil.example', 403],
    ['127.0.0.1.evil.example', 403],
    [undefined, 400],
    ['localhost', 200],
    ['[::1]', 200],
  ])('Host %s → %i (DNS rebinding)', async (host, status) => {
    const port = new URL(server.url).port;
    const response = await get('/site/guide/intro', { Host: host && `${host}:${port}` });
    expect(response.status).toBe(status);
  });
});

describe('starting the preview', () => {
  test('a busy port is a DocgenError with a hint, not a stack trace', async () => {
    const busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const { port } = busy.address() as AddressInfo;
    try {
      await expect(serveStatic({ dir: out, base: '/site/', localePrefixes: [], port })).rejects.toMatchObject({ code: 'serve/port-in-use', hint: expect.stringContaining('--port') });
      const cli = await docgen(['serve', '--no-watch', '-c', fixtureConfig('serve'), '--out', out, '--port', String(port)]);
      expect(cli.code).toBe(1);
      expect(cli.stderr).toContain(`Port ${port} on 127.0.0.1 is already in use. [serve/port-in-use]`);
      expect(cli.stderr).toContain('hint: Stop the other server, or pass another port with --port.');
      expect(cli.stderr).not.toMatch(/^\s+at /m);
    } finally {
      busy.close();
    }
  });

  test('a missing folder, or one without a built site, is refused with a hint to run docgen build', async () => {
    const empty = path.join(work, 'empty');
    await mkdir(empty);
    for (const [dir, words] of [[path.join(work, 'nope'), 'does not exist'], [empty, 'holds no built site']] as const) {
      const cli = await docgen(['serve', '--no-watch', '-c', fixtureConfig('serve'), '--out', dir, '--port', '0']);
      expect(cli.code, dir).toBe(1);
      expect(cli.stderr).toContain(words);
      expect(cli.stderr).toContain('[serve/no-output]');
      expect(cli.stderr).toContain('hint: Run `docgen build` first');
      expect(cli.stderr).not.toMatch(/^\s+at /m);
    }
  });
});

/** Runs the compiled CLI; resolves with its exit code and output once it exits. */
function docgen(args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(process.execPath, [path.join(repoRoot, 'bin/docgen.js'), ...args], { cwd: work, timeout: 60_000 }, (_error, _stdout, stderr) => resolve({ code: child.exitCode, stderr }));
  });
}

test.each(['a&b,c;d@e$f+g=h.txt', 'odd #1?.txt', '100%.txt', '图 片.txt'])('a file named %s is served by its encoded name', async (name) => {
  await writeFile(path.join(out, name), `content of ${name}`);
  const response = await rawRequest(server.url, `/site/${encodeURIComponent(name)}`);
  expect(response.status).toBe(200);
  expect(response.body).toBe(`content of ${name}`);
});

test('.well-known/ is served, as docgen build publishes it', async () => {
  const response = await rawRequest(server.url, '/site/.well-known/security.txt');
  expect(response.status).toBe(200);
  expect(response.body).toContain('Contact:');
});
