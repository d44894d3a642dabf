// Temporary git repositories with commits of known dates and authors, for what docgen reads from git history.
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** git as the tests run it: no user or system config, so that a signing or hook setting cannot get in the way. */
export function git(cwd: string, args: string[], env: Record<string, string> = {}): string {
  return execFileSync('git', ['-c', 'commit.gpgsign=false', '-c', 'core.hooksPath=/dev/null', ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', ...env },
  });
}

export function initRepo(dir: string): void {
  git(dir, ['init', '-q', '-b', 'main']);
}

/** Writes `files` (path → text) and commits them at `date` (ISO) as `author`. */
export async function commitFiles(repo: string, files: Record<string, string>, { date, author, message = 'edit' }: { date: string; author: string; message?: string }): Promise<void> {
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(repo, file)), { recursive: true });
    await writeFile(path.join(repo, file), text);
  }
  git(repo, ['add', '--', ...Object.keys(files)]);
  const email = `${author.toLowerCase().replace(/\W+/g, '.')}@example.com`;
  git(repo, ['commit', '-q', '-m', message], { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date, GIT_AUTHOR_NAME: author, GIT_AUTHOR_EMAIL: email, GIT_COMMITTER_NAME: author, GIT_COMMITTER_EMAIL: email });
}

/** A clone of `repo` that holds its newest `depth` commits only. */
export function shallowClone(repo: string, dest: string, depth: number): void {
  git(path.dirname(dest), ['clone', '-q', '--depth', String(depth), `file://${repo}`, dest]);
}
