// The route table: the single source of truth for every URL, sidebar, prev/next link, the navbar and the version;
// the blog's routes too.
import GithubSlugger from 'github-slugger';
import { themeStrings } from '../../../theme/i18n/strings.js';
import type { DocsVersionLink, GeneratedIndex, HtmlItem, LocaleInfo, NavItem, NavLink, PageKind, PageLink, SidebarCategory, SidebarItem, VersionData } from '../../shared/types.js';
import { linkItemUrl, routeUrl } from '../../shared/url.js';
import { blogRoutes, blogSidebar, BLOG_SIDEBAR, type BlogRouteData } from '../blog/blog-routes.js';
import { readPosts, type Post } from '../blog/posts.js';
import type { DropdownItemConfig, LocalizedString } from '../config/schema.js';
import type { SiteConfig } from '../config/site-config.js';
import { pickLocalized } from '../config/site-config.js';
import { frontmatterKeyLine } from '../content/frontmatter.js';
import type { ContentScan, SourceFile } from '../content/scan-content.js';
import type { FileDate } from '../content/git-dates.js';
import { DocgenError, DocgenErrors } from '../errors.js';
import { docsRoute, readDocs, unknownKeyWarnings, unusedKeyWarnings, type Doc, type Mode } from './docs.js';
import { postFrontmatterSchema } from '../content/frontmatter.js';
import { readPages, type PageSource } from './pages.js';
import { buildSidebars, flattenSidebar, type SidebarPage, type SidebarScope } from './sidebars.js';
import { sidebarsFromFile } from './sidebars-file.js';
import { pageFile } from './page-file.js';
import { generatedIndexes } from './category-page.js';
import { CURRENT, rootVersion, siteVersions, versionedSidebarName, type SiteVersion } from '../versions/site-versions.js';
import { asJson } from '../../shared/as-json.js';

export interface Route {
  /** URL path: '/armkit/en/api/cli'. */
  url: string;
  /** Output file relative to the build folder: 'en/api/cli/index.html'. */
  outFile: string;
  locale: string;
  kind: PageKind;
  doc?: Doc;
  page?: PageSource;
  post?: Post;
  /** A page of the blog that lists posts or tags. */
  blog?: BlogRouteData;
  /** A category's generated index page. */
  category?: CategoryRoute;
}

export interface CategoryRoute {
  /** The category, in its sidebar of the route's locale: `index` says what its page shows besides its items. */
  item: SidebarCategory & { href: string; docId: string; index: GeneratedIndex };
  /** Its sidebar's name in the route table. */
  sidebar: string;
  /** Its docs version's name. */
  version: string;
}

/** The file a route's page is made from: a doc's, a page's, a post's; none for built-in and list pages. */
export function routeSource(route: Route): SourceFile | undefined {
  return (route.doc ?? route.page ?? route.post)?.source;
}

/** Whether a route's page is compiled markdown: a doc, a markdown page, a blog post. */
export function isMarkdownRoute(route: Route): boolean {
  return route.doc !== undefined || route.post !== undefined || route.page?.kind === 'markdown';
}

export interface RouteTable {
  routes: Route[];
  /** Each locale's docs by id, of the version at the docs root. */
  docs: Map<string, Map<string, Doc>>;
  /** Every version's docs: version name → locale → id → doc. */
  versionDocs: Map<string, Map<string, Map<string, Doc>>>;
  /** The docs versions: the current docs first, then the released ones, newest first. */
  siteVersions: SiteVersion[];
  /** Each locale's blog posts by id (what the languages of a post share), newest first. */
  posts: Map<string, Map<string, Post>>;
  sidebars: Map<string, Map<string, SidebarItem[]>>;
  versions: Map<string, VersionData>;
  /** Each locale's version menu: every docs version and its landing doc; empty without released versions. */
  docsVersions: Map<string, DocsVersionLink[]>;
  navbar: Map<string, NavItem[]>;
  /** Doc file path relative to its locale folder ('guide/setup.md') → doc id, to resolve relative `.md` links. */
  docIdByPath: Map<string, string>;
  /** Every URL path that serves a page. */
  urls: Set<string>;
  /** What the docs ask for that docgen does not do (frontmatter it ignores). */
  warnings: DocgenError[];
  /** Locale → the texts of `<Translate>` and `translate()` by id (a Docusaurus project's code.json). */
  messages: Record<string, Record<string, string>>;
  /** When each content file last changed (content/git-dates.ts), set by the build once git has told. */
  fileDates?: Map<string, FileDate>;
}

