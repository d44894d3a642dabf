// Where a page is written in the output: its folder's index.html (`docs/intro/index.html`, served at /docs/intro by
// any host), or with `trailingSlash: false`, as Docusaurus writes pages then, `docs/intro.html`. A locale's root is
// its index.html either way.
import type { SiteConfig } from '../config/site-config.js';

export function pageFile(config: Pick<SiteConfig, 'trailingSlash'>, prefix: string, route: string): string {
  if (!route) return `${prefix}index.html`;
  return config.trailingSlash === false ? `${prefix}${route}.html` : `${prefix}${route}/index.html`;
}
