// Each locale's RSS and Atom feeds of its blog: the listed posts, newest first, each with its whole HTML (links
// and images made absolute, as a feed reader needs them). Dated by the newest post, so that a build with no new
// post writes the same feeds.
import { Feed } from 'feed';
import { themeStrings } from '../../../theme/i18n/strings.js';
import type { LocaleInfo } from '../../shared/types.js';
import { pickLocalized, type SiteConfig } from '../config/site-config.js';
import type { RouteTable } from '../routes/route-table.js';
import { BLOG_SIDEBAR } from './blog-routes.js';

/** The feeds' URLs of a locale, when its site has a blog and feeds. */
export function feedUrls(config: SiteConfig, table: Pick<RouteTable, 'sidebars'>, locale: LocaleInfo): { rss: string; atom: string } | undefined {
  if (!config.blog.feed || !table.sidebars.get(locale.code)?.has(BLOG_SIDEBAR)) return undefined;
  const dir = `${config.base}${locale.prefix}${config.blog.path}/`;
  return { rss: `${dir}rss.xml`, atom: `${dir}atom.xml` };
}

/** `htmlOf`: a page's compiled HTML by its URL. */
export function blogFeeds(config: SiteConfig, table: Pick<RouteTable, 'sidebars' | 'posts'>, htmlOf: (url: string) => string): [file: string, content: string][] {
  const files: [string, string][] = [];
  const origin = config.url.replace(/\/+$/, '');
  for (const locale of config.locales) {
    const urls = feedUrls(config, table, locale);
    if (!urls) continue;
    const posts = [...(table.posts.get(locale.code)?.values() ?? [])].filter((post) => !post.unlisted);
    const home = `${origin}${config.base}${locale.prefix}${config.blog.path}`;
    const title = `${config.title} ${themeStrings(locale.code).blog}`;
    const feed = new Feed({
      title,
      description: pickLocalized(config.tagline, locale.code, config.defaultLocale) || title,
      id: home,
      link: home,
      language: locale.htmlLang,
      copyright: pickLocalized(config.footer.copyright, locale.code, config.defaultLocale),
      updated: new Date(`${posts[0]?.date ?? '1970-01-01'}T00:00:00Z`),
      generator: 'docgen',
      feedLinks: { rss: origin + urls.rss, atom: origin + urls.atom },
    });
    for (const post of posts) {
      feed.addItem({
        title: post.title,
        id: origin + post.url,
        link: origin + post.url,
        date: new Date(`${post.date}T00:00:00Z`),
        description: post.description,
        content: absoluteUrls(htmlOf(post.url), origin),
        author: post.authors.map((author) => ({ name: author.name, link: author.url })),
        category: post.tags.map((tag) => ({ name: tag.label })),
      });
    }
    files.push([urls.rss.slice(config.base.length), feed.rss2()], [urls.atom.slice(config.base.length), feed.atom1()]);
  }
  return files;
}

/** The site's own links and images (`href="/news/…"`) with the site's origin before them. */
function absoluteUrls(html: string, origin: string): string {
  return html.replace(/\b(href|src)="\//g, `$1="${origin}/`);
}