export function buildRouteTable(scan: ContentScan, config: SiteConfig, mode: Mode): RouteTable {
  const siteVersionList = siteVersions(config, scan.versions.map((version) => version.name));
  const sourceOf = (version: SiteVersion) => (version.name === CURRENT ? scan : scan.versions.find((v) => v.name === version.name)!);
  const versionDocs = new Map(siteVersionList.map((version) => [version.name, readDocs(sourceOf(version).docs, config, mode, version)]));
  // The version at the docs root is the one the navbar, pages and posts link to.
  const last = rootVersion(siteVersionList);
  const docs = versionDocs.get(last.name)!;
  const pages = readPages(scan.pages, config);
  const posts = readPosts(scan.posts, scan.blog, config, mode);
  // The blog is there when it has posts (in any language), or when the navbar opens it.
  // Docusaurus builds the blog whenever its plugin is on, posts or none.
  const hasBlog = (config.layout === 'docusaurus' && config.blog.enabled) || [...posts.values()].some((list) => list.length > 0) || config.navbar.items.some((item) => item.type === 'blog');
  const sidebars = new Map<string, Map<string, SidebarItem[]>>();
  const versions = new Map<string, VersionData>();
  const docsVersions = new Map<string, DocsVersionLink[]>();
  const navbar = new Map<string, NavItem[]>();
  const routes: Route[] = [];
  const docIdByPath = new Map<string, string>();
  const fileWarnings: DocgenError[] = [];

  for (const locale of config.locales) {
    const localeDocs = docs.get(locale.code)!;
    const localeSidebars = new Map<string, SidebarItem[]>();
    const categoryRoutes: Route[] = [];
    const inVersions = siteVersionList.map((version) => {
      const versionDocsOfLocale = versionDocs.get(version.name)!.get(locale.code)!;
      const { sidebars: sidebarsFile, categories, labels } = sourceOf(version);
      const place = { base: config.base, prefix: locale.prefix, docsRoute: docsRoute(config, version) };
      const scope: SidebarScope = { docs: versionDocsOfLocale, categories, locale: locale.code, defaultLocale: config.defaultLocale, place, slugs: new GithubSlugger() };
      let built: Map<string, SidebarItem[]>;
      if (sidebarsFile) {
        const made = sidebarsFromFile(sidebarsFile, scope);
        built = made.sidebars;
        // A doc's sidebar is the first that lists it, as the file says; its warnings are said once, not per locale.
        for (const doc of versionDocsOfLocale.values()) {
          const name = made.sidebarOf.get(doc.id);
          doc.sidebarName = name === undefined ? null : versionedSidebarName(version, name);
        }
        if (locale.code === config.defaultLocale) fileWarnings.push(...made.warnings);
      } else built = buildSidebars(scope);
      const translated = labels?.[locale.code];
      if (translated) built = new Map([...built].map(([name, items]) => [name, translatedLabels(items, name, translated)]));
      for (const [name, items] of built) {
        const sidebar = versionedSidebarName(version, name);
        localeSidebars.set(sidebar, items);
        for (const item of generatedIndexes(items) as CategoryRoute['item'][]) {
          categoryRoutes.push({ url: item.href, outFile: pageFile(config, locale.prefix, item.index.route), locale: locale.code, kind: 'category-index', category: { item, sidebar, version: version.name } });
        }
      }
      // The translation file of a version's sidebars holds the version's label in the locale too.
      const label = translated?.['version.label'] ?? version.label;
      return versionDocsIn({ ...version, label }, versionDocsOfLocale, built, config);
    });
    const localePosts = posts.get(locale.code)!;
    if (hasBlog) localeSidebars.set(BLOG_SIDEBAR, blogSidebar(localePosts, config.blog.sidebarCount));
    sidebars.set(locale.code, localeSidebars);
    versions.set(locale.code, buildVersion(inVersions.find((v) => v.version.isLast)!, config));
    // With one version there is no menu, and navbar entries need no targets in other versions.
    const menu = inVersions.length > 1 ? inVersions : [];
    docsVersions.set(locale.code, menu.map(({ version, landing }) => ({ name: version.name, label: version.label, href: landing?.url ?? routeUrl(config.base, locale.prefix, '') })));
    navbar.set(locale.code, resolveNavbar(config, locale, localeDocs, localeSidebars, menu));
    for (const version of siteVersionList) {
      for (const doc of versionDocs.get(version.name)!.get(locale.code)!.values()) {
        if (version.isLast) docIdByPath.set(doc.source.relPath, doc.id);
        routes.push({ url: doc.url, outFile: pageFile(config, locale.prefix, doc.route), locale: locale.code, kind: 'doc', doc });
      }
    }
    routes.push(...categoryRoutes);
    for (const page of pages.filter((p) => p.locale === locale.code)) {
      routes.push({ url: page.url, outFile: pageFile(config, locale.prefix, page.route), locale: locale.code, kind: page.kind, page });
    }
    if (hasBlog) routes.push(...blogRoutes(localePosts, locale, config));
    if (!routes.some((r) => r.locale === locale.code && r.url === routeUrl(config.base, locale.prefix, 'search'))) {
      routes.push({ url: routeUrl(config.base, locale.prefix, 'search'), outFile: pageFile(config, locale.prefix, 'search'), locale: locale.code, kind: 'search' });
    }
    // At the URL of its file, which no page has: a page at /404 (a Docusaurus project's src/pages/404.md) is a
    // page of its own beside it, as Docusaurus builds both.
    routes.push({ url: `${config.base}${locale.prefix}404.html`, outFile: `${locale.prefix}404.html`, locale: locale.code, kind: 'not-found' });
  }
  checkCollisions(routes);
  for (const byLocale of versionDocs.values()) checkPagination(byLocale);
  const postsById = new Map([...posts].map(([locale, list]) => [locale, new Map(list.map((post) => [post.id, post]))]));
  const postWarnings = [...posts.values()].flat().flatMap((post) => unknownKeyWarnings(post.frontmatter, postFrontmatterSchema, post.source));
  const warnings = [...fileWarnings, ...[...versionDocs.values()].flatMap((byLocale) => [...byLocale.values()].flatMap((docs) => [...docs.values()].flatMap(unusedKeyWarnings))), ...postWarnings];
  return { routes, docs, versionDocs, siteVersions: siteVersionList, posts: postsById, sidebars, versions, docsVersions, navbar, docIdByPath, urls: new Set(routes.filter((r) => r.kind !== 'not-found').map((r) => r.url)), warnings, messages: scan.messages ?? {} };
}

