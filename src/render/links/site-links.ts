// The links of a site in memory: every markdown page's collected links, the React pages' links, and the
// navbar's and footer's once for the whole site (they are on every page; checking them per page would repeat one
// problem hundreds of times).
import { readFileSync } from 'node:fs';
import type { ServerPage } from '../client-bundle/server-pages.js';
import type { DropdownItemConfig, NavbarItemConfig } from '../config/schema.js';
import type { SiteConfig } from '../config/site-config.js';
import type { CollectedLink } from '../markdown/context.js';
import { routeSource, type RouteTable } from '../routes/route-table.js';
import { feedUrls } from '../blog/feeds.js';
import { compiledAssets, type CompiledRoute } from '../stages/compile-content.js';
import type { PageLinks, LinkTargets } from './check-links.js';
import { componentPageLinks } from './component-links.js';
import { staticPrefixes } from '../content/static-files.js';
import { positionOf } from './source-position.js';
import { isExternal, linkItemUrl, safeDecode, sitePathUrl } from '../../shared/url.js';

export interface SiteLinks {
  pages: PageLinks[];
  targets: LinkTargets;
}

export function collectSiteLinks(
  table: RouteTable,
  compiled: Map<string, CompiledRoute>,
  staticFiles: string[],
  config: SiteConfig,
  /** The React pages, rendered to read their links; without them only markdown, navbar and footer links are checked. */
  serverPages?: Map<string, ServerPage>,
): SiteLinks {
  const assets = [...compiledAssets(compiled).keys()].map((to) => config.base + to);
  const feeds = config.locales.flatMap((locale) => Object.values(feedUrls(config, table, locale) ?? {}));
  const statics = staticPrefixes(config).flatMap((prefix) => staticFiles.map((file) => config.base + prefix + file));
  const urls = new Set([...[...table.urls].map(safeDecode), ...statics, ...assets, ...feeds]);
  const ids = new Map([...compiled].map(([url, c]) => [safeDecode(url), new Set(c.compiled.ids)]));
  // A fallback page shows another locale's file, whose links are checked where that file is a page of its own.
  const pages = table.routes.flatMap((route): PageLinks[] => {
    const c = compiled.get(route.url);
    const source = routeSource(route);
    return c && source && !route.doc?.fallbackFrom && !route.page?.fallbackFrom ? [{ url: route.url, sourceFile: source.absPath, links: c.compiled.links }] : [];
  });
  if (serverPages) {
    const components = componentPageLinks(table, config, serverPages);
    pages.push(...components.pages);
    for (const [url, pageIds] of components.ids) ids.set(safeDecode(url), pageIds);
    for (const page of serverPages.values()) for (const file of page.assets) urls.add(config.base + file);
  }
  const chrome = chromeLinks(config);
  if (chrome.links.length) pages.push(chrome);
  const docFiles = [...new Set(table.routes.flatMap((route) => (route.doc ? [route.doc.source.absPath] : [])))];
  return { pages, targets: { urls, ids, docFiles } };
}

/**
 * The navbar's and the footer's own links from the config (as the default locale makes them), positioned in the
 * config file. Doc and sidebar items cannot break; links that leave the site are not checked.
 */
function chromeLinks(config: SiteConfig): PageLinks {
  const { navbar, footer } = config;
  const sitePath = (to: string) => sitePathUrl(config.base, '', to);
  const targets: [raw: string, href: string][] = [];
  const navLinks = navbar.items.flatMap((item): (NavbarItemConfig | DropdownItemConfig)[] => (item.type === 'dropdown' ? item.items : [item])).filter((item) => item.type === 'link');
  for (const link of [...navLinks, ...footer.links.flatMap((entry) => entry.items ?? [entry])]) {
    const raw = link.to ?? link.href;
    if (raw !== undefined) targets.push([raw, linkItemUrl(link, config.base, '')]);
  }
  for (const logo of [navbar.logo, footer.logo]) {
    for (const src of [logo?.src, logo?.srcDark]) if (src !== undefined) targets.push([src, sitePath(src)]);
    if (logo?.href !== undefined) targets.push([logo.href, sitePath(logo.href)]);
  }
  let text: string | undefined;
  const links: CollectedLink[] = [];
  for (const [raw, href] of targets) {
    if (isExternal(raw)) continue;
    text ??= readFileSync(config.configFile, 'utf8');
    links.push({ raw, href, lenient: true, ...positionOf(text, raw) });
  }
  return { url: config.base, sourceFile: config.configFile, links };
}
