// Turns scanned blog files into posts per locale, newest first: date and slug from the file name (as Docusaurus
// names posts: `2025-06-12-armstudio-3-1.md`, or a folder of that name with an `index.md` and its images), title,
// authors and tags resolved against the locale's authors.yml and tags.yml, and a reading time.
import path from 'node:path';
import { slug as slugify } from 'github-slugger';
import { linkItemUrl, routeUrl } from '../../shared/url.js';
import { localeOf, type SiteConfig } from '../config/site-config.js';
import { frontmatterKeyLine, frontmatterSchemas, parseFrontmatter, type PostFrontmatter } from '../content/frontmatter.js';
import type { SourceFile } from '../content/scan-content.js';
import { DocgenError, DocgenErrors } from '../errors.js';
import type { Mode } from '../routes/docs.js';
import { firstHeading } from '../routes/docs.js';
import { AUTHORS_FILE, type AuthorInfo, type BlogFiles } from './blog-files.js';
import { readingMinutes } from './reading-time.js';

export interface PostAuthor {
  /** The id in authors.yml; none for an author written out in the post. */
  id?: string;
  /** The URL segment of the author's page of posts, when they have one (blog-routes.ts). */
  page?: string;
  name: string;
  title?: string;
  url?: string;
  imageUrl?: string;
  email?: string;
  socials?: Record<string, string>;
}

export interface PostTag {
  /** The tag's id, its URL segment: 'release'. */
  key: string;
  label: string;
  description?: string;
}

export interface Post {
  /** What the languages of a post share: its file (or folder) name without the date. */
  id: string;
  locale: string;
  source: SourceFile;
  frontmatter: PostFrontmatter;
  body: string;
  title: string;
  description?: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  /** Route under the locale: 'blog/armstudio-3-1'. */
  route: string;
  url: string;
  authors: PostAuthor[];
  tags: PostTag[];
  readingMinutes: number;
  draft: boolean;
  /** Served, but in no list, feed, sidebar or sitemap. */
  unlisted: boolean;
}

// As Docusaurus reads them: months and days of one or two digits (2020-7-16-pika.md).
const DATED = /^(\d{4})-(\d{1,2})-(\d{1,2})-(.+)$/;

/** Every locale's posts, newest first; all errors are collected before failing. */
export function readPosts(files: SourceFile[], blogFiles: BlogFiles[], config: SiteConfig, mode: Mode): Map<string, Post[]> {
  const errors: DocgenError[] = [];
  const byLocale = new Map<string, Post[]>(config.locales.map((locale) => [locale.code, []]));
  for (const file of [...files, ...untranslatedPosts(files, config)]) {
    try {
      const meta = blogFiles.find((b) => b.locale === file.locale) ?? { locale: file.locale, folder: path.dirname(file.absPath), authors: {}, tags: {} };
      const post = toPost(file, meta, config);
      if (post.draft && mode === 'production') continue;
      byLocale.get(file.locale)!.push(post);
    } catch (error) {
      if (error instanceof DocgenError) errors.push(error);
      else throw error;
    }
  }
  // An untranslated post is read once per locale: its problem is said once.
  if (errors.length) throw new DocgenErrors([...new Map(errors.map((error) => [`${error.file}:${error.line}:${error.message}`, error])).values()]);
  for (const posts of byLocale.values()) {
    posts.sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
    checkUniqueRoutes(posts);
  }
  return byLocale;
}

/**
 * A Docusaurus project's translations of the default locale's posts that are not translated: Docusaurus builds each
 * locale's blog from the default locale's posts, a translation's file taking the place of its original. (docgen's
 * own sites write every post in each language.)
 */
function untranslatedPosts(files: SourceFile[], config: SiteConfig): SourceFile[] {
  if (config.layout !== 'docusaurus') return [];
  const originals = files.filter((file) => file.locale === config.defaultLocale);
  return config.locales.flatMap(({ code }) => {
    if (code === config.defaultLocale) return [];
    const translated = new Set(files.filter((file) => file.locale === code).map((file) => file.relPath));
    return originals.filter((file) => !translated.has(file.relPath)).map((file) => ({ ...file, locale: code }));
  });
}

