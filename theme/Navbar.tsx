import { useCallback, useEffect, useRef, useState } from 'react';
import type { PageData, SidebarItem } from '../src/shared/types.js';
import { ColorModeToggle } from './ColorModeToggle.js';
import { useSite } from './context.js';
import { useHideOnScroll } from './hooks/use-hide-on-scroll.js';
import { LocaleDropdown } from './LocaleDropdown.js';
import { MobileMenu } from './MobileMenu.js';
import { NavbarBrand } from './NavbarBrand.js';
import { NavbarLinks } from './NavbarLinks.js';
import { SearchButton } from './SearchButton.js';
import { VersionDropdown } from './VersionDropdown.js';

export function Navbar({ page, sidebar }: { page: PageData; sidebar: SidebarItem[] | null }) {
  const { site, strings } = useSite();
  const ref = useRef<HTMLElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const hidden = useHideOnScroll(site.navbar.hideOnScroll && !menuOpen, ref);
  useEffect(closeMenu, [page.path, closeMenu]); // following a link in the menu closes it
  return (
    <>
      <nav ref={ref} className={`navbar${hidden ? ' navbar-hidden' : ''}`} aria-label={strings.mainNavigation} data-hide-on-scroll={site.navbar.hideOnScroll || undefined}>
        <div className="navbar-inner">
          <button type="button" className="navbar-toggle" aria-label={strings.openMenu} aria-expanded={menuOpen} aria-controls="mobile-menu" onClick={() => setMenuOpen(true)}>
            <span aria-hidden="true">☰</span>
          </button>
          <NavbarBrand />
          <NavbarLinks page={page} className="navbar-items" side="left" />
          <div className="navbar-right">
            {site.navbar.items.some((item) => item.position === 'right') && <NavbarLinks page={page} className="navbar-items navbar-items-right" side="right" />}
            {site.navbar.versionDropdown && <VersionDropdown page={page} />}
            {site.navbar.localeDropdown && <LocaleDropdown page={page} />}
            {!site.colorMode.disableSwitch && <ColorModeToggle />}
            <SearchButton />
          </div>
        </div>
      </nav>
      {menuOpen && <MobileMenu page={page} sidebar={sidebar} onClose={closeMenu} />}
    </>
  );
}
