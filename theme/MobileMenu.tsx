import { useEffect, useRef } from 'react';
import type { PageData, SidebarItem } from '../src/shared/types.js';
import { isBlogKind } from '../src/shared/page-kinds.js';
import { useSite } from './context.js';
import { DocSidebar } from './DocSidebar.js';
import { useOnMediaMatch } from './hooks/use-media-query.js';
import { Icon } from './icons/Icon.js';
import { NavbarBrand } from './NavbarBrand.js';
import { NavbarLinks } from './NavbarLinks.js';
import { VersionDropdown } from './VersionDropdown.js';

/** Matches the stylesheet: at 996 px and below the navbar turns into this menu. */
export const DESKTOP_QUERY = '(min-width: 997px)';

/**
 * The side menu of narrow screens: the navbar entries and the current sidebar. Escape, a click outside and a
 * window widened to the desktop breakpoint close it. `onClose` must keep its identity between renders.
 */
export function MobileMenu({ page, sidebar, onClose }: { page: PageData; sidebar: SidebarItem[] | null; onClose: () => void }) {
  const { strings } = useSite();
  const panel = useRef<HTMLDivElement>(null);
  useOnMediaMatch(DESKTOP_QUERY, onClose);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden'; // the page behind must not scroll under the menu
    panel.current?.focus();
    scrollActiveIntoView(panel.current);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [onClose]);
  return (
    <div className="mobile-menu" id="mobile-menu">
      <div className="mobile-menu-backdrop" onClick={onClose} />
      <div className="mobile-menu-panel" role="dialog" aria-modal="true" aria-label={strings.mainNavigation} ref={panel} tabIndex={-1}>
        <MenuEntries page={page} onClose={onClose} />
        {sidebar && <DocSidebar items={sidebar} activePath={page.path} label={isBlogKind(page.kind) ? strings.blogSidebar : undefined} />}
      </div>
    </div>
  );
}

/** The id of the menu without JavaScript, which the navbar's menu button opens. */
export const MENU_WITHOUT_SCRIPT_ID = 'mobile-menu-without-script';

/**
 * The side menu before (and without) JavaScript: a popover, which the menu button opens and closes by itself, as
 * do Escape and a tap beside it; its groups stay unfolded. Once the page is hydrated the menu above takes its place.
 */
export function MobileMenuWithoutScript({ page }: { page: PageData }) {
  const { strings } = useSite();
  return (
    <div className="mobile-menu-panel mobile-menu-without-script" id={MENU_WITHOUT_SCRIPT_ID} popover="auto" role="dialog" aria-label={strings.mainNavigation}>
      <MenuEntries page={page} unfolded />
    </div>
  );
}

/** What both menus show above the sidebar: the brand and the close button, the navbar's entries, the docs version. */
function MenuEntries({ page, onClose, unfolded = false }: { page: PageData; onClose?: () => void; unfolded?: boolean }) {
  const { site, strings } = useSite();
  const closes = onClose ? { onClick: onClose } : { popoverTarget: MENU_WITHOUT_SCRIPT_ID, popoverTargetAction: 'hide' as const };
  return (
    <>
      <div className="mobile-menu-header">
        <NavbarBrand />
        <button type="button" className="mobile-menu-close" aria-label={strings.closeMenu} {...closes}>
          <Icon name="close" />
        </button>
      </div>
      <NavbarLinks page={page} className="mobile-menu-links" inMenu unfolded={unfolded} />
      {site.navbar.versionDropdown && (
        <div className="mobile-menu-version">
          <VersionDropdown page={page} />
        </div>
      )}
    </>
  );
}

/** A long sidebar's active link may lie far below the menu's first screen: bring it up to a third of the way down. */
function scrollActiveIntoView(panel: HTMLElement | null): void {
  const active = panel?.querySelector('.sidebar-link-active');
  if (!panel || !active) return;
  const link = active.getBoundingClientRect();
  const view = panel.getBoundingClientRect();
  if (link.bottom > view.bottom) panel.scrollTop += link.top - view.top - panel.clientHeight / 3;
}
