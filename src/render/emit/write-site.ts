// Writes the site so that a failed build leaves the previous output exactly as it was.
//
// A first build (or one without a manifest of the previous output) writes everything into a staging folder
// beside the output and swaps it in. Later builds update the output in place, because creating thousands of
// files is the slow part of a large build: every page is rendered (or found unchanged) first, so that an error
// leaves the output untouched; then only the files whose content changed are written, and the files the site
// no longer has are removed. (Only a failing disk during that last step can leave the output half updated; the
// manifest is removed first, so the next build then writes everything afresh.)
//
// The manifest records each file's size and mtime as written (a file changed by hand no longer matches and is
// written afresh) and, for a rendered page, the key of what it was rendered from: an unchanged key means the
// page is not even rendered again.
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, copyFileSync, existsSync, fstatSync, ftruncateSync, mkdirSync, openSync, readdirSync, readFileSync, rmdirSync, rmSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { once } from '../../shared/once.js';

/**
 * A page rendered from inputs that its key sums up, all but the `volatile` values: strings (such as the hashed
 * URL of a search index) that appear verbatim in the page and change without changing anything else, so an
 * unchanged page only needs them replaced.
 */
export interface RenderKey {
  key: string;
  volatile: string[];
}

/**
 * A file rendered on demand. With a key (computed only when an earlier output may spare the rendering), an
 * unchanged key means the file needs no rendering; without one, rendering is cheap and its result is compared.
 */
export interface RenderedFile {
  key?: () => RenderKey;
  render(): string;
}

export type OutputFile = string | Uint8Array | { copyFrom: string } | RenderedFile;

/** A rendered file whose key and rendering are each computed once, when first needed. */
export function renderedFile(render: () => string, key?: () => RenderKey): RenderedFile {
  return { key: key && once(key), render: once(render) };
}

/** The content of an output file, for the in-memory consumers (dev server, link checker, tests). */
export function outputContent(file: OutputFile): string | Uint8Array {
  if (isRendered(file)) return file.render();
  if (isCopy(file)) return readFileSync(file.copyFrom);
  return file;
}

interface ManifestEntry {
  size: number;
  mtimeMs: number;
  /** For a copied file: its source's path, size and mtime when it was copied. */
  source?: string;
  /** For any other file: a hash of its content. */
  hash?: string;
  key?: string;
  volatile?: string[];
}

interface Manifest {
  outDir: string;
  files: Record<string, ManifestEntry>;
}

export interface WriteOptions {
  /** Where to keep the manifest of the written output between builds; without it every file is written. */
  manifestFile?: string;
}

export interface WriteStats {
  written: number;
  /** Files kept as they were: unchanged, or (in a first build) none. */
  kept: number;
  removed: number;
}

export async function writeSite(files: Map<string, OutputFile>, outDir: string, options: WriteOptions = {}): Promise<WriteStats> {
  const target = path.resolve(outDir);
  const previous = readManifest(options.manifestFile, target);
  const suffix = randomBytes(4).toString('hex');
  let result: { manifest: Manifest; stats: WriteStats } | undefined;
  try {
    if (previous) result = updateInPlace(files, target, previous, options.manifestFile);
  } catch (error) {
    if (!(error instanceof ShapeChanged)) throw error;
  }
  const { manifest, stats } = result ?? (await writeStaged(files, target, suffix));
  if (options.manifestFile) {
    await mkdir(path.dirname(options.manifestFile), { recursive: true });
    await writeFile(options.manifestFile, JSON.stringify(manifest));
  }
  return stats;
}

async function writeStaged(files: Map<string, OutputFile>, target: string, suffix: string): Promise<{ manifest: Manifest; stats: WriteStats }> {
  const staging = `${target}.staging-${suffix}`;
  const manifest: Manifest = { outDir: target, files: {} };
  try {
    for (const dir of new Set([...files.keys()].map((file) => path.dirname(path.join(staging, file))))) mkdirSync(dir, { recursive: true });
    for (const [file, content] of files) manifest.files[file] = { ...writeFile_(path.join(staging, file), content), ...renderKey(content) };
    const old = `${target}.old-${suffix}`;
    let hadOld = true;
    await rename(target, old).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
      hadOld = false;
    });
    await rename(staging, target);
    if (hadOld) await rm(old, { recursive: true, force: true });
    return { manifest, stats: { written: files.size, kept: 0, removed: 0 } };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

function updateInPlace(files: Map<string, OutputFile>, target: string, previous: Manifest, manifestFile: string | undefined): { manifest: Manifest; stats: WriteStats } {
  const manifest: Manifest = { outDir: target, files: {} };
  const changes: { file: string; dest: string; content: OutputFile; key: Pick<ManifestEntry, 'key' | 'volatile'> }[] = [];
  const dirs = new Map<string, boolean>();
  for (const [file, content] of files) {
    const dest = path.join(target, file);
    const old = previous.files[file];
    // A folder where a file must go (or the reverse) cannot be updated file by file.
    if (old === undefined && existsSync(dest)) throw new ShapeChanged();
    if (!isFolder(path.dirname(dest), dirs)) throw new ShapeChanged();
    const next = old !== undefined && unchangedOnDisk(dest, old) ? nextContent(content, old, dest) : content;
    if (next === 'unchanged') manifest.files[file] = { ...old!, ...renderKey(content) };
    else changes.push({ file, dest, content: isRendered(next) ? next.render() : next, key: renderKey(content) });
  }
  // Everything is rendered: nothing can fail now but the disk. Without its manifest, an interrupted update
  // makes the next build write everything afresh.
  if (manifestFile) rmSync(manifestFile, { force: true });
  for (const [dir, exists] of dirs) if (!exists) mkdirSync(dir, { recursive: true });
  for (const { file, dest, content, key } of changes) manifest.files[file] = { ...writeFile_(dest, content, true), ...key };
  const removed = removeOthers(target, files);
  return { manifest, stats: { written: changes.length, kept: files.size - changes.length, removed } };
}

