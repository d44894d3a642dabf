// The dev server's watcher on its own: what it reports when a file is saved in two steps (emptied, then
// written, as `fs.writeFile` and many editors do), with a rebuild reading the file in between.
import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { watchSite, type SiteWatcher } from '../../src/cli/serve/watch-site.js';

let root: string;
let file: string;
let watcher: SiteWatcher;
/** What each rebuild read, one per report of the file. */
let read: string[];
let afterRead: (() => void) | undefined;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'docgen-watch-'));
  const docs = path.join(root, 'docs');
  file = path.join(docs, 'page.md');
  await mkdir(docs);
  await writeFile(file, 'first version\n');
  // Every watched path exists: with one missing, chokidar says it is ready before it watches anything.
  await mkdir(path.join(root, 'static'));
  await writeFile(path.join(root, 'docgen.config.ts'), '');
  read = [];
  afterRead = undefined;
  watcher = watchSite({ configFile: path.join(root, 'docgen.config.ts'), content: [docs], staticDir: path.join(root, 'static'), theme: [], client: [], modules: [], styles: [] }, (changed) => {
    if (changed !== file) return;
    // As the dev server does: tell the watcher, then read (a rebuild).
    void watcher.reading([changed]).then(() => {
      read.push(readFileSync(file, 'utf8'));
      afterRead?.();
      afterRead = undefined;
    });
  });
  await watcher.ready;
});

afterEach(async () => {
  await watcher.close();
  await rm(root, { recursive: true, force: true });
});

test('the second step of a save, written after a rebuild read the emptied file, is reported however soon it comes', async () => {
  const fd = openSync(file, 'w'); // step one: the file is emptied
  // Step two as soon as a rebuild has read the empty file: well inside the 50 ms in which chokidar drops
  // further changes of the file.
  afterRead = () => {
    writeSync(fd, 'second version\n');
    closeSync(fd);
  };
  await expect.poll(() => read.at(-1), { timeout: 10_000 }).toBe('second version\n');
  expect(read).toEqual(['', 'second version\n']);
});

test('a watcher started late reports the files saved since the site was read, and only those, in its folders and files given to it later', async () => {
  const docs = path.join(root, 'docs');
  const kept = path.join(docs, 'kept.md');
  const saved = path.join(docs, 'saved.md');
  const added = path.join(docs, 'added.md');
  // Files of the site's modules, outside the watched folders, given to the watcher once it is ready.
  const oldModule = path.join(root, 'src/Old.tsx');
  const editedModule = path.join(root, 'src/Edited.tsx');
  await mkdir(path.join(root, 'src'));
  for (const name of [kept, saved, oldModule, editedModule]) await writeFile(name, 'as read\n');
  // The site is read once everything so far is written: the moment its reading starts is the first a file is
  // stamped with after them (file times move in coarse steps).
  const written = Math.max(...(await Promise.all([kept, saved, oldModule, editedModule, file, path.join(root, 'docgen.config.ts')].map((name) => stat(name)))).map((info) => info.ctimeMs));
  const probe = path.join(root, 'probe');
  await expect.poll(async () => (await writeFile(probe, ''), (await stat(probe)).ctimeMs), { timeout: 10_000 }).toBeGreaterThan(written);
  const read = (await stat(probe)).ctimeMs;
  await rm(probe);
  await writeFile(saved, 'saved while the watcher was not there yet\n');
  await writeFile(added, 'added meanwhile\n');
  await writeFile(editedModule, 'edited meanwhile\n');
  const reported: string[] = [];
  const late = watchSite({ configFile: path.join(root, 'docgen.config.ts'), content: [docs], staticDir: path.join(root, 'static'), theme: [], client: [], modules: [], styles: [] }, (changed) => reported.push(changed), { changedSince: read });
  try {
    await late.ready;
    // The folder a file was added to has changed too.
    await expect.poll(() => [...reported].sort(), { timeout: 10_000 }).toEqual([docs, added, saved]);
    late.watchFiles({ modules: [oldModule, editedModule], styles: [] });
    await expect.poll(() => reported, { timeout: 10_000 }).toContain(editedModule);
    // A later save of the module it listed as it was is news.
    await writeFile(oldModule, 'edited now\n');
    await expect.poll(() => reported, { timeout: 10_000 }).toContain(oldModule);
    expect(reported.filter((name) => name.endsWith('.tsx'))).toEqual([editedModule, oldModule]);
  } finally {
    await late.close();
  }
});
