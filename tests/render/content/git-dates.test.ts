// The content's dates from git: one pass for every file, whatever their number; a changed or new file by its
// modification time; a shallow clone's edge marked; nothing without a repository.
import { chmod, mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { changedFiles, parseLog, readGitDates } from '../../../src/render/content/git-dates.js';
import { commitFiles, initRepo, shallowClone } from '../../helpers/git-repo.js';

let work: string;
let repo: string;
const MARCH_4 = '2026-03-04T10:00:00Z';
const MARCH_9 = '2026-03-09T08:30:00Z';

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'docgen-git-dates-'));
  repo = path.join(work, 'repo');
  await commitFilesIn(repo);
});
afterAll(() => rm(work, { recursive: true, force: true }));

/** Forty docs committed on 4 March by Mei, two of them changed again on 9 March by Tom; a file outside the site. */
async function commitFilesIn(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  initRepo(dir);
  const docs = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`site/docs/en/page-${i}.md`, `# Page ${i}\n`]));
  await commitFiles(dir, { ...docs, 'README.md': 'not the site\n' }, { date: MARCH_4, author: 'Mei' });
  await commitFiles(dir, { 'site/docs/en/page-1.md': '# Page 1, again\n', 'site/docs/en/page-2.md': '# Page 2, again\n' }, { date: MARCH_9, author: 'Tom' });
}

describe('readGitDates', () => {
  test('every file of the folders, by its last commit, its author by name', async () => {
    const site = path.join(repo, 'site');
    const dates = await readGitDates([path.join(site, 'docs'), path.join(site, 'blog')], site);
    expect(dates.history).toBe('whole');
    expect(dates.files.size).toBe(40);
    expect(dates.files.get(path.join(site, 'docs/en/page-0.md'))).toEqual({ time: Date.parse(MARCH_4), author: 'Mei' });
    expect(dates.files.get(path.join(site, 'docs/en/page-2.md'))).toEqual({ time: Date.parse(MARCH_9), author: 'Tom' });
    expect(dates.files.has(path.join(repo, 'README.md'))).toBe(false);
  });

  test('git runs three times for forty files: no process per file', async () => {
    const bin = path.join(work, 'bin');
    const log = path.join(work, 'git-calls.log');
    const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
    await mkdir(bin, { recursive: true });
    await writeFile(path.join(bin, 'git'), `#!/bin/sh\necho "$*" >> '${log}'\nexec '${realGit}' "$@"\n`);
    await chmod(path.join(bin, 'git'), 0o755);
    const before = process.env.PATH;
    process.env.PATH = `${bin}${path.delimiter}${before}`;
    try {
      const dates = await readGitDates([path.join(repo, 'site/docs')], path.join(repo, 'site'));
      expect(dates.files.size).toBe(40);
    } finally {
      process.env.PATH = before;
    }
    const commands = (await readFile(log, 'utf8')).trim().split('\n').map((line) => line.split(' ').find((word) => !word.startsWith('-') && !word.includes('=')));
    expect(commands.sort()).toEqual(['log', 'rev-parse', 'status']);
  });

  test('a file changed since its last commit, or never committed, is dated by its modification time, without an author', async () => {
    const site = path.join(repo, 'site');
    const edited = path.join(site, 'docs/en/page-3.md');
    const added = path.join(site, 'docs/en/new.md');
    await writeFile(edited, '# Page 3, not committed yet\n');
    await writeFile(added, '# New\n');
    const written = new Date('2026-04-01T12:00:00Z');
    await utimes(edited, written, written);
    await utimes(added, written, written);
    try {
      const dates = await readGitDates([path.join(site, 'docs')], site);
      expect(dates.files.get(edited)).toEqual({ time: written.getTime() });
      expect(dates.files.get(added)).toEqual({ time: written.getTime() });
      expect(dates.files.get(path.join(site, 'docs/en/page-4.md'))).toEqual({ time: Date.parse(MARCH_4), author: 'Mei' });
    } finally {
      await writeFile(edited, '# Page 3\n');
      await rm(added);
    }
  });

  test('in a shallow clone, the files of its oldest commit are dated by it, marked uncertain; later ones are sure', async () => {
    const clone = path.join(work, 'shallow');
    shallowClone(repo, clone, 1);
    const site = path.join(clone, 'site');
    const dates = await readGitDates([path.join(site, 'docs')], site);
    expect(dates.history).toBe('shallow');
    // The one commit the clone has lists every file: all are dated 9 March, which only two are.
    expect(dates.files.get(path.join(site, 'docs/en/page-0.md'))).toEqual({ time: Date.parse(MARCH_9), author: 'Tom', uncertain: true });
    const deeper = path.join(work, 'deeper');
    shallowClone(repo, deeper, 2);
    const whole = await readGitDates([path.join(deeper, 'site/docs')], path.join(deeper, 'site'));
    expect(whole.files.get(path.join(deeper, 'site/docs/en/page-1.md'))).toEqual({ time: Date.parse(MARCH_9), author: 'Tom' });
    expect(whole.files.get(path.join(deeper, 'site/docs/en/page-0.md'))).toEqual({ time: Date.parse(MARCH_4), author: 'Mei', uncertain: true });
  });

  test('outside a repository, or without git, there are no dates and no error', async () => {
    const plain = await mkdtemp(path.join(tmpdir(), 'docgen-no-git-'));
    try {
      await writeFile(path.join(plain, 'a.md'), '# A\n');
      expect(await readGitDates([plain], plain)).toMatchObject({ history: 'none', files: new Map() });
      const before = process.env.PATH;
      process.env.PATH = path.join(plain, 'nowhere');
      try {
        expect(await readGitDates([path.join(repo, 'site')], path.join(repo, 'site'))).toMatchObject({ history: 'none', files: new Map() });
      } finally {
        process.env.PATH = before;
      }
    } finally {
      await rm(plain, { recursive: true, force: true });
    }
  });

  test('folders outside the repository are left out, not an error', async () => {
    const site = path.join(repo, 'site');
    const dates = await readGitDates([path.join(site, 'docs'), path.join(work, 'elsewhere')], site);
    expect(dates.files.size).toBe(40);
  });
});

describe('the output of git', () => {
  test('parseLog: a file\'s first commit is its last; a merge with no files is skipped', () => {
    const out = ['\x1e200', 'Tom', 'abc', '\na.md', 'b.md', '\x1e150', 'Ann', 'abc def', '', '\x1e100', 'Mei', '', '\na.md', 'c d.md', ''].join('\0');
    expect(parseLog(out, false)).toEqual(
      new Map([
        ['a.md', { time: 200_000, author: 'Tom' }],
        ['b.md', { time: 200_000, author: 'Tom' }],
        ['c d.md', { time: 100_000, author: 'Mei' }],
      ]),
    );
    expect(parseLog(out, true).get('c d.md')).toEqual({ time: 100_000, author: 'Mei', uncertain: true });
  });

  test('changedFiles: changed, added and untracked files; a rename\'s new name only', () => {
    expect(changedFiles([' M docs/a.md', '?? docs/new.md', 'R  docs/moved.md', 'docs/old.md', 'A  docs/b.md', ''].join('\0'))).toEqual(['docs/a.md', 'docs/new.md', 'docs/moved.md', 'docs/b.md']);
  });
});
