// The site folder is a boundary: nothing outside it is read for the output, by path or by symlink, unless the
// config names it (a docs, pages or static folder placed elsewhere); and hidden files (`.env`, `.git/`) are never
// part of a site. One module for both rules, used by the build and by both servers.
import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/site-config.js';
import { DocgenError } from '../errors.js';

type SourceFolders = Pick<SiteConfig, 'rootDir' | 'docsDir' | 'pagesDir' | 'blogDir' | 'staticDir'>;

/** Hidden names that are published all the same, at the top of the site only: hosts read them. */
export const PUBLISHED_HIDDEN = new Set(['.well-known', '.nojekyll']);

const DEFAULT_FOLDERS = { docsDir: 'docs', pagesDir: 'pages', blogDir: 'blog', staticDir: 'static' } as const;

/**
 * The real paths of the folders content may come from: the site folder, and a docs, pages or static folder that
 * the config places elsewhere. A folder left at its default name is part of the site folder (see
 * `checkSourceFolders`), so a symlink there cannot widen the boundary.
 */
export function siteRoots(config: SourceFolders): string[] {
  const root = realPath(config.rootDir);
  const named = (Object.keys(DEFAULT_FOLDERS) as (keyof typeof DEFAULT_FOLDERS)[]).filter((key) => config[key] !== path.join(config.rootDir, DEFAULT_FOLDERS[key]));
  return [...new Set([root, ...named.map((key) => realPath(config[key]))])];
}

/** A docs, pages or static folder at its default place that is really elsewhere (a symlink out of the site). */
export function checkSourceFolders(config: SourceFolders): void {
  const root = realPath(config.rootDir);
  for (const key of Object.keys(DEFAULT_FOLDERS) as (keyof typeof DEFAULT_FOLDERS)[]) {
    const dir = config[key];
    if (dir !== path.join(config.rootDir, DEFAULT_FOLDERS[key])) continue;
    const real = realPath(dir);
    if (real !== root && !isBelow(real, root)) {
      throw new DocgenError('content/outside-site', `The ${DEFAULT_FOLDERS[key]} folder leads outside the site folder: ${dir} is ${real}.`, {
        file: dir,
        hint: `To use a folder outside the site, name it in the config ("${key}: '${real}'").`,
      });
    }
  }
}

/** Where an existing file really is (symlinks followed): its path relative to the root holding it. */
export function realPlace(file: string, roots: string[]): string | undefined {
  const real = realPath(file);
  const root = roots.find((folder) => isBelow(real, folder));
  return root === undefined ? undefined : path.relative(root, real);
}

/** `child` is strictly below `parent`. */
export function isBelow(child: string, parent: string): boolean {
  const rel = path.relative(parent, child);
  return rel !== '' && rel.split(path.sep)[0] !== '..' && !path.isAbsolute(rel);
}

/**
 * The hidden name in a relative path (any segment starting with "."), or undefined; `.well-known` and
 * `.nojekyll` count as hidden below the top only.
 */
export function hiddenPart(rel: string): string | undefined {
  return rel.split(/[/\\]/).find((segment, i) => segment.startsWith('.') && !(i === 0 && PUBLISHED_HIDDEN.has(segment)));
}

/** The real path of a file, or of the folder it would be in: its nearest existing folder resolved, the rest kept. */
export function realPath(file: string): string {
  const missing: string[] = [];
  let current = path.resolve(file);
  for (;;) {
    try {
      return path.join(realpathSync.native(current), ...missing.reverse());
    } catch {
      const parent = path.dirname(current);
      if (parent === current) return path.resolve(file);
      missing.push(path.basename(current));
      current = parent;
    }
  }
}

export function outsideSiteError(what: string, file: string, where: { file: string; line?: number; column?: number }): DocgenError {
  return new DocgenError('content/outside-site', `${what} is outside the site folder: ${file}. docgen never publishes files from outside the site.`, {
    ...where,
    hint: 'Move the file into the site folder (beside the doc, or into the static folder) and refer to it there.',
  });
}

export function hiddenFileError(what: string, file: string, where: { file: string; line?: number; column?: number }): DocgenError {
  return new DocgenError('content/hidden-file', `${what} is a hidden file: ${file}. docgen never publishes hidden files.`, {
    ...where,
    hint: 'Hidden files (names starting with ".") are often private (.env, .git/); rename the file if it is meant to be published.',
  });
}
