// Writes the site into a staging folder beside the output and swaps it in only when everything is written,
// so a failed build leaves the previous output exactly as it was.
//
// Creating files is the slow part of a large build (far slower than linking or renaming them), so a file
// whose content has not changed since the last build is hard-linked from the previous output instead of
// written again. A manifest of content hashes, sizes and mtimes tells which files those are; a file changed
// by hand since then no longer matches its size and mtime, and is written afresh.
import { createHash, randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, linkSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type OutputFile = string | Uint8Array | { copyFrom: string };

interface ManifestEntry {
  hash: string;
  size: number;
  mtimeMs: number;
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
      const hash = contentHash(content);
      const old = previous?.files[file];
      if (old && old.hash === hash && unchangedOnDisk(path.join(target, file), old)) {
        linkSync(path.join(target, file), dest);
        next.files[file] = old;
        stats.linked++;
        continue;
      }
      // Synchronous calls: for thousands of small files they beat the promise API by far.
      if (typeof content === 'object' && 'copyFrom' in content) copyFileSync(content.copyFrom, dest);
      else writeFileSync(dest, content);
      const { size, mtimeMs } = statSync(dest);
      next.files[file] = { hash, size, mtimeMs };
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

function contentHash(content: OutputFile): string {
  const hash = createHash('sha1');
  if (typeof content === 'object' && 'copyFrom' in content) {
    const { size, mtimeMs } = statSync(content.copyFrom);
    hash.update(`copy\u0000${content.copyFrom}\u0000${size}\u0000${mtimeMs}`);
  } else hash.update(content);
  return hash.digest('base64');
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
