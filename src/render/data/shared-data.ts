// The files every page of a locale shares, written once instead of into every page: the route list, each
// locale's site data, whole sidebars and search index URL, and the manifest that names them. All but the
// manifest are content-hashed, so browsers cache them for good; the manifest has a fixed name and is the only
// file an edit of one page changes besides that page, its locale's data and its search index.
import { createHash } from 'node:crypto';
import type { LocaleData, SiteManifest } from '../../shared/types.js';
import { SITE_MANIFEST_FILE } from '../../shared/url.js';
import type { SiteConfig } from '../config/site-config.js';
import type { RouteTable } from '../routes/route-table.js';
import { siteDataByLocale } from './site-data.js';

export function sharedDataFiles(
  table: RouteTable,
  config: SiteConfig,
  /** Locale → URL of its search index (null with hosted search). */
  searchIndexes: Map<string, string | null>,
): Map<string, string> {
  const files = new Map<string, string>();
  const sites = siteDataByLocale(config, table);
  const hashed = (name: string, content: string): string => {
    const file = `assets/${name}-${createHash('sha256').update(content).digest('hex').slice(0, 10)}.json`;
    files.set(file, content);
    return config.base + file;
  };
  const manifest: SiteManifest = {
    routes: hashed('routes', JSON.stringify([...table.urls].sort())),
    locales: config.locales.map(({ code, prefix }) => {
      const data: LocaleData = {
        site: sites.get(code)!,
        sidebars: Object.fromEntries(table.sidebars.get(code) ?? []),
        searchIndex: searchIndexes.get(code) ?? null,
      };
      return { code, prefix, data: hashed(`locale-${code}`, JSON.stringify(data)) };
    }),
  };
  files.set(SITE_MANIFEST_FILE, JSON.stringify(manifest));
  return files;
}
