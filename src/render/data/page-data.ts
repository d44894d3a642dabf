// Assembles the PageData of a route from the route table and, for a markdown page, its compiled markdown's
// metadata (the HTML is added where the page is rendered, read from the page store).
import type { Breadcrumb, PageData, SidebarItem } from '../../shared/types.js';
import { routeUrl } from '../../shared/url.js';
import type { SiteConfig } from '../config/site-config.js';
import type { CompiledPage } from '../markdown/compile-markdown.js';
import { tocFrom } from '../markdown/plugins/remark-heading-ids.js';
import { componentKey } from '../routes/pages.js';
import type { Doc } from '../routes/docs.js';
import { pagesAround, paginationOf, type CategoryRoute, type Route, type RouteTable } from '../routes/route-table.js';
import { rootVersion, versionBanner, type SiteVersion } from '../versions/site-versions.js';
import { blogPageData } from '../blog/blog-page-data.js';
import { editUrlOf, lastUpdateOf } from './page-meta.js';
import { asJson } from '../../shared/as-json.js';

/** The data of a route's page as the route table has it; a markdown page's own part is added by withMarkdown. */
export function buildPageData(route: Route, table: RouteTable, config: SiteConfig, title: string, description?: string): PageData {
  const doc = route.doc;
  const frontmatter = doc?.frontmatter;
  const page: PageData = {
    kind: route.kind,
    path: route.url,
    locale: route.locale,
    title,
    toc: [],
    alternates: alternatesOf(route, table, config),
  };
  if (route.page) {
    if (route.page.fallbackFrom) page.fallbackFrom = route.page.fallbackFrom;
    if (route.kind === 'component') page.component = componentKey(route.page);
  }
  if (doc) {
    const { prev, next } = paginationOf(doc, table);
    Object.assign(page, {
      docId: doc.id,
      sidebarName: doc.sidebarName ?? undefined,
      description: frontmatter?.description,
      breadcrumbs: breadcrumbsOf(doc.id, table.sidebars.get(route.locale)?.get(doc.sidebarName ?? '')),
      prev,
      next,
      hideTitle: frontmatter?.hide_title,
      draft: doc.draft || undefined,
      unlisted: doc.unlisted || undefined,
      hideTableOfContents: frontmatter?.hide_table_of_contents,
      fallbackFrom: doc.fallbackFrom,
    });
    if (table.siteVersions.length > 1) Object.assign(page, docVersionData(doc, table));
  }
  if (route.post || route.blog) Object.assign(page, blogPageData(route, table, config));
  if (route.category) Object.assign(page, categoryPageData(route.category, route, table));
  const shared = (route.doc ?? route.post)?.frontmatter ?? route.category?.item.index;
  if (shared?.keywords) page.keywords = shared.keywords;
  const image = shared?.image ?? config.image;
  if (image) page.image = absoluteImage(image, config);
  if (description) page.description = description;
  const untranslated = untranslatedOf(page.alternates, table);
  if (untranslated.length) page.untranslated = untranslated;
  Object.assign(page, { editUrl: editUrlOf(route, config), lastUpdate: lastUpdateOf(route, config, table.fileDates) });
  return asJson(page); // drops undefined keys: the page is JSON on the wire
}

/** A generated index page's place in its sidebar: its own pages around it, the categories above it, its version. */
function categoryPageData({ item, sidebar, version }: CategoryRoute, route: Route, table: RouteTable): Partial<PageData> {
  const docs = table.versionDocs.get(version)!.get(route.locale)!;
  return {
    sidebarName: sidebar,
    docId: item.docId,
    description: item.index.description,
    breadcrumbs: breadcrumbsOf(item.docId, table.sidebars.get(route.locale)?.get(sidebar)),
    ...pagesAround(table, route.locale, sidebar, item.docId, docs),
    ...(table.siteVersions.length > 1 && versionPageData(version, route.locale, { [version]: route.url }, route.url, table)),
  };
}

/** A frontmatter `image` as shared links need it: an absolute URL (a path is under the site's base). */
function absoluteImage(image: string, config: SiteConfig): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(image)) return image;
  return `${config.url.replace(/\/+$/, '')}${config.base}${image.replace(/^\/+/, '')}`;
}

/** The heading levels a page's table of contents shows: its frontmatter's, or the config's. */
export function tocLevels(route: Route, config: SiteConfig): [min: number, max: number] {
  const frontmatter = (route.doc ?? route.post)?.frontmatter;
  return [frontmatter?.toc_min_heading_level ?? config.toc.minHeadingLevel, frontmatter?.toc_max_heading_level ?? config.toc.maxHeadingLevel];
}

/** What of a compiled page its data shows. */
export type MarkdownFacts = Pick<CompiledPage, 'headings' | 'hasH1' | 'hasMermaid' | 'islands'>;

