import { useEffect, useState } from 'react';
import type { SidebarCategory, SidebarItem } from '../src/shared/types.js';
import { useSite } from './context.js';
import { useCollapsible } from './hooks/use-collapsible.js';

export function DocSidebar({ items, activeDocId }: { items: SidebarItem[]; activeDocId?: string }) {
  const { strings } = useSite();
  return (
    <nav className="doc-sidebar" aria-label={strings.sidebar}>
      <SidebarList items={items} activeDocId={activeDocId} />
    </nav>
  );
}

function SidebarList({ items, activeDocId }: { items: SidebarItem[]; activeDocId?: string }) {
  return (
    <ul className="sidebar-list">
      {items.map((item, index) =>
        item.type === 'link' ? (
          <li key={item.href} className="sidebar-item">
            <a
              className={`sidebar-link${item.docId === activeDocId ? ' sidebar-link-active' : ''}`}
              href={item.href}
              aria-current={item.docId === activeDocId ? 'page' : undefined}
            >
              {item.label}
            </a>
          </li>
        ) : item.type === 'category' ? (
          <SidebarCategoryItem key={item.label} category={item} activeDocId={activeDocId} />
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
  return <li className="sidebar-gap">{count === 1 ? strings.sidebarGapOne : strings.sidebarGap.replace('{count}', String(count))}</li>;
}

function containsDoc(items: SidebarItem[], docId?: string): boolean {
  return items.some((item) => (item.type === 'link' ? item.docId === docId : item.type === 'category' && containsDoc(item.items, docId)));
}

/** Categories open and close independently: opening one never collapses another. */
function SidebarCategoryItem({ category, activeDocId }: { category: SidebarCategory; activeDocId?: string }) {
  const { strings } = useSite();
  const active = containsDoc(category.items, activeDocId);
  const [collapsed, setCollapsed] = useState(category.collapsible && category.collapsed && !active);
  // The active doc's category is always open, also after a client-side navigation into it.
  useEffect(() => {
    if (active) setCollapsed(false);
  }, [active]);
  const { ref, hiddenAtMount } = useCollapsible<HTMLDivElement>(collapsed);
  return (
    <li className={`sidebar-category${collapsed ? ' sidebar-category-collapsed' : ''}`}>
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
        <SidebarList items={category.items} activeDocId={activeDocId} />
      </div>
    </li>
  );
}
