// The docs plugin's options about versions (lastVersion, versions.<name>, which versions are built), held against
// what docgen does with versions.json (versions/site-versions.ts). An option asking for what docgen does anyway is
// taken, so a project that writes its defaults out is not warned; one asking for anything else is named.
import { CURRENT, siteVersions, versionBanner, VERSIONS_FILE, type SiteVersion } from '../versions/site-versions.js';
import { isObject, type KeyPath, type Obj, type Unsupported, type Warn } from './options.js';

const OPTIONS = new Set(['lastVersion', 'includeCurrentVersion', 'onlyIncludeVersions', 'disableVersioning', 'versions']);

export const isVersionsOption = (option: string): boolean => OPTIONS.has(option);

export interface VersionsContext {
  /** docgen's docs options: the current version's label goes there. */
  docs: Obj;
  /** The released versions of versions.json, newest first. */
  released: string[];
  unsupported: Unsupported;
  warn: Warn;
}

/** Reads one of the docs options about versions (isVersionsOption). */
export function versionsOptionOf(option: string, setting: unknown, context: VersionsContext): void {
  const { released, unsupported } = context;
  const versions = siteVersions({ docs: { versionLabel: 'Next', hideVersionBadge: [] } }, released); // the label and the badge are not compared here
  const root = versions.find((version) => version.isLast)!;
  const path = ['presets', 'docs', option];
  switch (option) {
    case 'lastVersion':
      if (setting !== root.name) unsupported(path, `docgen serves ${shownVersion(root)} at the docs root`);
      break;
    case 'includeCurrentVersion':
      if (setting === false) unsupported(path, 'the current docs are built too');
      break;
    case 'disableVersioning':
      if (setting === true && released.length) unsupported(path, `the versions ${VERSIONS_FILE} lists are built too`);
      break;
    case 'onlyIncludeVersions': {
      const left = Array.isArray(setting) ? versions.filter((version) => !setting.includes(version.name)) : [];
      if (left.length) unsupported(path, `every version is built, ${left.map(shownVersion).join(' and ')} too`);
      break;
    }
    case 'versions':
      if (isObject(setting)) for (const [name, settings] of Object.entries(setting)) versionOf(name, settings, versions, context);
      break;
  }
}

/** `versions.<name>`: its label, path, banner, badge and noIndex, each the same as docgen's or named. */
function versionOf(name: string, settings: unknown, versions: SiteVersion[], { docs, unsupported, warn }: VersionsContext): void {
  const path: KeyPath = ['presets', 'docs', 'versions', name];
  const version = versions.find((known) => known.name === name);
  if (!version) {
    const names = versions.map((known) => known.name).join(', ');
    warn(path, `"presets.docs.versions": the site has no version "${name}" (it has ${names}); its options are left out.`, 'Versions are the current docs and those versions.json lists.');
    return;
  }
  if (!isObject(settings)) return;
  for (const [option, setting] of Object.entries(settings)) {
    if (setting === undefined) continue;
    const at = [...path, option];
    if (option === 'label' && name === CURRENT && typeof setting === 'string') docs.versionLabel = setting;
    else if (option === 'label') {
      if (setting !== name) unsupported(at, 'docgen labels a released version by its name');
    } else if (option === 'path') {
      if (String(setting).replace(/^\/+|\/+$/g, '') !== version.routeBase) unsupported(at, `docgen serves ${shownVersion(version)} at ${version.routeBase ? `<docs>/${version.routeBase}/` : 'the docs root'}`);
    } else if (option === 'banner') {
      if ((setting === 'none' ? undefined : setting) !== versionBanner(version)) unsupported(at, `its pages show ${versionBanner(version) ? `the ${versionBanner(version)} banner` : 'no banner'}`);
    } else if (option === 'badge') {
      if (setting === false) docs.hideVersionBadge = [...((docs.hideVersionBadge as string[] | undefined) ?? []), name];
      else if (setting !== true) unsupported(at);
    } else if (option === 'noIndex') {
      const older = versionBanner(version) === 'unmaintained';
      if (setting !== false) unsupported(at, older ? "its pages carry no noindex tag (they are left out of the sitemap and name the latest version's page as canonical)" : 'its pages are indexed and in the sitemap');
    } else unsupported(at);
  }
}

function shownVersion(version: SiteVersion): string {
  return version.name === CURRENT ? 'the current docs' : `version ${version.name}`;
}
