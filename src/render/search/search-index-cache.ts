// A locale's index as an output file, named by a hash of its records (the index is a pure function of them and
// of this code), so it can be cached forever and fetched lazily. With a cache folder the index is kept there:
// an unchanged locale reuses the previous build's (serialising took longer than the rest of a warm build), and
// the build holds no index in memory until the write, only the file's path.
import { createHash } from 'node:crypto';
import { closeSync, existsSync, openSync, writeSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { OutputFile } from '../emit/output-file.js';
import { codeVersion } from '../package-root.js';

export interface SearchIndexOutput {
  /** Output path relative to the build folder. */
  file: string;
  content: OutputFile;
}

/** What names a locale's index: its records (as JSON) and this code. */
export function searchIndexKey(records: string): string {
  return createHash('sha256').update(codeVersion()).update('\u0000').update(records).digest('hex').slice(0, 16);
}

/**
 * The index of the records `key` names (searchIndexKey), serialised by `serialise` (its JSON, whole or in
 * chunks) unless it is in `dir`; written there chunk by chunk.
 */
export async function searchIndexOutput(dir: string | undefined, locale: string, key: string, serialise: () => string | Iterable<string>): Promise<SearchIndexOutput> {
  const file = `assets/search-index-${locale}-${key.slice(0, 10)}.json`;
  const chunks = () => {
    const json = serialise();
    return typeof json === 'string' ? [json] : json;
  };
  if (!dir) return { file, content: [...chunks()].join('') };
  const name = `search-${locale}-${key}.json`;
  const cached = path.join(dir, name);
  if (existsSync(cached)) return { file, content: { copyFrom: cached } };
  await mkdir(dir, { recursive: true });
  const temp = `${cached}.${process.pid}.tmp`;
  const fd = openSync(temp, 'w');
  try {
    for (const chunk of chunks()) writeSync(fd, chunk);
  } finally {
    closeSync(fd);
  }
  await rename(temp, cached);
  // Only the newest index of each locale is kept.
  const stale = new RegExp(`^search-${locale.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-[0-9a-f]{16}\\.json$`);
  for (const other of await readdir(dir)) if (other !== name && stale.test(other)) await rm(path.join(dir, other), { force: true });
  return { file, content: { copyFrom: cached } };
}
