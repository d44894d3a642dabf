import { mkdtemp, readdir, readFile, rm, stat, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { renderedFile, writeSite, type OutputFile } from '../../../src/render/emit/write-site.js';

let dir: string;
let out: string;
let manifestFile: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'docgen-write-'));
  out = path.join(dir, 'build');
  manifestFile = path.join(dir, 'cache', 'output.json');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function snapshot(): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(out, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) files[path.relative(out, path.join(entry.parentPath, entry.name))] = await readFile(path.join(entry.parentPath, entry.name), 'utf8');
  }
  return files;
}

/** A page rendered from `data`, naming the search index `index`; counts its renderings. */
function page(data: string, index: string, renders: string[]): OutputFile {
  return renderedFile(
    () => {
      renders.push(data);
      return `<html data-index="${index}">${data}<script>{"searchIndex":"${index}"}</script></html>`;
    },
    () => ({ key: data, volatile: [index] }),
  );
}

const mtime = async (file: string) => (await stat(path.join(out, file))).mtimeMs;

describe('writing the site', () => {
  test('a rebuild renders and writes only the pages that changed; the others keep their file', async () => {
    const renders: string[] = [];
    const site = (b: string) =>
      new Map<string, OutputFile>([
        ['a/index.html', page('A', '/i-1.json', renders)],
        ['b/index.html', page(b, '/i-1.json', renders)],
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

  test('a changed search index URL is replaced in unchanged pages, giving what a fresh render gives', async () => {
    const renders: string[] = [];
    await writeSite(new Map([['a/index.html', page('A', '/i-1.json', renders)]]), out, { manifestFile });
    renders.length = 0;
    await writeSite(new Map([['a/index.html', page('A', '/i-2.json', renders)]]), out, { manifestFile });
    expect(renders).toEqual([]);
    const fresh: string[] = [];
    expect((await snapshot())['a/index.html']).toBe((page('A', '/i-2.json', fresh) as { render(): string }).render());
  });

  test('a page that gains or loses a volatile value is rendered again', async () => {
    const renders: string[] = [];
    const noIndex = () => renderedFile(() => (renders.push('A'), '<html>A</html>'), () => ({ key: 'A', volatile: [] }));
    await writeSite(new Map([['a/index.html', noIndex()]]), out, { manifestFile });
    await writeSite(new Map([['a/index.html', page('A', '/i-1.json', renders)]]), out, { manifestFile });
    expect((await snapshot())['a/index.html']).toContain('/i-1.json');
    await writeSite(new Map([['a/index.html', noIndex()]]), out, { manifestFile });
    expect(await snapshot()).toEqual({ 'a/index.html': '<html>A</html>' });
    expect(renders).toEqual(['A', 'A', 'A']);
  });

  test('files the site no longer has are removed, with their empty folders and anything put there by hand', async () => {
    await writeSite(new Map([['a/index.html', 'a'], ['b/c/index.html', 'c']]), out, { manifestFile });
    await writeFile(path.join(out, 'stray.txt'), 'stray');
    const stats = await writeSite(new Map([['a/index.html', 'a']]), out, { manifestFile });
    expect(stats.removed).toBe(2);
    expect(await readdir(out)).toEqual(['a']);
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
    expect(await readdir(out)).toEqual(['a', 'b']);
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
