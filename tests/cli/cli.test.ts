import { execFile } from 'node:child_process';
import { appendFile, cp, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, test } from 'vitest';
import { runBuild } from '../../src/cli/build-command.js';
import { createProgram } from '../../src/cli/main.js';
import { OUTPUT_MARKER } from '../../src/render/emit/recover-output.js';
import { fixtureConfig, repoRoot } from '../helpers/fixtures.js';

function run(args: string[]): { out: string; err: string; code?: number } {
  const program = createProgram();
  let out = '';
  let err = '';
  program.exitOverride().configureOutput({ writeOut: (s) => (out += s), writeErr: (s) => (err += s) });
  for (const command of program.commands) command.exitOverride().configureOutput({ writeOut: (s) => (out += s), writeErr: (s) => (err += s) });
  try {
    program.parse(args, { from: 'user' });
  } catch (error) {
    return { out, err, code: (error as { exitCode?: number }).exitCode };
  }
  return { out, err };
}

describe('the docgen program', () => {
  test('--help lists build, serve and check-links', () => {
    const { out } = run(['--help']);
    expect(out).toMatch(/build \[options\]/);
    expect(out).toMatch(/serve/);
    expect(out).toMatch(/check-links/);
  });

  test('build --help documents its options and defaults', () => {
    const { out } = run(['build', '--help']);
    expect(out).toContain('--out <dir>');
    expect(out).toContain('(default: "build")');
    expect(out).toContain('(default: "content/docgen.config.ts")');
  });

  test('an unknown flag is a clear error with a non-zero exit', () => {
    const { err, code } = run(['build', '--outt', 'x']);
    expect(err).toContain("unknown option '--outt'");
    expect(err).toContain('Did you mean --out?');
    expect(code).toBe(1);
  });

  test('bin/docgen.js runs the compiled CLI', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['bin/docgen.js', '--version']);
    expect(stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });
});

describe('docgen build on disk', () => {
  test('writes the site, and a failed build leaves the previous output byte for byte', async () => {
    const out = await mkdtemp(path.join(tmpdir(), 'docgen-out-'));
    const stderr = process.stderr.write;
    process.stderr.write = () => true;
    try {
      expect(await runBuild({ config: fixtureConfig('basic'), out, cache: false })).toBe(0);
      const before = await snapshot(out);
      expect(Object.keys(before)).toContain('guide/intro/index.html');
      expect(await runBuild({ config: fixtureConfig('broken-link'), out, cache: false })).toBe(1);
      expect(await snapshot(out)).toEqual(before);
      const siblings = await readdir(path.dirname(out));
      expect(siblings.filter((name) => name.startsWith(`${path.basename(out)}.`))).toEqual([]);
    } finally {
      process.stderr.write = stderr;
      await rm(out, { recursive: true, force: true });
    }
  });
});

describe('warm builds', () => {
  test('an edit rebuilt with the caches gives byte for byte what a cold build gives', async () => {
    const work = await mkdtemp(path.join(tmpdir(), 'docgen-warm-'));
    // Beside the fixtures, where `import 'docgen'` in the config resolves.
    const site = await mkdtemp(path.join(repoRoot, 'tests/fixtures/.tmp-warm-'));
    const stderr = process.stderr.write;
    process.stderr.write = () => true;
    try {
      await cp(path.dirname(fixtureConfig('basic')), site, { recursive: true });
      const config = path.join(site, 'docgen.config.ts');
      const warm = path.join(work, 'warm');
      expect(await runBuild({ config, out: warm, cache: true })).toBe(0);
      expect(await runBuild({ config, out: warm, cache: true })).toBe(0);
      // A body edit changes the page and its locale's search index, hence every page of the locale.
      await appendFile(path.join(site, 'docs/en/guide/intro.md'), '\nA sentence added by the test.\n');
      expect(await runBuild({ config, out: warm, cache: true })).toBe(0);
      const cold = path.join(work, 'cold');
      expect(await runBuild({ config, out: cold, cache: false })).toBe(0);
      const [warmFiles, coldFiles] = [await snapshot(warm), await snapshot(cold)];
      expect(Buffer.from(warmFiles['en/guide/intro/index.html']!, 'base64').toString()).toContain('A sentence added by the test.');
      expect(warmFiles).toEqual(coldFiles);
    } finally {
      process.stderr.write = stderr;
      await rm(work, { recursive: true, force: true });
      await rm(site, { recursive: true, force: true });
    }
  });
});

/** Every output file but the marker, which names the build that wrote it. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && entry.name !== OUTPUT_MARKER) files[path.relative(dir, path.join(entry.parentPath, entry.name))] = (await readFile(path.join(entry.parentPath, entry.name))).toString('base64');
  }
  return files;
}