/**
 * A sidebar's labels in a locale's translation, by Docusaurus's keys: `sidebar.<name>.category.<label>` (and a
 * generated index's `….link.generated-index.title` and `.description` after it), `sidebar.<name>.link.<label>`.
 */
function translatedLabels(items: SidebarItem[], sidebar: string, messages: Record<string, string>): SidebarItem[] {
  return items.map((item): SidebarItem => {
    if (item.type === 'url') return { ...item, label: messages[`sidebar.${sidebar}.link.${item.label}`] ?? item.label };
    if (item.type !== 'category') return item;
    const key = `sidebar.${sidebar}.category.${item.label}`;
    const translated: SidebarCategory = { ...item, label: messages[key] ?? item.label, items: translatedLabels(item.items, sidebar, messages) };
    if (item.index) {
      const index = { ...item.index };
      for (const field of ['title', 'description'] as const) index[field] = messages[`${key}.link.generated-index.${field}`] ?? index[field];
      translated.index = asJson(index); // without a field neither has
    }
    return translated;
  });
}

function checkCollisions(routes: Route[]): void {
  const seen = new Map<string, Route>();
  for (const route of routes) {
    const other = seen.get(route.url);
    if (other) {
      const file = (r: Route) => routeSource(r)?.absPath ?? `built-in ${r.kind} page`;
      throw new DocgenError('routes/collision', `Two pages have the URL ${route.url}: ${file(other)} and ${file(route)}.`, {
        file: routeSource(route)?.absPath,
        hint: 'Change the "slug" frontmatter or the file name of one of them.',
      });
    }
    seen.set(route.url, route);
  }
}

/** Every `pagination_prev` and `pagination_next` naming a doc that does not exist, reported together. */
function checkPagination(docs: Map<string, Map<string, Doc>>): void {
  const errors: DocgenError[] = [];
  for (const localeDocs of docs.values()) {
    for (const doc of localeDocs.values()) {
      if (doc.fallbackFrom) continue; // reported once, in the locale of its file
      for (const key of ['pagination_prev', 'pagination_next'] as const) {
        const id = doc.frontmatter[key];
        if (typeof id !== 'string' || localeDocs.has(id)) continue;
        try {
          getDoc(localeDocs, id, `The "${key}" frontmatter`, doc.source.absPath, frontmatterKeyLine(doc.source.text, key));
        } catch (error) {
          errors.push(error as DocgenError);
        }
      }
    }
  }
  if (errors.length) throw new DocgenErrors(errors);
}

