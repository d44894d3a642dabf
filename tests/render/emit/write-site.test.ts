import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { link, lstat, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { OutputFile, RenderedFile } from '../../../src/render/emit/output-file.js';
import { OUTPUT_MARKER, recoverOutput } from '../../../src/render/emit/recover-output.js';
import { writeSite } from '../../../src/render/emit/write-site.js';

let dir: string;
let out: string;
let manifestFile: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'docgen-write-'));
  out = path.join(dir, 'build');
  manifestFile = path.join(dir, 'cache', 'output.json');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** The output's files and their text, without the marker file. */
async function snapshot(): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(out, { recursive: true, withFileTypes: true })) {
    const rel = path.relative(out, path.join(entry.parentPath, entry.name));
    if (entry.isFile() && rel !== OUTPUT_MARKER) files[rel] = await readFile(path.join(entry.parentPath, entry.name), 'utf8');
  }
  return files;
}

/** The output folder's entries, without the marker file. */
const entries = async () => (await readdir(out)).filter((name) => name !== OUTPUT_MARKER);

/** A file rendered by `render`, keyed by `key` when given. */
function renderedFile(render: () => string, key?: () => string): RenderedFile {
  return key ? { render, key } : { render };
}

/** A page rendered from `data`; counts its renderings. */
function page(data: string, renders: string[]): OutputFile {
  return renderedFile(
    () => {
      renders.push(data);
      return `<html>${data}</html>`;
    },
    () => data,
  );
}

const mtime = async (file: string) => (await stat(path.join(out, file))).mtimeMs;

describe('writing the site', () => {
  test('a rebuild renders and writes only the pages that changed; the others keep their file', async () => {
    const renders: string[] = [];
    const site = (b: string) =>
      new Map<string, OutputFile>([
        ['a/index.html', page('A', renders)],
        ['b/index.html', page(b, renders)],
        ['assets/x.js', 'x'],
      ]);
    await writeSite(site('B'), out, { manifestFile });
    expect(renders).toEqual(['A', 'B']);
    const before = { a: await mtime('a/index.html'), x: await mtime('assets/x.js') };
    renders.length = 0;

    const stats = await writeSite(site('B2'), out, { manifestFile });
    expect(renders).toEqual(['B2']);
    expect(stats).toEqual({ written: 1, kept: 2, removed: 0 });
    expect(await mtime('a/index.html')).toBe(before.a);
    expect(await mtime('assets/x.js')).toBe(before.x);
    expect((await snapshot())['b/index.html']).toContain('B2');
  });

  test('files the site no longer has are removed, with their empty folders and anything put there by hand', async () => {
    await writeSite(new Map([['a/index.html', 'a'], ['b/c/index.html', 'c']]), out, { manifestFile });
    await writeFile(path.join(out, 'stray.txt'), 'stray');
    const stats = await writeSite(new Map([['a/index.html', 'a']]), out, { manifestFile });
    expect(stats.removed).toBe(2);
    expect(await entries()).toEqual(['a']);
  });

  test('a file without a key is rendered, and written only when its content changed', async () => {
    const renders: string[] = [];
    const json = (text: string) => renderedFile(() => (renders.push(text), text));
    await writeSite(new Map([['a.json', json('{}')], ['b.json', json('{}')]]), out, { manifestFile });
    const stats = await writeSite(new Map([['a.json', json('{}')], ['b.json', json('{"b":1}')]]), out, { manifestFile });
    expect(renders).toEqual(['{}', '{}', '{}', '{"b":1}']);
    expect(stats).toMatchObject({ written: 1, kept: 1 });
    expect(await snapshot()).toEqual({ 'a.json': '{}', 'b.json': '{"b":1}' });
  });

  test('a file changed by hand is written again', async () => {
    await writeSite(new Map([['a/index.html', 'a']]), out, { manifestFile });
    await writeFile(path.join(out, 'a/index.html'), 'edited by hand');
    await writeSite(new Map([['a/index.html', 'a']]), out, { manifestFile });
    expect(await snapshot()).toEqual({ 'a/index.html': 'a' });
  });

  test('a failure while rendering leaves the previous output byte for byte, with no new file or folder', async () => {
    await writeSite(new Map([['a/index.html', 'a'], ['b/index.html', 'b']]), out, { manifestFile });
    const before = await snapshot();
    const failing = renderedFile(() => {
      throw new Error('render failed');
    });
    const next = new Map<string, OutputFile>([['a/index.html', 'a2'], ['new/deep/index.html', 'n'], ['z/index.html', failing]]);
    await expect(writeSite(next, out, { manifestFile })).rejects.toThrow('render failed');
    expect(await snapshot()).toEqual(before);
    expect(await entries()).toEqual(['a', 'b']);
  });

  test('a folder where a file was (or the reverse) is written afresh', async () => {
    await writeSite(new Map([['a', 'file']]), out, { manifestFile });
    await writeSite(new Map([['a/index.html', 'page']]), out, { manifestFile });
    expect(await snapshot()).toEqual({ 'a/index.html': 'page' });
    await writeSite(new Map([['a', 'file again']]), out, { manifestFile });
    expect(await snapshot()).toEqual({ a: 'file again' });
  });

  test('without a manifest every file is written into a fresh folder', async () => {
    await mkdir(out);
    await writeFile(path.join(out, 'old.txt'), 'old');
    await writeSite(new Map([['a/index.html', 'a']]), out);
    expect(await snapshot()).toEqual({ 'a/index.html': 'a' });
    expect((await readdir(dir)).filter((name) => name !== 'build')).toEqual([]);
  });
});

