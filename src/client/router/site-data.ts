// What every page of the site shares, loaded once: the build's manifest (its one file with a fixed name, asked
// again with each page load, so a new deploy is seen), and the content-hashed files it names: the route list and
// each locale's data (site data, whole sidebars, search index URL). A failed load is forgotten and retried.
import type { LocaleData, SiteManifest } from '../../shared/types.js';
import { routeKey, SITE_MANIFEST_FILE } from '../../shared/url.js';

/** Route key ('/armkit/en', as links are matched: canonical and decoded) → route URL ('/armkit/en/', as the build named it). */
export type RouteIndex = Map<string, string>;

const loads = new Map<string, Promise<unknown>>();

function load<T>(url: string, read: (response: Response) => Promise<T>, init?: RequestInit): Promise<T> {
  let promise = loads.get(url) as Promise<T> | undefined;
  if (!promise) {
    promise = fetch(url, init).then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
      return read(response);
    });
    loads.set(url, promise);
    promise.catch(() => loads.delete(url));
  }
  return promise;
}

export function loadManifest(base: string): Promise<SiteManifest> {
  // Revalidated, never taken from the browser's cache unasked: it changes with every deploy.
  return load(base + SITE_MANIFEST_FILE, (response) => response.json() as Promise<SiteManifest>, { cache: 'no-cache' });
}

export async function loadRoutes(base: string): Promise<RouteIndex> {
  const { routes } = await loadManifest(base);
  return load(routes, async (response) => new Map(((await response.json()) as string[]).map((route) => [routeKey(route, base), route])));
}

/** The data of a locale, by its code, or of the locale a route path belongs to. */
export async function loadLocaleData(base: string, which: { locale: string } | { path: string }): Promise<LocaleData> {
  const { locales } = await loadManifest(base);
  const entry =
    'locale' in which
      ? locales.find((l) => l.code === which.locale)
      : locales.filter((l) => `${which.path}/`.startsWith(base + l.prefix)).sort((a, b) => b.prefix.length - a.prefix.length)[0];
  if (!entry) throw new Error(`No locale data for ${JSON.stringify(which)}`);
  return load(entry.data, (response) => response.json() as Promise<LocaleData>);
}

/** The site changed on disk (dev server): the manifest is asked for again. What it names is named by content. */
export function forgetManifest(base: string): void {
  loads.delete(base + SITE_MANIFEST_FILE);
}
