// The theme's view of the site in one locale.
import type { SiteData, VersionData } from '../../shared/types.js';
import { localeOf, pickLocalized, type SiteConfig } from '../config/site-config.js';
import type { RouteTable } from '../routes/route-table.js';
import { feedUrls } from '../blog/feeds.js';
import { routeUrl } from '../../shared/url.js';
import { linkBase } from '../content/layout.js';
import { footerData } from './footer-data.js';
import { logoData } from './logo-data.js';

function versionMeta({ docs: _docs, sidebars: _sidebars, draftIds: _draftIds, ...meta }: VersionData): SiteData['version'] {
  return meta;
}

export function buildSiteData(config: SiteConfig, table: RouteTable, locale: string): SiteData {
  const pick = (value: Parameters<typeof pickLocalized>[0]) => pickLocalized(value, locale, config.defaultLocale);
  const bar = config.announcementBar;
  const localeInfo = localeOf(config, locale);
  const navbarTitle = config.navbar.title === undefined ? config.title : pick(config.navbar.title);
  return {
    title: config.title,
    tagline: pick(config.tagline),
    url: config.url,
    base: config.base,
    linkBase: linkBase(config, localeInfo),
    locale: localeInfo,
    defaultLocale: config.defaultLocale,
    locales: config.locales,
    navbar: {
      title: navbarTitle,
      logo: logoData(config.navbar.logo, config, localeInfo, { alt: navbarTitle ? '' : config.title, href: routeUrl(config.base, localeInfo.prefix, '') }),
      items: table.navbar.get(locale)!,
      hideOnScroll: config.navbar.hideOnScroll,
      localeDropdown: config.navbar.items.some((item) => item.type === 'localeDropdown') && config.locales.length > 1,
      versionDropdown: config.navbar.items.some((item) => item.type === 'docsVersionDropdown') && table.siteVersions.length > 1,
    },
    docsVersions: table.siteVersions.length > 1 ? table.docsVersions.get(locale) : undefined,
    footer: footerData(config, localeInfo),
    colorMode: config.colorMode,
    announcement: bar ? { id: bar.id, content: pick(bar.content), closeable: bar.closeable } : null,
    titleDelimiter: config.titleDelimiter,
    favicon: config.favicon ? config.base + config.favicon.replace(/^\/+/, '') : null,
    version: versionMeta(table.versions.get(locale)!),
    feeds: feedUrls(config, table, localeOf(config, locale)),
    search: config.search,
  };
}

/** Every locale's site data: the same object for every page of a locale, so it is hashed and serialised once. */
export function siteDataByLocale(config: SiteConfig, table: RouteTable): Map<string, SiteData> {
  return new Map(config.locales.map((l) => [l.code, buildSiteData(config, table, l.code)]));
}
