// How long a browser may keep a file of the built site without asking again. Files whose name changes with their
// content are kept for a year and never revalidated; everything else (pages, the site manifest, feeds, the
// static folder's files) is revalidated on every use, cheaply, with its ETag.
//
// The names docgen gives its hashed files, all under `assets/`:
// - esbuild's entries, chunks and the files stylesheets name: `[name]-[hash]`, 8 characters of base32
//   (client-bundle/build-client.ts, asset-files.ts): `main-LVAGSPUC.js`, `chunk-2FOHGMAE.js`;
// - shared data and search index heads, 10 hex digits (data/shared-data.ts, search/search-index-cache.ts):
//   `routes-ac7d65d435.json`, `locale-en-dcd121d34c.json`, `search-index-en-43aa70a0d3.json`;
// - a sharded search index's files, in a folder named by 10 hex digits: `search-en-43aa70a0d3/d0.json.gz`;
// - images and files the markdown links, 8 hex digits (markdown/plugins/remark-images.ts):
//   `images/arm-3f9a01bc.png`, `files/manual-0c1d2e3f.pdf`.
// Any of them with `.br` or `.gz` added by `docgen build --compress` too.

const HASHED = /^assets\/(?:search-[^/]+-[0-9a-f]{10}\/[^/]+|(?:[^/]+\/)?[^/]*-(?:[A-Z2-7]{8}|[0-9a-f]{8}|[0-9a-f]{10})(?:\.[^/]*)?)$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** `rel`: the path under the site's base, as requested (`assets/main-LVAGSPUC.js`, `guide/intro/`). */
export function isHashedAsset(rel: string): boolean {
  return HASHED.test(rel);
}

export function cacheControl(rel: string): string {
  return isHashedAsset(rel) ? IMMUTABLE : REVALIDATE;
}
