import type { SidebarItem } from './types.js';

/** Whether a page's copy of a sidebar leaves links out (see src/render/data/page-sidebar.ts). */
export function hasGaps(items: SidebarItem[]): boolean {
  return items.some((item) => item.type === 'gap' || (item.type === 'category' && hasGaps(item.items)));
}
