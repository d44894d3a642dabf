// The links of a site in memory: every markdown page's collected links, the React pages' links, and the
// navbar's once for the whole site (it is on every page; checking it per page would repeat one problem
// hundreds of times).
import { readFileSync } from 'node:fs';
import type { ServerPage } from '../client-bundle/server-pages.js';
import type { SiteConfig } from '../config/site-config.js';
import type { CollectedLink } from '../markdown/context.js';
import { routeSource, type RouteTable } from '../routes/route-table.js';
import { feedUrls } from '../blog/feeds.js';
import { compiledAssets, type CompiledRoute } from '../stages/compile-content.js';
import type { PageLinks, LinkTargets } from './check-links.js';
import { componentPageLinks } from './component-links.js';
import { positionOf } from './source-position.js';
import { isExternal, safeDecode } from '../../shared/url.js';

export interface SiteLinks {
  pages: PageLinks[];
  targets: LinkTargets;
}

export function collectSiteLinks(
  table: RouteTable,
  compiled: Map<string, CompiledRoute>,
  staticFiles: string[],
  config: SiteConfig,
  /** The React pages, rendered to read their links; without them only markdown and navbar links are checked. */
  serverPages?: Map<string, ServerPage>,
): SiteLinks {
  const assets = [...compiledAssets(compiled).keys()].map((to) => config.base + to);
  const feeds = config.locales.flatMap((locale) => Object.values(feedUrls(config, table, locale) ?? {}));
  const urls = new Set([...[...table.urls].map(safeDecode), ...staticFiles.map((file) => config.base + file), ...assets, ...feeds]);
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
  }
  const navbar = navbarLinks(config);
  if (navbar.links.length) pages.push(navbar);
  const docFiles = [...new Set(table.routes.flatMap((route) => (route.doc ? [route.doc.source.absPath] : [])))];
  return { pages, targets: { urls, ids, docFiles } };
}

/** The navbar's own links from the config, positioned in the config file. Doc and sidebar items cannot break. */
function navbarLinks(config: SiteConfig): PageLinks {
  let text: string | undefined;
  const links: CollectedLink[] = [];
  for (const item of config.navbar.items) {
    if (item.type !== 'link' || isExternal(item.href)) continue;
    text ??= readFileSync(config.configFile, 'utf8');
    links.push({ raw: item.href, href: config.base + item.href.replace(/^\//, ''), ...positionOf(text, item.href) });
  }
  return { url: config.base, sourceFile: config.configFile, links };
}
