// A symlink inside a served folder may point anywhere on the disk (a static/ folder holding a link to ~/.ssh,
// a build/ with a link left in it): a file is served only when its real path, every link followed, is inside
// the folder's real path and names nothing hidden. The path given must already be checked (request-path.ts).
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { hiddenPart, realPlace } from '../../render/content/boundary.js';

/**
 * The real path of the first candidate (relative to `root`) that is a regular file inside it, or, by symlink,
 * inside one of the real folders `within` (the site's, for the static folder), reached through no symlinked
 * folder and naming nothing hidden: what `docgen build` publishes (content/boundary.ts).
 */
export async function findContainedFile(root: string, candidates: string[], within?: string[]): Promise<string | undefined> {
  let realRoot: string;
  try {
    realRoot = await realpath(root);
  } catch {
    return undefined; // no such folder: nothing in it to serve
  }
  for (const candidate of candidates) {
    const real = await realpath(path.join(realRoot, candidate)).catch(() => undefined);
    if (!real) continue;
    const place = realPlace(real, within ?? [realRoot]);
    if (place === undefined || hiddenPart(place) !== undefined) continue;
    // The build does not follow symlinked folders: the folder holding the file must be where the path says.
    if ((await realpath(path.dirname(path.join(realRoot, candidate))).catch(() => undefined)) !== path.dirname(path.join(realRoot, candidate))) continue;
    if ((await stat(real).catch(() => undefined))?.isFile()) return real;
  }
  return undefined;
}

/**
 * Output files that may answer a path: `x` is `x/index.html` or `x.html` (a site with `trailingSlash: false`), and
 * `x.html` and `x/index.html` are `x`.
 */
export function pageCandidates(rel: string): string[] {
  if (rel === '' || rel.endsWith('/')) return [`${rel}index.html`];
  if (rel.endsWith('/index.html')) return [rel];
  if (rel.endsWith('.html')) return [rel, rel.replace(/\.html$/, '/index.html')];
  return [rel, `${rel}/index.html`, `${rel}.html`];
}
