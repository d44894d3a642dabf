// Compiling markdown in worker threads changes nothing but the time: the same bytes, the same errors.
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildSite } from '../../src/render/build.js';
import { outputContent } from '../../src/render/emit/output-file.js';
import { DocgenErrors } from '../../src/render/errors.js';
import { createProgram } from '../../src/cli/main.js';
import { fixtureConfig, repoRoot } from '../helpers/fixtures.js';

async function files(configPath: string, threads: number, cacheFile?: string): Promise<Map<string, string>> {
  const result = await buildSite({ configPath, threads, cacheFile });
  return new Map([...result.files].map(([file, content]) => [file, Buffer.from(outputContent(content)).toString('base64')]));
}

describe('threaded and single-threaded builds', () => {
  test.each([
    ['the ArmKit site', () => path.join(repoRoot, 'content/docgen.config.ts')],
    ['the basic fixture', () => fixtureConfig('basic')],
  ])('of %s are byte for byte the same', async (_name, config) => {
    const [one, three] = [await files(config(), 1), await files(config(), 3)];
    expect([...three.keys()].sort()).toEqual([...one.keys()].sort());
    for (const [file, content] of one) expect(three.get(file), file).toBe(content);
  }, 120_000);

  test('of the ArmKit site with a cache folder, which the search thread reads the pages from, are byte for byte the same', async () => {
    const caches = await mkdtemp(path.join(os.tmpdir(), 'docgen-threads-'));
    try {
      const config = path.join(repoRoot, 'content/docgen.config.ts');
      const [one, two] = [await files(config, 1, path.join(caches, 'one/markdown.bin')), await files(config, 2, path.join(caches, 'two/markdown.bin'))];
      expect([...two.keys()].sort()).toEqual([...one.keys()].sort());
      for (const [file, content] of one) expect(two.get(file), file).toBe(content);
    } finally {
      await rm(caches, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('errors from worker threads', () => {
  let site: string;
  beforeAll(async () => {
    site = await mkdtemp(path.join(repoRoot, 'tests/fixtures/.tmp-threads-'));
    await cp(path.dirname(fixtureConfig('basic')), site, { recursive: true });
    await writeFile(path.join(site, 'docs/en/guide/deep.md'), `# Deep\n\n${'>'.repeat(300)} too deep\n`);
    // the repository's package.json: a file that exists on every machine, outside the site folder
    await writeFile(path.join(site, 'docs/en/guide/leak.md'), '# Leak\n\nText.\n\n![x](../../../../../../package.json)\n');
  });
  afterAll(() => rm(site, { recursive: true, force: true }));

  test('keep their code, file and line, all collected, in the same order as in one thread', async () => {
    const report = async (threads: number) => {
      const error = await buildSite({ configPath: path.join(site, 'docgen.config.ts'), threads }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DocgenErrors);
      return (error as DocgenErrors).errors.map((e) => [e.code, path.basename(e.file ?? ''), e.line, e.message]);
    };
    const one = await report(1);
    expect(one.map(([code, file, line]) => [code, file, line])).toEqual([
      ['markdown/too-deep', 'deep.md', 3],
      ['content/outside-site', 'leak.md', 5],
    ]);
    expect(await report(2)).toEqual(one);
  }, 60_000);
});

test('--threads takes a whole number of at least 1', () => {
  let err = '';
  const program = createProgram().exitOverride().configureOutput({ writeErr: (s) => (err += s), writeOut: () => undefined });
  for (const command of program.commands) command.exitOverride().configureOutput({ writeErr: (s) => (err += s), writeOut: () => undefined });
  expect(() => program.parse(['build', '--threads', '0'], { from: 'user' })).toThrow();
  expect(err).toContain("option '--threads <n>' argument '0' is invalid. give a whole number of at least 1");
});
