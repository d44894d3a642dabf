// The output folder's marker, and what an interrupted build leaves beside the output: a staging folder
// (killed before its swap) or the previous output under an `.old-` name (killed during the swap, or while
// removing it). Their names carry the writing process's id, so a build still running is never disturbed.
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { isRunning } from '../running-process.js';

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

/** Puts back an output that a killed swap left under its old name, and removes what killed builds left. */
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
    const match = /^(staging|old)-(?:(\d+)-)?[0-9a-f]+$/.exec(name.slice(prefix.length));
    if (!match) return [];
    const pid = match[2] === undefined ? undefined : Number(match[2]);
    return pid !== undefined && pid !== process.pid && isRunning(pid) ? [] : [{ kind: match[1], file: path.join(parent, name) }];
  });
  const old = leftovers.find((leftover) => leftover.kind === 'old');
  if (old && !existsSync(target)) {
    renameSync(old.file, target);
    leftovers.splice(leftovers.indexOf(old), 1);
  }
  for (const { file } of leftovers) rmSync(file, { recursive: true, force: true });
}
