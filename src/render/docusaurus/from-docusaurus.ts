// A Docusaurus 3 config, as docusaurus.config.js evaluates to, read as docgen's config: what docgen does the same
// way is carried over, and every option it does not support is named in a warning at its line. Pure: data in,
// data out (the config's text only places the warnings).
import { DocgenError } from '../errors.js';
import { keyLine } from '../config/format-config-issues.js';
import { codeLanguage } from '../../shared/code-meta.js';
import { unknownLanguages } from '../markdown/highlighter.js';
import { standInFor } from './evaluate-config.js';
import type { Messages } from './translations.js';
import { isVersionsOption, versionsOptionOf } from './docs-versions.js';
import { footerOf, navbarOf } from './navbar-footer.js';
import { isObject, known, type KeyPath, type Localize, type Obj, type Unsupported, type Warn } from './options.js';
import { headTagsOf, isKatexStylesheet, type HeadTag } from './head-tags.js';

/** What docgen builds from a Docusaurus project. */
export interface FromDocusaurus {
  /** docgen's config, before validation (configSchema). */
  config: Record<string, unknown>;
  warnings: DocgenError[];
}

/** Keys that change nothing in the built site (deployment, build tooling): read and let be. */
const NO_EFFECT = new Set(['organizationName', 'projectName', 'deploymentBranch', 'githubHost', 'githubPort', 'baseUrlIssueBanner', 'future', 'onDuplicateRoutes', 'customFields']);

/** The packages a Docusaurus config requires that docgen stands in for: their absence changes nothing. */
export function isDocusaurusOwnPackage(name: string): boolean {
  return name.startsWith('@docusaurus/') || name === 'prism-react-renderer' || name.startsWith('prism-react-renderer/') || MATH_PLUGINS.has(name);
}

/** Locale → its translations of the theme's texts (i18n/<locale>/docusaurus-theme-classic/navbar.json, footer.json). */
export type ThemeTranslations = Record<string, { navbar?: Messages; footer?: Messages }>;

/** The locales a Docusaurus config lists (its default alone when it lists none). */
export function localesOf(value: unknown): string[] {
  const i18n = isObject(value) && isObject(value.i18n) ? value.i18n : {};
  return Array.isArray(i18n.locales) ? i18n.locales.map(String) : [String(i18n.defaultLocale ?? 'en')];
}

