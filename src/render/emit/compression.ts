// What is worth compressing, and how, for `docgen build --compress` (best effort: done once, served many times)
// and for the preview server (fast: done while a request waits). Both take the same files, so the preview serves
// the build's `.br`/`.gz` exactly where it would otherwise compress.
import { promisify } from 'node:util';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import type { Transform } from 'node:stream';

export type Encoding = 'br' | 'gzip';

/** The name of a file's precompressed copy is the file's name with this added. */
export const SIBLING_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** Below about one packet, compressing saves no round trip and the headers outweigh what it saves. */
export const COMPRESS_MIN_BYTES = 1024;

// Text formats only: pictures, fonts (woff2 is brotli already), archives and the search index's `.json.gz`
// shards are compressed by their format.
const COMPRESSIBLE = new Set(['html', 'htm', 'css', 'js', 'mjs', 'json', 'map', 'svg', 'xml', 'txt', 'md', 'csv', 'webmanifest']);

export function isCompressible(file: string): boolean {
  const dot = file.lastIndexOf('.');
  return dot > file.lastIndexOf('/') && COMPRESSIBLE.has(file.slice(dot + 1).toLowerCase());
}

/**
 * 'best' for the build: brotli 11 compresses the ArmKit site's text about 2% smaller than 10 for four times the
 * CPU, paid once per changed file. 'fast' for the preview: brotli 5 and gzip 6 take a few milliseconds for a page,
 * and end within 15% of the best.
 */
export type Effort = 'best' | 'fast';

function brotliOptions(effort: Effort, size: number): BrotliOptions {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: effort === 'best' ? 11 : 5,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

function gzipOptions(effort: Effort): ZlibOptions {
  return { level: effort === 'best' ? 9 : 6 };
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compressed on libuv's threads: the calling thread stays free, and several files compress at once. */
export function compressBytes(bytes: Uint8Array, encoding: Encoding, effort: Effort): Promise<Buffer> {
  return encoding === 'br' ? brotliAsync(bytes, brotliOptions(effort, bytes.byteLength)) : gzipAsync(bytes, gzipOptions(effort));
}

export function compressStream(encoding: Encoding, effort: Effort, size: number): Transform {
  return encoding === 'br' ? createBrotliCompress(brotliOptions(effort, size)) : createGzip(gzipOptions(effort));
}
