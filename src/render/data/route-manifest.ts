// The list of every URL the client router may render itself. Links to anything else (static files, unknown
// paths) are left to the browser, so a missing page is always the server's real 404.
import { createHash } from 'node:crypto';
import type { RouteTable } from '../routes/route-table.js';

export interface RouteManifest {
  /** Output path relative to the build folder; content-hashed, so it can be cached forever. */
  file: string;
  url: string;
  content: string;
}

export function buildRouteManifest(table: RouteTable, base: string): RouteManifest {
  const content = JSON.stringify([...table.urls].sort());
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 10);
  const file = `assets/routes-${hash}.json`;
  return { file, url: base + file, content };
}
