// Writes the site so that the output folder changes all at once or not at all.
//
// Every build writes into a staging folder beside the output and swaps it in with two renames. A warm build
// keeps most of its speed because a file that did not change is not written again: it is hard-linked from the
// previous output into the staging folder (a link costs no data blocks, and removing the previous folder then
// only drops links). A build that changes nothing leaves the output as it is. Until the swap, the output is
// never touched: an error, a full disk or a kill leaves it byte for byte, and the next build removes what a
// killed one left (recover-output.ts). The swap itself is two renames; a kill between them leaves the previous
// output under its `.old-` name, which the next docgen run puts back.
//
// The manifest (kept in the cache folder) records each file's size and mtime as written (a file changed by hand
// no longer matches and is written afresh) and, for a rendered page, the key of what it was rendered from: an
// unchanged key means the page is not even rendered again. It is trusted only when the output's marker file
// names the same build (both must name one), so a manifest can never describe another output than the one in
// place.
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, copyFileSync, existsSync, linkSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { realPath } from '../content/boundary.js';
import { DocgenError } from '../errors.js';
import { compressOutput, type CompressStats } from './compress-output.js';
import { isCopy, isRendered, isStreamed, type OutputFile } from './output-file.js';
import { OUTPUT_MARKER, readMarker, recoverOutput, stagingName } from './recover-output.js';
import { removeTree } from './remove-tree.js';

interface ManifestEntry {
  size: number;
  mtimeMs: number;
  /** For a copied file: its source's path, size and mtime when it was copied. */
  source?: string;
  /** For any other file: a hash of its content. */
  hash?: string;
  key?: string;
  /** For a compressed copy (`--compress`): what named the content of the file it was made from (its hash or source). */
  of?: string;
}

interface Manifest {
  outDir: string;
  /** The build that wrote the output; its marker file names it too. */
  build: string;
  files: Record<string, ManifestEntry>;
}

export interface WriteOptions {
  /** Where to keep the manifest of the written output between builds; without it every file is written. */
  manifestFile?: string;
  /** Files done (rendered and written, or kept) so far. */
  onProgress?: (done: number) => void;
  /** For `writeSite`: a `.br` and a `.gz` beside the text files too (an OutputWriter's owner calls `compress()`). */
  compress?: boolean;
}

export interface WriteStats {
  written: number;
  /** Files kept as they were (hard-linked into the new output, or left in place when nothing changed). */
  kept: number;
  removed: number;
  /** With `compress`: what was compressed. */
  compressed?: CompressStats;
}

/** A file another thread wrote into the staging folder, as the manifest records it. */
export type WrittenFile = Pick<ManifestEntry, 'size' | 'mtimeMs' | 'hash'>;

/**
 * Where a build puts its output, file by file as it is made: the disk's output folder (OutputWriter) or, for a
 * build in memory, a map. Pages may be rendered and written by worker threads straight into `stagingDir()`.
 */
export interface OutputSink {
  /**
   * The folder other threads may write files into (then reported with `written`); the first of them creates it.
   * None in memory.
   */
  stagingDir(): string | undefined;
  /** The key the previous output's copy of a rendered file was made from, when that copy is intact. */
  previousKey(file: string): string | undefined;
  /** Puts a file: written unless the previous output holds the same content (then kept). */
  put(file: string, content: OutputFile): void;
  /** The previous output's copy of a rendered file is still right (its key is unchanged): kept. */
  keep(file: string): void;
  /** Another thread wrote this file into the staging folder. */
  written(file: string, entry: WrittenFile, key?: string): void;
}

/** Writes a whole site at once (tests, and anything holding the files already). */
export async function writeSite(files: Map<string, OutputFile>, outDir: string, options: WriteOptions = {}): Promise<WriteStats> {
  const output = new OutputWriter(outDir, options);
  let compressed: CompressStats | undefined;
  try {
    for (const [file, content] of files) output.put(file, content);
    if (options.compress) compressed = await output.compress();
  } catch (error) {
    output.discard();
    throw error;
  }
  return { ...(await output.finish()), ...(compressed && { compressed }) };
}

/**
 * The new output, file by file, swapped in by `finish()` or thrown away by `discard()`. Until then the output
 * folder is never touched.
 */
export class OutputWriter implements OutputSink {
  private readonly target: string;
  private readonly previous: Manifest | undefined;
  private readonly manifest: Manifest;
  private readonly staging: Staging;
  private writtenCount = 0;
  private keysChanged = false;
  private done = 0;

