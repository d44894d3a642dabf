// Where a search hit leads. Hits carry absolute URLs (the hosted service's crawler, or our own records, see
// the site's public origin); readers stay on the site they are reading, so hits become local paths.

export interface ResultLink {
  href: string;
  /** Matches the configured external pattern: a normal link, never a client-side navigation. */
  external: boolean;
}

/**
 * `https://armkit.example.com/armkit/lua/motion#movj` → `/armkit/lua/motion#movj`. A path that starts with
 * `/docs/` (an index crawled from a site that served its docs there) loses that segment, and a path
 * outside the base gets the base.
 */
export function resultLink(url: string, base: string, externalPattern?: RegExp): ResultLink {
  if (externalPattern?.test(url)) return { href: url, external: true };
  const { pathname, search, hash } = new URL(url, 'http://site.invalid');
  let path = pathname.replace(/^\/docs\//, '/');
  if (path.startsWith(`${base}docs/`)) path = base + path.slice(base.length + 'docs/'.length);
  if (!path.startsWith(base)) path = base + path.replace(/^\//, '');
  return { href: path + search + hash, external: false };
}