/** `released`: the versions versions.json lists, newest first (the versions options are held against them). */
export function fromDocusaurus(value: unknown, file: string, source: string, missing: string[], translations: ThemeTranslations = {}, released: string[] = []): FromDocusaurus {
  const warnings: DocgenError[] = [];
  const warn = (path: KeyPath, message: string, hint?: string) => warnings.push(new DocgenError('docusaurus/unsupported', message, { file, line: keyLine(path, source), hint }));
  // A plugin or theme is named where its name is written, in the list after the key.
  const warnAtName = (key: string, name: string, message: string, hint?: string) =>
    warnings.push(new DocgenError('docusaurus/unsupported', message, { file, line: textLine(source, [`'${name}'`, `"${name}"`], keyLine([key], source)) ?? keyLine([key], source), hint }));
  const unsupported = (path: KeyPath, what = 'it is left out') => warn(path, `${shown(path)}: docgen does not support this option yet; ${what}.`);
  if (!isObject(value)) {
    throw new DocgenError('docusaurus/config-export', 'The Docusaurus config exports no object.', { file, hint: 'Export the config object (export default config, or module.exports = config), or a function that returns it.' });
  }
  const site = value;
  const config: Obj = {};
  const docs: Obj = {};
  const blog: Obj = {};
  const markdown: Obj = {};
  const links: Obj = {};
  const folders: Obj = { docsDir: 'docs', blogDir: 'blog', pagesDir: 'src/pages', staticDir: 'static' };
  const headTags: HeadTag[] = [];
  let themeConfig: unknown;

  for (const [key, option] of Object.entries(site)) {
    if (option === undefined || NO_EFFECT.has(key)) continue;
    switch (key) {
      case 'title':
      case 'tagline':
      case 'url':
      case 'favicon':
      case 'titleDelimiter':
        config[key] = option;
        break;
      case 'baseUrl':
        config.base = option;
        break;
      case 'onBrokenLinks':
      case 'onBrokenMarkdownLinks':
      case 'onBrokenAnchors':
        links[key] = option;
        break;
      case 'i18n':
        config.i18n = i18nOf(option, warn);
        break;
      case 'noIndex':
        if (option === true) unsupported([key], 'the pages are built for search engines to index');
        break;
      case 'trailingSlash':
        // true writes what docgen writes (a folder's index.html); false writes `intro.html` files, as docgen's own option does.
        if (option === false) config.trailingSlash = false;
        break;
      case 'staticDirectories':
        if (Array.isArray(option) && option.length > 0) folders.staticDir = option[0];
        if (Array.isArray(option) && option.length > 1) unsupported([key], `only the first, "${String(option[0])}", is published`);
        break;
      case 'markdown':
        markdownOf(option, markdown, links, unsupported);
        break;
      case 'presets':
        for (const [index, preset] of (Array.isArray(option) ? option : []).entries()) {
          const [name, options] = Array.isArray(preset) ? preset : [preset, undefined];
          if (name === 'classic' || name === '@docusaurus/preset-classic') classicOf(options, { config, docs, blog, folders, markdown }, released, unsupported, warn);
          else warn(['presets', index], `The preset "${String(name)}" is not supported: docgen builds what the classic preset does, and nothing of this one.`);
        }
        break;
      case 'plugins':
      case 'themes':
        for (const [index, plugin] of (Array.isArray(option) ? option : []).entries()) {
          const name = pluginName(plugin);
          if (name === '@docusaurus/theme-mermaid' || name === '@docusaurus/plugin-sitemap') continue; // docgen does both itself
          if (name === '@docusaurus/plugin-client-redirects') {
            clientRedirects(Array.isArray(plugin) ? plugin[1] : undefined, config, (option, what) => unsupported([key, index, option], what));
            continue;
          }
          warnAtName(key, name, `The ${key === 'themes' ? 'theme' : 'plugin'} "${name}" is not supported: docgen builds the site without it.`, key === 'themes' ? 'Components a theme adds to MDX pages are unknown to docgen: each page using one names it.' : undefined);
        }
        break;
      case 'stylesheets':
      case 'scripts':
      case 'headTags':
        headTags.push(...headTagsOf(key, option, (index, what) => warn([key], `"${key}", its entry ${index + 1}: ${what}.`)));
        break;
      case 'themeConfig':
        themeConfig = option;
        break;
      default:
        unsupported([key]);
    }
  }
  // Without i18n, Docusaurus builds one English site.
  config.i18n ??= { defaultLocale: 'en', locales: { en: { label: 'English' } } };
  // A text of the theme in each language its translations give (a string when none does); the default locale's
  // translation files count too, as Docusaurus reads them for every locale it builds. A localized value names
  // every locale (site-config.ts checks it): those without a translation keep the text.
  const locales = Object.keys((config.i18n as { locales: Obj }).locales);
  const localized: Localize = (text, part, key) => {
    const translated = Object.entries(translations).flatMap(([locale, parts]) => {
      const message = parts[part]?.[key];
      return locales.includes(locale) && message !== undefined && message !== text ? [[locale, message] as const] : [];
    });
    return translated.length && typeof text === 'string' ? { ...Object.fromEntries(locales.map((locale) => [locale, text])), ...Object.fromEntries(translated) } : text;
  };
  // After the presets: whether the blog is there decides what a navbar link to it is.
  if (isObject(themeConfig)) themeConfigOf(themeConfig, config, markdown, blog.enabled === false ? undefined : String(blog.path ?? 'blog'), localized, unsupported, warn);
  // A package named already (a plugin or theme docgen does not run) is not named again for its absence.
  for (const name of missing) {
    if (isDocusaurusOwnPackage(name) || warnings.some((warning) => warning.message.includes(`"${name}"`))) continue;
    warnings.unshift(new DocgenError('docusaurus/missing-package', `The config requires "${name}", which is not installed: docgen went on without it.`, { file, hint: 'What the config takes from it is left out. Install it if the config needs it.' }));
  }
  const withDefaults: Obj = { ...folders, ...config };
  if (Object.keys(docs).length) withDefaults.docs = docs;
  if (Object.keys(blog).length) withDefaults.blog = blog;
  if (Object.keys(markdown).length) withDefaults.markdown = markdown;
  if (Object.keys(links).length) withDefaults.links = links;
  const written = markdown.math ? headTags.filter((tag) => !isKatexStylesheet(tag)) : headTags;
  if (written.length) withDefaults.headTags = written;
  // Docusaurus serves docs under /docs/ unless told otherwise.
  withDefaults.docs = { routeBasePath: 'docs', ...(withDefaults.docs as Obj | undefined) };
  // Docusaurus 3 reads every .md file as MDX unless told otherwise.
  withDefaults.markdown = { format: 'mdx', ...(withDefaults.markdown as Obj | undefined) };
  return { config: withDefaults, warnings };
}

