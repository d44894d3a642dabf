// `sitemap.xml`: every page a search engine should index, by its full URL, with its language versions and when its
// text last changed. Left out: the 404 and search pages, unlisted and draft pages, and a page that shows another
// language's text until it is translated (nor is it named as a language version of its original).
import type { SiteConfig } from '../config/site-config.js';
import { alternatesOf, untranslatedOf } from '../data/page-data.js';
import { lastChangeOf } from '../data/page-meta.js';
import type { Route, RouteTable } from '../routes/route-table.js';
import { CURRENT, rootVersion } from '../versions/site-versions.js';

export const SITEMAP_FILE = 'sitemap.xml';

export function sitemapXml(table: RouteTable, config: SiteConfig): string {
  const origin = config.url.replace(/\/+$/, '');
  const htmlLang = new Map(config.locales.map((locale) => [locale.code, locale.htmlLang]));
  // Released versions older than the one at the docs root are left out (their pages name it as canonical).
  const root = rootVersion(table.siteVersions).name;
  const old = (route: Route) => {
    const version = route.doc?.version ?? route.category?.version;
    return version !== undefined && version !== CURRENT && version !== root;
  };
  const urls = table.routes.filter((route) => indexed(route) && !old(route)).map((route) => {
    // Each language version names every version, itself included, as search engines ask; a page in one language names none.
    const all = alternatesOf(route, table, config);
    const untranslated = untranslatedOf(all, table);
    const alternates = Object.entries(all).filter(([locale]) => !untranslated.includes(locale));
    const links = alternates.length < 2 ? '' : alternates.map(([locale, url]) => `\n    <xhtml:link rel="alternate" hreflang="${escapeXml(htmlLang.get(locale) ?? locale)}" href="${escapeXml(origin + url)}"/>`).join('');
    // A date from the edge of a shallow clone may be long after the real change: better none than a wrong one.
    const change = lastChangeOf(route, table.fileDates);
    const lastmod = change?.time !== undefined && !change.uncertain ? `\n    <lastmod>${w3cDate(change.time)}</lastmod>` : '';
    return `  <url>\n    <loc>${escapeXml(origin + route.url)}</loc>${lastmod}${links}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

function indexed(route: Route): boolean {
  if (route.kind === 'not-found' || route.kind === 'search') return false;
  if (route.doc?.unlisted || route.doc?.draft || route.post?.unlisted || route.post?.draft) return false;
  return !route.doc?.fallbackFrom && !route.page?.fallbackFrom;
}

/** W3C Datetime, to the second, in UTC: 2026-03-04T10:15:00Z. */
function w3cDate(time: number): string {
  return new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}
