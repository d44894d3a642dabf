import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, test } from 'vitest';
import { runBuild } from '../../src/cli/build-command.js';
import { createProgram } from '../../src/cli/main.js';
import { fixtureConfig } from '../helpers/fixtures.js';

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

async function snapshot(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) files[path.relative(dir, path.join(entry.parentPath, entry.name))] = (await readFile(path.join(entry.parentPath, entry.name))).toString('base64');
  }
  return files;
}
