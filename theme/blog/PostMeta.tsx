// A blog post's date, reading time, authors and tags: under its title on its page, and in the lists of posts.
import type { PostInfo } from '../../src/shared/types.js';
import type { ThemeStrings } from '../i18n/strings.js';
import { formatDate } from '../date-format.js';

/** The date in the page's language ('12 June 2025', '2025年6月12日'), the same on the server and in the browser. */
export function formatPostDate(date: string, htmlLang: string): string {
  return formatDate(new Date(`${date}T00:00:00Z`), htmlLang, 'long');
}

export function PostMeta({ post, htmlLang, strings }: { post: PostInfo; htmlLang: string; strings: ThemeStrings }) {
  return (
    <div className="blog-post-meta">
      <p className="blog-post-date">
        <time dateTime={post.date}>{formatPostDate(post.date, htmlLang)}</time>
        {' · '}
        <span>{strings.blogReadingTime.replace('{minutes}', String(post.readingMinutes))}</span>
      </p>
      {post.authors.length > 0 && (
        <ul className="blog-post-authors">
          {post.authors.map((author) => (
            <li key={author.name}>
              {author.imageUrl && <img className="blog-author-image" src={author.imageUrl} alt="" width={40} height={40} loading="lazy" />}
              <span className="blog-post-author">
                {author.href ? <a href={author.href}>{author.name}</a> : author.url ? <a href={author.url}>{author.name}</a> : <span>{author.name}</span>}
                {author.title && <span className="blog-author-title">{author.title}</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function PostTags({ post, strings }: { post: PostInfo; strings: ThemeStrings }) {
  if (post.tags.length === 0) return null;
  return (
    <p className="blog-post-tags">
      <span className="blog-post-tags-label">{strings.blogTags}:</span>
      {post.tags.map((tag) => (
        <a key={tag.href} className="blog-tag" href={tag.href} rel="tag">
          {tag.label}
        </a>
      ))}
    </p>
  );
}
