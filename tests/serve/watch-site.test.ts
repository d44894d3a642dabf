// The dev server's watcher on its own: what it reports when a file is saved in two steps.
import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { watchSite } from '../../src/cli/serve/watch-site.js';

test('a save in two steps (emptied, then written) is reported after the second step, however soon it follows', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'docgen-watch-'));
  const docs = path.join(root, 'docs');
  const file = path.join(docs, 'page.md');
  await mkdir(docs);
  await writeFile(file, 'first version\n');
  // Every watched path exists: with one missing, chokidar says it is ready before it watches anything.
  await mkdir(path.join(root, 'static'));
  await writeFile(path.join(root, 'docgen.config.ts'), '');
  const read: string[] = [];
  let secondStep: (() => void) | undefined;
  const watcher = watchSite({ configFile: path.join(root, 'docgen.config.ts'), content: [docs], staticDir: path.join(root, 'static'), theme: [], client: [] }, (changed) => {
    if (changed !== file) return;
    read.push(readFileSync(file, 'utf8')); // what a rebuild starting now would read
    secondStep?.();
    secondStep = undefined;
  });
  try {
    await watcher.ready;
    // As `fs.writeFile` does: open (which empties the file), then write. Here the write comes as soon as the
    // emptied file is reported, well inside the 50 ms in which chokidar drops further changes of the file.
    const fd = openSync(file, 'w');
    secondStep = () => {
      writeSync(fd, 'second version\n');
      closeSync(fd);
    };
    await expect.poll(() => read.at(-1), { timeout: 10_000 }).toBe('second version\n');
    expect(read[0]).toBe('');
  } finally {
    await watcher.close();
    await rm(root, { recursive: true, force: true });
  }
});