function i18nOf(option: unknown, warn: Warn): Obj {
  const i18n = isObject(option) ? option : {};
  const codes = localesOf({ i18n });
  const localeConfigs = isObject(i18n.localeConfigs) ? i18n.localeConfigs : {};
  const locales: Obj = {};
  for (const code of codes) {
    const given = isObject(localeConfigs[code]) ? localeConfigs[code] : {};
    const locale: Obj = { label: given.label ?? languageName(code) };
    for (const key of ['htmlLang', 'direction', 'calendar', 'path'] as const) if (given[key] !== undefined) locale[key] = given[key];
    locales[code] = locale;
  }
  if (i18n.path !== undefined && i18n.path !== 'i18n') warn(['i18n', 'path'], `"i18n.path": docgen reads translations from the i18n folder only; "${String(i18n.path)}" is not read.`);
  return { defaultLocale: String(i18n.defaultLocale ?? codes[0]), locales };
}

/** A locale's name in its own language, as Docusaurus labels it: 'English', '简体中文'. */
function languageName(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code);
    return name ? name.charAt(0).toLocaleUpperCase(code) + name.slice(1) : code;
  } catch {
    return code;
  }
}

function markdownOf(option: unknown, markdown: Obj, links: Obj, unsupported: Unsupported): void {
  if (!isObject(option)) return;
  for (const [key, value] of Object.entries(option)) {
    if (value === undefined) continue;
    if (key === 'mermaid') markdown.mermaid = value;
    else if (key === 'format') markdown.format = value;
    else if (key === 'hooks' && isObject(value)) {
      for (const [hook, policy] of Object.entries(value)) {
        if (hook === 'onBrokenMarkdownLinks' && typeof policy === 'string') links.onBrokenMarkdownLinks = policy;
        else if (policy !== undefined) unsupported(['markdown', 'hooks', hook]);
      }
    } else if (key === 'mdx1Compat' && isObject(value)) {
      for (const [option, setting] of Object.entries(value)) {
        // docgen does what each does when true (Docusaurus's default) in every MDX page: false is not honoured.
        if (setting === undefined || (setting === true && option in MDX1_COMPAT)) continue;
        unsupported(['markdown', key, option], option in MDX1_COMPAT ? `${MDX1_COMPAT[option]} all the same` : undefined);
      }
    } else unsupported(['markdown', key]);
  }
}

/** What docgen does in every MDX page for each option of `markdown.mdx1Compat`, as Docusaurus does when it is true. */
const MDX1_COMPAT: Record<string, string> = {
  comments: 'HTML comments in MDX pages are read as comments',
  admonitions: 'admonition titles written `:::tip Title` are read as titles',
  headingIds: 'heading ids written `{#id}` are read as ids',
};

/**
 * Blog options that only say how Docusaurus reports inline tags and authors (not in tags.yml, authors.yml) and posts
 * without a truncate mark: the pages are the same whatever they say, and docgen reports none of these.
 */
const BLOG_CHECKS = new Set(['onInlineTags', 'onInlineAuthors', 'onUntruncatedBlogPosts']);

/**
 * The docs' and the blog's options of what a page shows at its end, as docgen's own (`editUrl`, a URL or a
 * function called as Docusaurus calls it, `showLastUpdateTime`, `showLastUpdateAuthor`); false when `option` is
 * none of them.
 */
function pageEndOption(option: string, setting: unknown, section: Obj, path: KeyPath, unsupported: Unsupported): boolean {
  if (option === 'editUrl' || option === 'showLastUpdateTime' || option === 'showLastUpdateAuthor') section[option] = setting;
  else if (option === 'editLocalizedFiles') {
    // docgen's link opens the file a page is made from: a translation's own (what true asks).
    if (setting !== true) unsupported(path, "a translated page's edit link opens its translation's file");
  } else return false;
  return true;
}

const PLUGIN_OPTIONS = new Set(['remarkPlugins', 'rehypePlugins', 'beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins', 'recmaPlugins']);

interface ClassicParts {
  config: Obj;
  docs: Obj;
  blog: Obj;
  folders: Obj;
  markdown: Obj;
}

