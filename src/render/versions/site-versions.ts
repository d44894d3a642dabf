// The docs versions of a site: the current docs ("Next"), and the released ones of versions.json, newest first.
// The newest released version is served at the docs root, the current docs then under /next/, the older ones
// under /<version>/. Without a released version the current docs are at the root, as they always were.
import type { SiteConfig } from '../config/site-config.js';

export const CURRENT = 'current';

export interface SiteVersion {
  /** 'current', or the released name: '3.2'. */
  name: string;
  label: string;
  /** The URL segment before a doc's route: '' for the version at the docs root, 'next', '3.1'. */
  routeBase: string;
  /** The version at the docs root: the newest released one, or the current docs when none is released. */
  isLast: boolean;
}

export function siteVersions(config: Pick<SiteConfig, 'docs'>, released: string[]): SiteVersion[] {
  const current: SiteVersion = { name: CURRENT, label: config.docs.versionLabel, routeBase: released.length ? 'next' : '', isLast: released.length === 0 };
  return [current, ...released.map((name, index) => ({ name, label: name, routeBase: index === 0 ? '' : name, isLast: index === 0 }))];
}

/** A sidebar's name in the route table: the version at the docs root keeps its folder's name; others are qualified. */
export function versionedSidebarName(version: SiteVersion, name: string): string {
  return version.isLast ? name : `${version.routeBase}/${name}`;
}
