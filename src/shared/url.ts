// URL helpers shared by the build and the browser. Paths are always absolute, starting with the base.

/** Normalises a base path given with or without slashes: 'armkit', '/armkit', '/armkit/' → '/armkit/'. */
export function normaliseBase(base: string): string {
  const trimmed = base.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}

/**
 * Joins a base ('/armkit/'), a locale prefix ('en/' or '') and a route path ('api/cli') into a URL path, the
 * route percent-encoded as a browser encodes a path: a file named `a b#1.md` is served at `a%20b%231`.
 */
export function routeUrl(base: string, localePrefix: string, route: string): string {
  return `${base}${localePrefix}${encodeRoute(route.replace(/^\/+/, ''))}`;
}

/**
 * Percent-encodes what a URL path cannot hold as it is: controls, spaces, `"#%<>?\`{}` and every non-ASCII
 * character (as UTF-8). `/` still separates segments.
 */
export function encodeRoute(route: string): string {
  return route.replace(/[^\x21-\x7e]|["#%<>?`{}]/gu, (char) => encodeURIComponent(char));
}

/** A link that leaves the site: it has a scheme (`https:`, `mailto:`) or is protocol-relative (`//host`). */
export function isExternal(url: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url);
}

/**
 * A path of the site as a config writes it (`/docs/intro#setup`), made a URL path under the base and a locale's
 * prefix, its query and hash kept; a URL stays as it is.
 */
export function sitePathUrl(base: string, localePrefix: string, to: string): string {
  if (isExternal(to)) return to;
  const [, path = '', rest = ''] = /^([^?#]*)(.*)$/s.exec(to)!;
  return routeUrl(base, localePrefix, path) + rest;
}

/**
 * A navbar or footer link's URL: `to` a path of the site, in the locale; `href` a URL as it is, or a path under
 * the base alone.
 */
export function linkItemUrl({ to, href = '' }: { to?: string; href?: string }, base: string, localePrefix: string): string {
  if (to !== undefined) return sitePathUrl(base, localePrefix, to);
  return isExternal(href) ? href : base + href.replace(/^\//, '');
}

/** Decodes percent-encoding, leaving text that is not valid percent-encoding as it is. */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A path as routes are matched: canonical and decoded, so that `/a%20b` and `/a b` name one route. */
export function routeKey(pathname: string, base: string): string {
  return safeDecode(canonicalPath(pathname, base));
}

/** Strips a trailing 'index.html' or '.html' and a trailing slash (but not the base's own). */
export function canonicalPath(pathname: string, base: string): string {
  let path = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (path.length > base.length && path.endsWith('/')) path = path.slice(0, -1);
  if (path === base.slice(0, -1)) path = base;
  return path;
}

/** The build's only shared file with a fixed name: where its content-hashed shared files are (SiteManifest). */
export const SITE_MANIFEST_FILE = 'docgen-manifest.json';

/** The file of a route's page, as the build writes it: '/armkit/api/cli' → '/armkit/api/cli/index.html'. */
export function pageFileUrl(routePath: string): string {
  return `${routePath.replace(/\/$/, '')}/index.html`;
}

/**
 * An absolute path as a page's link names it, under `linkBase` (see content/layout.ts linkBase) unless it is
 * there already; a path to a file (`/img/arm.png`) stays under the site's base, where static files are.
 */
export function withLinkBase(url: string, base: string, linkBase: string): string {
  if (!url.startsWith('/') || url.startsWith('//') || url.startsWith(linkBase)) return url;
  const rest = url.startsWith(base) ? url.slice(base.length) : url.slice(1);
  return (/\.\w+$/.test(rest.split(/[?#]/)[0]!) ? base : linkBase) + rest;
}