/** The math plugins Docusaurus sites use, which docgen's own markdown.math does the work of. */
const MATH_PLUGINS = new Set(['remark-math', 'remarkMath', 'rehype-katex', 'rehypeKatex']);

function classicOf(options: unknown, parts: ClassicParts, released: string[], unsupported: Unsupported, warn: Warn): void {
  if (!isObject(options)) return;
  const plugins = (path: KeyPath, list: unknown) => {
    if (!Array.isArray(list)) return;
    for (const plugin of list) {
      const name = pluginName(plugin);
      if (MATH_PLUGINS.has(name)) parts.markdown.math = true;
      else warn(path, `${shown(path)}: docgen does not run remark or rehype plugins; "${name}" is left out.`, 'What docgen supports of Docusaurus markdown is in the README ("Coming from Docusaurus").');
    }
  };
  for (const [key, value] of Object.entries(options)) {
    if (value === undefined || key === 'debug' || key === 'sitemap') continue;
    if (key === 'docs') {
      if (value === false) parts.docs.enabled = false;
      if (!isObject(value)) continue;
      for (const [option, setting] of Object.entries(value)) {
        if (setting === undefined) continue;
        const path = ['presets', 'docs', option];
        if (option === 'path') parts.folders.docsDir = setting;
        else if (option === 'routeBasePath') parts.docs.routeBasePath = setting;
        else if (option === 'sidebarPath') {
          if (typeof setting === 'string') parts.docs.sidebarPath = setting;
          else unsupported(path, 'the docs have one sidebar of every doc, by folders');
        } else if (isVersionsOption(option)) versionsOptionOf(option, setting, { docs: parts.docs, released, unsupported, warn });
        else if (PLUGIN_OPTIONS.has(option)) plugins(path, setting);
        else if (!pageEndOption(option, setting, parts.docs, path, unsupported)) unsupported(path);
      }
    } else if (key === 'blog') {
      if (value === false) parts.blog.enabled = false;
      if (!isObject(value)) continue;
      for (const [option, setting] of Object.entries(value)) {
        if (setting === undefined) continue;
        const path = ['presets', 'blog', option];
        if (option === 'path') parts.folders.blogDir = setting;
        else if (option === 'routeBasePath') parts.blog.path = String(setting).replace(/^\/+|\/+$/g, '');
        else if (option === 'postsPerPage' && setting !== 'ALL') parts.blog.postsPerPage = setting;
        else if (option === 'postsPerPage') unsupported(path, 'the blog lists its posts 10 to a page (blog.postsPerPage)');
        else if (option === 'blogSidebarCount') parts.blog.sidebarCount = setting;
        else if (option === 'feedOptions' && isObject(setting)) {
          if ('type' in setting) parts.blog.feed = setting.type !== null && setting.type !== undefined;
          for (const name of Object.keys(setting)) if (name !== 'type') unsupported(['presets', 'blog', 'feedOptions', name]);
        } else if (option === 'showReadingTime' && setting === true) continue;
        else if (option === 'authorsMapPath' && setting === 'authors.yml') continue;
        else if (option === 'tags' && setting === 'tags.yml') continue;
        else if (BLOG_CHECKS.has(option)) continue;
        else if (PLUGIN_OPTIONS.has(option)) plugins(path, setting);
        else if (!pageEndOption(option, setting, parts.blog, path, unsupported)) unsupported(path);
      }
    } else if (key === 'pages') {
      if (!isObject(value)) continue;
      for (const [option, setting] of Object.entries(value)) {
        if (setting === undefined) continue;
        if (option === 'path') parts.folders.pagesDir = setting;
        else if (PLUGIN_OPTIONS.has(option)) plugins(['presets', 'pages', option], setting);
        else unsupported(['presets', 'pages', option]);
      }
    } else if (key === 'theme') {
      if (!isObject(value)) continue;
      for (const [option, setting] of Object.entries(value)) {
        if (option === 'customCss') parts.config.customCss = setting;
        else if (setting !== undefined) unsupported(['presets', 'theme', option]);
      }
    } else unsupported(['presets', key]);
  }
}

