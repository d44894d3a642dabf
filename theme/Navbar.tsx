import type { PageData, SidebarItem } from '../src/shared/types.js';
import { ColorModeToggle } from './ColorModeToggle.js';
import { useSite } from './context.js';
import { LocaleDropdown } from './LocaleDropdown.js';
import { SearchButton } from './SearchButton.js';

export function Navbar({ page }: { page: PageData; sidebar: SidebarItem[] | null }) {
  const { site, strings } = useSite();
  const home = `${site.base}${site.locale.prefix}`;
  return (
    <nav className="navbar" aria-label={strings.mainNavigation} data-hide-on-scroll={site.navbar.hideOnScroll || undefined}>
      <div className="navbar-inner">
        <a className="navbar-brand" href={home}>
          {site.title}
        </a>
        <ul className="navbar-items">
          {site.navbar.items.map((item) => (
            <li key={item.href}>
              <a
                className={`navbar-link${item.sidebar && item.sidebar === page.sidebarName ? ' navbar-link-active' : ''}`}
                href={item.href}
                aria-current={item.sidebar && item.sidebar === page.sidebarName ? 'true' : undefined}
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
        <div className="navbar-right">
          {site.navbar.localeDropdown && <LocaleDropdown page={page} />}
          {!site.colorMode.disableSwitch && <ColorModeToggle />}
          <SearchButton />
        </div>
      </div>
    </nav>
  );
}
