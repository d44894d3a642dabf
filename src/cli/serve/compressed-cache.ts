// The preview's copies of files it compressed on the fly, so that a page asked again (a reload, Lighthouse's
// runs) is not compressed again. Bounded by its bytes, the least recently used going first; keyed by the file's
// path, size and mtime, so an edited or rebuilt file is never answered from it (its stale copy ages out).

export interface CompressedCache {
  get(key: string): Buffer | undefined;
  set(key: string, body: Buffer): void;
}

export function createCompressedCache(maxBytes: number): CompressedCache {
  const entries = new Map<string, Buffer>();
  let bytes = 0;
  return {
    get(key) {
      const body = entries.get(key);
      if (body) {
        // Map keeps insertion order: moved to the end, it is the most recently used.
        entries.delete(key);
        entries.set(key, body);
      }
      return body;
    },
    set(key, body) {
      if (body.byteLength > maxBytes / 4 || entries.has(key)) return;
      entries.set(key, body);
      bytes += body.byteLength;
      for (const [oldest, old] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= old.byteLength;
      }
    },
  };
}
