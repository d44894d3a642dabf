// The data contract between the build (src/render) and the browser (src/client, theme).
// Everything here is plain JSON: it is embedded in pages and fetched on navigation.

export type LocaleCode = string;

export interface LocaleInfo {
  code: LocaleCode;
  label: string;
  htmlLang: string;
  direction: 'ltr' | 'rtl';
  calendar: string;
  /** '' for the default locale, 'en/' for the others. */
  prefix: string;
}

export interface TocItem {
  id: string;
  text: string;
  level: number;
  /** The text in parts, when the heading holds inline code (shown as code in the table of contents too). */
  parts?: TocPart[];
}

/** A run of a heading's text, or its inline code. */
export type TocPart = string | { code: string };

export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
  docId: string;
  /** The doc's `sidebar_class_name`. */
  className?: string;
}

/** A link a sidebars file writes (Docusaurus's `link` item): a URL elsewhere, or a path of the site. Never a doc. */
export interface SidebarUrl {
  type: 'url';
  label: string;
  href: string;
  className?: string;
  /** What its card on a generated index page says. */
  description?: string;
}

/** HTML a sidebars file writes (Docusaurus's `html` item), shown as it is: a divider, a heading, a badge. */
export interface SidebarHtml {
  type: 'html';
  value: string;
  className?: string;
  /** Spaced and coloured as the sidebar's links are. */
  defaultStyle?: boolean;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  collapsed: boolean;
  collapsible: boolean;
  items: SidebarItem[];
  /** The page its label opens: the doc its `link` names, or its generated index. */
  href?: string;
  /**
   * The key of that page where pages are found by key (prev/next, the page's part of a large sidebar): the doc's
   * id, which is then not among `items`, or `category:<route>` for its generated index (as posts are `blog:<id>`).
   */
  docId?: string;
  /** What its generated index page (at `href`) shows besides its items; absent when the label opens a doc. */
  index?: GeneratedIndex;
  className?: string;
  /** What its card on a generated index page says, instead of the count of its items. */
  description?: string;
}

/** A category's generated index (Docusaurus's `link: { type: 'generated-index' }`). */
export interface GeneratedIndex {
  /** Route under the locale: 'docs/category/guides'. */
  route: string;
  /** The page's title; the category's label without one. */
  title?: string;
  description?: string;
  keywords?: string[];
  image?: string;
}

/**
 * Stands, in a page's own copy of a large sidebar, for links it leaves out (see page-sidebar.ts); the whole
 * sidebar, loaded from the locale's shared data, has none.
 */
export interface SidebarGap {
  type: 'gap';
  /** How many links it stands for. */
  count: number;
}

export type SidebarItem = SidebarLink | SidebarUrl | SidebarHtml | SidebarCategory | SidebarGap;

export interface NavLink {
  label: string;
  href: string;
  /** The site's class names for the entry's link (a navbar item's `className`), for its own CSS. */
  className?: string;
  /** Sidebar the entry opens; marks it active on that sidebar's pages. */
  sidebar?: string;
  /** Marks the entry active on the pages under this URL path too (a link item's `activeBasePath`). */
  activePath?: string;
  /**
   * A doc entry's target in each docs version (by version name), when the site has released versions: the
   * entry opens the reader's version (theme/hooks/use-docs-version.ts). `href` and `sidebar` are the root version's.
   */
  versions?: Record<string, { href: string; sidebar?: string }>;
}

/** HTML of the site's own (a navbar or footer `html` item), shown as it is written. */
export interface HtmlItem {
  html: string;
  /** The site's class names for the entry (a navbar item's `className`). */
  className?: string;
}

/** A navbar menu: its label and the entries it opens. */
export interface NavDropdown {
  label: string;
  items: (NavLink | HtmlItem)[];
  /** The site's class names for the dropdown's label. */
  className?: string;
}

/**
 * An entry of the navbar (src/shared/nav-items.ts tells them apart); `position: 'right'` puts it in the navbar's
 * right-hand group, before the menus, the colour switch and the search.
 */
export type NavItem = (NavLink | NavDropdown | HtmlItem) & { position?: 'right' };

