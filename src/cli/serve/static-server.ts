// Serves a built site over HTTP under its base path, as a static host would: `/` and the base without its
// slash redirect to the base, unknown paths get the locale's 404 page with status 404. It is a preview on the
// writer's machine, so it refuses what the dev server refuses (check-request.ts): foreign Host names, paths
// that leave the folder, hidden files, and symlinks whose target is outside the folder. Files are sent as a
// production host would send them: compressed, with validators and a cache policy (send-preview-file.ts).
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { DocgenError } from '../../render/errors.js';
import { checkRequest, placeUnderBase, sendOutside, sendRefusal, sendText } from './check-request.js';
import { findContainedFile, pageCandidates } from './contained-file.js';
import { createHostPolicy } from './host-check.js';
import { listen } from './listen.js';
import { cacheControl } from './cache-policy.js';
import { createCompressedCache } from './compressed-cache.js';
import { sendPreviewFile } from './send-preview-file.js';

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
  const { base, localePrefixes } = options;
  const dir = path.resolve(options.dir);
  await assertBuiltSite(dir);
  const host = options.host ?? '127.0.0.1';
  const policy = createHostPolicy(host, () => (server.address() as AddressInfo | null)?.port);
  // Enough for a site's pages, scripts and search index compressed (about 3 MiB for the ArmKit site).
  const cache = createCompressedCache(32 * 1024 * 1024);

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    const checked = checkRequest(req, policy);
    if (!checked.ok) return sendRefusal(res, checked);
    const place = placeUnderBase(checked.pathname, base);
    if (place.kind === 'redirect' || place.kind === 'outside') return sendOutside(res, place, base);
    // Static hosts answer `x` with `x.html` too.
    const candidates = place.kind === 'hidden' ? [] : pageCandidates(place.rel);
    const file = await findContainedFile(dir, candidates);
    if (file) return sendPreviewFile(req, res, file, { status: 200, cacheControl: cacheControl(place.rel), cache });
    const prefix = localePrefixes.find((p) => place.rel.startsWith(p)) ?? '';
    const page = await findContainedFile(dir, [`${prefix}404.html`]);
    if (page) return sendPreviewFile(req, res, page, { status: 404, cacheControl: 'no-store', cache });
    sendText(res, 404, 'Not found\n');
  };
  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) sendText(res, 500, 'Internal error\n');
      else res.destroy();
    });
  });
  await listen(server, host, options.port ?? 0);
  const { port, address } = server.address() as AddressInfo;
  const shown = address.includes(':') ? `[${address}]` : address;
  return {
    url: `http://${shown}:${port}${base}`,
    server,
    close: () =>
      new Promise((resolve) => {
        // Open keep-alive sockets would hold close() forever.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A missing or empty folder would only answer 404s: say what to do instead. */
async function assertBuiltSite(dir: string): Promise<void> {
  const shown = path.relative(process.cwd(), dir).startsWith('..') ? dir : path.relative(process.cwd(), dir) || '.';
  const hint = 'Run `docgen build` first, or pass the folder it wrote with --out.';
  const folder = await stat(dir).catch(() => undefined);
  if (!folder) throw new DocgenError('serve/no-output', `Nothing to preview: ${shown}/ does not exist.`, { hint });
  if (!folder.isDirectory()) throw new DocgenError('serve/no-output', `Nothing to preview: ${shown} is not a folder.`, { hint });
  if (!(await stat(path.join(dir, 'index.html')).catch(() => undefined))?.isFile()) {
    throw new DocgenError('serve/no-output', `Nothing to preview: ${shown}/ holds no built site (no index.html).`, { hint });
  }
}
