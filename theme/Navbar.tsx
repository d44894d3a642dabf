import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import type { PageData, SidebarItem } from '../src/shared/types.js';
import { ColorModeToggle } from './ColorModeToggle.js';
import { useSite } from './context.js';
import { useHideOnScroll } from './hooks/use-hide-on-scroll.js';
import { Icon } from './icons/Icon.js';
import { LocaleDropdown } from './LocaleDropdown.js';
import { MENU_WITHOUT_SCRIPT_ID, MobileMenu, MobileMenuWithoutScript } from './MobileMenu.js';
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
  const scripted = useScriptedMenu(setMenuOpen);
  const openMenu = (event: MouseEvent) => {
    event.preventDefault(); // the script's menu, not the popover
    setMenuOpen(true);
  };
  return (
    <>
      <nav ref={ref} className={`navbar${hidden ? ' navbar-hidden' : ''}`} aria-label={strings.mainNavigation} data-hide-on-scroll={site.navbar.hideOnScroll || undefined}>
        <div className="navbar-inner">
          <button
            type="button"
            className="navbar-toggle"
            aria-label={strings.openMenu}
            onClick={openMenu}
            {...(scripted ? { 'aria-expanded': menuOpen, 'aria-controls': 'mobile-menu' } : { popoverTarget: MENU_WITHOUT_SCRIPT_ID })}
          >
            <Icon name="menu" />
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
        {/* Inside the navbar: its links are the navbar's, checked once for the site, not on every page. */}
        {!scripted && <MobileMenuWithoutScript page={page} />}
      </nav>
      {menuOpen && <MobileMenu page={page} sidebar={sidebar} onClose={closeMenu} />}
    </>
  );
}

/**
 * False in the server's HTML and while the page hydrates (the two must match), true after: the menu button then
 * opens the script's menu (with the sidebar) instead of the popover, which goes. One opened before the script ran
 * stays open, as the script's menu.
 */
function useScriptedMenu(setMenuOpen: (open: boolean) => void): boolean {
  const [scripted, setScripted] = useState(false);
  useEffect(() => {
    const popover = document.getElementById(MENU_WITHOUT_SCRIPT_ID);
    if (popover && 'popover' in popover && popover.matches(':popover-open')) setMenuOpen(true);
    setScripted(true);
  }, [setMenuOpen]);
  return scripted;
}
