// `robots.txt` at the root of the output: every page may be crawled, and the sitemap's full URL says where they
// are all listed. A site's own robots.txt, in its static folder, is published instead of it.
import type { SiteConfig } from '../config/site-config.js';
import { SITEMAP_FILE } from './sitemap.js';

export const ROBOTS_FILE = 'robots.txt';

/** The generated robots.txt (none when the static folder's files, `statics`, have one). */
export function robotsFiles(config: Pick<SiteConfig, 'url' | 'base'>, statics: string[]): [file: string, text: string][] {
  if (statics.includes(ROBOTS_FILE)) return [];
  return [[ROBOTS_FILE, `User-agent: *\nAllow: /\n\nSitemap: ${config.url.replace(/\/+$/, '')}${config.base}${SITEMAP_FILE}\n`]];
}
