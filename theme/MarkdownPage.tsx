import type { PageData } from '../src/shared/types.js';
import { useSite } from './context.js';
import { MarkdownContent } from './MarkdownContent.js';
import { TableOfContents, TocCollapsible } from './TableOfContents.js';

export function MarkdownPage({ page }: { page: PageData }) {
  const { strings } = useSite();
  const showToc = !page.hideTableOfContents && page.toc.length > 0;
  return (
    <main className="markdown-page">
      <div className="doc-container">
        <article className="doc-article">
          {page.fallbackFrom && <div className="banner banner-fallback" role="note">{strings.fallbackNotice}</div>}
          {showToc && <TocCollapsible toc={page.toc} />}
          {!page.hasH1 && <h1>{page.title}</h1>}
          <MarkdownContent key={page.path} html={page.html ?? ''} />
        </article>
        {showToc && (
          <aside className="toc-container">
            <TableOfContents toc={page.toc} />
          </aside>
        )}
      </div>
    </main>
  );
}
