// The preview's answer with one file of the built site (static-server.ts found it and checked where it is), as a
// well-configured static host sends it: text compressed with brotli or gzip as the client accepts (the `.br` or
// `.gz` copy `docgen build --compress` wrote beside it when there is one, else compressed here), `Vary:
// Accept-Encoding`, an ETag per coding and Last-Modified with their 304s, the cache policy it is given, HEAD,
// and byte ranges (of the file itself, never of a compressed body).
//
// Not sirv, which the dev server uses for its static folder (send-file.ts): its gzip and brotli options only serve
// copies already on disk, match Accept-Encoding by substring (`br;q=0` still gets brotli), answer 304 without
// ETag, Vary or Cache-Control, read `Range: bytes=-N` as the first N bytes, and only its dev mode, which sets its
// own Cache-Control, sees a folder a new build swapped in.
import { constants } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { COMPRESS_MIN_BYTES, compressBytes, compressStream, isCompressible, SIBLING_SUFFIX, type Encoding } from '../../render/emit/compression.js';
import { negotiateEncoding } from './accept-encoding.js';
import { requestedRange } from './byte-range.js';
import { sendText } from './check-request.js';
import type { CompressedCache } from './compressed-cache.js';
import { contentType } from './content-type.js';
import { entityTag, notModified, type FileVersion } from './validators.js';

export interface PreviewFileOptions {
  /** 404 for the not-found page: sent without validators or ranges. */
  status: 200 | 404;
  cacheControl: string;
  cache: CompressedCache;
}

/** Files up to this size are compressed in memory (kept in the cache, sent with a length); larger ones stream. */
const IN_MEMORY_MAX = 4 * 1024 * 1024;

export async function sendPreviewFile(req: IncomingMessage, res: ServerResponse, file: string, options: PreviewFileOptions): Promise<void> {
  // Read through one descriptor: a build swapping the folder meanwhile cannot mix two versions of the file.
  const handle = await open(file).catch(() => undefined);
  // Gone between finding it and sending it (a build swapped the folder): as if it had never been there.
  if (!handle) return sendText(res, 404, 'Not found\n');
  try {
    const version = await handle.stat();
    const ok = options.status === 200;
    const compressible = isCompressible(file) && version.size >= COMPRESS_MIN_BYTES;
    const headers: OutgoingHttpHeaders = { 'Content-Type': contentType(file), 'Cache-Control': options.cacheControl };
    // Also on an uncompressed answer: a cache must not give it to a client that accepts brotli, nor the reverse.
    if (compressible) headers.Vary = 'Accept-Encoding';
    const lastModified = version.mtime.toUTCString();
    const ifRange = req.headers['if-range'];
    const range = ok ? requestedRange(req.headers.range, typeof ifRange === 'string' ? ifRange : undefined, version.size, { etag: entityTag(version, 'identity'), lastModified }) : undefined;
    // A part of a compressed body is of use to no one: a range is always of the file itself.
    const encoding = compressible && range === undefined ? negotiateEncoding(req.headers['accept-encoding']) : 'identity';
    if (ok) {
      const etag = entityTag(version, encoding);
      headers.ETag = etag;
      headers['Last-Modified'] = lastModified;
      if (notModified(req.headers, etag, version)) {
        delete headers['Content-Type'];
        res.writeHead(304, headers).end();
        return;
      }
    }
    const head = req.method === 'HEAD';
    if (range === 'unsatisfiable') {
      res.writeHead(416, { ...headers, 'Content-Range': `bytes */${version.size}` }).end();
      return;
    }
    if (encoding === 'identity') {
      const { start, end } = range ?? { start: 0, end: version.size - 1 };
      if (ok) headers['Accept-Ranges'] = 'bytes';
      if (range) headers['Content-Range'] = `bytes ${start}-${end}/${version.size}`;
      headers['Content-Length'] = Math.max(0, end - start + 1);
      res.writeHead(range ? 206 : options.status, headers);
      // Awaited, not returned: the descriptor is closed once the file is sent.
      if (head || version.size === 0) res.end();
      else await stream(res, handle.createReadStream({ start, end, autoClose: false }));
      return;
    }
    headers['Content-Encoding'] = encoding;
    if (await sendPrecompressed(req, res, file, encoding, version, headers, options.status)) return;
    if (version.size > IN_MEMORY_MAX) {
      res.writeHead(options.status, headers);
      if (head) res.end();
      else await stream(res, handle.createReadStream({ autoClose: false }), compressStream(encoding, 'fast', version.size));
      return;
    }
    const key = `${file}\u0000${version.size}\u0000${version.mtimeMs}\u0000${encoding}`;
    let body = options.cache.get(key);
    if (!body) {
      body = await compressBytes(await handle.readFile(), encoding, 'fast');
      options.cache.set(key, body);
    }
    res.writeHead(options.status, { ...headers, 'Content-Length': body.byteLength }).end(head ? undefined : body);
  } finally {
    await handle.close();
  }
}

/**
 * Sends the file's `.br` or `.gz` copy when there is one: a regular file, not a symlink (so it is in the same
 * folder as the file, which static-server.ts checked), no older than the file (else the file was changed after
 * the build compressed it, and the copy is stale). False when there is none.
 */
async function sendPrecompressed(req: IncomingMessage, res: ServerResponse, file: string, encoding: Encoding, version: FileVersion, headers: OutgoingHttpHeaders, status: number): Promise<boolean> {
  const copy: FileHandle | undefined = await open(file + SIBLING_SUFFIX[encoding], constants.O_RDONLY | constants.O_NOFOLLOW).catch(() => undefined);
  if (!copy) return false;
  try {
    const stats = await copy.stat();
    if (!stats.isFile() || stats.mtimeMs < version.mtimeMs) return false;
    res.writeHead(status, { ...headers, 'Content-Length': stats.size });
    if (req.method === 'HEAD') res.end();
    else await stream(res, copy.createReadStream({ autoClose: false }));
    return true;
  } finally {
    await copy.close();
  }
}

/** A client that goes away mid-answer ends the answer, not the server. */
async function stream(res: ServerResponse, source: Readable, transform?: Transform): Promise<void> {
  try {
    await (transform ? pipeline(source, transform, res) : pipeline(source, res));
  } catch {
    res.destroy();
  }
}
