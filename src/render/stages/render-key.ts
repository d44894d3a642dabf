// A rendered page's key sums up everything its HTML and page data are rendered from: an unchanged key means the
// previous output's copy is still right, and the page is not rendered again. The same in every thread.
import { createHash } from 'node:crypto';
import type { Bootstrap } from '../../shared/types.js';
import { codeVersion } from '../package-root.js';

/** What every page's key shares: docgen's own code, the client assets the pages name, the site's URL. */
export function commonKey(assets: unknown, siteUrl: string): string {
  return digest(JSON.stringify([codeVersion(), assets, siteUrl]));
}

/** Keys pages; objects shared by many pages (site data, whole sidebars) are hashed once each. */
export function renderKeyer(common: () => string): (bootstrap: Bootstrap, component: string, body: string | undefined) => string {
  const hashes = new WeakMap<object, string>();
  const hashOf = (value: object | null | undefined): string => {
    if (!value) return '';
    let hash = hashes.get(value);
    if (hash === undefined) hashes.set(value, (hash = digest(JSON.stringify(value))));
    return hash;
  };
  // The body's name is a hash of its HTML: the key sums the HTML up without reading it.
  return ({ site, page, sidebar, docs, messages }, component, body = '') =>
    digest([common(), hashOf(site), hashOf(sidebar), hashOf(docs), hashOf(messages), component, body, JSON.stringify(page)].join('\u0000'));
}

export function digest(text: string): string {
  return createHash('sha1').update(text).digest('base64url');
}