/** An image of the navbar or the footer, its URLs made. */
export interface LogoData {
  src: string;
  /** Shown instead in dark mode. */
  srcDark?: string;
  alt: string;
  /** Where it leads; none: an image only. */
  href?: string;
  width?: number | string;
  height?: number | string;
}

/** A link of the footer (its URL made: under the base and locale, or a URL), or HTML of the site's own. */
export type FooterItem = PageLink | HtmlItem;

export interface FooterColumn {
  title?: string;
  items: FooterItem[];
}

/** A docs version as the version menu lists it. */
export interface DocsVersionLink {
  name: string;
  label: string;
  /** The version's landing doc in the page's locale. */
  href: string;
}

export interface PageLink {
  label: string;
  href: string;
}

export interface VersionDoc {
  id: string;
  path: string;
  sidebar: string | null;
}

export interface VersionData {
  name: string;
  label: string;
  isLast: boolean;
  path: string;
  mainDocId: string;
  docs: VersionDoc[];
  draftIds: string[];
  sidebars: Record<string, { link: { path: string; label: string } }>;
}

export interface AnnouncementData {
  id: string;
  content: string;
  closeable: boolean;
}

/** What the theme needs about the site in one locale; the same for every page of that locale. */
export interface SiteData {
  title: string;
  tagline: string;
  url: string;
  base: string;
  /** The base an absolute link in the locale's content gets (content/layout.ts linkBase). */
  linkBase: string;
  locale: LocaleInfo;
  defaultLocale: LocaleCode;
  locales: LocaleInfo[];
  /** `title` is beside the logo ('' for none). */
  navbar: { title: string; logo?: LogoData; items: NavItem[]; hideOnScroll: boolean; localeDropdown: boolean; versionDropdown: boolean };
  /** Every docs version (the current docs first, then the released ones, newest first), when there are released versions. */
  docsVersions?: DocsVersionLink[];
  /** The footer's links are `columns` side by side, or (Docusaurus's simple form) one `row`; at most one of them has any. */
  footer: { copyright: string; registration: string; style: 'light' | 'dark'; logo?: LogoData; columns: FooterColumn[]; row: FooterItem[] };
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  announcement: AnnouncementData | null;
  titleDelimiter: string;
  /** URL of the site icon, or null. */
  favicon: string | null;
  /**
   * The docs version at the docs root, without its docs and its sidebars' first links, which would weigh on every
   * page of a large site (a kilobyte for ten sidebars): the theme takes what it shows of versions from `docsVersions`.
   */
  version: Omit<VersionData, 'docs' | 'sidebars' | 'draftIds'>;
  /** The locale's blog feeds, linked from every page's head. */
  feeds?: { rss: string; atom: string };
  search: { appId?: string; apiKey?: string; indexName?: string; contextualSearch: boolean; insights: boolean; externalUrlRegex?: string; missingResultsUrl?: string };
}

/**
 * `blog-list`: a page of the blog's posts (all, a tag's or an author's); `blog-tags`, `blog-authors` and
 * `blog-archive` list tags, authors and posts; `category-index`: a docs category's generated index, its items as
 * cards.
 */
export type PageKind = 'doc' | 'markdown' | 'component' | 'search' | 'not-found' | 'blog-post' | 'blog-list' | 'blog-tags' | 'blog-authors' | 'blog-archive' | 'category-index';

/** What a blog post shows besides its body, on its page and in the lists. */
export interface PostInfo {
  /** 'YYYY-MM-DD'. */
  date: string;
  readingMinutes: number;
  authors: { name: string; title?: string; url?: string; imageUrl?: string; href?: string }[];
  tags: { label: string; href: string }[];
}

/** An item of a category on its generated index page: a doc, a link, or a category (leading to its first page). */
export interface DocCard {
  kind: 'doc' | 'url' | 'category';
  title: string;
  href: string;
  description?: string;
  /** A category's number of items, which its card tells without a description. */
  count?: number;
}

export interface Breadcrumb {
  label: string;
  href?: string;
}

