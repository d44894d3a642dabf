// Sends one file from disk, found by findContainedFile: sirv answers it (type, length, date, byte ranges for
// media players, HEAD), from the file's own folder so that it can reach nothing else, and without caching
// (dev mode re-reads the disk, no-store): the next request after an edit or a build must see it. A page sent
// with another status than 200 (the 404 page), or a file named with "?" or "#", is sent as it is.
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { contentType } from './content-type.js';

export async function sendFile(req: IncomingMessage, res: ServerResponse, file: string, status = 200): Promise<void> {
  const name = path.basename(file);
  // sirv cuts its path at "?" and "#" and never decodes their escapes: a file so named is sent as it is.
  if (status !== 200 || /[?#]/.test(name)) {
    const body = await readFile(file);
    res.writeHead(status, { 'Content-Type': contentType(file), 'Content-Length': body.byteLength, 'Cache-Control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  const serve = sirv(path.dirname(file), { dev: true, dotfiles: false, extensions: [] });
  // sirv decodes with decodeURI, which leaves `%26` (&) and the like as they are: encodeURI leaves them raw.
  req.url = `/${encodeURI(name)}`;
  await new Promise<void>((resolve) => {
    res.once('close', resolve);
    // Gone between finding it and sending it (a build swapped the folder): as if it had never been there.
    serve(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end('Not found\n');
    });
  });
}
