// The page's sidebar. Everything it shows is in its markup (the client reads a page's sidebar back from the HTML
// rather than from JSON shipped beside it: src/client/read-sidebar.ts), and the link of the page shown is found
// by its URL.
import { useEffect, useState } from 'react';
import type { SidebarCategory, SidebarItem } from '../src/shared/types.js';
import { useSite } from './context.js';
import { useCollapsible } from './hooks/use-collapsible.js';
import { SiteLink } from './SiteLink.js';

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
      {items.map((item, index) => {
        switch (item.type) {
          case 'link':
            // Bare markup: a large sidebar repeats it on every page (styles.css finds the links as `.sidebar-list > li > a`).
            return (
              <li key={item.href} className={item.className}>
                <a className={item.href === activePath ? 'sidebar-link-active' : undefined} href={item.href} aria-current={item.href === activePath ? 'page' : undefined}>
                  {item.label}
                </a>
              </li>
            );
          case 'url':
            // A link the sidebars file writes: one leaving the site opens in a new tab, as the navbar's do.
            return (
              <li key={`url:${item.href}`} className={item.className} data-url="">
                <SiteLink href={item.href} className={item.href === activePath ? 'sidebar-link-active' : undefined} current={item.href === activePath}>
                  {item.label}
                </SiteLink>
              </li>
            );
          case 'html':
            // The author's HTML, as Docusaurus shows it; the client reads it back from here to hydrate.
            return <li key={`html-${index}`} className={item.className} data-html={item.defaultStyle ? 'default' : ''} dangerouslySetInnerHTML={{ __html: item.value }} suppressHydrationWarning />;
          case 'category':
            return <SidebarCategoryItem key={item.label} category={item} activePath={activePath} />;
          case 'gap':
            return <SidebarGapItem key={`gap-${index}`} count={item.count} />;
        }
      })}
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
  return items.some((item) => ((item.type === 'link' || item.type === 'url') && item.href === path) || (item.type === 'category' && (item.href === path || containsPath(item.items, path))));
}

/**
 * Categories open and close independently: opening one never collapses another. A category with a page of its own
 * has its label as a link to it, which opens the category too, and a chevron beside it that only toggles.
 */
function SidebarCategoryItem({ category, activePath }: { category: SidebarCategory; activePath: string }) {
  const { strings } = useSite();
  const current = category.href === activePath;
  const active = current || containsPath(category.items, activePath);
  const [collapsed, setCollapsed] = useState(category.collapsible && category.collapsed && !active);
  // The active doc's category is always open, also after a client-side navigation into it.
  useEffect(() => {
    if (active) setCollapsed(false);
  }, [active]);
  const { ref, hiddenAtMount } = useCollapsible<HTMLDivElement>(collapsed);
  const toggle = () => category.collapsible && setCollapsed(!collapsed);
  const className = ['sidebar-category', collapsed && 'sidebar-category-collapsed', category.className].filter(Boolean).join(' ');
  return (
    <li className={className} data-fixed={category.collapsible ? undefined : true}>
      {category.href === undefined ? (
        <button type="button" className="sidebar-category-label" aria-expanded={!collapsed} title={strings.toggleCategory} onClick={toggle}>
          {category.label}
        </button>
      ) : (
        <div className="sidebar-category-row">
          <a className={`sidebar-category-label sidebar-category-link${current ? ' sidebar-link-active' : ''}`} href={category.href} aria-current={current ? 'page' : undefined} onClick={() => setCollapsed(false)}>
            {category.label}
          </a>
          {category.collapsible && <button type="button" className="sidebar-category-toggle" aria-expanded={!collapsed} aria-label={strings.toggleCategoryNamed.replace('{label}', category.label)} onClick={toggle} />}
        </div>
      )}
      <div className="sidebar-category-items" ref={ref} hidden={hiddenAtMount}>
        <SidebarList items={category.items} activePath={activePath} />
      </div>
    </li>
  );
}
