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
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { realPath } from '../content/boundary.js';
import { DocgenError } from '../errors.js';
import { isCopy, isRendered, type OutputFile } from './output-file.js';
import { OUTPUT_MARKER, readMarker, recoverOutput, stagingName } from './recover-output.js';

interface ManifestEntry {
  size: number;
  mtimeMs: number;
  /** For a copied file: its source's path, size and mtime when it was copied. */
  source?: string;
  /** For any other file: a hash of its content. */
  hash?: string;
  key?: string;
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
  /** Files done (rendered and written, or kept) out of all. */
  onProgress?: (done: number, total: number) => void;
}

export interface WriteStats {
  written: number;
  /** Files kept as they were (hard-linked into the new output, or left in place when nothing changed). */
  kept: number;
  removed: number;
}

export async function writeSite(files: Map<string, OutputFile>, outDir: string, options: WriteOptions = {}): Promise<WriteStats> {
  // A symlinked output folder stays a link: the folder it leads to is the one replaced.
  const target = realPath(outDir);
  recoverOutput(target);
  const previous = readManifest(options.manifestFile, target);
  const build = randomBytes(6).toString('hex');
  const manifest: Manifest = { outDir: target, build, files: {} };
  const staging = new Staging(target, build, manifest);
  let written = 0;
  let removed = 0;
  let keysChanged = false;
  let done = 0;
  try {
    for (const [file, content] of files) {
      const dest = path.join(target, file);
      const old = previous?.files[file];
      const next = old !== undefined && unchangedOnDisk(dest, old) ? nextContent(content, old) : content;
      if (next === 'unchanged') {
        const entry = { ...old!, ...renderKey(content) };
        keysChanged ||= entry.key !== old!.key;
        manifest.files[file] = entry;
        staging.keep(file);
      } else {
        manifest.files[file] = { ...staging.write(file, next), ...renderKey(content) };
        written++;
      }
      options.onProgress?.(++done, files.size);
    }
    removed = existsSync(target) ? countOthers(target, files) : 0;
    if (previous && written === 0 && removed === 0) {
      // Nothing to change: the output stays as it is, and so does its marker; a page rendered again to the same
      // bytes (after an update of docgen, say) has a new key, which the next build must find.
      if (keysChanged) await saveManifest(options.manifestFile, { ...manifest, build: previous.build });
      return { written: 0, kept: files.size, removed: 0 };
    }
    staging.write(OUTPUT_MARKER, `${JSON.stringify({ generator: 'docgen', build })}\n`);
    staging.swap();
  } catch (error) {
    staging.discard();
    throw diskError(error, target);
  }
  // The new output is in place: what follows cannot undo that. The previous one is removed here, or by the next
  // build if this fails.
  staging.removePrevious();
  await saveManifest(options.manifestFile, manifest);
  return { written, kept: files.size - written, removed };
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
    const bytes = toBytes(isRendered(content) ? content.render() : content);
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
      rmSync(this.old, { recursive: true, force: true });
    } catch {
      // Left for the next build to remove (recover-output.ts).
    }
  }

  discard(): void {
    if (this.created) rmSync(this.dir, { recursive: true, force: true });
  }

  private create(): void {
    if (this.created) return;
    mkdirSync(this.dir);
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

/** What to write for a file whose previous copy is intact: 'unchanged' when it already holds this content. */
function nextContent(content: OutputFile, old: ManifestEntry): OutputFile | 'unchanged' {
  if (isCopy(content)) return old.source === sourceIdentity(content.copyFrom) ? 'unchanged' : content;
  if (isRendered(content) && content.key && old.key === content.key()) return 'unchanged';
  // Comparing hashes spares reading the previous file: on a large site the reads cost more than the hashing.
  const bytes = toBytes(isRendered(content) ? content.render() : content);
  return bytes.byteLength === old.size && old.hash === hashOf(bytes) ? 'unchanged' : bytes;
}

function renderKey(content: OutputFile): Pick<ManifestEntry, 'key'> {
  return isRendered(content) && content.key ? { key: content.key() } : {};
}

function hashOf(bytes: Buffer): string {
  return createHash('sha1').update(bytes).digest('base64url');
}

/** How many files of the current output the new one does not have (including any put there by hand). */
function countOthers(target: string, files: Map<string, OutputFile>): number {
  let others = 0;
  for (const entry of readdirSync(target, { recursive: true, withFileTypes: true })) {
    if (entry.isDirectory()) continue;
    const rel = path.relative(target, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (rel !== OUTPUT_MARKER && !files.has(rel)) others++;
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
