// A page's own copy of its sidebar: what a reader without JavaScript sees of it, and what the page hydrates
// with. A sidebar of up to FULL_SIDEBAR_LINKS links is carried whole. A larger one would make every page's
// size grow with the site, so a page carries the lists on the way to itself (a window of each long list around
// that way), the top-level entries and, while a small budget lasts, the categories that are open by default;
// gaps stand for the rest. The whole sidebar is in the locale's shared data: the client loads it when the page
// shows a gap (see shared-data.ts).
import type { SidebarGap, SidebarItem } from '../../shared/types.js';

export const FULL_SIDEBAR_LINKS = 100;
/** The most items a page shows of one list. */
export const LIST_WINDOW = 25;
/** The most items a page shows of the open categories off its way. */
const OPEN_BUDGET = 100;

export function pageSidebar(sidebar: SidebarItem[], docId: string | undefined): SidebarItem[] {
  if (linksIn(sidebar) <= FULL_SIDEBAR_LINKS) return sidebar;
  const way = (docId !== undefined && waysOf(sidebar).get(docId)) || [];
  let budget = OPEN_BUDGET;
  const prune = (items: SidebarItem[], depth: number): SidebarItem[] => {
    const at = way[depth]; // off the way, depth is infinite
    const start = at === undefined ? 0 : Math.max(0, Math.min(at - Math.floor(LIST_WINDOW / 2), items.length - LIST_WINDOW));
    const end = Math.min(items.length, start + LIST_WINDOW);
    const kept = items.slice(start, end).map((item, i): SidebarItem => {
      if (item.type !== 'category') return item;
      if (start + i === at) return { ...item, items: prune(item.items, depth + 1) };
      const open = !(item.collapsible && item.collapsed);
      if (open && budget > 0) {
        budget -= Math.min(item.items.length, LIST_WINDOW);
        return { ...item, items: prune(item.items, Number.POSITIVE_INFINITY) };
      }
      return { ...item, items: gap(linksIn(item.items)) };
    });
    const counts = prefixCounts(items);
    return [...gap(counts[start]!), ...kept, ...gap(counts[items.length]! - counts[end]!)];
  };
  return prune(sidebar, 0);
}

function gap(count: number): SidebarGap[] {
  return count > 0 ? [{ type: 'gap', count }] : [];
}

const linkCounts = new WeakMap<SidebarItem[], number[]>();

/** counts[i]: the links in items[0..i) and below them. Made once per list: every page of the sidebar asks. */
function prefixCounts(items: SidebarItem[]): number[] {
  let counts = linkCounts.get(items);
  if (!counts) {
    counts = [0];
    for (const item of items) counts.push(counts.at(-1)! + (item.type === 'link' ? 1 : item.type === 'category' ? linksIn(item.items) : item.count));
    linkCounts.set(items, counts);
  }
  return counts;
}

function linksIn(items: SidebarItem[]): number {
  return prefixCounts(items)[items.length]!;
}

const ways = new WeakMap<SidebarItem[], Map<string, number[]>>();

/** Doc id → the index of the item leading to it in each list, from the top. Made once per sidebar. */
function waysOf(sidebar: SidebarItem[]): Map<string, number[]> {
  let found = ways.get(sidebar);
  if (!found) {
    const map = new Map<string, number[]>();
    const walk = (items: SidebarItem[], trail: number[]) =>
      items.forEach((item, i) => {
        if (item.type === 'link' && !map.has(item.docId)) map.set(item.docId, [...trail, i]);
        else if (item.type === 'category') walk(item.items, [...trail, i]);
      });
    walk(sidebar, []);
    ways.set(sidebar, (found = map));
  }
  return found;
}