  constructor(
    outDir: string,
    private readonly options: WriteOptions = {},
  ) {
    // A symlinked output folder stays a link: the folder it leads to is the one replaced.
    this.target = realPath(outDir);
    recoverOutput(this.target);
    this.previous = readManifest(options.manifestFile, this.target);
    const build = randomBytes(6).toString('hex');
    this.manifest = { outDir: this.target, build, files: {} };
    this.staging = new Staging(this.target, build, this.manifest);
  }

  stagingDir(): string {
    return this.staging.dir;
  }

  previousKey(file: string): string | undefined {
    const old = this.previous?.files[file];
    return old?.key !== undefined && unchangedOnDisk(path.join(this.target, file), old) ? old.key : undefined;
  }

  put(file: string, content: OutputFile): void {
    this.guard(() => {
      const old = this.previous?.files[file];
      const next = old !== undefined && unchangedOnDisk(path.join(this.target, file), old) ? nextContent(content, old) : content;
      if (next === 'unchanged') this.kept(file, { ...old!, ...renderKey(content) });
      else this.record(file, { ...this.staging.write(file, next), ...renderKey(content) });
    });
  }

  keep(file: string): void {
    this.guard(() => this.kept(file, this.previous!.files[file]!));
  }

  written(file: string, entry: WrittenFile, key?: string): void {
    // The thread that wrote it made the folder; the files kept so far are linked into it now.
    this.guard(() => this.staging.ensure());
    this.record(file, key === undefined ? entry : { ...entry, key });
  }

  /**
   * Compresses the text files put so far (all of the site's: call it last, before `finish`) into the staging
   * folder; a compressed copy the previous output has of a file kept as it was is kept too.
   */
  async compress(): Promise<CompressStats> {
    const files = new Map(Object.entries(this.manifest.files).map(([file, entry]) => [file, { size: entry.size, of: entry.hash ?? entry.source }]));
    return compressOutput({
      files,
      read: (file) => this.guard(() => readFileSync(this.staging.current(file))),
      reuse: (sibling, of) => {
        const old = this.previous?.files[sibling];
        if (old?.of !== of || !unchangedOnDisk(path.join(this.target, sibling), old)) return undefined;
        this.manifest.files[sibling] = old;
        this.guard(() => this.staging.keep(sibling));
        return old.size;
      },
      write: (sibling, bytes, of) => {
        this.manifest.files[sibling] = { ...this.guard(() => this.staging.write(sibling, bytes)), ...(of !== undefined && { of }) };
        this.writtenCount++;
      },
    });
  }

  /** Swaps the new output in (unless nothing changed); the previous one is removed. */
  async finish(): Promise<WriteStats> {
    const files = Object.keys(this.manifest.files).length;
    let removed = 0;
    this.guard(() => {
      removed = existsSync(this.target) ? countOthers(this.target, this.manifest.files) : 0;
      if (this.previous && this.writtenCount === 0 && removed === 0) return;
      this.staging.write(OUTPUT_MARKER, `${JSON.stringify({ generator: 'docgen', build: this.manifest.build })}\n`);
      this.staging.swap();
    });
    const { manifestFile } = this.options;
    if (this.previous && this.writtenCount === 0 && removed === 0) {
      // Nothing to change: the output stays as it is, and so does its marker; a page rendered again to the same
      // bytes (after an update of docgen, say) has a new key, which the next build must find.
      if (this.keysChanged) await saveManifest(manifestFile, { ...this.manifest, build: this.previous.build });
      return { written: 0, kept: files, removed: 0 };
    }
    // The new output is in place: what follows cannot undo that. The previous one is removed here, or by the next
    // build if this fails.
    this.staging.removePrevious();
    await saveManifest(manifestFile, this.manifest);
    return { written: this.writtenCount, kept: files - this.writtenCount, removed };
  }

  /** The build failed: its staging folder goes, and the output stays as it was. */
  discard(): void {
    this.staging.discard();
  }

  private kept(file: string, entry: ManifestEntry): void {
    this.keysChanged ||= entry.key !== this.previous!.files[file]!.key;
    this.manifest.files[file] = entry;
    this.staging.keep(file);
    this.options.onProgress?.(++this.done);
  }

  private record(file: string, entry: ManifestEntry): void {
    this.manifest.files[file] = entry;
    this.writtenCount++;
    this.options.onProgress?.(++this.done);
  }

  /** A failing disk is named for what it is (nothing of the output has changed yet). */
  private guard<T>(run: () => T): T {
    try {
      return run();
    } catch (error) {
      throw diskError(error, this.target);
    }
  }
}

