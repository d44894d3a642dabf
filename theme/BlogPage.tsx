// A page of the blog: a post (its date, authors and tags above its body), or a list of posts, tags or the
// archive (their body made by the build from the posts). The blog sidebar lists recent posts by year.
import type { PageData, SidebarItem } from '../src/shared/types.js';
import { PostMeta, PostTags } from './blog/PostMeta.js';
import { useSite } from './context.js';
import { DocFooterMeta } from './DocFooterMeta.js';
import { MarkdownContent } from './MarkdownContent.js';
import { Pagination } from './Pagination.js';
import { SidebarPage } from './SidebarPage.js';
import { TocCollapsible } from './TableOfContents.js';

export function BlogPage({ page, sidebar }: { page: PageData; sidebar: SidebarItem[] | null }) {
  const { site, strings } = useSite();
  const { post } = page;
  const showToc = post !== undefined && !page.hideTableOfContents && page.toc.length > 0;
  return (
    <SidebarPage className="doc-page blog-page" page={page} sidebar={sidebar} sidebarLabel={strings.blogSidebar} showToc={showToc}>
      {page.draft && <div className="banner banner-draft" role="note">{strings.draftBanner}</div>}
      {page.unlisted && <div className="banner banner-unlisted" role="note">{strings.unlistedBanner}</div>}
      <header className="blog-header">
        <h1>{page.title}</h1>
        {post && <PostMeta post={post} htmlLang={site.locale.htmlLang} strings={strings} />}
        {!post && site.feeds && (
          <p className="blog-feeds">
            <a href={site.feeds.rss} type="application/rss+xml">
              {strings.blogFeedRss}
            </a>
            <a href={site.feeds.atom} type="application/atom+xml">
              {strings.blogFeedAtom}
            </a>
          </p>
        )}
      </header>
      {showToc && <TocCollapsible toc={page.toc} />}
      <MarkdownContent key={page.path} html={page.html ?? ''} />
      {post && <PostTags post={post} strings={strings} />}
      {post && <DocFooterMeta page={page} />}
      {post ? (
        <Pagination prev={page.prev} next={page.next} label={strings.blogPostPagination} prevSub={strings.blogNewerPost} nextSub={strings.blogOlderPost} />
      ) : (
        <Pagination prev={page.prev} next={page.next} label={strings.blogPagination} />
      )}
    </SidebarPage>
  );
}
