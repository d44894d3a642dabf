// The page's sidebar. Everything it shows is in its markup (the client reads a page's sidebar back from the HTML
// rather than from JSON shipped beside it: src/client/read-sidebar.ts), and the link of the page shown is found
// by its URL.
import { useEffect, useState } from 'react';
import type { SidebarCategory, SidebarItem } from '../src/shared/types.js';
import { useSite } from './context.js';
import { useCollapsible } from './hooks/use-collapsible.js';

export function DocSidebar({ items, activePath, label }: { items: SidebarItem[]; activePath: string; label?: string }) {
  const { strings } = useSite();
  return (
    <nav className="doc-sidebar" aria-label={label ?? strings.sidebar}>
      <SidebarList items={items} activePath={activePath} />
    </nav>
  );
}

function SidebarList({ items, activePath }: { items: SidebarItem[]; activePath: string }) {
  return (
    <ul className="sidebar-list">
      {items.map((item, index) =>
        item.type === 'link' ? (
          // Bare markup: a large sidebar repeats it on every page (styles.css finds the links as `.sidebar-list > li > a`).
          <li key={item.href} className={item.className}>
            <a className={item.href === activePath ? 'sidebar-link-active' : undefined} href={item.href} aria-current={item.href === activePath ? 'page' : undefined}>
              {item.label}
            </a>
          </li>
        ) : item.type === 'category' ? (
          <SidebarCategoryItem key={item.label} category={item} activePath={activePath} />
        ) : (
          <SidebarGapItem key={`gap-${index}`} count={item.count} />
        ),
      )}
    </ul>
  );
}

/** Links a page leaves out of a large sidebar (the whole sidebar replaces them once loaded). */
function SidebarGapItem({ count }: { count: number }) {
  const { strings } = useSite();
  return (
    <li className="sidebar-gap" data-count={count}>
      {count === 1 ? strings.sidebarGapOne : strings.sidebarGap.replace('{count}', String(count))}
    </li>
  );
}

function containsPath(items: SidebarItem[], path: string): boolean {
  return items.some((item) => (item.type === 'link' ? item.href === path : item.type === 'category' && containsPath(item.items, path)));
}

/** Categories open and close independently: opening one never collapses another. */
function SidebarCategoryItem({ category, activePath }: { category: SidebarCategory; activePath: string }) {
  const { strings } = useSite();
  const active = containsPath(category.items, activePath);
  const [collapsed, setCollapsed] = useState(category.collapsible && category.collapsed && !active);
  // The active doc's category is always open, also after a client-side navigation into it.
  useEffect(() => {
    if (active) setCollapsed(false);
  }, [active]);
  const { ref, hiddenAtMount } = useCollapsible<HTMLDivElement>(collapsed);
  return (
    <li className={`sidebar-category${collapsed ? ' sidebar-category-collapsed' : ''}`} data-fixed={category.collapsible ? undefined : true}>
      <button
        type="button"
        className="sidebar-category-label"
        aria-expanded={!collapsed}
        title={strings.toggleCategory}
        onClick={() => category.collapsible && setCollapsed(!collapsed)}
      >
        {category.label}
      </button>
      <div className="sidebar-category-items" ref={ref} hidden={hiddenAtMount}>
        <SidebarList items={category.items} activePath={activePath} />
      </div>
    </li>
  );
}
