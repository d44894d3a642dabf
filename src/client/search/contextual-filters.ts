import type { SiteData } from '../../shared/types.js';
import { preferredVersion } from '../../../theme/preferred-version.js';

/**
 * Contextual search: hits in the page's language and the reader's docs version only. The tags are the ones
 * DocSearch records carry for a Docusaurus-style site, so a hosted index crawled from it filters the same way.
 */
export function contextualFilters(site: SiteData, version: string): (string | string[])[] {
  return [`language:${site.locale.code}`, ['docusaurus_tag:default', `docusaurus_tag:docs-default-${version}`]];
}

/**
 * The docs version search keeps to: the one the reader last read or chose (a doc page stores its own), if the
 * site still has it; else the version at the docs root.
 */
export function readerVersion(site: SiteData): string {
  return preferredVersion(site)?.name ?? site.version.name;
}
