import type { ReactNode } from 'react';
import type { PageData, SidebarItem } from '../src/shared/types.js';
import { AnnouncementBar } from './AnnouncementBar.js';
import { useSite } from './context.js';
import { Footer } from './Footer.js';
import { Navbar } from './Navbar.js';

export function Layout({ page, sidebar, children }: { page: PageData; sidebar: SidebarItem[] | null; children: ReactNode }) {
  const { strings } = useSite();
  return (
    <>
      <a className="skip-to-content" href="#main-content">
        {strings.skipToContent}
      </a>
      <AnnouncementBar />
      <Navbar page={page} sidebar={sidebar} />
      <div className="main-wrapper" id="main-content" tabIndex={-1}>
        {children}
      </div>
      <Footer />
    </>
  );
}
