import { describe, expect, test } from 'vitest';
import { FULL_SIDEBAR_LINKS, LIST_WINDOW, pageSidebar } from '../../../src/render/data/page-sidebar.js';
import { hasGaps } from '../../../src/shared/sidebar-gaps.js';
import type { SidebarCategory, SidebarHtml, SidebarItem, SidebarLink, SidebarUrl } from '../../../src/shared/types.js';

const link = (id: string): SidebarLink => ({ type: 'link', label: id, href: `/s/${id}`, docId: id });
const category = (label: string, items: SidebarItem[], collapsed = true): SidebarCategory => ({ type: 'category', label, collapsed, collapsible: true, items });
const commands = (n: number) => Array.from({ length: n }, (_, i) => link(`cmd/${i}`));

/** The links a page's copy shows, and how many its gaps stand for. */
function tally(items: SidebarItem[]): { shown: string[]; gaps: number } {
  const shown: string[] = [];
  let gaps = 0;
  const walk = (list: SidebarItem[]) =>
    list.forEach((item) => (item.type === 'link' ? shown.push(item.docId) : item.type === 'gap' ? (gaps += item.count) : item.type === 'category' && walk(item.items)));
  walk(items);
  return { shown, gaps };
}

describe("a page's copy of its sidebar", () => {
  test(`is the sidebar itself up to ${FULL_SIDEBAR_LINKS} links`, () => {
    const sidebar = [link('intro'), category('Commands', commands(FULL_SIDEBAR_LINKS - 1))];
    expect(pageSidebar(sidebar, 'cmd/5')).toBe(sidebar);
  });

  test('of a large sidebar: the way to the page, a window of each long list around it, the rest as gaps', () => {
    const sidebar = [link('intro'), category('Commands', commands(1000)), category('Extras', [link('x/1'), link('x/2')])];
    const copy = pageSidebar(sidebar, 'cmd/500');
    const { shown, gaps } = tally(copy);
    expect(shown.length + gaps).toBe(1003); // nothing lost: what is left out is counted
    expect(shown).toContain('intro');
    expect(shown).toContain('cmd/500');
    expect(shown.filter((id) => id.startsWith('cmd/'))).toHaveLength(LIST_WINDOW);
    expect(shown).toContain(`cmd/${500 - Math.floor(LIST_WINDOW / 2)}`);
    // The collapsed category off the way keeps its label, its links stand behind a gap.
    expect(copy[2]).toEqual({ ...sidebar[2], items: [{ type: 'gap', count: 2 }] });
    expect(copy[1]).toMatchObject({ type: 'category', label: 'Commands' });
    expect((copy[1] as SidebarCategory).items.at(0)).toEqual({ type: 'gap', count: 500 - Math.floor(LIST_WINDOW / 2) });
    expect(hasGaps(copy)).toBe(true);
  });

  test('at either end of a long list, the window is still full', () => {
    const sidebar = [category('Commands', commands(500))];
    for (const [id, first, last] of [['cmd/0', 0, LIST_WINDOW - 1], ['cmd/499', 500 - LIST_WINDOW, 499]] as const) {
      const shown = tally(pageSidebar(sidebar, id)).shown;
      expect(shown).toEqual(commands(500).slice(first, last + 1).map((l) => l.docId));
    }
  });

  test('does not grow with the sidebar', () => {
    const size = (n: number) => JSON.stringify(pageSidebar([link('intro'), category('Commands', commands(n)), category('More', commands(n), false)], `cmd/${Math.floor(n / 2)}`)).length;
    expect(size(10_000)).toBeLessThan(size(1_000) * 1.1);
    expect(size(10_000)).toBeLessThan(12_000);
  });

  test('links elsewhere count as links and HTML as nothing; HTML stays where a list is cut, inside gaps', () => {
    const html = (value: string): SidebarHtml => ({ type: 'html', value });
    const forum: SidebarUrl = { type: 'url', label: 'Forum', href: 'https://forum.example.com' };
    const more = Array.from({ length: 200 }, (_, i) => link(`more/${i}`));
    const small = [html('<b>Kit</b>'), link('intro'), forum, category('Commands', commands(FULL_SIDEBAR_LINKS - 2))];
    expect(pageSidebar(small, 'intro')).toBe(small);
    expect(pageSidebar([...small, link('one-more')], 'intro')).not.toBe(small); // the link elsewhere counted
    const sidebar = [html('<b>Kit</b>'), category('Commands', [...commands(200), html('<hr>'), ...more]), forum, category('Extras', [html('<i>new</i>'), link('x/1')])];
    const copy = pageSidebar(sidebar, 'cmd/10');
    expect(copy[0]).toEqual(html('<b>Kit</b>'));
    expect(copy[2]).toEqual(forum);
    expect((copy[1] as SidebarCategory).items.slice(LIST_WINDOW)).toEqual([{ type: 'gap', count: 200 - LIST_WINDOW }, html('<hr>'), { type: 'gap', count: 200 }]);
    expect((copy[3] as SidebarCategory).items).toEqual([html('<i>new</i>'), { type: 'gap', count: 1 }]);
  });

  test('the way to a category\'s own page is found by its key', () => {
    const index: SidebarCategory = { ...category('Commands', commands(300)), href: '/s/category/commands', docId: 'category:category/commands' };
    const copy = pageSidebar([category('Other', commands(10)), index], 'category:category/commands');
    expect(copy[1]).toMatchObject({ label: 'Commands', href: '/s/category/commands' });
    expect(tally([copy[1]!]).shown).toEqual(commands(LIST_WINDOW).map((l) => l.docId));
  });

  test('a page outside the sidebar (none active) gets the first window of each list', () => {
    const copy = pageSidebar([category('Commands', commands(300), false)], undefined);
    expect(tally(copy).shown).toEqual(commands(LIST_WINDOW).map((l) => l.docId));
  });
});
