import type { ReactNode } from 'react';
import type { PageData, SidebarItem } from '../src/shared/types.js';
import { AnnouncementBar } from './AnnouncementBar.js';
import { useSite } from './context.js';
import { Footer } from './Footer.js';
import { Navbar } from './Navbar.js';
import { LoadError, NavigationProgress, PageLoading, type NavigationStatus } from './NavigationStatus.js';
import { PageErrorBoundary } from './PageError.js';

export function Layout({ page, sidebar, navigation, children }: { page: PageData; sidebar: SidebarItem[] | null; navigation?: NavigationStatus; children: ReactNode }) {
  const { strings } = useSite();
  return (
    <>
      {navigation?.loading && <NavigationProgress />}
      <a className="skip-to-content" href="#main-content">
        {strings.skipToContent}
      </a>
      <AnnouncementBar />
      <Navbar page={page} sidebar={sidebar} />
      <div className="main-wrapper" id="main-content" tabIndex={-1} aria-busy={navigation?.loading || undefined}>
        {navigation?.loading && <PageLoading />}
        {navigation?.failed ? <LoadError failed={navigation.failed} /> : <PageErrorBoundary resetKey={page.path}>{children}</PageErrorBoundary>}
      </div>
      <Footer />
    </>
  );
}
