// Serves a built site over HTTP under its base path, as a static host would: `/` and the base without its
// slash redirect to the base, unknown paths get the locale's 404 page with status 404.
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import sirv from 'sirv';

export interface StaticServerOptions {
  dir: string;
  base: string;
  /** Non-default locale prefixes ('en/'), to pick the right 404 page. */
  localePrefixes: string[];
  host?: string;
  port?: number;
}

export interface StaticServer {
  url: string;
  server: Server;
  close(): Promise<void>;
}

export async function serveStatic(options: StaticServerOptions): Promise<StaticServer> {
  const { base } = options;
  // dev: true re-reads files on each request; without it sirv serves sizes cached at start.
  const files = sirv(options.dir, { dev: true, extensions: ['html'] });
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === '/' || url === base.slice(0, -1)) {
      res.writeHead(302, { Location: base }).end();
      return;
    }
    if (!url.startsWith(base)) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`Not found. The site is served under ${base}\n`);
      return;
    }
    req.url = `/${url.slice(base.length)}`;
    files(req, res, async () => {
      // sirv always answers 200, so the not-found page is sent by hand with its real status.
      const prefix = options.localePrefixes.find((p) => req.url!.startsWith(`/${p}`)) ?? '';
      const page = await readFile(path.join(options.dir, `${prefix}404.html`)).catch(() => undefined);
      res.writeHead(404, { 'Content-Type': page ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8' }).end(page ?? 'Not found\n');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
  });
  const { port, address } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return {
    url: `http://${host}:${port}${base}`,
    server,
    close: () =>
      new Promise((resolve) => {
        // Open keep-alive sockets would hold close() forever.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
