// Writes the site into a staging folder beside the output and swaps it in only when everything is written,
// so a failed build leaves the previous output exactly as it was.
//
// Creating files is the slow part of a large build (far slower than linking or renaming them), so a file
// whose content has not changed since the last build is hard-linked from the previous output instead of
// written again. A manifest of sizes and mtimes tells which previous files are still as that build wrote them
// (a file changed by hand no longer matches and is written afresh); their bytes are then compared with the
// new content, which costs a fraction of hashing every file of a large site.
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, linkSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type OutputFile = string | Uint8Array | { copyFrom: string };

interface ManifestEntry {
  size: number;
  mtimeMs: number;
  /** For a copied file: its source's path, size and mtime when it was copied. */
  source?: string;
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
  linked: number;
}

export async function writeSite(files: Map<string, OutputFile>, outDir: string, options: WriteOptions = {}): Promise<WriteStats> {
  const target = path.resolve(outDir);
  const suffix = randomBytes(4).toString('hex');
  const staging = `${target}.staging-${suffix}`;
  const previous = readManifest(options.manifestFile, target);
  const next: Manifest = { outDir: target, files: {} };
  const stats: WriteStats = { written: 0, linked: 0 };
  try {
    for (const dir of new Set([...files.keys()].map((file) => path.dirname(path.join(staging, file))))) mkdirSync(dir, { recursive: true });
    for (const [file, content] of files) {
      const dest = path.join(staging, file);
      const previousFile = path.join(target, file);
      const source = isCopy(content) ? sourceIdentity(content.copyFrom) : undefined;
      const bytes = isCopy(content) ? undefined : typeof content === 'string' ? Buffer.from(content) : content;
      const old = previous?.files[file];
      if (old && unchangedOnDisk(previousFile, old) && (source !== undefined ? old.source === source : sameBytes(previousFile, old, bytes!))) {
        linkSync(previousFile, dest);
        next.files[file] = old;
        stats.linked++;
        continue;
      }
      // Synchronous calls: for thousands of small files they beat the promise API by far.
      if (isCopy(content)) copyFileSync(content.copyFrom, dest);
      else writeFileSync(dest, bytes!);
      const { size, mtimeMs } = statSync(dest);
      next.files[file] = source === undefined ? { size, mtimeMs } : { size, mtimeMs, source };
      stats.written++;
    }
    const old = `${target}.old-${suffix}`;
    let hadOld = true;
    await rename(target, old).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
      hadOld = false;
    });
    await rename(staging, target);
    if (options.manifestFile) {
      await mkdir(path.dirname(options.manifestFile), { recursive: true });
      await writeFile(options.manifestFile, JSON.stringify(next));
    }
    if (hadOld) await rm(old, { recursive: true, force: true });
    return stats;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

function isCopy(content: OutputFile): content is { copyFrom: string } {
  return typeof content === 'object' && 'copyFrom' in content;
}

function sourceIdentity(file: string): string {
  const { size, mtimeMs } = statSync(file);
  return `${file}\u0000${size}\u0000${mtimeMs}`;
}

function sameBytes(file: string, entry: ManifestEntry, bytes: Uint8Array): boolean {
  return bytes.byteLength === entry.size && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).equals(readFileSync(file));
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
