// The dev server's answer to one request. The site lives in memory (the last good build); the static folder
// is served from disk. Before anything is looked up, the request is checked as the static preview checks it
// (check-request.ts: Host, method, the path decoded once), so that only files of the build and of the static
// folder can be reached, and of the static folder only files whose real path is inside it.
import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ClientBundle } from '../../render/client-bundle/build-client.js';
import { DEV_CLIENT } from '../../render/incremental/bundles.js';
import { DEV_SEARCH, type SiteSnapshot } from '../../render/incremental/site-builder.js';
import { LIVE_RELOAD_SCRIPT } from '../../shared/live-reload-protocol.js';
import { checkRequest, placeUnderBase, sendOutside, sendRefusal, sendText } from './check-request.js';
import { findContainedFile, pageCandidates } from './contained-file.js';
import { contentType } from './content-type.js';
import type { HostPolicy } from './host-check.js';
import { sendFile } from './send-file.js';

export interface DevSite {
  /** Resolves once the config is loaded; rejects if it cannot be. */
  /** `roots`: the real folders a static file may lead into by symlink (the site's, as for `docgen build`). */
  /** `staticPrefixes`: where the static files are published (content/static-files.ts). */
  ready(): Promise<{ base: string; staticDir: string; roots: string[]; localePrefixes: string[]; staticPrefixes: string[] }>;
  snapshot(): SiteSnapshot | undefined;
  /** Before the first build is done: a page rendered on its own (throws the page's build errors). */
  renderEarly(file: string): Promise<string | Uint8Array | undefined>;
  liveReloadScript(): Promise<string>;
  /** A file of the local search indexes by its path under DEV_SEARCH, built when first asked for after a build. */
  searchFile(file: string): Promise<string | Uint8Array | undefined>;
  /** The newest client bundle (waiting for the first one), and a file of it or of the one before. */
  client(): Promise<ClientBundle>;
  clientFile(file: string): Promise<Uint8Array | undefined>;
}

type Output = ({ body: string | Uint8Array } | { stream: string }) & { type: string; status?: number };

export function createDevHandler(site: DevSite, policy: HostPolicy) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    const checked = checkRequest(req, policy);
    if (!checked.ok) return sendRefusal(res, checked);
    // Also at the root, for the error page shown while no config could be loaded (and no base is known).
    if (checked.pathname === `/${LIVE_RELOAD_SCRIPT}`) return send(req, res, 200, { body: await site.liveReloadScript(), type: contentType('x.js') });
    let layout;
    try {
      layout = await site.ready();
    } catch {
      return send(req, res, 500, errorPage('/'));
    }
    const { base } = layout;
    const place = placeUnderBase(checked.pathname, base);
    if (place.kind === 'redirect' || place.kind === 'outside') return sendOutside(res, place, base);
    const { rel } = place;
    if (place.kind === 'hidden') return notFound(req, res, site, layout, rel);
    if (rel === LIVE_RELOAD_SCRIPT) return send(req, res, 200, { body: await site.liveReloadScript(), type: contentType('x.js') });
    const client = await devClientFile(site, rel, base);
    if (client) return send(req, res, 200, client);
    const index = rel.startsWith(DEV_SEARCH) && /\.json(\.gz)?$/.test(rel) ? await site.searchFile(rel.slice(DEV_SEARCH.length)) : undefined;
    if (index !== undefined) return send(req, res, 200, { body: index, type: contentType(rel) });
    for (const file of pageCandidates(rel)) {
      const output = await find(site, file, base);
      if (output) return send(req, res, output.status ?? 200, output);
    }
    const file = await findContainedFile(layout.staticDir, layout.staticPrefixes.filter((prefix) => rel.startsWith(prefix)).map((prefix) => rel.slice(prefix.length)), layout.roots);
    if (file) return sendFile(req, res, file);
    return notFound(req, res, site, layout, rel);
  };
}

/** The pages' fixed client URLs answer with the newest bundle; its hashed files are served as they are. */
async function devClientFile(site: DevSite, rel: string, base: string): Promise<Output | undefined> {
  if (rel === DEV_CLIENT.entry) return { body: `import ${JSON.stringify((await site.client()).entry)};\n`, type: contentType(rel) };
  if (rel === DEV_CLIENT.css) {
    const bundle = await site.client();
    const css = bundle.css[0] && bundle.files.get(bundle.css[0].slice(base.length));
    return { body: css ?? '', type: contentType(rel) };
  }
  const file = await site.clientFile(rel);
  return file && { body: file, type: contentType(rel) };
}

async function find(site: DevSite, file: string, base: string): Promise<Output | undefined> {
  const snapshot = site.snapshot();
  if (!snapshot) {
    let early;
    try {
      early = await site.renderEarly(file);
    } catch {
      return file.endsWith('.html') ? errorPage(base) : undefined;
    }
    return early === undefined ? undefined : { body: typeof early === 'string' && file.endsWith('.html') ? withLiveReload(early, base, 0) : early, type: contentType(file) };
  }
  const page = snapshot.file(file);
  if (page !== undefined) return { body: file.endsWith('.html') ? withLiveReload(page, base, snapshot.id) : page, type: contentType(file) };
  const image = snapshot.assets.get(file);
  return image ? { stream: image, type: contentType(file) } : undefined;
}

async function notFound(req: IncomingMessage, res: ServerResponse, site: DevSite, layout: { base: string; localePrefixes: string[] }, rel: string): Promise<void> {
  const prefix = layout.localePrefixes.find((p) => rel.startsWith(p)) ?? '';
  const page = await find(site, `${prefix}404.html`, layout.base);
  if (page) return send(req, res, 404, page);
  sendText(res, 404, 'Not found\n');
}

function send(req: IncomingMessage, res: ServerResponse, status: number, output: Output): void {
  // Nothing is cached: the next request after an edit must see it.
  res.writeHead(status, { 'Content-Type': output.type, 'Cache-Control': 'no-store' });
  if (req.method === 'HEAD') res.end();
  else if ('stream' in output) createReadStream(output.stream).on('error', () => res.destroy()).pipe(res);
  else res.end(output.body);
}

/** The live-reload script goes into pages served by the dev server only, never into built files. */
export function withLiveReload(html: string, base: string, build: number): string {
  const tag = `<script type="module" src="${base}${LIVE_RELOAD_SCRIPT}?build=${build}"></script>`;
  const head = html.indexOf('</head>');
  return head === -1 ? html + tag : html.slice(0, head) + tag + html.slice(head);
}

/** Shown while there is no good build at all; the overlay lists the errors and the next good build reloads it. */
function errorPage(base: string): Output {
  const html = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>docgen: the site could not be built</title></head><body><p style="font-family: sans-serif; margin: 2em">The site could not be built. The errors are listed below and in the terminal; this page reloads by itself once they are fixed.</p></body></html>`;
  return { body: withLiveReload(html, base, -1), type: contentType('x.html'), status: 500 };
}
