// A page's own part of its sidebar, read back from the page's HTML: the page does not ship it a second time as
// JSON. theme/DocSidebar.tsx puts everything it renders into the markup (a gap's count, a category that cannot
// collapse, a link elsewhere, HTML and how it is styled), so that hydration renders exactly what the server did.
import type { SidebarCategory, SidebarItem } from '../shared/types.js';

export function readSidebar(nav: Element | null): SidebarItem[] | null {
  const list = nav?.querySelector(':scope > ul');
  return list ? readList(list) : null;
}

function readList(list: Element): SidebarItem[] {
  return [...list.children].map((item): SidebarItem => {
    if (item.classList.contains('sidebar-category')) return readCategory(item);
    if (item.classList.contains('sidebar-gap')) return { type: 'gap', count: Number(item.getAttribute('data-count')) };
    const className = item.getAttribute('class'); // the doc's sidebar_class_name, the item's className
    const withClass = <T extends SidebarItem>(read: T): T => (className ? { ...read, className } : read);
    if (item.hasAttribute('data-html')) {
      const html: SidebarItem = { type: 'html', value: item.innerHTML };
      return withClass(item.getAttribute('data-html') === 'default' ? { ...html, defaultStyle: true } : html);
    }
    const link = item.querySelector(':scope > a');
    const label = link?.textContent ?? '';
    const href = link?.getAttribute('href') ?? '';
    // The doc id is not in the HTML: the theme finds the page's link by its URL.
    return withClass(item.hasAttribute('data-url') ? { type: 'url', label, href } : { type: 'link', label, href, docId: '' });
  });
}

function readCategory(item: Element): SidebarCategory {
  const items = item.querySelector(':scope > .sidebar-category-items > ul');
  // A category with a page of its own has its label as a link to it.
  const page = item.querySelector(':scope > .sidebar-category-row > a');
  const category: SidebarCategory = {
    type: 'category',
    label: (page ?? item.querySelector(':scope > button'))?.textContent ?? '',
    collapsed: item.classList.contains('sidebar-category-collapsed'),
    collapsible: !item.hasAttribute('data-fixed'),
    items: items ? readList(items) : [],
  };
  if (page) category.href = page.getAttribute('href') ?? '';
  const own = [...item.classList].filter((name) => name !== 'sidebar-category' && name !== 'sidebar-category-collapsed');
  if (own.length) category.className = own.join(' ');
  return category;
}
