// A locale's search records and index as output files, named by a hash of the records (the index is a pure
// function of them and of this code), so they can be cached forever and fetched lazily. With a cache folder both
// are kept there under that hash: an unchanged locale reuses the previous build's (serialising the index took
// longer than the rest of a warm build), and the build holds neither in memory until the write, only the path.
import { createHash } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { OutputFile } from '../emit/output-file.js';
import { codeVersion } from '../package-root.js';
import { replaceFile } from '../cache/replace-file.js';
import type { SearchRecord } from '../../shared/search/record.js';

export interface SearchIndexOutput {
  /** Output path relative to the build folder: what the locale data names. */
  file: string;
  content: OutputFile;
  /** The other files of a sharded index, by output path. */
  shards?: Map<string, OutputFile>;
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

/**
 * The sharded index of the records `key` names: the head (`file`, as a whole index would be named, with another
 * hash: the two must never share a URL) and its shards in a folder beside it, as `shard` yields them for a folder
 * name (see shardSearchIndex), gzip-compressed (sharded-index.ts); kept in `dir` as one folder, complete or absent.
 */
export async function shardedIndexOutput(dir: string | undefined, locale: string, key: string, shard: (folder: string) => Iterable<[string, string]>): Promise<SearchIndexOutput> {
  const hash = createHash('sha256').update('sharded\u0000').update(key).digest('hex').slice(0, 10);
  const file = `assets/search-index-${locale}-${hash}.json`;
  const folder = `search-${locale}-${hash}/`;
  const shards = new Map<string, OutputFile>();
  if (!dir) {
    let head = '';
    for (const [name, json] of shard(folder)) {
      if (name === 'head') head = json;
      else shards.set(`assets/${name}`, gzipSync(json));
    }
    return { file, content: head, shards };
  }
  const kept = path.join(dir, `shards-${locale}-${key}`);
  if (!existsSync(kept)) {
    const temp = `${kept}.${process.pid}.tmp`;
    await rm(temp, { recursive: true, force: true });
    await mkdir(path.join(temp, folder), { recursive: true });
    // A large index has thousands of small files: written synchronously (a promise each cost more than the
    // write), with a pause every few for this thread to hand pages to the workers meanwhile.
    let written = 0;
    for (const [name, json] of shard(folder)) {
      writeFileSync(path.join(temp, name === 'head' ? 'head.json' : name), name === 'head' ? json : gzipSync(json));
      if (++written % 8 === 0) await new Promise(setImmediate);
    }
    await rename(temp, kept);
    await removeStale(dir, `shards-${locale}`, path.basename(kept), '');
  }
  for (const name of await readdir(path.join(kept, folder))) shards.set(`assets/${folder}${name}`, { copyFrom: path.join(kept, folder, name) });
  return { file, content: { copyFrom: path.join(kept, 'head.json') }, shards };
}

export interface RecordsOutput {
  /** Names the records and everything built from them (searchIndexKey). */
  key: string;
  count: number;
  /** The content of `search-records/<locale>.json`, when it is output. */
  content?: OutputFile;
}

/**
 * A locale's records as the content of `search-records/<locale>.json`, read once as they come: with a cache
 * folder they go straight to a file there (named by their key, kept while they do not change), so a large
 * locale's records are never all in memory at once. Unless `output`, they are only counted and named: the
 * site does not publish them.
 */
export async function searchRecordsOutput(dir: string | undefined, locale: string, records: Iterable<SearchRecord>, output: boolean): Promise<RecordsOutput> {
  const hash = createHash('sha256').update(codeVersion()).update('\u0000');
  let count = 0;
  // The JSON of the records array, as JSON.stringify writes it.
  function* json(): Generator<string> {
    for (const record of records) {
      const chunk = `${count++ ? ',' : '['}${JSON.stringify(record)}`;
      hash.update(chunk);
      yield chunk;
    }
    const end = count ? ']' : '[]';
    hash.update(end);
    yield end;
  }
  if (!output) {
    // A batch at a time: meanwhile this thread goes on handing pages to the workers.
    for (const _ of batched(json())) await new Promise(setImmediate);
    return { key: hash.digest('hex').slice(0, 16), count };
  }
  if (!dir) {
    const content = [...json()].join('');
    return { key: hash.digest('hex').slice(0, 16), count, content };
  }
  const temp = path.join(dir, `records-${locale}.${process.pid}.tmp`);
  await replaceFile(temp, batched(json()));
  const key = hash.digest('hex').slice(0, 16);
  const name = `records-${locale}-${key}.json`;
  const file = path.join(dir, name);
  if (existsSync(file)) await rm(temp, { force: true });
  else await rename(temp, file);
  await removeStale(dir, `records-${locale}`, name, '.json');
  return { key, count, content: { copyFrom: file } };
}

/** Chunks of about 64 KB: one write each. */
function* batched(chunks: Iterable<string>): Generator<string> {
  let batch = '';
  for (const chunk of chunks) {
    batch += chunk;
    if (batch.length >= 1 << 16) {
      yield batch;
      batch = '';
    }
  }
  if (batch) yield batch;
}

/** `<dir>/<stem>-<key>.json`, written from `content` unless it is there; older files of the stem are removed. */
async function keptFile(dir: string, stem: string, key: string, content: () => string | Iterable<string>): Promise<string> {
  const name = `${stem}-${key}.json`;
  const file = path.join(dir, name);
  if (existsSync(file)) return file;
  await replaceFile(file, content());
  await removeStale(dir, stem, name, '.json');
  return file;
}

/** Removes `<stem>-<key><suffix>` entries of `dir` other than `keep`, and what a killed run left of them. */
async function removeStale(dir: string, stem: string, keep: string, suffix: string): Promise<void> {
  const stale = new RegExp(`^${escape(stem)}-[0-9a-f]{16}${escape(suffix)}(\\.\\d+\\.tmp)?$`);
  for (const other of await readdir(dir)) if (other !== keep && stale.test(other)) await rm(path.join(dir, other), { recursive: true, force: true });
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
