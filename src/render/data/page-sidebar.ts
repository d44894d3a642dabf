// A page's own copy of its sidebar: what a reader without JavaScript sees of it, and what the page hydrates
// with. A sidebar of up to FULL_SIDEBAR_LINKS links is carried whole. A larger one would make every page's
// size grow with the site, so a page carries the lists on the way to itself (a window of each long list around
// that way), the top-level entries and, while a small budget lasts, the categories that are open by default;
// gaps stand for the rest. The whole sidebar is in the locale's shared data: the client loads it when the page
// shows a gap (see shared-data.ts). Links elsewhere count as links; HTML items stay where they are, as they stand
// for no page a gap could count.
import type { SidebarGap, SidebarItem } from '../../shared/types.js';

/** About two screens of links (some 3.5 KB of HTML); past that, every page of a large list would carry it all. */
export const FULL_SIDEBAR_LINKS = 50;
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
      return { ...item, items: leftOut(item.items, 0, item.items.length) };
    });
    return [...leftOut(items, 0, start), ...kept, ...leftOut(items, end, items.length)];
  };
  return prune(sidebar, 0);
}

/** What a page shows of items[from..to) it leaves out: gaps for their links, and the HTML items between them. */
function leftOut(items: SidebarItem[], from: number, to: number): SidebarItem[] {
  const counts = prefixCounts(items);
  const shown: SidebarItem[] = [];
  let start = from;
  for (const at of htmlAt(items)) {
    if (at < from || at >= to) continue;
    shown.push(...gap(counts[at]! - counts[start]!), items[at]!);
    start = at + 1;
  }
  return [...shown, ...gap(counts[to]! - counts[start]!)];
}

const htmlPlaces = new WeakMap<SidebarItem[], number[]>();

/** Where a list's HTML items are (few, if any): found once per list. */
function htmlAt(items: SidebarItem[]): number[] {
  let places = htmlPlaces.get(items);
  if (!places) {
    places = items.flatMap((item, i) => (item.type === 'html' ? [i] : []));
    htmlPlaces.set(items, places);
  }
  return places;
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
    for (const item of items) counts.push(counts.at(-1)! + linkCount(item));
    linkCounts.set(items, counts);
  }
  return counts;
}

function linkCount(item: SidebarItem): number {
  switch (item.type) {
    case 'link':
    case 'url':
      return 1;
    case 'html':
      return 0;
    case 'category':
      return linksIn(item.items);
    case 'gap':
      return item.count;
  }
}

function linksIn(items: SidebarItem[]): number {
  return prefixCounts(items)[items.length]!;
}

const ways = new WeakMap<SidebarItem[], Map<string, number[]>>();

/** Doc id (or a category page's key) → the index of the item leading to it in each list, from the top. Made once per sidebar. */
function waysOf(sidebar: SidebarItem[]): Map<string, number[]> {
  let found = ways.get(sidebar);
  if (!found) {
    const map = new Map<string, number[]>();
    const walk = (items: SidebarItem[], trail: number[]) =>
      items.forEach((item, i) => {
        if (item.type === 'link' && !map.has(item.docId)) map.set(item.docId, [...trail, i]);
        else if (item.type === 'category') {
          if (item.docId !== undefined && !map.has(item.docId)) map.set(item.docId, [...trail, i]);
          walk(item.items, [...trail, i]);
        }
      });
    walk(sidebar, []);
    ways.set(sidebar, (found = map));
  }
  return found;
}
