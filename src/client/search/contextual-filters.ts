import type { SiteData } from '../../shared/types.js';

/**
 * Contextual search: hits in the page's language and docs version only. The tags are the ones DocSearch
 * records carry for a Docusaurus-style site, so a hosted index crawled from it filters the same way.
 */
export function contextualFilters(site: SiteData, preferredVersion: string | null): (string | string[])[] {
  const version = preferredVersion ?? site.version.name;
  return [`language:${site.locale.code}`, ['docusaurus_tag:default', `docusaurus_tag:docs-default-${version}`]];
}
