// URL helpers shared by the build and the browser. Paths are always absolute, starting with the base.

/** Normalises a base path given with or without slashes: 'armkit', '/armkit', '/armkit/' → '/armkit/'. */
export function normaliseBase(base: string): string {
  const trimmed = base.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}

/** Joins a base ('/armkit/'), a locale prefix ('en/' or '') and a route path ('api/cli') into a URL path. */
export function routeUrl(base: string, localePrefix: string, route: string): string {
  return `${base}${localePrefix}${route.replace(/^\/+/, '')}`;
}

/** Strips a trailing 'index.html' or '.html' and a trailing slash (but not the base's own). */
export function canonicalPath(pathname: string, base: string): string {
  let path = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (path.length > base.length && path.endsWith('/')) path = path.slice(0, -1);
  if (path === base.slice(0, -1)) path = base;
  return path;
}

/** Where the build puts a route's page data: '/armkit/api/cli' → '/armkit/api/cli/page-data.json'. */
export function pageDataUrl(routePath: string): string {
  return `${routePath.replace(/\/$/, '')}/page-data.json`;
}
