// `docgen build --compress`: a `.br` and a `.gz` beside every text file of the output worth compressing, for hosts
// that serve precompressed files (nginx gzip_static and brotli_static, Caddy's precompressed, `docgen serve
// --no-watch`). They are made in the staging folder before the swap, so the output has all of them or, as it
// was, none. A file the previous output compressed and this build kept is not compressed again.
import { availableParallelism } from 'node:os';
import { COMPRESS_MIN_BYTES, compressBytes, isCompressible, SIBLING_SUFFIX, type Encoding } from './compression.js';

export interface CompressStats {
  /** Files that got at least one compressed copy, and their size. */
  files: number;
  bytes: number;
  /** The size of their compressed copies. */
  br: number;
  gzip: number;
}

/** What the writer gives: the output's files so far and how to read, reuse and write them. */
export interface CompressTarget {
  /** Each file's size and what names its content (a hash, or its source), by output path. */
  files: ReadonlyMap<string, { size: number; of: string | undefined }>;
  read(file: string): Buffer;
  /** The previous output's copy `sibling`, made from content `of`, is kept: its size; undefined when there is none. */
  reuse(sibling: string, of: string): number | undefined;
  write(sibling: string, bytes: Buffer, of: string | undefined): void;
}

const ENCODINGS: Encoding[] = ['br', 'gzip'];

export async function compressOutput(target: CompressTarget): Promise<CompressStats> {
  const stats: CompressStats = { files: 0, bytes: 0, br: 0, gzip: 0 };
  const todo = [...target.files].filter(([file, { size }]) => size >= COMPRESS_MIN_BYTES && isCompressible(file));
  const compressOne = async ([file, { size, of }]: (typeof todo)[number]): Promise<void> => {
    let source: Buffer | undefined;
    let made = false;
    for (const encoding of ENCODINGS) {
      const sibling = file + SIBLING_SUFFIX[encoding];
      // A file of the site's own with that name (a static `data.json.gz`) is the site's: never overwritten.
      if (target.files.has(sibling)) continue;
      let copySize = of === undefined ? undefined : target.reuse(sibling, of);
      if (copySize === undefined) {
        source ??= target.read(file);
        const bytes = await compressBytes(source, encoding, 'best');
        // Incompressible after all (minified JSON of random ids, say): the file itself is the smaller answer.
        if (bytes.byteLength >= source.byteLength) continue;
        target.write(sibling, bytes, of);
        copySize = bytes.byteLength;
      }
      stats[encoding] += copySize;
      made = true;
    }
    if (made) {
      stats.files++;
      stats.bytes += size;
    }
  };
  // As many files at once as there are cores: each compresses on a thread of libuv's pool.
  let next = 0;
  const worker = async () => {
    while (next < todo.length) await compressOne(todo[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), todo.length) }, worker));
  return stats;
}