describe('the output changes all at once', () => {
  test('the output carries a marker naming its build; a build that changes nothing touches nothing', async () => {
    const site = new Map<string, OutputFile>([['a/index.html', 'a'], ['assets/x.js', 'x']]);
    await writeSite(site, out, { manifestFile });
    const marker = JSON.parse(await readFile(path.join(out, OUTPUT_MARKER), 'utf8')) as { generator: string; build: string };
    expect(marker).toEqual({ generator: 'docgen', build: expect.stringMatching(/^[0-9a-f]{12}$/) });
    const before = { folder: (await stat(out)).ino, marker: await readFile(path.join(out, OUTPUT_MARKER), 'utf8') };
    expect(await writeSite(site, out, { manifestFile })).toEqual({ written: 0, kept: 2, removed: 0 });
    expect((await stat(out)).ino).toBe(before.folder);
    expect(await readFile(path.join(out, OUTPUT_MARKER), 'utf8')).toBe(before.marker);
  });

  test('a warm build never writes into the previous output: a new folder replaces it, sharing the unchanged files', async () => {
    await writeSite(new Map([['a/index.html', 'a'], ['b/index.html', 'b']]), out, { manifestFile });
    // What a reader (a static server, a kill at the wrong moment) holds of the previous output.
    const held = path.join(dir, 'held-b.html');
    await link(path.join(out, 'b/index.html'), held);
    const before = { folder: (await stat(out)).ino, a: (await stat(path.join(out, 'a/index.html'))).ino };
    const stats = await writeSite(new Map([['a/index.html', 'a'], ['b/index.html', 'b2']]), out, { manifestFile });
    expect(stats).toEqual({ written: 1, kept: 1, removed: 0 });
    expect(await readFile(held, 'utf8')).toBe('b');
    expect((await stat(out)).ino).not.toBe(before.folder);
    expect((await stat(path.join(out, 'a/index.html'))).ino).toBe(before.a);
    expect(await snapshot()).toEqual({ 'a/index.html': 'a', 'b/index.html': 'b2' });
    expect((await readdir(dir)).sort()).toEqual(['build', 'cache', 'held-b.html']);
  });

  test('a manifest is trusted only with the output it describes', async () => {
    const renders: string[] = [];
    await writeSite(new Map([['a/index.html', page('A', renders)]]), out, { manifestFile });
    // Another output put in its place (restored from a backup, written by another build) with the same file.
    await rm(out, { recursive: true });
    await mkdir(path.join(out, 'a'), { recursive: true });
    await writeFile(path.join(out, 'a/index.html'), 'from elsewhere');
    renders.length = 0;
    await writeSite(new Map([['a/index.html', page('A', renders)]]), out, { manifestFile });
    expect(renders).toEqual(['A']);
    expect((await snapshot())['a/index.html']).toContain('A');
  });
});

