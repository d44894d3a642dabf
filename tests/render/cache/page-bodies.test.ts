import { copyFile, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { diskBodies, memoryBodies, type PageBody } from '../../../src/render/cache/page-bodies.js';

const body = (text: string): PageBody => ({ html: `<p>${text}</p>`, sections: [{ id: '', level: 1, heading: '', text }] });

describe('the page store on disk', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'docgen-bodies-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  test('bodies written by one build are read by the next, from one pack file', () => {
    const first = diskBodies(dir);
    const names = ['一', 'two', 'three'].map((text) => first.put(body(text)));
    expect(new Set(names).size).toBe(3);
    const next = diskBodies(dir);
    expect(names.every((name) => next.has(name))).toBe(true);
    expect(next.get(names[0]!)).toEqual(body('一'));
    expect(next.get(names[2]!)).toEqual(body('three'));
  });

  test('the same content in another pack gets another name that starts with the same hash', () => {
    const a = diskBodies(dir).put(body('same'));
    const b = diskBodies(dir).put(body('same'));
    expect(a).not.toBe(b);
    expect(a.split('@')[0]).toBe(b.split('@')[0]);
  });

  test('opened again, the store removes the packs no saved entry names, older stores included', async () => {
    const old = diskBodies(dir).put(body('old'));
    await mkdir(path.join(dir, 'ab'));
    await writeFile(path.join(dir, 'ab/abcdef.bin'), 'a body of an older store');
    const kept = diskBodies(dir).put(body('kept'));
    const next = diskBodies(dir);
    expect(next.tidy(new Set([kept]))).toEqual(new Map());
    expect(await readdir(dir)).toEqual([kept.split('@')[1]!.split(':')[0]]);
    expect(next.has(old)).toBe(false);
    expect(next.get(kept)).toEqual(body('kept'));
  });

  test('once dead bodies outweigh the live ones, the live ones move to a fresh pack under new names', async () => {
    const first = diskBodies(dir);
    const names = Array.from({ length: 300 }, (_, i) => first.put(body(`${i} ${'text '.repeat(2000)}`)));
    const live = new Set(names.slice(0, 10));
    const next = diskBodies(dir);
    const moved = next.tidy(live);
    expect([...moved.keys()].sort()).toEqual([...live].sort());
    for (const [from, to] of moved) {
      expect(to.split('@')[0]).toBe(from.split('@')[0]); // the same content
      expect(next.get(to)).toEqual(body(`${names.indexOf(from)} ${'text '.repeat(2000)}`));
    }
    expect(await readdir(dir)).toHaveLength(1);
    expect(next.has(names[0]!)).toBe(false);
  });

  test('the packs of another docgen that is running are never removed: a dev server and a build may share the folder', async () => {
    const name = diskBodies(dir).put(body('of another run'));
    const pack = name.split('@')[1]!.split(':')[0]!;
    // The same pack as another process that is running (the one that started this test) would name it.
    const other = `${process.ppid}-0badc0de.pack`;
    await copyFile(path.join(dir, pack), path.join(dir, other));
    diskBodies(dir).tidy(new Set());
    expect(await readdir(dir)).toEqual([other]);
    expect(diskBodies(dir).get(name.replace(pack, other))).toEqual(body('of another run'));
  });

  test('a name of no pack is not there', () => {
    const store = diskBodies(dir);
    expect(store.has('0123@4-gone.pack:0:10')).toBe(false);
    expect(store.has('not a name')).toBe(false);
    expect(() => store.get('0123@4-gone.pack:0:10')).toThrow(/cannot be read/);
  });
});

test('in memory, bodies are named by their content', () => {
  const store = memoryBodies();
  const a = store.put(body('a'));
  expect(store.put(body('a'))).toBe(a);
  expect(store.get(a)).toEqual(body('a'));
  expect(store.has('other')).toBe(false);
});
