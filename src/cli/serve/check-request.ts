// What both servers (`docgen serve` and `serve --no-watch`) check before they look anything up: the Host
// (DNS rebinding), the method, and the path, decoded once and normalised (request-path.ts); then where the path
// falls against the base. Hidden files and folders (`.env`, `.git/`) are never part of a site.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { hiddenPart } from '../../render/content/boundary.js';
import type { HostPolicy } from './host-check.js';
import { parseRequestPath } from './request-path.js';

export type Checked = { ok: true; pathname: string } | { ok: false; status: 400 | 403 | 405; message: string };

export function checkRequest(req: IncomingMessage, policy: HostPolicy): Checked {
  if (!policy.allowsHost(req.headers.host)) return { ok: false, status: 403, message: 'Forbidden: this server answers only to localhost and the address it is bound to.\n' };
  if (req.method !== 'GET' && req.method !== 'HEAD') return { ok: false, status: 405, message: 'Method not allowed\n' };
  const parsed = parseRequestPath(req.url ?? '');
  if (!parsed.ok) return { ok: false, status: parsed.status, message: parsed.status === 403 ? 'Forbidden\n' : 'Bad request\n' };
  return { ok: true, pathname: parsed.pathname };
}

/**
 * Where a checked path falls: `/` and the base without its slash redirect to the base (unless that is the path
 * itself: with base '/' the root is the site), paths outside the base are not the site's, and `rel` is the path
 * under the base ('' for the home page).
 */
export type Place = { kind: 'redirect'; location: string } | { kind: 'outside' } | { kind: 'hidden'; rel: string } | { kind: 'site'; rel: string };

export function placeUnderBase(pathname: string, base: string): Place {
  if (pathname !== base && (pathname === '/' || pathname === base.slice(0, -1))) return { kind: 'redirect', location: base };
  if (!pathname.startsWith(base)) return { kind: 'outside' };
  const rel = pathname.slice(base.length);
  return { kind: hiddenPart(rel) === undefined ? 'site' : 'hidden', rel };
}

export function sendText(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end(body);
}

/** Answers a refused request, or the redirect and the "not under the base" of `placeUnderBase`. */
export function sendRefusal(res: ServerResponse, checked: Extract<Checked, { ok: false }>): void {
  sendText(res, checked.status, checked.message);
}

export function sendOutside(res: ServerResponse, place: { kind: 'redirect'; location: string } | { kind: 'outside' }, base: string): void {
  if (place.kind === 'redirect') res.writeHead(302, { Location: place.location, 'Cache-Control': 'no-store' }).end();
  else sendText(res, 404, `Not found. The site is served under ${base}\n`);
}
