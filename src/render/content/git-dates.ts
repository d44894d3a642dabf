// When each content file last changed, as git tells it: the sitemap's <lastmod> and a page's "last updated" line.
// One `git log` over every content folder gives every file's last commit (the newest commit naming a file is its
// last one), with one `git rev-parse` before it and one `git status` beside it: a fixed number of git processes
// whatever the size of the site, never one per file. Without git, or outside a repository, files have no date.
import { spawn } from 'node:child_process';
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { contentFolders } from './layout.js';

export interface FileDate {
  /** Milliseconds since the epoch. */
  time: number;
  /** The last commit's author (its mailmap name); none for a file changed since its last commit. */
  author?: string;
  /**
   * The date of the oldest commit a shallow clone holds, which lists every file as added: the file may have last
   * changed long before it.
   */
  uncertain?: true;
}

export interface GitDates {
  /** Absolute path (as the site's folder is named) → when its text last changed. */
  files: Map<string, FileDate>;
  /** 'shallow': the history is cut short; 'none': no git, or the site is not in a repository. */
  history: 'whole' | 'shallow' | 'none';
  /** How long the git pass took, for `--perf`. */
  ms: number;
}

/** Separates the commits in `git log`'s output: no file name starts with it. */
const COMMIT = '\x1e';

/** The dates of every file under `folders` (absolute; those outside the repository are left out). */
export async function readGitDates(folders: string[], siteDir: string): Promise<GitDates> {
  const start = performance.now();
  const none = (): GitDates => ({ files: new Map(), history: 'none', ms: performance.now() - start });
  const where = await git(['rev-parse', '--show-toplevel', '--is-shallow-repository'], siteDir);
  if (where === undefined) return none();
  const [top, shallowAnswer] = where.trim().split('\n');
  if (!top) return none();
  // git names files by their real path from the top of the repository; the site may be reached through a link.
  const realSite = await realpath(siteDir).catch(() => siteDir);
  const fromTop = (folder: string) => path.relative(top, path.join(realSite, path.relative(siteDir, folder)));
  const specs = [...new Set(folders.map(fromTop))].filter((spec) => spec !== '..' && !spec.startsWith(`..${path.sep}`) && !path.isAbsolute(spec)).map((spec) => spec || '.');
  if (specs.length === 0) return none();
  const shallow = shallowAnswer === 'true';
  // Literal pathspecs: a folder named with `*` or `[` is that folder, not a pattern.
  const [log, status] = await Promise.all([
    git(['--literal-pathspecs', '-c', 'log.showSignature=false', 'log', `--format=${COMMIT}%ct%x00%aN%x00%P`, '--name-only', '--no-renames', '-z', '--', ...specs], top),
    git(['--literal-pathspecs', 'status', '--porcelain=v1', '-z', '--untracked-files=all', '--', ...specs], top),
  ]);
  if (log === undefined) return none();
  const toSite = (file: string) => path.resolve(siteDir, path.relative(realSite, path.join(top, file)));
  const files = new Map<string, FileDate>();
  for (const [file, date] of parseLog(log, shallow)) files.set(toSite(file), date);
  // A file changed since its last commit (or never committed) is dated by its modification time, not by a
  // commit: its text is not any commit's, and the time it was written is when the text this build publishes
  // last changed. A clean clone (what a deployment builds) has no such file.
  await Promise.all(
    changedFiles(status ?? '').map(async (file) => {
      const info = await stat(path.join(top, file)).catch(() => undefined);
      if (info?.isFile()) files.set(toSite(file), { time: Math.floor(info.mtimeMs) });
    }),
  );
  return { files, history: shallow ? 'shallow' : 'whole', ms: performance.now() - start };
}

/**
 * `git log --format=<COMMIT>%ct%x00%aN%x00%P --name-only -z`, newest commit first: each commit's time, author and
 * parents, then the files it changed, each ending in a NUL (the first after a newline). A file's first commit
 * is its last. In a shallow clone a commit without parents is where the history was cut.
 */
export function parseLog(output: string, shallow: boolean): Map<string, FileDate> {
  const files = new Map<string, FileDate>();
  const tokens = output.split('\0');
  let current: FileDate | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!.replace(/^\n/, '');
    if (token.startsWith(COMMIT)) {
      const author = tokens[i + 1];
      const parents = tokens[i + 2];
      i += 2;
      current = { time: Number(token.slice(COMMIT.length)) * 1000 };
      if (author) current.author = author;
      if (shallow && !parents) current.uncertain = true;
    } else if (token && current && !files.has(token)) files.set(token, current);
  }
  return files;
}

/** The files `git status --porcelain=v1 -z` lists (changed, added or never committed); a rename's old name is skipped. */
export function changedFiles(output: string): string[] {
  const files: string[] = [];
  const tokens = output.split('\0');
  for (let i = 0; i < tokens.length; i++) {
    const entry = tokens[i]!;
    if (entry.length < 4) continue;
    files.push(entry.slice(3));
    if (entry[0] === 'R' || entry[0] === 'C') i++;
  }
  return files;
}

/** A git command's output; undefined when git is missing or the command fails (not a repository). */
function git(args: string[], cwd: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    const child = spawn('git', args, { cwd, stdio: ['ignore', 'pipe', 'ignore'], env: { ...process.env, GIT_OPTIONAL_LOCKS: '0' } });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', () => resolve(undefined));
    child.on('close', (code) => resolve(code === 0 ? Buffer.concat(chunks).toString('utf8') : undefined));
  });
}

/** The dates of a site's content: its docs, versioned docs, pages, posts, translations and sidebars files. */
export function siteGitDates(config: Parameters<typeof contentFolders>[0]): Promise<GitDates> {
  return readGitDates(contentFolders(config), config.rootDir);
}
