// The output folder's marker, and what an interrupted build leaves beside the output: a staging folder
// (killed before its swap) or the previous output under an `.old-` name (killed during the swap, or while
// removing it). Their names carry the writing process's id, so a build still running is never disturbed.
import { existsSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { isRunning } from '../running-process.js';
import { removeTree } from './remove-tree.js';

/** A small file in every output folder: it tells docgen that the folder is its own to replace. */
export const OUTPUT_MARKER = '.docgen-output';

export function stagingName(target: string, kind: 'staging' | 'old', build: string): string {
  return `${target}.${kind}-${process.pid}-${build}`;
}

export function readMarker(target: string): { build?: string } | undefined {
  try {
    const marker = JSON.parse(readFileSync(path.join(target, OUTPUT_MARKER), 'utf8')) as { generator?: string; build?: string };
    return marker.generator === 'docgen' ? marker : undefined;
  } catch {
    return undefined;
  }
}

/** A folder docgen wrote: it has the marker, or (written before outputs had one) a home page, 404 page and client bundle. */
export function isDocgenOutput(dir: string): boolean {
  if (readMarker(dir)) return true;
  const has = (file: string) => existsSync(path.join(dir, file));
  return has('index.html') && has('404.html') && has('assets') && readdirSync(path.join(dir, 'assets')).some((name) => /^main-[A-Z0-9]+\.js$/.test(name));
}

/**
 * Puts back an output that a killed swap left under its old name, and removes what killed builds left. Only
 * folders named as docgen names them are touched: `<name>.staging-<pid>-<12 hex>` and `<name>.old-<pid>-<12
 * hex>` of a process that is gone, and the names of earlier versions (`<name>.staging-<8 hex>`) when they hold
 * a docgen output.
 */
export function recoverOutput(target: string): void {
  const parent = path.dirname(target);
  const prefix = `${path.basename(target)}.`;
  let names: string[];
  try {
    names = readdirSync(parent).filter((name) => name.startsWith(prefix));
  } catch {
    return;
  }
  const leftovers = names.flatMap((name) => {
    const file = path.join(parent, name);
    const current = /^(staging|old)-(\d+)-[0-9a-f]{12}$/.exec(name.slice(prefix.length));
    if (current) return isRunning(Number(current[2])) ? [] : [{ kind: current[1], file }];
    const earlier = /^(staging|old)-[0-9a-f]{8}$/.exec(name.slice(prefix.length));
    return earlier && isDocgenOutput(file) ? [{ kind: earlier[1], file }] : [];
  });
  const old = leftovers.find((leftover) => leftover.kind === 'old' && isDocgenOutput(leftover.file));
  if (old && !existsSync(target)) {
    renameSync(old.file, target);
    leftovers.splice(leftovers.indexOf(old), 1);
  }
  for (const { file } of leftovers) removeTree(file);
}