describe('what an interrupted build leaves', () => {
  const dead = 2 ** 22 + 1; // above Linux's highest process id: never a running process

  test('staging folders and previous outputs of dead builds are removed; a running build and other folders are left alone', async () => {
    await writeSite(new Map([['a/index.html', 'a']]), out, { manifestFile });
    const legacyOutput = path.join(dir, 'build.staging-0123abcd'); // an earlier docgen's staging folder, complete
    for (const file of ['index.html', '404.html', 'assets/main-ABC123.js']) {
      await mkdir(path.dirname(path.join(legacyOutput, file)), { recursive: true });
      await writeFile(path.join(legacyOutput, file), 'x');
    }
    const theirs = ['build.old-2024', 'build.old-20240101', 'build.staging-deadbeef', 'build.old-1-abc'];
    const running = `build.staging-${process.ppid}-0a0b0c0d0e0f`;
    for (const name of [`build.staging-${dead}-ab12ab12ab12`, `build.old-${dead}-cd34cd34cd34`, running, ...theirs]) {
      await mkdir(path.join(dir, name, 'x'), { recursive: true });
    }
    recoverOutput(out);
    expect((await readdir(dir)).sort()).toEqual(['build', ...theirs, running, 'cache'].sort());
  });

  test('an output left under its old name by a build killed during the swap is put back', async () => {
    await writeSite(new Map([['a/index.html', 'a']]), out, { manifestFile });
    await rename(out, path.join(dir, `build.old-${dead}-cd34cd34cd34`));
    await mkdir(path.join(dir, `build.staging-${dead}-cd34cd34cd34`));
    recoverOutput(out);
    expect(await snapshot()).toEqual({ 'a/index.html': 'a' });
    expect((await readdir(dir)).sort()).toEqual(['build', 'cache']);
    // The manifest still describes it: the next build writes only what changed.
    expect(await writeSite(new Map([['a/index.html', 'a'], ['b.txt', 'b']]), out, { manifestFile })).toEqual({ written: 1, kept: 1, removed: 0 });
  });

  test('a page rendered again to the same bytes keeps its new key: the next build does not render it again', async () => {
    const renders: string[] = [];
    const keyed = (key: string) => renderedFile(() => (renders.push(key), '<html>same</html>'), () => key);
    await writeSite(new Map([['a/index.html', keyed('v1')]]), out, { manifestFile });
    expect(await writeSite(new Map([['a/index.html', keyed('v2')]]), out, { manifestFile })).toEqual({ written: 0, kept: 1, removed: 0 });
    await writeSite(new Map([['a/index.html', keyed('v2')]]), out, { manifestFile });
    expect(renders).toEqual(['v1', 'v2']);
  });

  test('a symlinked output folder stays a link: the folder it leads to is replaced', async () => {
    const real = path.join(dir, 'www');
    await mkdir(real);
    await symlink(real, out);
    await writeSite(new Map([['a/index.html', 'a']]), out, { manifestFile });
    await writeSite(new Map([['a/index.html', 'a2']]), out, { manifestFile });
    expect((await lstat(out)).isSymbolicLink()).toBe(true);
    expect(await readFile(path.join(real, 'a/index.html'), 'utf8')).toBe('a2');
  });
});

// A full disk for real: a small tmpfs. Mounting needs root, as CI has; elsewhere the test says why it is skipped.
const canMount = (() => {
  if (process.getuid?.() !== 0) return false;
  const probe = mkdtempSync(path.join(tmpdir(), 'docgen-mount-probe-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', probe], { stdio: 'ignore' });
    execFileSync('umount', [probe]);
    return true;
  } catch {
    return false;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
})();

describe.skipIf(!canMount)('on a failing disk (a 1 MiB tmpfs)', () => {
  let disk: string;
  beforeEach(async () => {
    disk = await mkdtemp(path.join(tmpdir(), 'docgen-disk-'));
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', disk]);
  });
  afterEach(async () => {
    execFileSync('umount', [disk]);
    await rm(disk, { recursive: true, force: true });
  });

  test('a build that does not fit fails with a docgen error and leaves the previous output byte for byte', async () => {
    const target = path.join(disk, 'build');
    const manifest = path.join(dir, 'output.json');
    const small = new Map<string, OutputFile>([['a/index.html', 'a'.repeat(1000)], ['b/index.html', 'b']]);
    await writeSite(small, target, { manifestFile: manifest });
    const big = new Map<string, OutputFile>([['a/index.html', 'a2'], ...Array.from({ length: 40 }, (_, i) => [`p${i}/index.html`, 'x'.repeat(64 * 1024)] as [string, string])]);
    const error = await writeSite(big, target, { manifestFile: manifest }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'DocgenError', code: 'emit/disk-full' });
    expect((error as Error).message).toMatch(/^The disk is full: could not write .*build\.staging-/);
    expect((error as { hint: string }).hint).toBe('Free some space and build again; build/ was left as it was.');
    out = target;
    expect(await snapshot()).toEqual({ 'a/index.html': 'a'.repeat(1000), 'b/index.html': 'b' });
    expect(await readdir(disk)).toEqual(['build']);
  });

  test('a read-only disk fails with a docgen error and leaves the output as it was', async () => {
    const target = path.join(disk, 'build');
    await writeSite(new Map([['a/index.html', 'a']]), target);
    execFileSync('mount', ['-o', 'remount,ro', disk]);
    try {
      const error = await writeSite(new Map([['a/index.html', 'a2']]), target).catch((e: unknown) => e);
      expect(error).toMatchObject({ name: 'DocgenError', code: 'emit/not-writable' });
      expect((error as Error).message).toMatch(/^Cannot write the output: .* is not writable \(EROFS\)\.$/);
      out = target;
      expect(await snapshot()).toEqual({ 'a/index.html': 'a' });
    } finally {
      execFileSync('mount', ['-o', 'remount,rw', disk]);
    }
  });
});
