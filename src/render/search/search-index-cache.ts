// A locale's search records and index as output files, named by a hash of the records (the index is a pure
// function of them and of this code), so they can be cached forever and fetched lazily. With a cache folder both
// are kept there under that hash: an unchanged locale reuses the previous build's (serialising the index took
// longer than the rest of a warm build), and the build holds neither in memory until the write, only the path.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { OutputFile } from '../emit/output-file.js';
import { codeVersion } from '../package-root.js';
import { replaceFile } from '../cache/replace-file.js';

export interface SearchIndexOutput {
  /** Output path relative to the build folder. */
  file: string;
  content: OutputFile;
}

/** What names a locale's records and index: the records (as JSON) and this code. */
export function searchIndexKey(records: string): string {
  return createHash('sha256').update(codeVersion()).update('\u0000').update(records).digest('hex').slice(0, 16);
}

/**
 * The index of the records `key` names (searchIndexKey), serialised by `serialise` (its JSON, whole or in
 * chunks) unless it is in `dir`; written there chunk by chunk.
 */
export async function searchIndexOutput(dir: string | undefined, locale: string, key: string, serialise: () => string | Iterable<string>): Promise<SearchIndexOutput> {
  const file = `assets/search-index-${locale}-${key.slice(0, 10)}.json`;
  if (!dir) {
    const json = serialise();
    return { file, content: typeof json === 'string' ? json : [...json].join('') };
  }
  return { file, content: { copyFrom: await keptFile(dir, `search-${locale}`, key, serialise) } };
}

/** A locale's records (`json`, which `key` names) as the content of `search-records/<locale>.json`. */
export async function searchRecordsOutput(dir: string | undefined, locale: string, key: string, json: string): Promise<OutputFile> {
  return dir ? { copyFrom: await keptFile(dir, `records-${locale}`, key, () => json) } : json;
}

/** `<dir>/<stem>-<key>.json`, written from `content` unless it is there; older files of the stem are removed. */
async function keptFile(dir: string, stem: string, key: string, content: () => string | Iterable<string>): Promise<string> {
  const name = `${stem}-${key}.json`;
  const file = path.join(dir, name);
  if (existsSync(file)) return file;
  await replaceFile(file, content());
  const stale = new RegExp(`^${stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-[0-9a-f]{16}\\.json$`);
  for (const other of await readdir(dir)) if (other !== name && stale.test(other)) await rm(path.join(dir, other), { force: true });
  return file;
}
