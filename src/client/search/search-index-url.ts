// Which search a site's locale has, from its shared data: apart from the search clients, so the first view (which
// starts the index's download when a reader shows intent) carries none of their code.
import type { SiteData } from '../../shared/types.js';
import { loadLocaleData } from '../router/site-data.js';

export function isHosted(site: SiteData): boolean {
  return Boolean(site.search.appId && site.search.apiKey && site.search.indexName);
}

/** The URL of the locale's local index (in the locale's shared data), or null with the hosted service. */
export async function localSearchIndex(site: SiteData): Promise<string | null> {
  return isHosted(site) ? null : (await loadLocaleData(site.base, { locale: site.locale.code })).searchIndex;
}
