// What `docgen build` prints when the input is wrong: docgen errors with file:line, each problem once and
// counted right, never a stack trace. Run as the real CLI, since some failures only show in a whole process.
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { fixtureConfig, repoRoot } from '../helpers/fixtures.js';

let work: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(repoRoot, 'tests/fixtures/.tmp-errors-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

async function siteWith(name: string, files: Record<string, string>): Promise<string> {
  const dir = path.join(work, name);
  await cp(path.dirname(fixtureConfig('basic')), dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) await writeFile(path.join(dir, file), text);
  return dir;
}

async function build(site: string): Promise<{ code: number; stderr: string }> {
  try {
    const { stderr } = await promisify(execFile)(process.execPath, [path.join(repoRoot, 'bin/docgen.js'), 'build', '-c', 'docgen.config.ts', '--out', '../out'], { cwd: site });
    return { code: 0, stderr };
  } catch (error) {
    const { code, stderr } = error as { code: number; stderr: string };
    return { code, stderr };
  }
}

test('a config whose top-level await never settles is an error, and leaves no compiled copy behind', async () => {
  const site = await siteWith('unsettled', {});
  const config = path.join(site, 'docgen.config.ts');
  await writeFile(config, `await new Promise(() => {});\n${await readFile(config, 'utf8')}`);
  const { code, stderr } = await build(site);
  expect(code).toBe(1);
  expect(stderr).toContain('error: docgen.config.ts  The config never finishes loading: it awaits a promise that can never settle. [config/unsettled]');
  expect(stderr).not.toMatch(/\n\s+at /); // no stack trace
  expect((await readdir(site)).filter((name) => name.startsWith('.docgen.config.'))).toEqual([]);
});

test('every problem of a stage is printed once, on its own line, and counted', async () => {
  const site = await siteWith('three', {
    'docs/en/guide/a.md': '---\ntitle: [\n---\n# A\n',
    'docs/en/guide/b.md': '---\nsidebar_postion: 2\n---\n# B\n',
    'docs/en/guide/c.md': '---\npagination_next: nowhere\n---\n# C\n',
    'docs/en/guide/d.md': '---\ntitle: D\n',
  });
  const { code, stderr } = await build(site);
  expect(code).toBe(1);
  const errors = stderr.split('\n').filter((line) => line.startsWith('error: '));
  expect(errors.map((line) => line.replace(/  .*\[/, ' [').replace(/^error: docs\/en\/guide\//, ''))).toEqual([
    'a.md:2:9 [frontmatter/yaml]',
    'b.md:2 [frontmatter/invalid]',
    'd.md:1 [frontmatter/unclosed]',
  ]);
  expect(stderr).toContain('Build failed with 3 errors; ../out/ was left as it was.');

  // Once the frontmatter is valid, the next stage reports its own.
  await writeFile(path.join(site, 'docs/en/guide/a.md'), '---\npagination_prev: gone\n---\n# A\n');
  await writeFile(path.join(site, 'docs/en/guide/b.md'), '# B\n');
  await writeFile(path.join(site, 'docs/en/guide/d.md'), '# D\n');
  const next = await build(site);
  expect(next.stderr.split('\n').filter((line) => line.startsWith('error: ')).map((line) => /guide\/(\w\.md:\d+)/.exec(line)?.[1])).toEqual(['a.md:2', 'c.md:2']);
  expect(next.stderr).toContain('Build failed with 2 errors');
});

test('with --strict a warning fails the build, and the previous output stays as it was', async () => {
  const site = await siteWith('strict', { 'docs/en/guide/tagged.md': '---\ntags: [one]\n---\n\n# Tagged\n' });
  const out = path.join(work, 'out-strict');
  const docgen = (...args: string[]) =>
    promisify(execFile)(process.execPath, [path.join(repoRoot, 'bin/docgen.js'), 'build', '-c', 'docgen.config.ts', '--out', out, ...args], { cwd: site }).then(
      ({ stderr }) => ({ code: 0, stderr }),
      (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
    );
  expect((await docgen()).code).toBe(0);
  const before = await readdir(out, { recursive: true });
  await writeFile(path.join(site, 'docs/en/guide/tagged.md'), '---\ntags: [one]\n---\n\n# Tagged again\n');
  const strict = await docgen('--strict');
  expect(strict.code).toBe(1);
  expect(strict.stderr).toContain('docs/en/guide/tagged.md:2  The "tags" frontmatter is ignored');
  expect(strict.stderr).toMatch(/error: \d+ warnings? with --strict: the build fails, and .*out-strict\/ stays as it was\./);
  expect(await readdir(out, { recursive: true })).toEqual(before);
  expect(await readFile(path.join(out, 'en/guide/tagged/index.html'), 'utf8')).not.toContain('Tagged again');
}, 60_000);
