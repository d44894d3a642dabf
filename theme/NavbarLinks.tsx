import type { PageData } from '../src/shared/types.js';
import { useSite } from './context.js';
import { useDocsVersion } from './hooks/use-docs-version.js';

/** The navbar's entries; the desktop bar and the mobile menu show the same list. */
export function NavbarLinks({ page, className }: { page: PageData; className: string }) {
  const { site } = useSite();
  const version = useDocsVersion(page);
  return (
    <ul className={className}>
      {site.navbar.items.map((item) => {
        // A doc entry opens the reader's docs version.
        const { href, sidebar } = (version && item.versions?.[version.name]) || item;
        const active = sidebar !== undefined && sidebar === page.sidebarName;
        return (
          <li key={item.href}>
            <a className={`navbar-link${active ? ' navbar-link-active' : ''}`} href={href} aria-current={active ? 'true' : undefined}>
              {item.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
