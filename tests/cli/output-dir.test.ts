// `docgen build --out` never destroys what is not a docgen output: the site, its sources, a file, a foreign folder.
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runBuild } from '../../src/cli/build-command.js';
import { OUTPUT_MARKER } from '../../src/render/emit/recover-output.js';
import { fixtureConfig, repoRoot } from '../helpers/fixtures.js';

let work: string;
let site: string;
let config: string;

beforeAll(async () => {
  // A copy of a fixture inside a folder of its own, so that even a failing test cannot touch the repository.
  work = await mkdtemp(path.join(repoRoot, 'tests/fixtures/.tmp-out-'));
  site = path.join(work, 'site');
  await cp(path.dirname(fixtureConfig('basic')), site, { recursive: true });
  config = path.join(site, 'docgen.config.ts');
});
afterAll(() => rm(work, { recursive: true, force: true }));

/** Every file under a folder with its content, to prove that nothing was touched. */
async function tree(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) files[path.relative(dir, path.join(entry.parentPath, entry.name))] = await readFile(path.join(entry.parentPath, entry.name), 'utf8');
  }
  return files;
}

async function build(out: string, cwd = work): Promise<{ code: number; output: string }> {
  const write = process.stderr.write;
  const previousCwd = process.cwd();
  let output = '';
  process.stderr.write = ((chunk: string) => ((output += chunk), true)) as typeof process.stderr.write;
  process.chdir(cwd);
  try {
    return { code: await runBuild({ config, out, cache: false }), output };
  } finally {
    process.chdir(previousCwd);
    process.stderr.write = write;
  }
}

describe('docgen build refuses an output folder that is not its own, touching nothing', () => {
  test.each([
    ['the site folder', () => site, 'output/holds-sources', /it is the site folder/],
    ['the docs folder', () => path.join(site, 'docs'), 'output/holds-sources', /it is the docs folder/],
    ['a folder holding the site (".")', () => '.', 'output/holds-sources', /it holds the site folder/],
    ['a folder inside the docs', () => path.join(site, 'docs/en/out'), 'output/inside-sources', /it is inside the docs folder/],
    ['a folder inside the static files', () => path.join(site, 'static/out'), 'output/inside-sources', /it is inside the static folder/],
  ])('%s', async (_name, out, code, why) => {
    const before = await tree(work);
    const { code: exit, output } = await build(out());
    expect(exit).toBe(1);
    expect(output).toMatch(why);
    expect(output).toContain(`[${code}]`);
    expect(output).toContain('hint: Choose another output folder with --out');
    expect(await tree(work)).toEqual(before);
  });

  test('an existing file', async () => {
    const file = path.join(work, 'notes.txt');
    await writeFile(file, 'my notes');
    const { code, output } = await build('notes.txt');
    expect(code).toBe(1);
    expect(output).toContain('Refusing to write the site to notes.txt/: it is a file. [output/not-a-folder]');
    expect(await readFile(file, 'utf8')).toBe('my notes');
  });

  test('a folder holding other files, until it is emptied', async () => {
    const folder = path.join(work, 'mine');
    await mkdir(folder);
    await writeFile(path.join(folder, 'keep.txt'), 'keep me');
    const { code, output } = await build('mine');
    expect(code).toBe(1);
    expect(output).toContain('it is a folder that holds other files than a docgen output');
    expect(output).toContain('To use this folder, empty it first.');
    expect(await tree(folder)).toEqual({ 'keep.txt': 'keep me' });

    await rm(path.join(folder, 'keep.txt'));
    expect((await build('mine')).code).toBe(0);
    expect(await readdir(folder)).toContain(OUTPUT_MARKER);
    // Its own output it replaces: a second build succeeds.
    expect((await build('mine')).code).toBe(0);
    await rm(folder, { recursive: true });
  });
});