function themeConfigOf(theme: Obj, config: Obj, markdown: Obj, blogPath: string | undefined, localized: Localize, unsupported: Unsupported, warn: Warn): void {
  for (const [key, value] of Object.entries(theme)) {
    if (value === undefined) continue;
    const path = ['themeConfig', key];
    switch (key) {
      case 'navbar':
        if (isObject(value)) config.navbar = navbarOf(value, { blogPath, localized, unsupported, warn });
        break;
      case 'footer':
        if (isObject(value)) config.footer = footerOf(value, { localized, unsupported });
        break;
      case 'announcementBar':
        if (!isObject(value)) break;
        config.announcementBar = { id: value.id ?? 'announcement-bar', content: value.content, closeable: value.isCloseable ?? true };
        for (const option of ['backgroundColor', 'textColor']) if (value[option] !== undefined) unsupported(['themeConfig', 'announcementBar', option], "the bar has the theme's colours");
        break;
      case 'colorMode':
        if (!isObject(value)) break;
        config.colorMode = known(value, ['defaultMode', 'disableSwitch', 'respectPrefersColorScheme'], (option) => unsupported(['themeConfig', 'colorMode', option]));
        break;
      case 'tableOfContents':
        if (isObject(value)) config.toc = { minHeadingLevel: value.minHeadingLevel, maxHeadingLevel: value.maxHeadingLevel };
        break;
      case 'algolia':
        if (!isObject(value)) break;
        config.search = known(value, ['appId', 'apiKey', 'indexName', 'contextualSearch', 'externalUrlRegex', 'insights'], (option) => unsupported(['themeConfig', 'algolia', option]));
        break;
      case 'prism':
        if (!isObject(value)) break;
        for (const [option, setting] of Object.entries(value)) {
          if (setting === undefined) continue;
          if (option === 'additionalLanguages' && Array.isArray(setting)) {
            const names = setting.map((name) => codeLanguage(String(name)));
            const unknown = new Set(unknownLanguages(names));
            markdown.extraLanguages = names.filter((name) => !unknown.has(name));
            if (unknown.size) warn(['themeConfig', 'prism', option], `"themeConfig.prism.additionalLanguages": docgen's highlighter (shiki) does not know ${[...unknown].join(', ')}: such code blocks are shown as plain text.`);
          } else if (option === 'theme' || option === 'darkTheme') {
            if (option === 'theme') warn(['themeConfig', 'prism', option], '"themeConfig.prism.theme" and "darkTheme": docgen highlights code with shiki, in its github-light and github-dark-default themes (markdown.themes).');
          } else unsupported(['themeConfig', 'prism', option]);
        }
        break;
      case 'docs':
        if (isObject(value) && isObject(value.sidebar)) for (const [option, setting] of Object.entries(value.sidebar)) if (setting) unsupported(['themeConfig', 'docs', 'sidebar', option]);
        break;
      case 'image':
        // The picture of shared links, from the static folder or a URL, as docgen's own.
        config.image = value;
        break;
      case 'zoom':
        // The options of docusaurus-plugin-image-zoom, which is named where the plugins are listed; without it,
        // Docusaurus reads nothing of them either.
        break;
      case 'blog':
        if (isObject(value) && isObject(value.sidebar) && value.sidebar.groupByYear === false) unsupported(['themeConfig', 'blog', 'sidebar', 'groupByYear'], 'the blog sidebar groups posts by year');
        break;
      default:
        unsupported(path);
    }
  }
}

/** The client-redirects plugin's `redirects` as docgen's; its functions and extension options are named. */
function clientRedirects(options: unknown, config: Obj, unsupported: (option: string, what?: string) => void): void {
  if (!isObject(options)) return;
  for (const [option, value] of Object.entries(options)) {
    if (value === undefined) continue;
    if (option === 'redirects' && Array.isArray(value)) config.redirects = value.filter(isObject).map(({ from, to }) => ({ from, to }));
    else if (option === 'createRedirects' && typeof value === 'function') config.createRedirects = value;
    else unsupported(option);
  }
}

/** A plugin's name as the config gives it: a string, [name, options], or a function. */
function pluginName(plugin: unknown): string {
  const named = Array.isArray(plugin) ? plugin[0] : plugin;
  if (typeof named === 'string') return named;
  const stood = standInFor(named);
  if (stood) return stood;
  return typeof named === 'function' ? named.name || 'a plugin function' : 'a plugin';
}

/** The first line at or after `from` that holds one of the texts. */
function textLine(source: string, texts: string[], from = 1): number | undefined {
  const lines = source.split('\n');
  for (let line = from; line <= lines.length; line++) if (texts.some((text) => lines[line - 1]!.includes(text))) return line;
  return undefined;
}

/** A key path as a reader finds it in the config: `presets.docs.editUrl` reads "docs.editUrl". */
function shown(path: KeyPath): string {
  return `"${path.filter((part) => typeof part === 'string').join('.')}"`;
}
