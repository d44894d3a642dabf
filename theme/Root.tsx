// The one tree rendered on the server and hydrated in the browser.
import { useEffect, type ComponentType } from 'react';
import type { Bootstrap, SiteData } from '../src/shared/types.js';
import { SiteProvider } from './context.js';
import { isBlogKind } from '../src/shared/page-kinds.js';
import { BlogPage } from './BlogPage.js';
import { DocPage } from './DocPage.js';
import { Layout } from './Layout.js';
import { MarkdownPage } from './MarkdownPage.js';
import type { NavigationStatus } from './NavigationStatus.js';
import { NotFound } from './NotFound.js';
import { SearchPage } from './SearchPage.js';
import { ComponentPage } from './ComponentPage.js';
import type { PageHead } from './mdx/docusaurus-env.js';

export interface PageComponentProps {
  site: SiteData;
  /** Doc id → URL in the page's locale. */
  docs: Record<string, string>;
}

export interface RootProps extends Bootstrap {
  /** The module of a component page (kind 'component'). */
  PageComponent?: ComponentType<PageComponentProps>;
  /** Set by the client router; the server renders no navigation state. */
  navigation?: NavigationStatus;
  /** Set by the server: what the page's components put in the document head. */
  head?: PageHead;
}

export function Root({ site, page, sidebar, docs, messages, head, PageComponent, navigation }: RootProps) {
  useEffect(() => {
    // Lets styles (and tests) tell a hydrated page from the server HTML.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <SiteProvider site={site}>
      <Layout page={page} sidebar={sidebar} navigation={navigation}>
        {page.kind === 'doc' || page.kind === 'category-index' ? (
          <DocPage page={page} sidebar={sidebar} />
        ) : isBlogKind(page.kind) ? (
          <BlogPage page={page} sidebar={sidebar} />
        ) : page.kind === 'markdown' ? (
          <MarkdownPage page={page} />
        ) : page.kind === 'component' && PageComponent ? (
          <ComponentPage site={site} page={page} messages={messages} head={head}>
            <PageComponent site={site} docs={docs ?? {}} />
          </ComponentPage>
        ) : page.kind === 'search' ? (
          <SearchPage />
        ) : (
          <NotFound />
        )}
      </Layout>
    </SiteProvider>
  );
}
