// `docgen build` killed with SIGKILL at any moment leaves the output as it was, and the next build cleans up.
// The builds are real processes of the compiled CLI; each is killed when the moment it is aimed at is seen on
// disk (the compiled config appearing, the staging folder appearing, the staging folder half full).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { watch } from 'node:fs';
import { appendFile, cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { OUTPUT_MARKER, recoverOutput } from '../../src/render/emit/recover-output.js';
import { fixtureConfig, repoRoot } from '../helpers/fixtures.js';

const PAGES = 300;
let work: string;
let site: string;
let out: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(repoRoot, 'tests/fixtures/.tmp-kill-'));
  site = path.join(work, 'site');
  out = path.join(work, 'build');
  await cp(path.dirname(fixtureConfig('basic')), site, { recursive: true });
  for (const locale of ['en', 'zh-Hans']) {
    const dir = path.join(site, 'docs', locale, 'many');
    await mkdir(dir, { recursive: true });
    for (let i = 0; i < PAGES; i++) await writeFile(path.join(dir, `page-${i}.md`), `# Page ${i}\n\nText of page ${i} in ${locale}.\n`);
  }
}, 60_000);
afterAll(() => rm(work, { recursive: true, force: true }));

/** A moment of the build with this process id, seen on disk; the watching stops when the signal aborts. */
type Moment = (pid: number, signal: AbortSignal) => Promise<unknown>;

/** Runs `docgen build`, killed with SIGKILL at the moment `killAt` resolves (if the build is still running). */
function build(killAt?: Moment, args: string[] = []): Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }> {
  return new Promise((resolve) => {
    const watching = new AbortController();
    const child = spawn(process.execPath, ['bin/docgen.js', 'build', '-c', path.join(site, 'docgen.config.ts'), '--out', out, ...args], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    // Watching starts before the child has run a single line, so no moment can pass unseen.
    const moment = killAt?.(child.pid!, watching.signal);
    child.stdout!.on('data', (chunk) => (output += String(chunk)));
    child.stderr!.on('data', (chunk) => (output += String(chunk)));
    child.on('exit', (code, signal) => {
      watching.abort();
      resolve({ code, signal, output });
    });
    void moment?.then(() => child.kill('SIGKILL'));
  });
}

/** Resolves when a name matching `pattern` appears in `dir`. */
function appears(dir: string, pattern: RegExp, signal: AbortSignal): Promise<string> {
  return new Promise((resolve) => {
    const watcher = watch(dir, { signal }, (_event, name) => {
      if (name && pattern.test(name)) {
        watcher.close();
        resolve(name);
      }
    });
    watcher.on('error', () => undefined);
  });
}

/** Resolves once the staging folder holds at least `count` files (polled: a recursive watch would race its folders). */
async function stagingHolds(count: number, pid: number, signal: AbortSignal): Promise<void> {
  const name = await appears(work, staging(pid), signal);
  while (!signal.aborted) {
    const files = await readdir(path.join(work, name), { recursive: true }).catch(() => undefined);
    if (files === undefined || files.length >= count) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** A digest of the output's files, but its marker (which names the build that wrote it). */
async function snapshot(): Promise<string> {
  const hash = createHash('sha1');
  const entries = (await readdir(out, { recursive: true, withFileTypes: true })).filter((entry) => entry.name !== OUTPUT_MARKER);
  for (const entry of entries.sort((a, b) => path.join(a.parentPath, a.name).localeCompare(path.join(b.parentPath, b.name)))) {
    const file = path.join(entry.parentPath, entry.name);
    hash.update(path.relative(out, file)).update(entry.isFile() ? await readFile(file) : 'dir');
  }
  return hash.digest('hex');
}

const staging = (pid: number) => new RegExp(`^build\\.staging-${pid}-`);
const leftovers = async () => (await readdir(work)).filter((name) => name.startsWith('build.'));

test('a build killed at any moment leaves the previous output byte for byte; the next build cleans up', async () => {
  expect((await build()).code).toBe(0);
  const before = await snapshot();
  // An edit changes one page and the locale's search index; the staging folder fills with links to the rest.
  await appendFile(path.join(site, 'docs/en/guide/intro.md'), '\nA sentence added by the test.\n');

  const moments: [string, Moment][] = [
    ['while loading the config', (pid, signal) => appears(site, new RegExp(`^\\.docgen\\.config\\.${pid}-`), signal)],
    ['as the staging folder appears', (pid, signal) => appears(work, staging(pid), signal)],
    ['with the staging folder partly written', (pid, signal) => stagingHolds(PAGES, pid, signal)],
  ];
  const finished: string[] = [];
  for (const [moment, killAt] of moments) {
    const result = await build(killAt);
    expect(result.signal, `${moment}: the build ended by itself:\n${result.output}`).toBe('SIGKILL');
    const staged = (await leftovers()).some((name) => name.startsWith('build.staging-'));
    // Killed before its swap (the staging folder is still there, or not made yet): the output was never touched.
    if (staged || moment === 'while loading the config') expect(await snapshot(), moment).toBe(before);
    else {
      // A very busy machine can let the build reach its swap before the kill lands: once the next run has put
      // back what the swap left, the output is the previous one or the complete new one (checked below).
      recoverOutput(out);
      const now = await snapshot();
      if (now !== before) finished.push(now);
    }
  }

  // What a run killed while loading its config leaves (the kill above may land before or after it is removed).
  const stale = path.join(site, `.docgen.config.${2 ** 22 + 1}-0badc0de.mjs`);
  await writeFile(stale, 'export default {};\n');
  const last = await build();
  expect(last.code, last.output).toBe(0);
  expect(await leftovers()).toEqual([]);
  expect((await readdir(site)).filter((name) => name.startsWith('.docgen.config.'))).toEqual([]);
  expect(await readFile(path.join(out, 'en/guide/intro/index.html'), 'utf8')).toContain('A sentence added by the test.');
  const complete = await snapshot();
  for (const output of finished) expect(output).toBe(complete);
}, 180_000);

test('a build killed while worker threads compile leaves the output as it was; the next build drops what it compiled', async () => {
  expect((await build()).code).toBe(0);
  const before = await snapshot();
  // No cache: every page is compiled again, and the first one compiled appears in the page store.
  const pages = path.join(site, '.docgen/cache/pages');
  await rm(path.join(site, '.docgen/cache'), { recursive: true, force: true });
  await mkdir(pages, { recursive: true });
  const killed = await build((pid, signal) => appears(pages, new RegExp(`^${pid}-.*\\.pack$`), signal), ['--threads', '2']);
  expect(killed.signal, killed.output).toBe('SIGKILL');
  expect(await snapshot()).toBe(before);
  // The killed run's packs, named by no saved entry: the first one written brought the kill, and on a busy
  // machine the other thread may have written its own before the kill landed. All are the killed process's.
  const killedPacks = await readdir(pages);
  expect(killedPacks.length).toBeGreaterThanOrEqual(1);
  expect(killedPacks.length).toBeLessThanOrEqual(2);
  expect(new Set(killedPacks.map((name) => name.split('-')[0])).size).toBe(1);
  const next = await build(undefined, ['--threads', '2']);
  expect(next.code, next.output).toBe(0);
  expect(await leftovers()).toEqual([]);
  // One pack per thread that compiled pages, and none of the killed run.
  const packs = await readdir(pages);
  expect(packs.length).toBeGreaterThanOrEqual(1);
  expect(packs.length).toBeLessThanOrEqual(2);
  for (const killedPack of killedPacks) expect(packs).not.toContain(killedPack);
  expect(await snapshot()).toBe(before); // the same site, built again: the same bytes
}, 180_000);
