// The footer as the theme shows it in one locale: texts picked, links made under the base and locale.
import type { FooterColumn, FooterItem, LocaleInfo, SiteData } from '../../shared/types.js';
import { linkItemUrl } from '../../shared/url.js';
import type { FooterEntryConfig, LocalizedString } from '../config/schema.js';
import { pickLocalized, type SiteConfig } from '../config/site-config.js';
import { logoData } from './logo-data.js';

export function footerData(config: SiteConfig, locale: LocaleInfo): SiteData['footer'] {
  const pick = (text: LocalizedString) => pickLocalized(text, locale.code, config.defaultLocale);
  const { copyright, registration, style, logo, links } = config.footer;
  // The schema has checked each entry's shape: a column has items; a link a label and a target, or html.
  const item = (link: Omit<FooterEntryConfig, 'title' | 'items'>): FooterItem =>
    link.html !== undefined ? { html: pick(link.html) } : { label: pick(link.label!), href: linkItemUrl(link, config.base, locale.prefix) };
  const columns: FooterColumn[] = links.flatMap(({ title, items }) => (items ? [{ ...(title !== undefined && { title: pick(title) }), items: items.map(item) }] : []));
  return {
    copyright: pick(copyright),
    registration: pick(registration),
    style,
    logo: logoData(logo, config, locale, { alt: config.title }),
    columns,
    row: columns.length ? [] : links.map(item),
  };
}
