// The folder of the docgen package itself (holding theme/ and src/client/), from source or from dist/.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

export function packageRoot(): string {
  if (cached) return cached;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (dir !== path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'docgen') return (cached = dir);
    dir = path.dirname(dir);
  }
  throw new Error('Cannot find the docgen package folder.');
}

export function packageVersion(): string {
  return (JSON.parse(readFileSync(path.join(packageRoot(), 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * The package version plus a hash of the code that is running (dist/cli.js once compiled): caches keyed on it
 * never serve output of an older docgen, even between two builds of the same version.
 */
export function codeVersion(): string {
  // The running code does not change during a process: read and hash it once.
  if (version) return version;
  const code = readFileSync(fileURLToPath(import.meta.url));
  return (version = `${packageVersion()}+${createHash('sha256').update(code).digest('hex').slice(0, 12)}`);
}

let version: string | undefined;
