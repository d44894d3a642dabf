// The list of every route the router may render itself, fetched once per build (its URL is content-hashed).
import { routeKey } from '../../shared/url.js';

/** Route key ('/armkit/en', as links are matched: canonical and decoded) → route URL ('/armkit/en/', as the build named it). */
export type RouteIndex = Map<string, string>;

const manifests = new Map<string, Promise<RouteIndex>>();

export function loadRouteManifest(url: string, base: string): Promise<RouteIndex> {
  let manifest = manifests.get(url);
  if (!manifest) {
    manifest = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`Cannot load the route list: HTTP ${response.status} for ${url}`);
      const routes = (await response.json()) as string[];
      return new Map(routes.map((route) => [routeKey(route, base), route]));
    });
    manifests.set(url, manifest);
    manifest.catch(() => manifests.delete(url)); // a failure is retried on the next navigation
  }
  return manifest;
}