/** One rendered route. `html` is the compiled markdown body (absent for component and built-in pages). */
export interface PageData {
  kind: PageKind;
  /** URL path under the site, with base and locale prefix: /armkit/en/api/cli */
  path: string;
  locale: LocaleCode;
  title: string;
  description?: string;
  html?: string;
  toc: TocItem[];
  docId?: string;
  sidebarName?: string;
  breadcrumbs?: Breadcrumb[];
  prev?: PageLink;
  next?: PageLink;
  draft?: boolean;
  unlisted?: boolean;
  hideTableOfContents?: boolean;
  /** Set when the page shows content of the default locale because this locale lacks a translation. */
  fallbackFrom?: LocaleCode;
  /** Other locales' URLs of the same page, by locale code. */
  alternates: Record<LocaleCode, string>;
  /** Key of the component page module, for kind 'component'. */
  component?: string;
  hasMermaid?: boolean;
  /** The islands of an MDX page (theme/mdx/Island.tsx), whose code the page preloads. */
  islands?: string[];
  /** The markdown has its own h1, so the theme does not add the title as one. */
  hasH1?: boolean;
  /** No title heading for a title given only in the frontmatter (`hide_title`). */
  hideTitle?: boolean;
  /** The page's `<meta name="keywords">`. */
  keywords?: string[];
  /** The absolute URL of the image shared links show (`og:image`). */
  image?: string;
  /** A blog post's date, authors, tags and reading time. */
  post?: PostInfo;
  /** The items of a category's generated index page (kind `category-index`). */
  cards?: DocCard[];
  /** The docs version of a doc page, when the site has released versions. */
  version?: DocVersionInfo;
  /** The page search engines should index instead of this one (an old version's doc: the latest's). */
  canonical?: string;
  /**
   * Locales among `alternates` whose page shows another language's text until it is translated: no `hreflang`
   * names them.
   */
  untranslated?: LocaleCode[];
  /** Where a reader can edit the page's file (the config's `editUrl`, or the page's `custom_edit_url`). */
  editUrl?: string;
  /** When (an ISO date-time) and by whom the page's text last changed, as far as the site shows them (`showLastUpdateTime`, `showLastUpdateAuthor`). */
  lastUpdate?: { date?: string; author?: string };
}

export interface DocVersionInfo {
  name: string;
  label: string;
  /** On a doc not of the version at the docs root: 'unreleased' (Next) or 'unmaintained' (an older release). */
  banner?: 'unreleased' | 'unmaintained';
  /** The version at the docs root, and the same doc in it (or its landing doc). */
  latest: { label: string; href: string };
  /** The same doc in the other versions that have it, by version name (the version menu opens them). */
  links: Record<string, string>;
  /** False when the version's docs show no badge above their title. */
  badge?: false;
}

/**
 * Everything the client needs to render a page, embedded as JSON in each HTML page (without the markdown
 * body, which the client reads from the DOM, and with the page's own copy of its sidebar).
 */
export interface Bootstrap {
  site: SiteData;
  page: PageData;
  sidebar: SidebarItem[] | null;
  /** Doc id → URL in the page's locale, of the docs a component page links to (only for component pages). */
  docs?: Record<string, string>;
  /** The texts of `<Translate>` and `translate()` a Docusaurus project's React page shows, by id (its code.json). */
  messages?: Record<string, string>;
}

/** What a page's HTML embeds of its bootstrap: its sidebar is in its markup (theme/DocSidebar.tsx), and its body. */
export type EmbeddedBootstrap = Omit<Bootstrap, 'sidebar'>;

/** What every page of a locale shares, in one content-hashed file fetched once (see site-manifest.ts). */
export interface LocaleData {
  site: SiteData;
  /** Every sidebar of the locale, whole, by name. */
  sidebars: Record<string, SidebarItem[]>;
  /** URL of the locale's local search index; null when the hosted search service is configured. */
  searchIndex: string | null;
}

/**
 * The one file of the build with a fixed name (SITE_MANIFEST_FILE): where this build's shared, content-hashed
 * files are. Pages name none of them, so an edit that changes a search index or a sidebar rewrites no page.
 */
export interface SiteManifest {
  /** URL of the JSON list of every route the client router renders (all locales). */
  routes: string;
  locales: { code: LocaleCode; prefix: string; data: string }[];
}