/** Best effort: without a manifest (a full disk, say), the next build writes every file. */
async function saveManifest(file: string | undefined, manifest: Manifest): Promise<void> {
  if (!file) return;
  try {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(manifest));
  } catch {
    await rm(file, { force: true }).catch(() => undefined);
  }
}

/**
 * The new output, created on its first write: files kept before then are only remembered, so that a build
 * that changes nothing never creates it.
 */
class Staging {
  private created = false;
  private readonly kept: string[] = [];
  private readonly dirs = new Set<string>();
  private linksAllowed = true;
  readonly dir: string;
  private readonly old: string;
  private hadOld = false;

  constructor(
    private readonly target: string,
    build: string,
    private readonly manifest: Manifest,
  ) {
    this.dir = stagingName(target, 'staging', build);
    this.old = stagingName(target, 'old', build);
  }

  keep(file: string): void {
    if (this.created) this.link(file);
    else this.kept.push(file);
  }

  write(file: string, content: OutputFile): ManifestEntry {
    this.create();
    const dest = this.pathOf(file);
    if (isCopy(content)) {
      copyFileSync(content.copyFrom, dest);
      const { size, mtimeMs } = statSync(dest);
      return { size, mtimeMs, source: sourceIdentity(content.copyFrom) };
    }
    if (isStreamed(content)) return writePieces(dest, content.pieces());
    return writeBytes(dest, toBytes(isRendered(content) ? content.render() : content));
  }

