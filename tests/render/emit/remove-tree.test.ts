import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { removeTree } from '../../../src/render/emit/remove-tree.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'docgen-remove-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('removes a folder and everything in it, whatever its name, and nothing beside it', () => {
  // A name that `rm` would read as an option, spaces, and a link out of the folder whose target must stay.
  const target = path.join(dir, '-rf old output');
  mkdirSync(path.join(target, 'a/b/c'), { recursive: true });
  for (const file of ['index.html', 'a/x.md', 'a/b/c/deep.html']) writeFileSync(path.join(target, file), file);
  const beside = path.join(dir, 'beside.txt');
  writeFileSync(beside, 'kept');
  symlinkSync(beside, path.join(target, 'a/link'));

  removeTree(target);

  expect(existsSync(target)).toBe(false);
  expect(readdirSync(dir)).toEqual(['beside.txt']);
});

test('without an rm to run, the folder is removed all the same', () => {
  const target = path.join(dir, 'old');
  mkdirSync(path.join(target, 'a'), { recursive: true });
  writeFileSync(path.join(target, 'a/index.html'), 'x');
  const { PATH } = process.env;
  process.env.PATH = path.join(dir, 'no-programs-here');
  try {
    removeTree(target);
  } finally {
    process.env.PATH = PATH;
  }
  expect(existsSync(target)).toBe(false);
});

test('a folder that is not there is no error', () => {
  expect(() => removeTree(path.join(dir, 'missing'))).not.toThrow();
});
