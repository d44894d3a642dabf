// Tells the entries of the navbar and the footer apart (NavItem, FooterItem): plain JSON, so by their keys.
import type { FooterItem, HtmlItem, NavDropdown, NavItem, NavLink } from './types.js';

export function isHtmlItem(item: NavItem | FooterItem): item is HtmlItem {
  return 'html' in item;
}

export function isDropdown(item: NavItem): item is NavDropdown {
  return 'items' in item;
}

/** Every link of the navbar, those of its dropdowns included, in order. */
export function navLinks(items: NavItem[]): NavLink[] {
  return items.flatMap((item) => (isDropdown(item) ? item.items : [item])).filter((item): item is NavLink => !isHtmlItem(item));
}
