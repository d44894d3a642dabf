import { useEffect } from 'react';
import type { PageData, SidebarItem } from '../src/shared/types.js';
import { useSite } from './context.js';
import { CopyPageButton } from './CopyPageButton.js';
import { DocCardList } from './DocCardList.js';
import { DocFooterMeta } from './DocFooterMeta.js';
import { MarkdownContent } from './MarkdownContent.js';
import { Pagination } from './Pagination.js';
import { preferVersion } from './preferred-version.js';
import { SidebarPage } from './SidebarPage.js';
import { TocCollapsible } from './TableOfContents.js';

/** A doc, or a category's generated index page (kind `category-index`: its description and its items as cards). */
export function DocPage({ page, sidebar }: { page: PageData; sidebar: SidebarItem[] | null }) {
  const { site, strings } = useSite();
  // The docs version a reader last read is their preferred one (search filters hits by it).
  const versionName = page.version?.name ?? site.version.name;
  useEffect(() => preferVersion(versionName), [versionName]);
  const showToc = !page.hideTableOfContents && page.toc.length > 0;
  return (
    <SidebarPage className="doc-page" page={page} sidebar={sidebar} showToc={showToc}>
      {page.breadcrumbs && page.breadcrumbs.length > 0 && (
        <nav className="breadcrumbs" aria-label={strings.breadcrumbs}>
          <ol>
            {page.breadcrumbs.map((crumb, i) => (
              <li key={i}>{crumb.href ? <a href={crumb.href}>{crumb.label}</a> : <span>{crumb.label}</span>}</li>
            ))}
          </ol>
        </nav>
      )}
      {page.version?.banner && (
        <div className={`banner banner-version banner-version-${page.version.banner}`} role="note">
          {(page.version.banner === 'unreleased' ? strings.versionUnreleased : strings.versionUnmaintained).replace('{site}', site.title).replace('{version}', page.version.label)}{' '}
          {strings.versionSeeLatest} <a href={page.version.latest.href}>{strings.versionLatestLink.replace('{version}', page.version.latest.label)}</a>
        </div>
      )}
      {page.draft && <div className="banner banner-draft" role="note">{strings.draftBanner}</div>}
      {page.unlisted && <div className="banner banner-unlisted" role="note">{strings.unlistedBanner}</div>}
      {page.fallbackFrom && (
        <div className="banner banner-fallback" role="note">
          {strings.fallbackNotice}
        </div>
      )}
      {showToc && <TocCollapsible toc={page.toc} />}
      {/* A site with versions says on each doc which one it is, as Docusaurus does. */}
      {page.version && page.version.badge !== false && <span className="version-badge theme-doc-version-badge">{strings.versionBadge.replace('{version}', page.version.label)}</span>}
      <CopyPageButton page={page} />
      {!page.hasH1 && !page.hideTitle && <h1>{page.title}</h1>}
      {page.kind === 'category-index' ? (
        <>
          {page.description && <p className="category-index-description">{page.description}</p>}
          <DocCardList cards={page.cards ?? []} strings={strings} />
        </>
      ) : (
        <MarkdownContent key={page.path} html={page.html ?? ''} />
      )}
      <DocFooterMeta page={page} />
      <Pagination prev={page.prev} next={page.next} label={strings.docsPagination} prevSub={strings.previous} nextSub={strings.next} />
    </SidebarPage>
  );
}
