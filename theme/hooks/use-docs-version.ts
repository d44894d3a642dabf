import { useEffect, useState } from 'react';
import type { DocsVersionLink, PageData } from '../../src/shared/types.js';
import { useSite } from '../context.js';
import { readStorage, STORAGE_KEYS } from '../storage.js';

/**
 * The docs version the reader is in: a doc page's own; elsewhere the one they last chose or read (browser
 * storage, read after hydration since the server cannot know it); undefined for the version at the docs root.
 */
export function useDocsVersion(page: PageData): DocsVersionLink | undefined {
  const { site } = useSite();
  const [preferred, setPreferred] = useState<string | null>(null);
  const versions = site.docsVersions;
  useEffect(() => {
    if (versions) setPreferred(readStorage(STORAGE_KEYS.preferredVersion));
  }, [versions, page.path]);
  const name = page.version?.name ?? preferred;
  return versions?.find((version) => version.name === name);
}
