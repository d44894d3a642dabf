// One byte range of a Range header (RFC 9110 §14), for media players and resumed downloads. Several ranges at
// once (multipart answers) are rare enough to answer with the whole file, which the RFC allows.

export type ByteRange = { start: number; end: number } | 'unsatisfiable';

/**
 * The range asked of a file of `size` bytes (`end` inclusive), 'unsatisfiable' (416), or undefined to send the
 * whole file: no header, a malformed one, several ranges, or an If-Range naming another version than `validators`.
 */
export function requestedRange(range: string | undefined, ifRange: string | undefined, size: number, validators: { etag: string; lastModified: string }): ByteRange | undefined {
  if (range === undefined) return undefined;
  // If-Range compares strongly: a weak tag never matches, a date must be Last-Modified exactly.
  if (ifRange !== undefined && ifRange.trim() !== validators.etag && ifRange.trim() !== validators.lastModified) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(range.replace(/\s+/g, ''));
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [, first, last] = match as unknown as [string, string, string];
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    return length === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return undefined;
  return start >= size ? 'unsatisfiable' : { start, end };
}
