// Sends one file from disk (a path found by findContainedFile): its type, length and date, a single byte range
// when asked (media players seek with them), nothing cached: the next request after an edit or a build must
// see it.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { contentType } from './content-type.js';

export async function sendFile(req: IncomingMessage, res: ServerResponse, file: string, status = 200): Promise<void> {
  const { size, mtime } = await stat(file);
  const headers: Record<string, string | number> = { 'Content-Type': contentType(file), 'Last-Modified': mtime.toUTCString(), 'Cache-Control': 'no-store' };
  let range: { start: number; end: number } | undefined;
  if (status === 200) {
    headers['Accept-Ranges'] = 'bytes';
    const match = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
    if (match && (match[1] || match[2])) {
      // `bytes=-n` is the last n bytes; `bytes=n-` runs to the end.
      const start = match[1] ? Number(match[1]) : Math.max(0, size - Number(match[2]));
      const end = match[1] && match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
      if (start > end || start >= size) {
        res.writeHead(416, { 'Content-Range': `bytes */${size}`, 'Cache-Control': 'no-store' }).end();
        return;
      }
      range = { start, end };
      status = 206;
      headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
    }
  }
  headers['Content-Length'] = range ? range.end - range.start + 1 : size;
  res.writeHead(status, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file, range).on('error', () => res.destroy()).pipe(res);
}
