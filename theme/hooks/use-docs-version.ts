import { useEffect, useState } from 'react';
import type { DocsVersionLink, PageData } from '../../src/shared/types.js';
import { useSite } from '../context.js';
import { preferredVersion } from '../preferred-version.js';

/**
 * The docs version the reader is in: a doc page's own; elsewhere the one they last chose or read (browser
 * storage, read after hydration since the server cannot know it); undefined for the version at the docs root.
 */
export function useDocsVersion(page: PageData): DocsVersionLink | undefined {
  const { site } = useSite();
  const [preferred, setPreferred] = useState<DocsVersionLink>();
  useEffect(() => setPreferred(preferredVersion(site)), [site, page.path]);
  const own = page.version && site.docsVersions?.find((version) => version.name === page.version!.name);
  return own ?? preferred;
}
