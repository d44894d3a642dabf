// The frame of a page with a sidebar: the sidebar, the article, the table of contents (docs and the blog).
import type { ReactNode } from 'react';
import type { PageData, SidebarItem } from '../src/shared/types.js';
import { DocSidebar } from './DocSidebar.js';
import { TableOfContents } from './TableOfContents.js';

export function SidebarPage({ className, page, sidebar, sidebarLabel, showToc, children }: { className: string; page: PageData; sidebar: SidebarItem[] | null; sidebarLabel?: string; showToc: boolean; children: ReactNode }) {
  return (
    <div className={className}>
      {sidebar && (
        <aside className="doc-sidebar-container">
          <DocSidebar items={sidebar} activePath={page.path} label={sidebarLabel} />
        </aside>
      )}
      <main className="doc-main">
        <div className="doc-container">
          <article className="doc-article">{children}</article>
          {showToc && (
            <aside className="toc-container">
              <TableOfContents toc={page.toc} />
            </aside>
          )}
        </div>
      </main>
    </div>
  );
}
