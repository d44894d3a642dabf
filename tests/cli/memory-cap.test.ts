// The regression guard of bounded memory: a 3,000-page-per-locale site builds with a 384 MiB heap, cold, with
// its cache (compiled pages go to the page store) and the default threads, as users run it.
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
// @ts-expect-error: a plain script, shared with `npm run bench`
import { generateCorpus } from '../../scripts/corpus.mjs';
import { repoRoot } from '../helpers/fixtures.js';

const PAGES = 3000;
let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'docgen-memory-cap-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

test(`${PAGES} pages per locale build under --max-old-space-size=384`, async () => {
  const { config } = (generateCorpus as (dir: string, n: number) => { config: string })(path.join(work, 'site'), PAGES);
  const out = path.join(work, 'build');
  const child = spawn(process.execPath, ['bin/docgen.js', 'build', '-c', config, '--out', out], {
    cwd: repoRoot,
    env: { ...process.env, NODE_OPTIONS: '--max-old-space-size=384', CI: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  expect(output).not.toMatch(/heap out of memory/i);
  expect(code, output).toBe(0);
  expect(output).toContain(`Built ${2 * PAGES + 4} pages`); // and a home page and a 404 page per locale
  // Each page's folder, and its markdown copy beside it.
  const written = await readdir(path.join(out, 'en/motion'));
  expect(written.filter((name) => !name.endsWith('.md'))).toHaveLength(PAGES / 10);
  expect(written.filter((name) => name.endsWith('.md'))).toHaveLength(PAGES / 10);
}, 240_000);