/** Looks a doc up by id; a missing id is an error that lists the ids there are. */
export function getDoc(docs: Map<string, Doc>, id: string, context: string, file?: string, line?: number): Doc {
  const doc = docs.get(id);
  if (!doc) {
    throw new DocgenError('routes/unknown-doc', `${context} names the doc "${id}", which does not exist.`, {
      file,
      line,
      hint: `Available doc ids: ${[...docs.keys()].sort().join(', ')}.`,
    });
  }
  return doc;
}

/** Looks a sidebar up by name; a missing name is an error that lists the sidebars there are. */
export function getSidebar(sidebars: Map<string, SidebarItem[]>, name: string, context: string, file?: string): SidebarItem[] {
  const sidebar = sidebars.get(name);
  if (!sidebar) {
    throw new DocgenError('routes/unknown-sidebar', `${context} names the sidebar "${name}", which does not exist.`, {
      file,
      hint: `Available sidebars: ${[...sidebars.keys()].filter((key) => key !== BLOG_SIDEBAR).sort().join(', ')}. Each top folder of the docs is one sidebar.`,
    });
  }
  return sidebar;
}

/** A docs version's docs in one locale, its sidebars (by their names in its folder) and its landing doc. */
interface VersionDocsIn {
  version: SiteVersion;
  docs: Map<string, Doc>;
  sidebars: Map<string, SidebarItem[]>;
  landing: Doc | undefined;
}

function versionDocsIn(version: SiteVersion, docs: Map<string, Doc>, sidebars: Map<string, SidebarItem[]>, config: SiteConfig): VersionDocsIn {
  const firstSidebar = [...sidebars.values()][0];
  // A doc: the first page may be a category's generated index.
  const firstId = firstSidebar && flattenSidebar(firstSidebar).find((page) => docs.has(page.docId))?.docId;
  const landing = docs.get(config.docs.landingDocId ?? '') ?? docs.get(firstId ?? '') ?? [...docs.values()][0];
  return { version, docs, sidebars, landing };
}

/** Where a navbar doc entry leads in each version: the same doc or sidebar there, else that version's landing doc. */
function entryInVersions(inVersions: VersionDocsIn[], target: { docId: string } | { sidebarId: string }): NavLink['versions'] {
  if (inVersions.length === 0) return undefined;
  const entries = inVersions.map(({ version, docs, sidebars, landing }) => {
    let doc = 'docId' in target ? docs.get(target.docId) : undefined;
    if ('sidebarId' in target) {
      const first = flattenSidebar(sidebars.get(target.sidebarId) ?? [])[0];
      doc = first && docs.get(first.docId);
    }
    doc ??= landing;
    return [version.name, { href: doc?.url ?? '', sidebar: doc?.sidebarName ?? undefined }] as const;
  });
  return Object.fromEntries(entries.filter(([, entry]) => entry.href));
}

function resolveNavbar(config: SiteConfig, localeInfo: LocaleInfo, docs: Map<string, Doc>, sidebars: Map<string, SidebarItem[]>, inVersions: VersionDocsIn[]): NavItem[] {
  const locale = localeInfo.code;
  const pick = (text: LocalizedString) => pickLocalized(text, locale, config.defaultLocale);
  const file = config.configFile;
  // What the theme needs of an item's own: its class names, and its side of the navbar when it is on the right.
  const own = (item: { className?: string; position?: 'left' | 'right' }) => ({ ...(item.className && { className: item.className }), ...(item.position === 'right' && { position: 'right' as const }) });
  // An entry of the navbar or of a dropdown.
  const entry = (item: DropdownItemConfig & { position?: 'left' | 'right' }, context: string): ((NavLink | HtmlItem) & { position?: 'right' })[] => entryOf(item, context).map((made) => ({ ...made, ...own(item) }));
  const entryOf = (item: DropdownItemConfig, context: string): (NavLink | HtmlItem)[] => {
    switch (item.type) {
      case 'docSidebar': {
        const first = flattenSidebar(getSidebar(sidebars, item.sidebarId, context, file))[0];
        if (!first) throw new DocgenError('navbar/empty-sidebar', `${context} opens the sidebar "${item.sidebarId}", which has no docs.`, { file });
        return [{ label: pick(item.label), href: first.href, sidebar: item.sidebarId, versions: entryInVersions(inVersions, item) }];
      }
      case 'doc': {
        const doc = getDoc(docs, item.docId, context, file);
        return [{ label: pick(item.label), href: doc.url, sidebar: doc.sidebarName ?? undefined, versions: entryInVersions(inVersions, item) }];
      }
      case 'blog': {
        const label = item.label === undefined ? themeStrings(locale).blog : pick(item.label);
        return [{ label, href: routeUrl(config.base, localeInfo.prefix, config.blog.path), sidebar: BLOG_SIDEBAR }];
      }
      case 'link': {
        const activePath = item.activeBasePath === undefined ? undefined : routeUrl(config.base, localeInfo.prefix, item.activeBasePath.replace(/^\/+|\/+$/g, ''));
        return [{ label: pick(item.label), href: linkItemUrl(item, config.base, localeInfo.prefix), ...(activePath !== undefined && { activePath }) }];
      }
      case 'html':
        return [{ html: pick(item.value) }];
    }
  };
  const context = (index: number, inDropdown = '') => `Navbar item ${index + 1} ("navbar.items[${index}]${inDropdown}")`;
  return config.navbar.items.flatMap((item, index): NavItem[] => {
    switch (item.type) {
      case 'localeDropdown':
      case 'docsVersionDropdown':
        return [];
      case 'dropdown':
        return [{ label: pick(item.label), items: item.items.flatMap((child, at) => entry(child, context(index, `.items[${at}]`))), ...own(item) }];
      default:
        return entry(item, context(index));
    }
  });
}

