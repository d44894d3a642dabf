// What llms.txt and llms-full.txt list of a locale, in reading order: a section per sidebar of the docs version at
// the docs root, named as the navbar names it (in the navbar's order; a sidebar it does not open, by its name),
// with its docs in the sidebar's order; then the docs no sidebar lists. Only docs with a markdown copy.
import type { NavItem } from '../../shared/types.js';
import { BLOG_SIDEBAR } from '../blog/blog-routes.js';
import { flattenSidebar } from '../routes/sidebars.js';
import type { RouteTable } from '../routes/route-table.js';
import type { MarkdownCopy } from './copy-files.js';

export interface LlmsSection {
  label: string;
  copies: MarkdownCopy[];
}

export function llmsSections(table: RouteTable, locale: string, copies: Map<string, MarkdownCopy>, otherLabel: string): LlmsSection[] {
  const docs = table.docs.get(locale) ?? new Map();
  const rootSidebars = new Set([...docs.values()].map((doc) => doc.sidebarName));
  const labels = new Map<string, string>();
  for (const entry of (table.navbar.get(locale) ?? []).flatMap((item: NavItem) => ('items' in item ? item.items : [item]))) {
    if ('sidebar' in entry && entry.sidebar && !labels.has(entry.sidebar)) labels.set(entry.sidebar, entry.label);
  }
  const sidebars = [...(table.sidebars.get(locale) ?? [])].filter(([name]) => name !== BLOG_SIDEBAR && rootSidebars.has(name));
  const ordered = [...sidebars.filter(([name]) => labels.has(name)).sort(([a], [b]) => [...labels.keys()].indexOf(a) - [...labels.keys()].indexOf(b)), ...sidebars.filter(([name]) => !labels.has(name))];
  const listed = new Set<string>();
  const sections: LlmsSection[] = ordered.map(([name, items]) => {
    const inSection = new Set<string>();
    const found = flattenSidebar(items).flatMap((page) => {
      const copy = copies.get(docs.get(page.docId)?.url ?? '');
      if (!copy || inSection.has(copy.url)) return [];
      inSection.add(copy.url);
      listed.add(copy.url);
      return [copy];
    });
    return { label: labels.get(name) ?? name, copies: found };
  });
  const others = [...docs.values()].flatMap((doc) => {
    const copy = copies.get(doc.url);
    return copy && !listed.has(copy.url) ? [copy] : [];
  });
  return [...sections, { label: otherLabel, copies: others }].filter((section) => section.copies.length > 0);
}
