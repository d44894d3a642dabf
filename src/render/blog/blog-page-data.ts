// What the page data of a blog route adds: a post's date, authors, tags and reading time and its newer and older
// posts; a list's title and its newer and older pages. Blog pages show the blog sidebar.
import type { LocaleInfo, PageData, PageLink, PostInfo } from '../../shared/types.js';
import { themeStrings } from '../../../theme/i18n/strings.js';
import { localeOf, type SiteConfig } from '../config/site-config.js';
import type { Route, RouteTable } from '../routes/route-table.js';
import { authorUrl, BLOG_SIDEBAR, tagUrl } from './blog-routes.js';
import type { Post } from './posts.js';

export function blogPageData(route: Route, table: RouteTable, config: SiteConfig): Partial<PageData> {
  const locale = localeOf(config, route.locale);
  const { post } = route;
  if (post) {
    const { listed, index: positions } = listedOrder(table.posts.get(route.locale)!);
    const index = positions.get(post) ?? -1;
    const link = (other: Post | undefined): PageLink | undefined => other && { label: other.title, href: other.url };
    return {
      sidebarName: BLOG_SIDEBAR,
      docId: `blog:${post.id}`,
      description: post.description,
      post: postInfo(post, locale, config),
      // Newer first, as the list reads: "previous" is the newer post.
      prev: index > 0 ? link(listed[index - 1]) : undefined,
      next: index >= 0 ? link(listed[index + 1]) : undefined,
      draft: post.draft || undefined,
      unlisted: post.unlisted || undefined,
      hideTableOfContents: post.frontmatter.hide_table_of_contents,
    };
  }
  const strings = themeStrings(route.locale);
  const listing = route.blog?.type === 'list' ? route.blog.listing : undefined;
  const page = listing?.page ?? 1;
  return {
    sidebarName: BLOG_SIDEBAR,
    prev: listing && page > 1 ? { label: strings.blogNewer, href: listing.pageUrls[page - 2]! } : undefined,
    next: listing && page < listing.pages ? { label: strings.blogOlder, href: listing.pageUrls[page]! } : undefined,
  };
}

const orders = new WeakMap<Map<string, Post>, { listed: Post[]; index: Map<Post, number> }>();

/** A locale's listed posts, newest first, and where each is: found once per locale, as every post page asks. */
function listedOrder(posts: Map<string, Post>): { listed: Post[]; index: Map<Post, number> } {
  let order = orders.get(posts);
  if (!order) {
    const listed = [...posts.values()].filter((post) => !post.unlisted);
    orders.set(posts, (order = { listed, index: new Map(listed.map((post, i) => [post, i])) }));
  }
  return order;
}

/** A post's date, reading time, and its authors and tags with the URLs of their lists. */
export function postInfo(post: Post, locale: LocaleInfo, config: SiteConfig): PostInfo {
  return {
    date: post.date,
    readingMinutes: post.readingMinutes,
    authors: post.authors.map(({ id: _id, page, socials: _socials, email: _email, ...author }) => ({ ...author, href: page === undefined || post.unlisted ? undefined : authorUrl(config, locale, page) })),
    tags: post.tags.map((tag) => ({ label: tag.label, href: tagUrl(config, locale, tag) })),
  };
}

/** The title of a blog page that lists: the blog's, a tag's, an author's (with its page number past the first). */
export function blogListTitle(route: Route): string | undefined {
  const strings = themeStrings(route.locale);
  const { blog } = route;
  if (!blog) return undefined;
  if (blog.type === 'tags') return strings.blogTags;
  if (blog.type === 'authors') return strings.blogAuthors;
  if (blog.type === 'archive') return strings.blogArchive;
  const { listing } = blog;
  const { of } = listing;
  const title = of.type === 'tag' ? strings.blogTagged.replace('{tag}', of.tag.label) : of.type === 'author' ? strings.blogByAuthor.replace('{author}', of.author.name) : strings.blog;
  return listing.page === 1 ? title : strings.blogPage.replace('{title}', title).replace('{page}', String(listing.page)).replace('{pages}', String(listing.pages));
}