  /** Puts the new output in place of the previous one, which moves to the `.old-` name. */
  swap(): void {
    this.create();
    try {
      renameSync(this.target, this.old);
      this.hadOld = true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    try {
      renameSync(this.dir, this.target);
    } catch (error) {
      if (this.hadOld) renameSync(this.old, this.target);
      throw error;
    }
    this.created = false;
  }

  removePrevious(): void {
    if (!this.hadOld) return;
    try {
      removeTree(this.old);
    } catch {
      // Left for the next build to remove (recover-output.ts).
    }
  }

  discard(): void {
    // Also when another thread created it.
    removeTree(this.dir);
  }

  /** Where a file of the new output is now: in the staging folder, or, until it exists, kept in the output. */
  current(file: string): string {
    return path.join(this.created ? this.dir : this.target, file);
  }

  /** The staging folder, created (with the files kept so far) on first use, here or by another thread. */
  ensure(): void {
    this.create();
  }

  private create(): void {
    if (this.created) return;
    try {
      mkdirSync(this.dir);
    } catch (error) {
      // A worker thread may have made it (a recursive mkdir would hide EROFS behind ENOENT).
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    this.created = true;
    for (const file of this.kept.splice(0)) this.link(file);
  }

  /** The previous output's file, shared with the new one: a link, or a copy where links are not allowed. */
  private link(file: string): void {
    const from = path.join(this.target, file);
    const to = this.pathOf(file);
    if (this.linksAllowed) {
      try {
        linkSync(from, to);
        return;
      } catch (error) {
        if (!['EPERM', 'EXDEV', 'EMLINK', 'ENOTSUP'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
        this.linksAllowed = false; // the same for every file of this disk
      }
    }
    copyFileSync(from, to);
    // The copy is a new file: the manifest must know it as it is now.
    const { size, mtimeMs } = statSync(to);
    Object.assign(this.manifest.files[file]!, { size, mtimeMs });
  }

  private pathOf(file: string): string {
    const dest = path.join(this.dir, file);
    const dir = path.dirname(dest);
    if (!this.dirs.has(dir)) {
      mkdirSync(dir, { recursive: true });
      this.dirs.add(dir);
    }
    return dest;
  }
}

/**
 * Writes a file of the staging folder from any thread. The folder exists; its subfolders are made here (`made`
 * remembers them). Synchronous: on two cores, handing the writes to libuv's threads made a build slower.
 */
export function writeStagedFile(dir: string, file: string, content: string | Uint8Array, made: Set<string>): WrittenFile {
  const dest = path.join(dir, file);
  const parent = path.dirname(dest);
  if (!made.has(parent)) {
    mkdirSync(parent, { recursive: true });
    made.add(parent);
  }
  return writeBytes(dest, toBytes(content));
}

/** A file written as its pieces come, hashed on the way, as writeBytes would have written them at once. */
function writePieces(dest: string, pieces: Iterable<string>): WrittenFile {
  const hash = contentHash();
  const fd = openSync(dest, 'w');
  try {
    for (const piece of pieces) {
      const bytes = Buffer.from(piece);
      writeSync(fd, bytes);
      hash.update(bytes);
    }
  } catch (error) {
    (error as NodeJS.ErrnoException).path ??= dest;
    throw error;
  } finally {
    closeSync(fd);
  }
  const { size, mtimeMs } = statSync(dest);
  return { size, mtimeMs, hash: hash.digest('base64url') };
}

function writeBytes(dest: string, bytes: Buffer): WrittenFile {
  try {
    writeFileSync(dest, bytes);
  } catch (error) {
    // writeFile's errors do not say which file they were writing.
    (error as NodeJS.ErrnoException).path ??= dest;
    throw error;
  }
  const { size, mtimeMs } = statSync(dest);
  return { size, mtimeMs, hash: hashOf(bytes) };
}

/** What to write for a file whose previous copy is intact: 'unchanged' when it already holds this content. */
function nextContent(content: OutputFile, old: ManifestEntry): OutputFile | 'unchanged' {
  if (isCopy(content)) return old.source === sourceIdentity(content.copyFrom) ? 'unchanged' : content;
  if ((isRendered(content) || isStreamed(content)) && content.key && old.key === content.key()) return 'unchanged';
  if (isStreamed(content)) return content; // not made twice to be compared: its key changed
  // Comparing hashes spares reading the previous file: on a large site the reads cost more than the hashing.
  const bytes = toBytes(isRendered(content) ? content.render() : content);
  return bytes.byteLength === old.size && old.hash === hashOf(bytes) ? 'unchanged' : bytes;
}

function renderKey(content: OutputFile): Pick<ManifestEntry, 'key'> {
  return (isRendered(content) || isStreamed(content)) && content.key ? { key: content.key() } : {};
}

function hashOf(bytes: Buffer): string {
  return contentHash().update(bytes).digest('base64url');
}

/** What the manifest names a file's content by (digested as base64url): written whole or piece by piece alike. */
function contentHash() {
  return createHash('sha1');
}

/** How many files of the current output the new one does not have (including any put there by hand). */
function countOthers(target: string, files: Record<string, unknown>): number {
  let others = 0;
  // Each entry's folder is `target` joined with its path below: sliced off, not `path.relative` (most of the walk).
  const below = (folder: string) => (folder === target ? '' : `${folder.slice(target.length + 1).split(path.sep).join('/')}/`);
  for (const entry of readdirSync(target, { recursive: true, withFileTypes: true })) {
    if (entry.isDirectory()) continue;
    const rel = below(entry.parentPath) + entry.name;
    if (rel !== OUTPUT_MARKER && !Object.hasOwn(files, rel)) others++;
  }
  return others;
}

/** A failing disk named for what it is; anything else as it was. Nothing of the output has changed yet. */
function diskError(error: unknown, target: string): unknown {
  const code = (error as NodeJS.ErrnoException).code;
  const where = (error as NodeJS.ErrnoException).path ?? target;
  const left = `${path.basename(target)}/ was left as it was.`;
  if (code === 'ENOSPC' || code === 'EDQUOT') {
    return new DocgenError('emit/disk-full', `The disk is full: could not write ${where}.`, { hint: `Free some space and build again; ${left}`, cause: error });
  }
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') {
    return new DocgenError('emit/not-writable', `Cannot write the output: ${where} is not writable (${code}).`, {
      hint: `The output is written beside ${target} and renamed into place: its parent folder must be writable. ${left}`,
      cause: error,
    });
  }
  if (code === 'EBUSY') {
    return new DocgenError('emit/busy', `Cannot replace the output folder ${target}: it is in use (a mount point, or open elsewhere).`, {
      hint: `Every build replaces the whole output folder by renaming: mount or share its parent folder instead. ${left}`,
      cause: error,
    });
  }
  return error;
}

function toBytes(content: string | Uint8Array): Buffer {
  return typeof content === 'string' ? Buffer.from(content) : Buffer.from(content.buffer, content.byteOffset, content.byteLength);
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
  if (!file || !existsSync(file)) return undefined;
  try {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
    return manifest.outDir === target && manifest.build !== undefined && manifest.build === readMarker(target)?.build ? manifest : undefined;
  } catch {
    return undefined;
  }
}

/** A build in memory: its files in a map (tests, and check-links' component pages). */
export function memorySink(files = new Map<string, OutputFile>()): OutputSink & { files: Map<string, OutputFile> } {
  return {
    files,
    stagingDir: () => undefined,
    previousKey: () => undefined,
    put: (file, content) => void files.set(file, content),
    keep: (file) => {
      throw new Error(`A build in memory has no previous output to keep ${file} from`);
    },
    written: (file) => {
      throw new Error(`A build in memory has no staging folder to have written ${file} into`);
    },
  };
}
