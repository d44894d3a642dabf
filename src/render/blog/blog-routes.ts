// The blog's routes in one locale: each post, the list of posts (paginated), each tag's and each author's list,
// the tags, the archive; and the blog sidebar, recent posts grouped by year. Unlisted posts have their page
// only.
import type { LocaleInfo, SidebarItem } from '../../shared/types.js';
import { routeUrl } from '../../shared/url.js';
import type { SiteConfig } from '../config/site-config.js';
import type { Route } from '../routes/route-table.js';
import type { Post, PostAuthor, PostTag } from './posts.js';
import { pageFile } from '../routes/page-file.js';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** The sidebar of blog pages, by a name no docs folder can have. */
export const BLOG_SIDEBAR = ':blog';

export interface BlogListing {
  /** The posts on this page, newest first. */
  posts: Post[];
  /** 1-based. */
  page: number;
  pages: number;
  /** The URL of each page of the same list. */
  pageUrls: string[];
  of: { type: 'all' } | { type: 'tag'; tag: PostTag; count: number } | { type: 'author'; author: PostAuthor; count: number };
}

export type BlogRouteData = (
  | { type: 'list'; listing: BlogListing }
  | { type: 'tags'; tags: { tag: PostTag; count: number; url: string }[] }
  | { type: 'authors'; authors: { author: PostAuthor; count: number; url?: string }[] }
  | { type: 'archive'; posts: Post[] }
) & {
  /** Route under the locale: 'blog/tags/lua'; the same page of another locale has the same. */
  path: string;
};

export function blogRoutes(posts: Post[], locale: LocaleInfo, config: SiteConfig): Route[] {
  const url = (...segments: string[]) => routeUrl(config.base, locale.prefix, [config.blog.path, ...segments].join('/'));
  const route = (kind: Route['kind'], segments: string[], blog: DistributiveOmit<BlogRouteData, 'path'>): Route => {
    const path = [config.blog.path, ...segments].join('/');
    return { url: url(...segments), outFile: pageFile(config, locale.prefix, path), locale: locale.code, kind, blog: { ...blog, path } };
  };
  const listed = posts.filter((post) => !post.unlisted);
  const routes: Route[] = posts.map((post) => ({ url: post.url, outFile: pageFile(config, locale.prefix, post.route), locale: locale.code, kind: 'blog-post', post }));

  /** A list of posts, cut into pages: the first at `segments`, the others at `segments/page/<n>`. */
  const list = (segments: string[], of: BlogListing['of'], items: Post[]) => {
    const size = config.blog.postsPerPage;
    const pages = Math.max(1, Math.ceil(items.length / size));
    const pageSegments = (n: number) => (n === 1 ? segments : [...segments, 'page', String(n)]);
    const pageUrls = Array.from({ length: pages }, (_, i) => url(...pageSegments(i + 1)));
    for (let page = 1; page <= pages; page++) {
      const listing: BlogListing = { posts: items.slice((page - 1) * size, page * size), page, pages, pageUrls, of };
      routes.push(route('blog-list', pageSegments(page), { type: 'list', listing }));
    }
  };
  list([], { type: 'all' }, listed);

  const tagInfo = new Map(listed.flatMap((post) => post.tags.map((tag) => [tag.key, tag] as const)));
  const authorInfo = new Map(listed.flatMap((post) => post.authors.flatMap((author) => (author.id ? [[author.id, author] as const] : []))));
  const authorPage = (author: PostAuthor) => (author.page === undefined ? undefined : url('authors', author.page));
  const tags = groupBy(listed, (post) => post.tags.map((tag) => tag.key));
  const authors = groupBy(listed, (post) => post.authors.flatMap((author) => author.id ?? []));
  const tagList = [...tags].map(([key, tagged]) => ({ tag: tagInfo.get(key)!, posts: tagged })).sort((a, b) => a.tag.label.localeCompare(b.tag.label, locale.code));
  // The tags and the archive when there is something to list, as Docusaurus builds them.
  if (tagList.length) routes.push(route('blog-tags', ['tags'], { type: 'tags', tags: tagList.map(({ tag, posts }) => ({ tag, count: posts.length, url: url('tags', tag.key) })) }));
  for (const { tag, posts: tagged } of tagList) list(['tags', tag.key], { type: 'tag', tag, count: tagged.length }, tagged);
  // Those of authors.yml, each with a page of their posts when they have one (every author in docgen's sites), unless
  // the blog has no author pages.
  if (authors.size && config.blog.authorPages) {
    const authorList = [...authors].map(([id, written]) => ({ author: authorInfo.get(id)!, count: written.length, url: authorPage(authorInfo.get(id)!) }));
    routes.push(route('blog-authors', ['authors'], { type: 'authors', authors: authorList.sort((a, b) => b.count - a.count || a.author.name.localeCompare(b.author.name, locale.code)) }));
  }
  for (const [id, written] of authors) {
    const author = authorInfo.get(id)!;
    if (author.page !== undefined) list(['authors', author.page], { type: 'author', author, count: written.length }, written);
  }
  if (listed.length) routes.push(route('blog-archive', ['archive'], { type: 'archive', posts: listed }));
  return routes;
}

/** The URL of a tag's list of posts, and of an author's. */
export function tagUrl(config: SiteConfig, locale: LocaleInfo, tag: PostTag): string {
  return routeUrl(config.base, locale.prefix, `${config.blog.path}/tags/${tag.key}`);
}

/** The URL of an author's page of posts (`page`: its segment, PostAuthor.page). */
export function authorUrl(config: SiteConfig, locale: LocaleInfo, page: string): string {
  return routeUrl(config.base, locale.prefix, `${config.blog.path}/authors/${page}`);
}

/** Recent posts, newest first, under a heading per year (the specification's blog sidebar). */
export function blogSidebar(posts: Post[], count: number | 'ALL'): SidebarItem[] {
  const recent = posts.filter((post) => !post.unlisted).slice(0, count === 'ALL' ? undefined : count);
  // Open, and each can be folded away: a reader scrolling past old years.
  return [...groupBy(recent, (post) => [post.date.slice(0, 4)])].map(([year, posts]) => ({
    type: 'category',
    label: year,
    collapsed: false,
    collapsible: true,
    items: posts.map((post) => ({ type: 'link', label: post.title, href: post.url, docId: `blog:${post.id}` })),
  }));
}

/** Items under each of their keys, in the order met (Map.groupBy, with several keys an item). */
export function groupBy<T>(items: T[], keysOf: (item: T) => string[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    for (const key of keysOf(item)) {
      const group = groups.get(key);
      if (group) group.push(item);
      else groups.set(key, [item]);
    }
  }
  return groups;
}
