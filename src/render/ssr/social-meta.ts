// The tags link previews read (Open Graph, and Twitter's cards): what a page shared in a chat or a post shows.
import type { PageData, SiteData } from '../../shared/types.js';

/**
 * A BCP 47 tag as Open Graph writes a locale, language_TERRITORY: the territory the language most likely means
 * when the tag names none ('zh-Hans' is zh_CN, 'en' en_US, 'en-GB' en_GB).
 */
export function openGraphLocale(tag: string): string {
  let known = ogLocales.get(tag);
  if (known === undefined) ogLocales.set(tag, (known = ogLocaleOf(tag)));
  return known;
}

// A site has a few locales and thousands of pages: `maximize()` takes a tenth of a millisecond.
const ogLocales = new Map<string, string>();

function ogLocaleOf(tag: string): string {
  try {
    const locale = new Intl.Locale(tag).maximize();
    return locale.region ? `${locale.language}_${locale.region}` : locale.language;
  } catch {
    return tag.replace(/-/g, '_');
  }
}

export interface SocialInput {
  site: SiteData;
  page: PageData;
  description: string | undefined;
  /** The page's canonical URL. */
  url: string;
}

export type SocialTag = [attribute: 'property' | 'name', name: string, content: string];

/** The tags, in order: Open Graph's are named by `property`, Twitter's by `name`; a tag without content is left out. */
export function socialMeta({ site, page, description, url }: SocialInput): SocialTag[] {
  const tags: SocialTag[] = [];
  const og = (name: string, content: string | undefined) => content && tags.push(['property', `og:${name}`, content]);
  const twitter = (name: string, content: string | undefined) => content && tags.push(['name', `twitter:${name}`, content]);
  const htmlLang = (code: string) => site.locales.find((locale) => locale.code === code)?.htmlLang ?? code;
  og('title', page.title);
  og('description', description);
  og('type', page.kind === 'doc' || page.kind === 'blog-post' ? 'article' : 'website');
  og('url', url);
  og('site_name', site.title);
  og('locale', openGraphLocale(site.locale.htmlLang));
  // The page's other languages, those translated: a page that shows another's text is no language version of it.
  const translated = Object.keys(page.alternates).filter((code) => !page.untranslated?.includes(code));
  if (translated.includes(page.locale)) for (const code of translated) if (code !== page.locale) og('locale:alternate', openGraphLocale(htmlLang(code)));
  og('image', page.image);
  twitter('card', page.image ? 'summary_large_image' : 'summary');
  twitter('title', page.title);
  twitter('description', description);
  twitter('image', page.image);
  return tags;
}