/** Whether `dir` is a folder or can become one; false when a file stands in the way. */
function isFolder(dir: string, known: Map<string, boolean>): boolean {
  if (known.has(dir)) return true;
  let stat;
  try {
    stat = statSync(dir);
  } catch {
    if (!isFolder(path.dirname(dir), known)) return false;
    known.set(dir, false);
    return true;
  }
  if (!stat.isDirectory()) return false;
  known.set(dir, true);
  return true;
}

/** What to write over an intact previous file: 'unchanged' when it already holds this content. */
function nextContent(content: OutputFile, old: ManifestEntry, dest: string): OutputFile | 'unchanged' {
  if (isCopy(content)) return old.source === sourceIdentity(content.copyFrom) ? 'unchanged' : content;
  const rendered = isRendered(content) ? content.key?.() : undefined;
  // The same key with as many volatile values (none may newly appear or vanish): replace them.
  if (rendered && old.key === rendered.key && old.volatile?.length === rendered.volatile.length) {
    if (sameList(old.volatile, rendered.volatile)) return 'unchanged';
    let text = readFileSync(dest, 'utf8');
    rendered.volatile.forEach((value, i) => (text = text.split(old.volatile![i]!).join(value)));
    return text;
  }
  // Comparing hashes spares reading the previous file: on a large site the reads cost more than the hashing.
  const bytes = toBytes(isRendered(content) ? content.render() : content);
  return bytes.byteLength === old.size && old.hash === hashOf(bytes) ? 'unchanged' : bytes;
}

/**
 * Writes one file and returns its manifest entry. `overwrite` writes over an existing file's blocks instead of
 * replacing them: freeing and allocating blocks costs far more than writing on some disks (ext4 with online
 * discard, where replacing the pages of a large site took seconds).
 */
function writeFile_(file: string, content: OutputFile, overwrite = false): ManifestEntry {
  if (isCopy(content)) {
    copyFileSync(content.copyFrom, file);
    const { size, mtimeMs } = statSync(file);
    return { size, mtimeMs, source: sourceIdentity(content.copyFrom) };
  }
  const bytes = toBytes(isRendered(content) ? content.render() : content);
  const fd = openSync(file, overwrite && existsSync(file) ? 'r+' : 'w');
  try {
    writeSync(fd, bytes, 0, bytes.byteLength, 0);
    ftruncateSync(fd, bytes.byteLength);
    const { size, mtimeMs } = fstatSync(fd);
    return { size, mtimeMs, hash: hashOf(bytes) };
  } finally {
    closeSync(fd);
  }
}

function renderKey(content: OutputFile): Pick<ManifestEntry, 'key' | 'volatile'> {
  return isRendered(content) && content.key ? content.key() : {};
}

function hashOf(bytes: Buffer): string {
  return createHash('sha1').update(bytes).digest('base64url');
}

/** Removes every file of the output the site no longer has (including any put there by hand), then empty folders. */
function removeOthers(target: string, files: Map<string, OutputFile>): number {
  let removed = 0;
  const visit = (dir: string, relative: string): boolean => {
    let empty = true;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const rel = relative ? `${relative}/${entry.name}` : entry.name;
      const abs = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (visit(abs, rel)) rmdirSync(abs);
        else empty = false;
      } else if (files.has(rel)) empty = false;
      else {
        unlinkSync(abs);
        removed++;
      }
    }
    return empty;
  };
  visit(target, '');
  return removed;
}

/** The new output puts a folder where the old one has a file, or the reverse: it is written afresh instead. */
class ShapeChanged extends Error {}

function isCopy(content: OutputFile): content is { copyFrom: string } {
  return typeof content === 'object' && 'copyFrom' in content;
}

function isRendered(content: OutputFile): content is RenderedFile {
  return typeof content === 'object' && 'render' in content;
}

function toBytes(content: string | Uint8Array): Buffer {
  return typeof content === 'string' ? Buffer.from(content) : Buffer.from(content.buffer, content.byteOffset, content.byteLength);
}

function sameList(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}

function sourceIdentity(file: string): string {
  const { size, mtimeMs } = statSync(file);
  return `${file}\u0000${size}\u0000${mtimeMs}`;
}

function unchangedOnDisk(file: string, entry: ManifestEntry): boolean {
  try {
    const { size, mtimeMs } = statSync(file);
    return size === entry.size && mtimeMs === entry.mtimeMs;
  } catch {
    return false;
  }
}

function readManifest(file: string | undefined, target: string): Manifest | undefined {
  if (!file || !existsSync(file) || !existsSync(target)) return undefined;
  try {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
    return manifest.outDir === target ? manifest : undefined;
  } catch {
    return undefined;
  }
}