function toPost(source: SourceFile, meta: BlogFiles, config: SiteConfig): Post {
  const { frontmatter, body } = parseFrontmatter(source.text, source.absPath, frontmatterSchemas(config.layout).post);
  const name = source.relPath.replace(/(^|\/)index\.mdx?$/, '').replace(/\.mdx?$/, '');
  const base = name.slice(name.lastIndexOf('/') + 1);
  const match = DATED.exec(base);
  const dated = match && { date: `${match[1]}-${match[2]!.padStart(2, '0')}-${match[3]!.padStart(2, '0')}`, id: match[4]! };
  const date = frontmatter.date?.slice(0, 10) ?? dated?.date;
  if (!date || Number.isNaN(Date.parse(date))) {
    throw new DocgenError('blog/no-date', `The post ${source.relPath} has no date.`, {
      file: source.absPath,
      line: 1,
      hint: 'Start its file name with the date (2025-06-12-my-post.md) or give it a "date: 2025-06-12" frontmatter.',
    });
  }
  const id = dated?.id ?? base;
  // A Docusaurus project's dated post is served under its date, as Docusaurus serves it: /blog/2026/03/02/first-release.
  const named = dated && config.layout === 'docusaurus' ? `${dated.date.replaceAll('-', '/')}/${id}` : id;
  const slug = (frontmatter.slug ?? named).replace(/^\/+|\/+$/g, '');
  const route = `${config.blog.path}/${slug}`;
  const { prefix } = localeOf(config, source.locale);
  return {
    id,
    locale: source.locale,
    source,
    frontmatter,
    body,
    title: frontmatter.title ?? firstHeading(body) ?? id,
    description: frontmatter.description,
    date,
    route,
    url: routeUrl(config.base, prefix, route),
    authors: authorsOf(frontmatter, meta, source, config),
    tags: (frontmatter.tags ?? []).map((tag) => tagOf(tag, meta)),
    readingMinutes: readingMinutes(body),
    draft: frontmatter.draft ?? false,
    unlisted: frontmatter.unlisted ?? false,
  };
}

type AuthorsConfig = Pick<SiteConfig, 'layout' | 'blog' | 'base'>;

/**
 * An author's page: every author of authors.yml in docgen's sites; in a Docusaurus project, those it asks one for;
 * none when the blog has no author pages.
 */
function authorPage(id: string, author: AuthorInfo, { layout, blog }: AuthorsConfig): string | undefined {
  if (!blog.authorPages) return undefined;
  if (typeof author.page === 'object') return author.page.permalink.replace(/^\/+|\/+$/g, '');
  return layout === 'docgen' || author.page ? id : undefined;
}

function authorsOf(frontmatter: PostFrontmatter, meta: BlogFiles, source: SourceFile, config: AuthorsConfig): PostAuthor[] {
  const written = frontmatter.authors === undefined ? [] : Array.isArray(frontmatter.authors) ? frontmatter.authors : [frontmatter.authors];
  return written.map((author) => {
    if (typeof author !== 'string') return { name: author.name, title: author.title, url: author.url, imageUrl: imageUrl(author.image_url, config.base), email: author.email, socials: author.socials };
    const known = meta.authors[author];
    if (!known) {
      const ids = Object.keys(meta.authors);
      throw new DocgenError('blog/unknown-author', `The post names the author "${author}", who is not in ${meta.authorsFile ?? path.join(meta.folder, AUTHORS_FILE)}.`, {
        file: source.absPath,
        line: frontmatterKeyLine(source.text, 'authors'),
        hint: ids.length ? `Authors there: ${ids.join(', ')}. Or write the author out: authors: [{ name: …, title: … }].` : 'Add the author to authors.yml, or write the author out: authors: [{ name: …, title: … }].',
      });
    }
    return { id: author, page: authorPage(author, known, config), name: known.name, title: known.title, url: known.url, imageUrl: imageUrl(known.image_url ?? known.imageURL, config.base), email: known.email, socials: known.socials };
  });
}

/** An author's image: a URL as it is, a path of the site (`/img/lin.png`, from the static folder) under its base, as Docusaurus takes it. */
function imageUrl(image: string | undefined, base: string): string | undefined {
  return image === undefined ? undefined : linkItemUrl({ href: image }, base, '');
}

/** A tag of tags.yml by its id, or one written in the post only (its label as written). */
function tagOf(tag: string, meta: BlogFiles): PostTag {
  const known = meta.tags[tag];
  return known ? { key: tag, label: known.label, description: known.description } : { key: slugify(tag), label: tag };
}

function checkUniqueRoutes(posts: Post[]): void {
  const seen = new Map<string, Post>();
  for (const post of posts) {
    const other = seen.get(post.route);
    if (other) {
      throw new DocgenError('blog/duplicate-slug', `Two posts have the URL ${post.url}: ${other.source.relPath} and ${post.source.relPath}.`, {
        file: post.source.absPath,
        hint: 'Give one of them a "slug" frontmatter, or rename its file.',
      });
    }
    seen.set(post.route, post);
  }
}
