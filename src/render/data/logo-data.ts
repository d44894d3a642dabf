// A logo of the navbar or the footer as the theme shows it: its images under the base, its link in the locale.
import type { LocaleInfo, LogoData } from '../../shared/types.js';
import { isExternal, sitePathUrl } from '../../shared/url.js';
import type { LogoConfig } from '../config/schema.js';
import { pickLocalized, type SiteConfig } from '../config/site-config.js';

/**
 * `alt`: the text when the config gives none (beside a title that says the same, none: a screen reader would
 * read the name twice). `href`: where it leads when the config does not say.
 */
export function logoData(logo: LogoConfig | undefined, config: SiteConfig, locale: LocaleInfo, fallback: { alt: string; href?: string }): LogoData | undefined {
  if (!logo) return undefined;
  const image = (src: string) => (isExternal(src) ? src : config.base + src.replace(/^\/+/, ''));
  const href = logo.href === undefined ? fallback.href : sitePathUrl(config.base, locale.prefix, logo.href);
  return {
    src: image(logo.src),
    ...(logo.srcDark && { srcDark: image(logo.srcDark) }),
    alt: logo.alt === undefined ? fallback.alt : pickLocalized(logo.alt, locale.code, config.defaultLocale),
    ...(href !== undefined && { href }),
    ...(logo.width !== undefined && { width: logo.width }),
    ...(logo.height !== undefined && { height: logo.height }),
  };
}
