// A category's own page, as its `link` asks in a sidebars file or a category file (Docusaurus's meaning): the doc
// its label opens, or a generated index of its items at `<docs>/category/<label as a slug>` (or at its `slug`).
import type GithubSlugger from 'github-slugger';
import type { GeneratedIndex, SidebarCategory, SidebarItem } from '../../shared/types.js';
import { routeUrl } from '../../shared/url.js';
import type { Doc } from './docs.js';

/** `link: { type: 'generated-index' }` as written. */
export interface GeneratedIndexLink {
  type: 'generated-index';
  title?: string;
  description?: string;
  slug?: string;
  keywords?: string[];
  image?: string;
}

/** A category's `link` as written: the doc its label opens, or its generated index. */
export type CategoryLink = { type: 'doc'; id: string } | GeneratedIndexLink;

/** Where a locale's sidebars of one docs version are. */
export interface SidebarPlace {
  /** '/armkit/' */
  base: string;
  /** 'en/', or '' for the default locale. */
  prefix: string;
  /** The version's docs under the locale: 'docs/next'; '' when docs are at the root of the site. */
  docsRoute: string;
}

/** The category opening a doc: the doc is its label's page, and so not one of its items too. */
export function openingDoc(category: SidebarCategory, doc: Doc): SidebarCategory {
  const items = category.items.filter((item) => !(item.type === 'link' && item.docId === doc.id));
  return { ...category, href: doc.url, docId: doc.id, items };
}

/** What a category with a generated index has besides its items and label. */
export type CategoryPage = Pick<SidebarCategory, 'href' | 'docId' | 'index'>;

/**
 * A category's generated index. `slugs` makes the default slugs of a docs version's categories unique (the same
 * label twice: `category/setup`, `category/setup-1`) in the order Docusaurus meets them, a category before its
 * items: ask before making its items. `label` is the one translations are keyed by, so that every locale has the
 * page at the same URL.
 */
export function generatedIndex(link: GeneratedIndexLink, label: string, place: SidebarPlace, slugs: GithubSlugger): CategoryPage {
  const slug = (typeof link.slug === 'string' ? link.slug : `category/${slugs.slug(label)}`).replace(/^\/+|\/+$/g, '');
  const route = [place.docsRoute, slug].filter(Boolean).join('/');
  const index: GeneratedIndex = { route };
  for (const key of ['title', 'description', 'image'] as const) if (typeof link[key] === 'string') index[key] = link[key];
  if (Array.isArray(link.keywords)) index.keywords = link.keywords.filter((word) => typeof word === 'string');
  return { href: routeUrl(place.base, place.prefix, route), docId: `category:${route}`, index };
}

/** The title of a category's generated index page. */
export function indexTitle(category: Pick<SidebarCategory, 'label' | 'index'>): string {
  return category.index?.title ?? category.label;
}

/** Every category of a sidebar with a generated index, outer ones first. */
export function generatedIndexes(items: SidebarItem[]): SidebarCategory[] {
  return items.flatMap((item) => (item.type === 'category' ? [...(item.index ? [item] : []), ...generatedIndexes(item.items)] : []));
}
