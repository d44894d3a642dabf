import type { DocsVersionLink, HtmlItem, NavLink, PageData } from '../src/shared/types.js';
import { isDropdown, isHtmlItem } from '../src/shared/nav-items.js';
import { classNames } from './class-names.js';
import { useSite } from './context.js';
import { Dropdown } from './Dropdown.js';
import { useDocsVersion } from './hooks/use-docs-version.js';
import { MobileNavGroup } from './MobileNavGroup.js';
import { SiteLink } from './SiteLink.js';

/** Where a navbar link leads for the reader, and whether the page is under it. */
export interface NavTarget {
  href: string;
  active: boolean;
}

/**
 * The navbar's entries; the desktop bar (its left-hand and right-hand groups, by `side`) and the mobile menu
 * (`inMenu`: every entry in order, dropdowns as groups that fold, or stay `unfolded`) show the same list.
 */
export function NavbarLinks({ page, className, side, inMenu = false, unfolded = false }: { page: PageData; className: string; side?: 'left' | 'right'; inMenu?: boolean; unfolded?: boolean }) {
  const { site } = useSite();
  const version = useDocsVersion(page);
  const target = (link: NavLink) => navTarget(link, version, page);
  const items = side === undefined ? site.navbar.items : site.navbar.items.filter((item) => (item.position ?? 'left') === side);
  return (
    <ul className={className}>
      {items.map((item, index) => {
        if (isHtmlItem(item)) return <HtmlEntry key={`html-${index}`} item={item} />;
        if (!isDropdown(item)) {
          const { href, active } = target(item);
          return (
            <li key={item.href}>
              <SiteLink className={classNames('navbar-link', active && 'navbar-link-active', item.className)} href={href} current={active}>
                {item.label}
              </SiteLink>
            </li>
          );
        }
        const entries = item.items.map((entry, at) => (isHtmlItem(entry) ? <HtmlEntry key={`html-${at}`} item={entry} /> : <DropdownLink key={entry.href} link={entry} target={target(entry)} />));
        const active = item.items.some((entry) => !isHtmlItem(entry) && target(entry).active);
        return (
          <li key={`dropdown-${index}`}>
            {inMenu ? (
              <MobileNavGroup label={item.label} active={active} className={item.className} unfolded={unfolded}>
                {entries}
              </MobileNavGroup>
            ) : (
              <Dropdown className="nav-dropdown" label={item.label} summaryClassName={classNames('navbar-link', active && 'navbar-link-active', item.className)}>
                {entries}
              </Dropdown>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** A doc entry opens the reader's docs version; it is active on its sidebar's pages, a link on those under its `activePath`. */
function navTarget(link: NavLink, version: DocsVersionLink | undefined, page: PageData): NavTarget {
  const { href, sidebar } = (version && link.versions?.[version.name]) || link;
  const under = link.activePath !== undefined && (page.path === link.activePath || page.path.startsWith(`${link.activePath.replace(/\/$/, '')}/`));
  return { href, active: (sidebar !== undefined && sidebar === page.sidebarName) || under };
}

function DropdownLink({ link, target }: { link: NavLink; target: NavTarget }) {
  return (
    <li>
      <SiteLink className={classNames(target.active && 'active', link.className)} href={target.href} current={target.active}>
        {link.label}
      </SiteLink>
    </li>
  );
}

/** The site's own HTML (its config's), as it is written. */
function HtmlEntry({ item }: { item: HtmlItem }) {
  return <li className={classNames('navbar-html', item.className)} dangerouslySetInnerHTML={{ __html: item.html }} />;
}
