import type { PageData } from '../src/shared/types.js';
import { useSite } from './context.js';

/** The navbar's entries; the desktop bar and the mobile menu show the same list. */
export function NavbarLinks({ page, className }: { page: PageData; className: string }) {
  const { site } = useSite();
  return (
    <ul className={className}>
      {site.navbar.items.map((item) => {
        const active = item.sidebar !== undefined && item.sidebar === page.sidebarName;
        return (
          <li key={item.href}>
            <a className={`navbar-link${active ? ' navbar-link-active' : ''}`} href={item.href} aria-current={active ? 'true' : undefined}>
              {item.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
