// The docs versions of a site: the current docs ("Next"), and the released ones of versions.json, newest first.
// The newest released version is served at the docs root, the current docs then under /next/, the older ones
// under /<version>/. Without a released version the current docs are at the root, as they always were.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteConfig } from '../config/site-config.js';
import { DocgenError } from '../errors.js';

export const CURRENT = 'current';
export const VERSIONS_FILE = 'versions.json';
export const VERSIONED_DOCS_DIR = 'versioned_docs';
/** Where a Docusaurus project keeps each released version's sidebars (version-<name>-sidebars.json). */
export const VERSIONED_SIDEBARS_DIR = 'versioned_sidebars';

export interface SiteVersion {
  /** 'current', or the released name: '3.2'. */
  name: string;
  label: string;
  /** The URL segment before a doc's route: '' for the version at the docs root, 'next', '3.1'. */
  routeBase: string;
  /** The version at the docs root: the newest released one, or the current docs when none is released. */
  isLast: boolean;
  /** Whether its docs show the version's badge above their title (on a site with more than one version). */
  badge: boolean;
}

export function siteVersions(config: { docs: Pick<SiteConfig['docs'], 'versionLabel' | 'hideVersionBadge'> }, released: string[]): SiteVersion[] {
  const badge = (name: string) => !config.docs.hideVersionBadge.includes(name);
  const current: SiteVersion = { name: CURRENT, label: config.docs.versionLabel, routeBase: released.length ? 'next' : '', isLast: released.length === 0, badge: badge(CURRENT) };
  return [current, ...released.map((name, index) => ({ name, label: name, routeBase: index === 0 ? '' : name, isLast: index === 0, badge: badge(name) }))];
}

/** The version at the docs root. */
export function rootVersion(versions: SiteVersion[]): SiteVersion {
  return versions.find((version) => version.isLast)!;
}

/** The banner on a version's pages, as Docusaurus's defaults: none at the docs root, Next unreleased, older releases unmaintained. */
export function versionBanner(version: SiteVersion): 'unreleased' | 'unmaintained' | undefined {
  if (version.isLast) return undefined;
  return version.name === CURRENT ? 'unreleased' : 'unmaintained';
}

/** A sidebar's name in the route table: the version at the docs root keeps its folder's name; others are qualified. */
export function versionedSidebarName(version: SiteVersion, name: string): string {
  return version.isLast ? name : `${version.routeBase}/${name}`;
}

/** The folder of a released version's docs, one folder per locale inside, as in the docs folder. */
export function versionDocsDir(config: Pick<SiteConfig, 'rootDir'>, name: string): string {
  return path.join(config.rootDir, VERSIONED_DOCS_DIR, `version-${name}`);
}

/** The released versions, newest first; none without the file. */
export async function readVersions(file: string): Promise<string[]> {
  if (!existsSync(file)) return [];
  let data: unknown;
  try {
    data = JSON.parse(await readFile(file, 'utf8'));
  } catch (cause) {
    throw new DocgenError('version/file', `${VERSIONS_FILE} is not valid JSON: ${(cause as Error).message}`, { file, cause });
  }
  if (!Array.isArray(data) || !data.every((item) => typeof item === 'string')) {
    throw new DocgenError('version/file', `${VERSIONS_FILE} must be a list of version names, newest first, such as ["3.2", "3.1"].`, { file });
  }
  return data;
}
