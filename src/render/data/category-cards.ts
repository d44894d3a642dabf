// The cards of a category's generated index page: its items as Docusaurus's DocCardList shows them. A doc's card
// gives its description; a link's, the one the sidebars file gives it; a category's leads to its own page (or its
// first page) and gives its description, else its number of items. HTML has no card.
import type { DocCard, SidebarItem } from '../../shared/types.js';
import { decodeEntities } from '../links/html-links.js';
import type { Doc } from '../routes/docs.js';
import type { CompiledRoute } from '../stages/compile-content.js';

/** The longest start of a doc's first paragraph a card gives for a description: it shows one line of it. */
const INTRO_LENGTH = 160;

export function categoryCards(items: SidebarItem[], describe: (docId: string) => string | undefined): DocCard[] {
  return items.flatMap((item): DocCard[] => {
    switch (item.type) {
      case 'link':
        return [described({ kind: 'doc', title: item.label, href: item.href }, describe(item.docId))];
      case 'url':
        return [described({ kind: 'url', title: item.label, href: item.href }, item.description)];
      case 'category': {
        const href = item.href ?? firstHref(item.items);
        return href === undefined ? [] : [described({ kind: 'category', title: item.label, href, count: item.items.length }, item.description)];
      }
      default:
        return [];
    }
  });
}

/**
 * A doc's description: its frontmatter's, or (as Docusaurus makes one) its first paragraph, once it is compiled
 * (the dev server renders a page it is asked for before the others compile).
 */
export function docDescriber(docs: Map<string, Doc>, compiled: Map<string, CompiledRoute>): (docId: string) => string | undefined {
  return (docId) => {
    const doc = docs.get(docId);
    if (!doc) return undefined;
    if (doc.frontmatter.description) return doc.frontmatter.description;
    const html = compiled.get(doc.url)?.body().html;
    const paragraph = html && /<p>([\s\S]*?)<\/p>/.exec(html)?.[1];
    const text = paragraph && decodeEntities(paragraph.replace(/<[^>]*>/g, '')).replace(/\s+/g, ' ').trim();
    if (!text || text.length <= INTRO_LENGTH) return text || undefined;
    return `${text.slice(0, INTRO_LENGTH).replace(/\s+\S*$/, '')}…`;
  };
}

/** Where a category without a page of its own leads: its first link, as Docusaurus's cards do. */
function firstHref(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    const href = item.type === 'link' || item.type === 'url' ? item.href : item.type === 'category' ? (item.href ?? firstHref(item.items)) : undefined;
    if (href !== undefined) return href;
  }
  return undefined;
}

function described(card: DocCard, description: string | undefined): DocCard {
  return description ? { ...card, description } : card;
}
