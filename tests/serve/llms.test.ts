// The markdown copies and llms files over real HTTP on 127.0.0.1: `docgen serve --no-watch` (the real CLI, serving
// the built folder) and the dev server (built in memory, following edits) send them with their content types.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildSite, type BuildResult } from '../../src/render/build.js';
import { outputContent } from '../../src/render/emit/output-file.js';
import { writeSite } from '../../src/render/emit/write-site.js';
import { serveFixture, waitFor, type FixtureServer } from '../helpers/dev-server.js';
import { fixtureConfig, repoRoot } from '../helpers/fixtures.js';

const MARKDOWN = 'text/markdown; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';

let built: BuildResult;
beforeAll(async () => {
  built = await buildSite({ configPath: fixtureConfig('llms') });
});
const builtText = (file: string) => String(outputContent(built.files.get(file)!));

async function get(url: string): Promise<{ status: number; type: string | null; body: string }> {
  const response = await fetch(url);
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
}

describe('docgen serve --no-watch', () => {
  let work: string;
  let child: ChildProcess | undefined;
  let site: string;
  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'docgen-llms-serve-'));
    await writeSite(built.files, path.join(work, 'build'));
    child = spawn(process.execPath, [path.join(repoRoot, 'bin/docgen.js'), 'serve', '--no-watch', '-c', fixtureConfig('llms'), '--out', path.join(work, 'build'), '--port', '0'], { cwd: work });
    site = await new Promise<string>((resolve, reject) => {
      let out = '';
      const read = (chunk: Buffer) => {
        out += chunk.toString();
        const url = /at (http:\/\/127\.0\.0\.1:\d+\/kit\/)/.exec(out)?.[1];
        if (url) resolve(url);
      };
      child!.stdout!.on('data', read);
      child!.stderr!.on('data', read);
      child!.once('exit', (code) => reject(new Error(`docgen serve exited (${code}): ${out}`)));
    });
  });
  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(work, { recursive: true, force: true });
  });

  test('a doc\'s copy as text/markdown, beside its page; the docs root\'s as index.md', async () => {
    for (const file of ['en/guide/intro.md', 'guide/install.md', 'en/index.md', 'index.md']) {
      const response = await get(site + file);
      expect(response.status, file).toBe(200);
      expect(response.type, file).toBe(MARKDOWN);
      expect(response.body, file).toBe(builtText(file));
    }
    expect((await get(`${site}en/guide/intro`)).type).toBe('text/html; charset=utf-8');
  });

  test('llms.txt and llms-full.txt of each locale as plain text', async () => {
    for (const file of ['llms.txt', 'llms-full.txt', 'en/llms.txt', 'en/llms-full.txt']) {
      const response = await get(site + file);
      expect(response.type, file).toBe(TEXT);
      expect(response.body, file).toBe(builtText(file));
    }
  });
});

describe('docgen serve (the dev server)', () => {
  let fixture: FixtureServer;
  beforeAll(async () => {
    fixture = await serveFixture('llms');
  });
  afterAll(() => fixture?.close());

  test('serves the copies and llms files the build writes, with their content types', async () => {
    for (const [file, type] of [['en/guide/install.md', MARKDOWN], ['index.md', MARKDOWN], ['llms.txt', TEXT], ['en/llms-full.txt', TEXT]] as const) {
      const response = await get(fixture.server.url + file);
      expect(response.status, file).toBe(200);
      expect(response.type, file).toBe(type);
      expect(response.body, file).toBe(builtText(file));
    }
  });

  test('an unlisted doc has no copy, nor a draft (which the dev server shows), and a copy the static folder has a file for is that file', async () => {
    expect((await get(`${fixture.server.url}en/reference/draft`)).status).toBe(200);
    for (const file of ['en/reference/unlisted.md', 'en/reference/draft.md']) expect((await get(fixture.server.url + file)).status, file).toBe(404);
    expect((await get(`${fixture.server.url}reference/clash.md`)).body).toBe(await readFile(fixture.file('static/reference/clash.md'), 'utf8'));
  });

  test('an edit of a doc is in its copy and in llms-full.txt after the rebuild', async () => {
    const file = fixture.file('docs/en/guide/intro.md');
    await writeFile(file, (await readFile(file, 'utf8')).replace('at 10:30 sharp', 'at 11:45 sharp'));
    const copy = await waitFor(async () => {
      const response = await get(`${fixture.server.url}en/guide/intro.md`);
      return response.body.includes('11:45') && response.body;
    });
    expect(copy.startsWith('# Introduction\n\nThe kit moves the arm at 11:45 sharp.\n')).toBe(true);
    expect((await get(`${fixture.server.url}en/llms-full.txt`)).body).toContain('The kit moves the arm at 11:45 sharp.');
  });
});
