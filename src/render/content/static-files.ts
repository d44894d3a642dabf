// The static folder's files, copied as they are to the root of the site. Hidden files (`.env`, `.git/`) are
// never published, but for the two that hosts read (`.well-known/`, `.nojekyll`); what is left out is named.
import type { SiteConfig } from '../config/site-config.js';
import { DocgenError } from '../errors.js';
import { siteRoots } from './boundary.js';
import { listFiles } from './scan-content.js';

/** Hidden names that are published all the same: hosts read them. */
export const PUBLISHED_HIDDEN = new Set(['.well-known', '.nojekyll']);

export interface StaticFiles {
  files: string[];
  warnings: DocgenError[];
}

export async function listStaticFiles(config: SiteConfig): Promise<StaticFiles> {
  const hidden: string[] = [];
  const folders: string[] = [];
  const files = await listFiles(config.staticDir, {
    roots: siteRoots(config),
    keepHidden: (name) => PUBLISHED_HIDDEN.has(name),
    onSkipped: (rel, reason) => (reason === 'hidden' ? hidden : folders).push(rel),
  });
  const warnings: DocgenError[] = [];
  if (hidden.length) {
    warnings.push(
      new DocgenError('static/hidden', `Not published: ${hidden.length} hidden file${hidden.length === 1 ? '' : 's'} or folder${hidden.length === 1 ? '' : 's'} in the static folder (${list(hidden)}).`, {
        file: config.staticDir,
        hint: 'Names starting with "." are never published, except .well-known/ and .nojekyll.',
      }),
    );
  }
  for (const folder of folders) {
    warnings.push(
      new DocgenError('static/symlinked-folder', `Not published: ${folder} is a symlink to a folder, and symlinked folders are not followed.`, {
        file: config.staticDir,
        hint: 'Copy the folder into the static folder, or link its files one by one.',
      }),
    );
  }
  return { files, warnings };
}

function list(names: string[]): string {
  return names.length > 5 ? `${names.slice(0, 5).join(', ')} and ${names.length - 5} more` : names.join(', ');
}