function buildVersion({ version, docs, sidebars, landing }: VersionDocsIn, config: SiteConfig): VersionData {
  if (config.docs.landingDocId) getDoc(docs, config.docs.landingDocId, '"docs.landingDocId"', config.configFile);
  const sidebarLinks: VersionData['sidebars'] = {};
  for (const [name, items] of sidebars) {
    const first = flattenSidebar(items)[0];
    if (first) sidebarLinks[name] = { link: { path: first.href, label: first.label } };
  }
  return {
    name: version.name,
    label: version.label,
    isLast: true,
    path: config.base,
    mainDocId: landing?.id ?? '',
    docs: [...docs.values()].map((doc) => ({ id: doc.id, path: doc.url, sidebar: doc.unlisted ? null : doc.sidebarName })),
    draftIds: [],
    sidebars: sidebarLinks,
  };
}

/** The docs of a doc's version and locale. */
export function docsOf(table: Pick<RouteTable, 'versionDocs'>, doc: Doc): Map<string, Doc> {
  return table.versionDocs.get(doc.version)!.get(doc.locale)!;
}

/** Previous and next pages of a doc in its sidebar's order, overridden by pagination_prev / pagination_next. */
export function paginationOf(doc: Doc, table: RouteTable): { prev?: PageLink; next?: PageLink } {
  const docs = docsOf(table, doc);
  const around = pagesAround(table, doc.locale, doc.sidebarName, doc.id, docs);
  const pick = (override: string | null | undefined, fallback: PageLink | undefined, key: string): PageLink | undefined => {
    if (override === null) return undefined;
    if (override !== undefined) return docPageLink(getDoc(docs, override, `The "${key}" frontmatter`, doc.source.absPath, frontmatterKeyLine(doc.source.text, key)));
    return fallback;
  };
  return { prev: pick(doc.frontmatter.pagination_prev, around.prev, 'pagination_prev'), next: pick(doc.frontmatter.pagination_next, around.next, 'pagination_next') };
}

/**
 * The pages before and after a page (a doc's id, a generated index's key) in its sidebar's reading order; a doc
 * under its pagination label, a generated index under its category's label.
 */
export function pagesAround(table: Pick<RouteTable, 'sidebars'>, locale: string, sidebarName: string | null, key: string, docs: Map<string, Doc>): { prev?: PageLink; next?: PageLink } {
  const sidebar = sidebarName ? table.sidebars.get(locale)?.get(sidebarName) : undefined;
  if (!sidebar) return {};
  const order = flattenSidebar(sidebar);
  const index = orderOf(order).get(key) ?? -1;
  const link = (page: SidebarPage | undefined): PageLink | undefined => {
    const doc = page && docs.get(page.docId);
    return doc ? docPageLink(doc) : page && { label: page.label, href: page.href };
  };
  return { prev: index > 0 ? link(order[index - 1]) : undefined, next: index >= 0 ? link(order[index + 1]) : undefined };
}

function docPageLink(doc: Doc): PageLink {
  return { label: doc.paginationLabel, href: doc.url };
}

const positions = new WeakMap<SidebarPage[], Map<string, number>>();

/** Each page's first place in a sidebar's order, found once per sidebar: every page of it asks. */
function orderOf(pages: SidebarPage[]): Map<string, number> {
  let byKey = positions.get(pages);
  if (!byKey) {
    byKey = new Map();
    for (const [i, page] of pages.entries()) if (!byKey.has(page.docId)) byKey.set(page.docId, i);
    positions.set(pages, byKey);
  }
  return byKey;
}
