// A locale's search records and index as output files, named by a hash of the records (the index is a pure
// function of them and of this code), so they can be cached forever and fetched lazily. With a cache folder both
// are kept there under that hash: an unchanged locale reuses the previous build's (serialising the index took
// longer than the rest of a warm build), and the build holds neither in memory until the write, only the path.
import { createHash } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip, gzipSync } from 'node:zlib';
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

/**
 * What names a locale's records and index: what they are made from (searchable-pages.ts says what of each page)
 * and this code.
 */
export function searchIndexKey(made: string | Iterable<string>): string {
  const hash = createHash('sha256').update(codeVersion());
  for (const part of typeof made === 'string' ? [made] : made) hash.update('\u0000').update(part);
  return hash.digest('hex').slice(0, 16);
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

const gzipAsync = promisify(gzip);

/** Shards compressing at once: as many as libuv has threads by default. */
const COMPRESSING_AT_ONCE = 4;

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
    // A large index has thousands of small files. Each is compressed on libuv's threads while this one cuts the
    // next (compressing took a third of the index's time, and a locale indexed last kept the build waiting), and
    // written synchronously (a promise for the write cost more than the write); a few at a time, so that this
    // thread also hands pages to the workers meanwhile.
    const compressing = new Set<Promise<void>>();
    for (const [name, json] of shard(folder)) {
      if (name === 'head') writeFileSync(path.join(temp, 'head.json'), json);
      else {
        const written = gzipAsync(json).then((zipped) => writeFileSync(path.join(temp, name), zipped));
        compressing.add(written);
        void written.then(() => compressing.delete(written), () => undefined);
        if (compressing.size >= COMPRESSING_AT_ONCE) await Promise.race(compressing);
      }
    }
    await Promise.all(compressing);
    await rename(temp, kept);
    await removeStale(dir, `shards-${locale}`, path.basename(kept), '');
  }
  for (const name of await readdir(path.join(kept, folder))) shards.set(`assets/${folder}${name}`, { copyFrom: path.join(kept, folder, name) });
  return { file, content: { copyFrom: path.join(kept, 'head.json') }, shards };
}

/**
 * A locale's records as the content of `search-records/<locale>.json`, as JSON.stringify writes them, read once as
 * they come: with a cache folder they go straight to a file there named by `key` (searchIndexKey), kept while it
 * does not change, so a large locale's records are never all in memory at once.
 */
export async function searchRecordsOutput(dir: string | undefined, key: string, locale: string, records: Iterable<SearchRecord>): Promise<OutputFile> {
  function* json(): Generator<string> {
    let count = 0;
    for (const record of records) yield `${count++ ? ',' : '['}${JSON.stringify(record)}`;
    yield count ? ']' : '[]';
  }
  if (!dir) return [...json()].join('');
  return { copyFrom: await keptFile(dir, `records-${locale}`, key, () => batched(json())) };
}

/** The index `key` names as the previous build kept it in `dir`, whole or sharded; undefined when it is not there. */
export async function keptIndexOutput(dir: string | undefined, locale: string, key: string): Promise<SearchIndexOutput | undefined> {
  const kind = dir && keptIndexKind(dir, locale, key);
  if (kind === 'whole') return searchIndexOutput(dir, locale, key, () => []);
  if (kind === 'sharded') return shardedIndexOutput(dir, locale, key, () => []);
  return undefined;
}

/** How `dir` keeps the index `key` names, if it does. */
export function keptIndexKind(dir: string, locale: string, key: string): 'whole' | 'sharded' | undefined {
  if (existsSync(path.join(dir, keptName(`search-${locale}`, key)))) return 'whole';
  if (existsSync(path.join(dir, `shards-${locale}-${key}`))) return 'sharded';
  return undefined;
}

/** Whether `dir` keeps the records file `key` names (searchRecordsOutput). */
export function keptRecordsFile(dir: string, locale: string, key: string): boolean {
  return existsSync(path.join(dir, keptName(`records-${locale}`, key)));
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
  const name = keptName(stem, key);
  const file = path.join(dir, name);
  if (existsSync(file)) return file;
  await replaceFile(file, content());
  await removeStale(dir, stem, name, '.json');
  return file;
}

const keptName = (stem: string, key: string) => `${stem}-${key}.json`;

/** Removes `<stem>-<key><suffix>` entries of `dir` other than `keep`, and what a killed run left of them. */
async function removeStale(dir: string, stem: string, keep: string, suffix: string): Promise<void> {
  const stale = new RegExp(`^${escape(stem)}-[0-9a-f]{16}${escape(suffix)}(\\.\\d+\\.tmp)?$`);
  for (const other of await readdir(dir)) if (other !== keep && stale.test(other)) await rm(path.join(dir, other), { recursive: true, force: true });
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