/** A page's data with what its compiled markdown adds: the table of contents, whether it has an h1, a diagram, islands. */
export function withMarkdown(page: PageData, meta: MarkdownFacts, [min, max]: [number, number]): PageData {
  const full: PageData = { ...page, toc: tocFrom(meta.headings, min, max), hasH1: meta.hasH1 };
  if (meta.hasMermaid) full.hasMermaid = true;
  if (meta.islands.length) full.islands = meta.islands;
  return full;
}

/** The URLs of the same page in every locale that has it (the language switch, `hreflang`, the sitemap). */
export function alternatesOf(route: Route, table: RouteTable, config: SiteConfig): Record<string, string> {
  const alternates: Record<string, string> = {};
  for (const locale of config.locales) {
    if (route.doc) {
      const other = table.versionDocs.get(route.doc.version)?.get(locale.code)?.get(route.doc.id);
      if (other) alternates[locale.code] = other.url;
    } else if (route.post) {
      const other = table.posts.get(locale.code)?.get(route.post.id);
      if (other) alternates[locale.code] = other.url;
    } else if (route.page || route.blog || route.category) {
      const url = routeUrl(config.base, locale.prefix, route.page?.route ?? route.blog?.path ?? route.category!.item.index.route);
      if (table.urls.has(url)) alternates[locale.code] = url;
    } else if (route.kind === 'search') {
      alternates[locale.code] = routeUrl(config.base, locale.prefix, 'search');
    }
  }
  return alternates;
}

const byUrl = new WeakMap<Route[], Map<string, Route>>();

/** The locales among a page's alternates whose page shows another language's text until it is translated. */
export function untranslatedOf(alternates: Record<string, string>, table: RouteTable): string[] {
  let routes = byUrl.get(table.routes);
  if (!routes) byUrl.set(table.routes, (routes = new Map(table.routes.map((route) => [route.url, route]))));
  return Object.keys(alternates).filter((code) => {
    const other = routes.get(alternates[code]!);
    return other?.doc?.fallbackFrom !== undefined || other?.page?.fallbackFrom !== undefined;
  });
}

const trails = new WeakMap<SidebarItem[], Map<string, Breadcrumb[]>>();

/**
 * The categories above a page in its sidebar (those with a page of their own as links to it), then the page itself:
 * a doc, or a category's own page (the last category then). Every page's found in one walk per sidebar.
 */
function breadcrumbsOf(docId: string, sidebar: SidebarItem[] | undefined): PageData['breadcrumbs'] {
  if (!sidebar) return undefined;
  let byDoc = trails.get(sidebar);
  if (!byDoc) {
    const found = new Map<string, Breadcrumb[]>();
    const walk = (items: SidebarItem[], trail: Breadcrumb[]) => {
      for (const item of items) {
        if (item.type === 'link' && !found.has(item.docId)) found.set(item.docId, [...trail, { label: item.label }]);
        else if (item.type === 'category') {
          if (item.docId !== undefined && !found.has(item.docId)) found.set(item.docId, [...trail, { label: item.label }]);
          walk(item.items, [...trail, item.href === undefined ? { label: item.label } : { label: item.label, href: item.href }]);
        }
      }
    };
    walk(sidebar, []);
    trails.set(sidebar, (byDoc = found));
  }
  return byDoc.get(docId);
}

/** A doc's version, the same doc in the others, its banner when it is not of the version at the docs root, and its canonical page then. */
function docVersionData(doc: Doc, table: RouteTable): Pick<PageData, 'version' | 'canonical'> {
  const links: Record<string, string> = {};
  for (const other of table.siteVersions) {
    const same = table.versionDocs.get(other.name)?.get(doc.locale)?.get(doc.id);
    if (same) links[other.name] = same.url;
  }
  return versionPageData(doc.version, doc.locale, links, doc.url, table);
}

/** A docs page's version, given the same page in each version that has it (`links`, by version name). */
function versionPageData(name: string, locale: string, links: Record<string, string>, url: string, table: RouteTable): Pick<PageData, 'version' | 'canonical'> {
  const version = table.siteVersions.find((v) => v.name === name)!;
  const root = rootVersion(table.siteVersions);
  // The locale's version menu has each version's label in its language (a Docusaurus translation's version.label).
  const inMenu = (v: SiteVersion) => table.docsVersions.get(locale)?.find((link) => link.name === v.name);
  const latest = { label: inMenu(root)?.label ?? root.label, href: links[root.name] ?? inMenu(root)?.href ?? url };
  const info = { name: version.name, label: inMenu(version)?.label ?? version.label, latest, links, ...(!version.badge && { badge: false as const }) };
  const banner = versionBanner(version);
  if (!banner) return { version: info };
  // An old release's page names the latest one's as the page to index; Next is indexed as itself.
  return { version: { ...info, banner }, canonical: banner === 'unmaintained' ? links[root.name] : undefined };
}
