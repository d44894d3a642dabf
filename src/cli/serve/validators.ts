// Validators of a file as the preview sends it (RFC 9110 §8.8, §13): an ETag from the file's size and mtime (no
// read of the file), and whether a conditional request's copy is still good (304).
//
// The identity ETag is strong, as nginx's is: the same size and mtime send the same bytes, so byte ranges can be
// resumed with If-Range. A compressed answer's is weak and names its coding: brotli made by `--compress` and
// brotli made on the fly differ in bytes but decode to the same file, which is what a weak ETag says, and a
// cache holding gzip must never take brotli for it.
import type { IncomingHttpHeaders } from 'node:http';
import type { Encoding } from '../../render/emit/compression.js';

export interface FileVersion {
  size: number;
  mtimeMs: number;
}

export function entityTag({ size, mtimeMs }: FileVersion, encoding: Encoding | 'identity'): string {
  const opaque = `${size.toString(16)}-${Math.round(mtimeMs * 1000).toString(16)}`;
  return encoding === 'identity' ? `"${opaque}"` : `W/"${opaque}-${encoding}"`;
}

/**
 * Whether the client's copy is current: If-None-Match, compared weakly, decides when present (`*` or any of its
 * tags); otherwise If-Modified-Since, to the second, as Last-Modified gives it.
 */
export function notModified(headers: IncomingHttpHeaders, etag: string, version: FileVersion): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    if (ifNoneMatch.trim() === '*') return true;
    const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
    return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
  }
  const since = Date.parse(headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(version.mtimeMs / 1000) * 1000 <= since;
}
