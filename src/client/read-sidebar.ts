// A page's own part of its sidebar, read back from the page's HTML: the page does not ship it a second time as
// JSON. theme/DocSidebar.tsx puts everything it renders into the markup (a gap's count, a category that cannot
// collapse), so that hydration renders exactly what the server did.
import type { SidebarItem } from '../shared/types.js';

export function readSidebar(nav: Element | null): SidebarItem[] | null {
  const list = nav?.querySelector(':scope > ul');
  return list ? readList(list) : null;
}

function readList(list: Element): SidebarItem[] {
  return [...list.children].map((item): SidebarItem => {
    if (item.classList.contains('sidebar-category')) {
      const items = item.querySelector(':scope > .sidebar-category-items > ul');
      return {
        type: 'category',
        label: item.querySelector(':scope > button')?.textContent ?? '',
        collapsed: item.classList.contains('sidebar-category-collapsed'),
        collapsible: !item.hasAttribute('data-fixed'),
        items: items ? readList(items) : [],
      };
    }
    if (item.classList.contains('sidebar-gap')) return { type: 'gap', count: Number(item.getAttribute('data-count')) };
    const link = item.querySelector(':scope > a');
    // The doc id is not in the HTML: the theme finds the page's link by its URL.
    const read: SidebarItem = { type: 'link', label: link?.textContent ?? '', href: link?.getAttribute('href') ?? '', docId: '' };
    const className = item.getAttribute('class'); // the doc's sidebar_class_name
    return className ? { ...read, className } : read;
  });
}
