// The docs version a reader last read or chose in the version menu, kept in browser storage: the navbar's doc
// entries and search follow it.
import type { DocsVersionLink, SiteData } from '../src/shared/types.js';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage.js';

/** The stored version, if the site still has it. */
export function preferredVersion(site: Pick<SiteData, 'docsVersions'>): DocsVersionLink | undefined {
  if (!site.docsVersions) return undefined;
  const name = readStorage(STORAGE_KEYS.preferredVersion);
  return site.docsVersions.find((version) => version.name === name);
}

export function preferVersion(name: string): void {
  writeStorage(STORAGE_KEYS.preferredVersion, name);
}
