// The body of a blog page that lists: each post's title, date, authors and excerpt (its HTML above the truncate
// mark, or all of it), the tags with their counts, or the archive by year. Made once by the build, as HTML: the
// page shows it as it shows a markdown body, and the client reads it back from the page.
import { renderToStaticMarkup } from 'react-dom/server';
import { PostMeta, PostTags, formatPostDate } from '../../../theme/blog/PostMeta.js';
import { themeStrings, type ThemeStrings } from '../../../theme/i18n/strings.js';
import type { LocaleInfo } from '../../shared/types.js';
import { localeOf, type SiteConfig } from '../config/site-config.js';
import { excerptOf } from '../markdown/preprocess.js';
import type { Route } from '../routes/route-table.js';
import { postInfo } from './blog-page-data.js';
import { groupBy } from './blog-routes.js';
import type { Post, PostAuthor } from './posts.js';
import { hostOf, socialUrl } from './socials.js';

/** `htmlOf`: a page's compiled HTML by its URL. */
export function blogListHtml(route: Route, config: SiteConfig, htmlOf: (url: string) => string): string {
  const locale = localeOf(config, route.locale);
  const strings = themeStrings(route.locale);
  const { blog } = route;
  if (!blog) return '';
  if (blog.type === 'tags') {
    return renderToStaticMarkup(
      <ul className="blog-tag-list">
        {blog.tags.map(({ tag, count, url }) => (
          <li key={tag.key}>
            <a className="blog-tag" href={url} rel="tag">
              {tag.label}
            </a>
            <span className="blog-tag-count">{count}</span>
          </li>
        ))}
      </ul>,
    );
  }
  if (blog.type === 'authors') {
    return renderToStaticMarkup(
      <ul className="blog-author-list">
        {blog.authors.map(({ author, count, url }) => (
          <li key={author.id}>
            {author.imageUrl && <img className="blog-author-image" src={author.imageUrl} alt="" width={48} height={48} loading="lazy" />}
            <div>
              {url ? <a href={url}>{author.name}</a> : <strong>{author.name}</strong>}
              {author.title && <span className="blog-author-title">{author.title}</span>}
              <span className="blog-author-count">{count === 1 ? strings.blogAuthorPostsOne : strings.blogAuthorPosts.replace('{count}', String(count))}</span>
              <AuthorLinks author={author} />
            </div>
          </li>
        ))}
      </ul>,
    );
  }
  if (blog.type === 'archive') {
    const years = groupBy(blog.posts, (post) => [post.date.slice(0, 4)]);
    return renderToStaticMarkup(
      <>
        <p>{strings.blogArchiveHint}</p>
        {[...years].map(([year, posts]) => (
          <section key={year} className="blog-archive-year">
            <h2 id={`year-${year}`}>{year}</h2>
            <ul>
              {posts.map((post) => (
                <li key={post.url}>
                  <time dateTime={post.date}>{formatPostDate(post.date, locale.htmlLang)}</time> <a href={post.url}>{post.title}</a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </>,
    );
  }
  const { listing } = blog;
  const { of } = listing;
  const intro =
    of.type === 'tag' ? (
      <p className="blog-list-intro">
        {of.tag.description && <>{of.tag.description} </>}
        {(of.count === 1 ? strings.blogTaggedOne : strings.blogTaggedCount).replace('{count}', String(of.count)).replace('{tag}', of.tag.label)}{' '}
        <a href={`${config.base}${locale.prefix}${config.blog.path}/tags`}>{strings.blogAllTags}</a>
      </p>
    ) : of.type === 'author' ? (
      <div className="blog-list-intro">
        {of.author.title && <p>{of.author.title}</p>}
        <AuthorLinks author={of.author} />
      </div>
    ) : null;
  return renderToStaticMarkup(
    <>
      {intro}
      {listing.posts.length === 0 && <p>{strings.blogEmpty}</p>}
      {listing.posts.map((post) => (
        <PostCard key={post.url} post={post} html={htmlOf(post.url)} locale={locale} config={config} strings={strings} />
      ))}
    </>,
  );
}

/** An author's own site, e-mail and profiles elsewhere, as links. */
function AuthorLinks({ author }: { author: PostAuthor }) {
  const links = [...(author.url ? [[hostOf(author.url), author.url]] : []), ...(author.email ? [[author.email, `mailto:${author.email}`]] : []), ...Object.entries(author.socials ?? {}).map(([site, handle]) => [site, socialUrl(site, handle)])];
  if (!links.length) return null;
  return (
    <span className="blog-author-links">
      {links.map(([label, href]) => (
        <a key={href} href={href} rel="me noopener noreferrer">
          {label}
        </a>
      ))}
    </span>
  );
}

function PostCard({ post, html, locale, config, strings }: { post: Post; html: string; locale: LocaleInfo; config: SiteConfig; strings: ThemeStrings }) {
  const info = postInfo(post, locale, config);
  const excerpt = excerptOf(html);
  return (
    <article className="blog-card">
      <h2 className="blog-card-title">
        <a href={post.url}>{post.title}</a>
      </h2>
      <PostMeta post={info} htmlLang={locale.htmlLang} strings={strings} />
      <div className="blog-card-body" dangerouslySetInnerHTML={{ __html: excerpt ?? html }} />
      <footer className="blog-card-footer">
        <PostTags post={info} strings={strings} />
        {excerpt !== undefined && (
          <a className="blog-read-more" href={post.url} aria-label={strings.blogReadMoreAbout.replace('{title}', post.title)}>
            {strings.blogReadMore}
          </a>
        )}
      </footer>
    </article>
  );
}
