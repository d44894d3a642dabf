// The links of a site already built into a folder (`docgen check-links --dir build`): every HTML page's links
// and ids, read from the files; navbar and footer links once for the whole site.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteConfig } from '../config/site-config.js';
import { listFiles } from '../content/scan-content.js';
import { DocgenError } from '../errors.js';
import { canonicalPath } from '../../shared/url.js';
import type { PageLinks } from './check-links.js';
import { extractHtmlLinks } from './html-links.js';
import type { SiteLinks } from './site-links.js';

export async function collectBuiltSiteLinks(dir: string, config: SiteConfig): Promise<SiteLinks> {
  const files = await listFiles(dir);
  if (!files.includes('404.html')) {
    throw new DocgenError('links/no-build', `There is no built site in ${dir}: it has no 404.html.`, {
      hint: 'Run "docgen build" first, or leave out --dir to build the site in memory and check it.',
    });
  }
  const urls = new Set(files.map((file) => config.base + file));
  const ids = new Map<string, Set<string>>();
  const pages: PageLinks[] = [];
  const seenChrome = new Set<string>();
  for (const file of files.filter((f) => f.endsWith('.html'))) {
    const url = canonicalPath(config.base + file, config.base);
    urls.add(url);
    const sourceFile = path.join(dir, file);
    const { links, ids: pageIds } = extractHtmlLinks(await readFile(sourceFile, 'utf8'));
    ids.set(url, new Set(pageIds));
    const checked = links.filter((link) => {
      if (link.region === 'page') return true;
      // The same navbar or footer link on every page of a locale: check it where it first appears.
      const key = new URL(link.href, `http://site${url}`).href;
      if (seenChrome.has(key)) return false;
      seenChrome.add(key);
      return true;
    });
    pages.push({ url, sourceFile, links: checked.map(({ href, line, column }) => ({ raw: href, href, line, column })) });
  }
  return { pages, targets: { urls, ids } };
}
