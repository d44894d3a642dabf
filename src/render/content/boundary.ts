// The site folder is a boundary: nothing outside it is read for the output, by path or by symlink, unless the
// config names it (a docs, pages or static folder placed elsewhere).
import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/site-config.js';
import { DocgenError } from '../errors.js';

/** The real paths of the folders content may come from. */
export function siteRoots(config: Pick<SiteConfig, 'rootDir' | 'docsDir' | 'pagesDir' | 'staticDir'>): string[] {
  return [...new Set([config.rootDir, config.docsDir, config.pagesDir, config.staticDir].map(realOrResolved))];
}

/** Whether an existing file's real path (symlinks followed) lies inside one of the roots. */
export function isInsideSite(file: string, roots: string[]): boolean {
  return realPlace(file, roots) !== undefined;
}

/** Where an existing file really is (symlinks followed): its path relative to the root holding it. */
export function realPlace(file: string, roots: string[]): string | undefined {
  const real = realOrResolved(file);
  const root = roots.find((folder) => real === folder || real.startsWith(folder.endsWith(path.sep) ? folder : folder + path.sep));
  return root === undefined ? undefined : path.relative(root, real);
}

export function outsideSiteError(what: string, file: string, where: { file: string; line?: number; column?: number }): DocgenError {
  return new DocgenError('content/outside-site', `${what} is outside the site folder: ${file}. docgen never publishes files from outside the site.`, {
    ...where,
    hint: 'Move the file into the site folder (beside the doc, or into the static folder) and refer to it there.',
  });
}

function realOrResolved(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return path.resolve(file);
  }
}
