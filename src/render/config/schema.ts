// The config schema: every field, its type and its default. Validated once, at the edge (load-config.ts).
import { z } from 'zod';

function isRegExp(pattern: string): boolean {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}

/** An http(s) URL. */
function isWebUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** What `docs.editUrl` as a function is called with for each doc, as Docusaurus names it (paths posix, from the site's folder). */
export interface DocEditUrlParams {
  locale: string;
  version: string;
  /** The folder of the doc's version and locale: 'docs/en', 'versioned_docs/version-3.2/en'. */
  versionDocsDirPath: string;
  /** The doc's file in that folder: 'guide/setup.md'. */
  docPath: string;
  /** The page's URL path: '/armkit/en/guide/setup'. */
  permalink: string;
}

/** What `blog.editUrl` as a function is called with for each post, as Docusaurus names it. */
export interface PostEditUrlParams {
  locale: string;
  /** The folder of the post's locale: 'blog/en'. */
  blogDirPath: string;
  /** The post's file in that folder: '2026-03-04-release.md'. */
  blogPath: string;
  permalink: string;
}

/**
 * Where a page's "Edit this page" link leads: a URL to which the page's file, from the site's folder, is
 * appended ('https://git.example.com/armkit/edit/main/content/' + 'docs/en/guide/setup.md'), or a function
 * returning the page's URL (or nothing, for no link). Default: no link, but where a page's `custom_edit_url` says.
 */
const editUrl = <P>() =>
  z
    .custom<string | ((params: P) => string | undefined)>(
      (value) => typeof value === 'function' || (typeof value === 'string' && isWebUrl(value)),
      'must be an http(s) URL to which each page\'s file is appended ("https://git.example.com/armkit/edit/main/content/"), or a function returning a page\'s edit URL',
    )
    .optional();

/** The "Last updated" line at the end of a page: when its file was last committed, and by whom. Default false. */
const showLastUpdate = {
  showLastUpdateTime: z.boolean().default(false),
  showLastUpdateAuthor: z.boolean().default(false),
};

/** A UI string: one text for every locale, or one per locale code. */
const localized = z.union([z.string(), z.record(z.string(), z.string())]);

const localeSchema = z.strictObject({
  /** Name shown in the language dropdown. */
  label: z.string(),
  /** `<html lang>`; defaults to the locale code. */
  htmlLang: z.string().optional(),
  direction: z.enum(['ltr', 'rtl']).default('ltr'),
  calendar: z.string().default('gregory'),
  /** URL segment; defaults to the locale code. Ignored for the default locale, which has no prefix. */
  path: z.string().optional(),
});

/** 'left': after the logo and title; 'right': in the navbar's right-hand group, before the menus, colour switch and search. On a phone both are in the menu. */
const position = z.enum(['left', 'right']).default('left');

/** An image of the navbar or the footer: `src` (and `srcDark`, shown in dark mode) a path under the static folder, or a URL. */
const logoSchema = z.strictObject({
  /** The image's alternative text. Default: none beside a shown title, else the site title. */
  alt: localized.optional(),
  src: z.string().min(1),
  srcDark: z.string().min(1).optional(),
  /** Where the logo leads: a path under the base (in the page's locale) or a URL. Default: the home page in the navbar, nowhere in the footer. */
  href: z.string().optional(),
  /** The image's size attributes (the theme sets its height; they keep its place while it loads). */
  width: z.union([z.number(), z.string()]).optional(),
  height: z.union([z.number(), z.string()]).optional(),
});

/** Class names of the site's own added to a navbar item (its link; an html item's list entry), for its CSS. Default: none. */
const className = z.string().optional();

// Navbar entries that a dropdown can list too: they have no position of their own there.
const docSidebarItem = z.strictObject({
  /** Opens the first doc of a sidebar; active on all that sidebar's pages. */
  type: z.literal('docSidebar'),
  sidebarId: z.string(),
  label: localized,
  className,
});
const docItem = z.strictObject({
  /** Opens one doc. */
  type: z.literal('doc'),
  docId: z.string(),
  label: localized,
  className,
});
const linkItem = z.strictObject({
  /** A plain link: `to` a path of the site (under the base and the page's locale), or `href` a URL (opens in a new tab) or a path under the base. */
  type: z.literal('link'),
  to: z.string().optional(),
  href: z.string().optional(),
  label: localized,
  className,
  /** Marks the entry active on the pages under this path of the site ('docs/api'), as Docusaurus's activeBasePath. */
  activeBasePath: z.string().optional(),
});
/** A link item has one target. */
const oneTarget = <T extends z.ZodType<{ to?: string; href?: string }>>(schema: T) =>
  schema.refine((item) => (item.to === undefined) !== (item.href === undefined), { message: 'give a link "to" (a path of the site) or "href" (a URL), not both' });
const blogItem = z.strictObject({
  /** The blog's list of posts. Label default: the theme's "Blog" / "博客". */
  type: z.literal('blog'),
  label: localized.optional(),
  className,
});
const htmlItem = z.strictObject({
  /** HTML of the site's own, shown as it is written. */
  type: z.literal('html'),
  value: localized,
  className,
});

const dropdownItemSchema = z.discriminatedUnion('type', [docSidebarItem, docItem, oneTarget(linkItem), blogItem, htmlItem]);

const navbarItemSchema = z.discriminatedUnion('type', [
  docSidebarItem.extend({ position }),
  docItem.extend({ position }),
  oneTarget(linkItem.extend({ position })),
  blogItem.extend({ position }),
  htmlItem.extend({ position }),
  z.strictObject({
    /** A menu of entries under a label: opens on hover, click or keyboard; its links are in the page without JavaScript too. */
    type: z.literal('dropdown'),
    label: localized,
    items: z.array(dropdownItemSchema).min(1),
    position,
    /** On the dropdown's label. */
    className,
  }),
  z.strictObject({
    /** The language switch. */
    type: z.literal('localeDropdown'),
    position: z.enum(['left', 'right']).default('right'),
  }),
  z.strictObject({
    /** The docs version menu, shown when versions.json lists released versions. */
    type: z.literal('docsVersionDropdown'),
    position: z.enum(['left', 'right']).default('right'),
  }),
]);

/**
 * An entry of `footer.links`: a column `{ title?, items }` of links, or (the one-row form) a link itself. A link
 * is `{ label, to }` (a path of the site, under the base and the page's locale), `{ label, href }` (a URL, opened
 * in a new tab, or a path under the base alone), or `{ html }` (HTML of the site's own).
 */
const footerLinkFields = {
  label: localized.optional(),
  to: z.string().optional(),
  href: z.string().optional(),
  html: localized.optional(),
};
const footerLinkProblem = (link: { label?: unknown; to?: unknown; href?: unknown; html?: unknown }): string | undefined => {
  const targets = [link.to, link.href].filter((target) => target !== undefined).length;
  if (link.html !== undefined) return link.label !== undefined || targets ? 'an "html" item has no "label", "to" or "href"' : undefined;
  if (link.label === undefined || targets !== 1) return 'give a "label" with "to" (a path of the site) or "href" (a URL), or "html"';
  return undefined;
};
const footerLinkSchema = z.strictObject(footerLinkFields).superRefine((link, ctx) => {
  const problem = footerLinkProblem(link);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
const footerEntrySchema = z
  .strictObject({
    /** A column's title. */
    title: localized.optional(),
    /** A column's links. */
    items: z.array(footerLinkSchema).optional(),
    ...footerLinkFields,
  })
  .superRefine((entry, ctx) => {
    const { title, items, ...link } = entry;
    const problem = items !== undefined ? (Object.values(link).some((value) => value !== undefined) ? 'a column has a "title" and "items" only' : undefined) : title !== undefined ? 'a column needs its "items"' : footerLinkProblem(link);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const linkPolicy = z.enum(['ignore', 'log', 'warn', 'throw']);

/** The tags `headTags` may add to a page's head, and what an attribute's name may be. */
export const HEAD_TAG_NAMES = ['link', 'meta', 'script', 'style', 'noscript'] as const;
export const ATTRIBUTE_NAME = /^[a-zA-Z_:][-a-zA-Z0-9_:.]*$/;

export const configSchema = z.strictObject({
  /** Site title, shown in the navbar and after the title delimiter in `<title>`. */
  title: z.string().min(1),
  /** One-line description of the site, used on the home page and as default meta description. Default ''. */
  tagline: localized.default(''),
  /** Public origin of the site, for canonical URLs: 'https://example.com'. */
  url: z.url(),
  /** Single-segment base path, with or without slashes: '/armkit/'. Default '/'. */
  base: z
    .string()
    .regex(/^\/?[A-Za-z0-9._-]*\/?$/, 'must be a single path segment such as "/armkit/"')
    .default('/'),
  /**
   * `false` writes each page as `<path>.html` (`docs/intro.html`, as Docusaurus does with the same option), for hosts
   * that serve `/docs/intro` from that file without redirecting to `/docs/intro/`; otherwise each page is its
   * folder's `index.html`. Links are written without a trailing slash either way.
   */
  trailingSlash: z.boolean().optional(),
  /** Folder of docs, pages, blog posts and static files, relative to the config file. Defaults: their names. */
  docsDir: z.string().default('docs'),
  pagesDir: z.string().default('pages'),
  blogDir: z.string().default('blog'),
  staticDir: z.string().default('static'),
  i18n: z.strictObject({
    /** Locale without a URL prefix. */
    defaultLocale: z.string(),
    locales: z.record(z.string(), localeSchema),
  }),
  docs: z
    .strictObject({
      /** The doc opened by the version's "main doc" link. Default: the first doc of the first sidebar. */
      landingDocId: z.string().optional(),
      /** Whether the site has docs (the docs folder is read). Default true. */
      enabled: z.boolean().default(true),
      /** Label of the current docs version (the unreleased one once versions.json lists releases). Default 'Next'. */
      versionLabel: z.string().default('Next'),
      /** Versions whose docs show no version badge above their title, by name ('current' for Next). Default: none. */
      hideVersionBadge: z.array(z.string()).default([]),
      /**
       * A sidebars file in Docusaurus's format (sidebars.js, .ts or .json: sidebar name → items), relative to the
       * config file, instead of one sidebar per top folder of the docs.
       */
      sidebarPath: z.string().optional(),
      /** The URL path of the docs under each locale: '' (default) puts them at its root, 'docs' under /docs/. */
      routeBasePath: z
        .string()
        .regex(/^\/?([A-Za-z0-9._-]+\/?)*$/, 'must be URL path segments of letters, digits, ".", "_" and "-", such as "docs"')
        .transform((value) => value.replace(/^\/+|\/+$/g, ''))
        .default(''),
      editUrl: editUrl<DocEditUrlParams>(),
      ...showLastUpdate,
    })
    .prefault({}),
  blog: z
    .strictObject({
      /** Whether the site has a blog (the blog folder is read). Default true. */
      enabled: z.boolean().default(true),
      /** URL segment of the blog under each locale: '/armkit/blog/'. Default 'blog'. */
      path: z
        .string()
        .regex(/^[a-z0-9][a-z0-9-]*$/, 'must be one URL segment of lowercase letters, digits and "-", such as "blog"')
        .default('blog'),
      /** Posts on a page of the list. Default 10. */
      postsPerPage: z.number().int().min(1).default(10),
      /** Posts the blog sidebar lists, newest first, grouped by year: a number, or 'ALL'. Default 'ALL'. */
      sidebarCount: z.union([z.number().int().min(0), z.literal('ALL')]).default('ALL'),
      /** RSS and Atom feeds per locale, linked from every page's head. Default true. */
      feed: z.boolean().default(true),
      /** The authors' index (`/blog/authors`) and a page of posts for each author of authors.yml. Default true. */
      authorPages: z.boolean().default(true),
      /** A post's "Edit this page" link (see the docs'). */
      editUrl: editUrl<PostEditUrlParams>(),
      ...showLastUpdate,
    })
    .prefault({}),
  navbar: z
    .strictObject({
      /** Hide the navbar while scrolling down, show it when scrolling up. Default false. */
      hideOnScroll: z.boolean().default(false),
      /** The text beside the logo. Default: the site title; '' shows the logo alone. */
      title: localized.optional(),
      /** An image before the title, leading to the home page. Default: none. */
      logo: logoSchema.optional(),
      items: z.array(navbarItemSchema).default([]),
    })
    .prefault({}),
  footer: z
    .strictObject({
      /** The copyright line, as HTML of the site's own (`Copyright © 2026 X<br><a href="…">…</a>`), as Docusaurus shows it. Default ''. */
      copyright: localized.default(''),
      /** Company registration number, shown under the copyright; HTML of the site's own too. Default ''. */
      registration: localized.default(''),
      /** Columns of links side by side (stacked on narrow screens), or links in one row (footerEntrySchema). Default: none. */
      links: z
        .array(footerEntrySchema)
        .refine((entries) => new Set(entries.map((entry) => entry.items !== undefined)).size < 2, { message: 'give columns ({ title, items }) or links, not both' })
        .default([]),
      /** 'dark' keeps the footer dark in light mode too. Default 'light'. */
      style: z.enum(['light', 'dark']).default('light'),
      /** An image above the copyright. Default: none. */
      logo: logoSchema.optional(),
    })
    .prefault({}),
  colorMode: z
    .strictObject({
      defaultMode: z.enum(['light', 'dark']).default('light'),
      disableSwitch: z.boolean().default(false),
      /** Follow the system preference when nothing is stored. Default false. */
      respectPrefersColorScheme: z.boolean().default(false),
    })
    .prefault({}),
  /** Optional bar above the navbar. Changing `id` shows it again to readers who dismissed it. */
  announcementBar: z
    .strictObject({ id: z.string().min(1), content: localized, closeable: z.boolean().default(true) })
    .optional(),
  search: z
    .strictObject({
      /** Hosted search service credentials; without all three, the local index is used. */
      appId: z.string().optional(),
      apiKey: z.string().optional(),
      indexName: z.string().optional(),
      /** Filter hits by the current language and docs version. Default true. */
      contextualSearch: z.boolean().default(true),
      /** Search analytics of the hosted service (click and conversion events). Default false. */
      insights: z.boolean().default(false),
      /** Result URLs matching this regular expression open as external links. */
      externalUrlRegex: z
        .string()
        .refine(isRegExp, { message: 'is not a valid regular expression' })
        .optional(),
      /** Where "Let us know." on the no-results screen points; `{query}` is replaced by the query. None: no link. */
      missingResultsUrl: z.string().optional(),
      /**
       * The local index as one file downloaded on the first query ('whole'), or cut in small files of which a query
       * downloads what it needs ('sharded'). Default 'auto': sharded for a locale of more than 3,000 records
       * (about 300 pages).
       */
      localIndex: z.enum(['auto', 'whole', 'sharded']).default('auto'),
      /**
       * Write each locale's records to `search-records/<locale>.json`, for upload to the hosted service. Default:
       * when the hosted service's credentials are given (the local index holds the records itself).
       */
      records: z.boolean().optional(),
    })
    .refine((search) => [search.appId, search.apiKey, search.indexName].filter(Boolean).length % 3 === 0, {
      message: 'give "appId", "apiKey" and "indexName" together for the hosted search service, or none of them for the local index',
    })
    .prefault({}),
  /** Heading levels in the table of contents. Default 2 to 3. */
  toc: z
    .strictObject({
      minHeadingLevel: z.number().int().min(2).max(6).default(2),
      maxHeadingLevel: z.number().int().min(2).max(6).default(3),
    })
    .prefault({}),
  markdown: z
    .strictObject({
      /** Code languages highlighted in addition to the built-in common ones. */
      extraLanguages: z.array(z.string()).default([]),
      /** Render ```mermaid blocks as diagrams. Default true. */
      mermaid: z.boolean().default(true),
      /**
       * Which files are MDX: 'detect' (default, Docusaurus's meaning) `.mdx` files, while `.md` files are CommonMark;
       * 'mdx' every file; 'md' none.
       */
      format: z.enum(['md', 'mdx', 'detect']).default('detect'),
      /**
       * Math: `$…$` inline and `$$…$$` blocks, written in LaTeX and rendered by KaTeX at build time (its stylesheet
       * joins the site's). Default false: a `$` is text.
       */
      math: z.boolean().default(false),
      /** shiki themes for light and dark mode. */
      themes: z
        .strictObject({ light: z.string().default('github-light'), dark: z.string().default('github-dark-default') })
        .prefault({}),
    })
    .prefault({}),
  links: z
    .strictObject({
      /** A link to a route that does not exist. Default 'throw'. */
      onBrokenLinks: linkPolicy.default('throw'),
      /** A relative link to a .md file that does not exist. Default 'warn'. */
      onBrokenMarkdownLinks: linkPolicy.default('warn'),
      /** A link to an anchor that the target page does not have. Default 'warn'. */
      onBrokenAnchors: linkPolicy.default('warn'),
      /** Regular expressions of link targets never checked. */
      ignore: z.array(z.string()).default([]),
    })
    .prefault({}),
  /**
   * The site's stylesheets, after the theme's on every page: its components' styles, its own values of the
   * theme's CSS variables. Paths relative to the config file, inside the site's folder. Default: none.
   */
  customCss: z.union([z.string(), z.array(z.string())]).default([]),
  /**
   * Pages that send the reader on to another (moved docs): `from` one path or several, `to` a path of the site or
   * a URL; paths without the base or locale prefix, made in every locale. Default: none.
   */
  redirects: z
    .array(z.strictObject({ from: z.union([z.string(), z.array(z.string()).min(1)]), to: z.string().min(1) }))
    .default([]),
  /**
   * Old paths of each page, as Docusaurus's client-redirects plugin asks them: called with the path of every page
   * (without the base or locale prefix: '/docs/intro'), it returns a path or paths that lead there, or nothing.
   * Paths a page has are left alone. Default: none.
   */
  createRedirects: z.custom<(path: string) => unknown>((value) => typeof value === 'function', 'must be a function from a page\'s path to the old paths that lead to it').optional(),
  /**
   * The image shared links show (`og:image`) for pages without their own (frontmatter `image`): a path under the
   * static folder ('img/social-card.png') or an http(s) URL. Default: none.
   */
  image: z
    .string()
    .refine((value) => isWebUrl(value) || (!/^[a-z][a-z0-9+.-]*:/i.test(value) && !value.includes('\\') && !value.split('/').includes('..')), 'must be a path under the static folder ("img/social-card.png") or an http(s) URL')
    .optional(),
  /** Site icon, a path under the static folder ('img/favicon.svg'). Default: none. */
  favicon: z.string().optional(),
  /**
   * Tags every page's head ends with: another site's stylesheet or script, a meta tag. `attributes` are written
   * as given (`true`: the attribute alone, `false`: left out); `innerHTML`, for a script or style, as written.
   * Default: none.
   */
  headTags: z
    .array(
      z.strictObject({
        tagName: z.enum(HEAD_TAG_NAMES),
        attributes: z.record(z.string().regex(ATTRIBUTE_NAME, 'must be an attribute name'), z.union([z.string(), z.boolean()])).default({}),
        innerHTML: z.string().optional(),
      }),
    )
    .default([]),
  /** Between page title and site title in `<title>`. Default '|'. */
  titleDelimiter: z.string().default('|'),
});

export type UserConfig = z.input<typeof configSchema>;
export type ParsedConfig = z.output<typeof configSchema>;
export type LocalizedString = z.output<typeof localized>;
export type NavbarItemConfig = z.output<typeof navbarItemSchema>;
export type DropdownItemConfig = z.output<typeof dropdownItemSchema>;
export type LogoConfig = z.output<typeof logoSchema>;
export type FooterEntryConfig = z.output<typeof footerEntrySchema>;
