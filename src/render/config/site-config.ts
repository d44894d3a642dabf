// The resolved config: validated, defaults filled, paths absolute, locales ordered (default first).
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { LocaleInfo } from '../../shared/types.js';
import { normaliseBase } from '../../shared/url.js';
import { DocgenError } from '../errors.js';
import { unknownLanguages } from '../markdown/highlighter.js';
import type { LocalizedString, ParsedConfig } from './schema.js';
import type { ContentLayout } from '../content/layout.js';

export interface SiteConfig extends Omit<ParsedConfig, 'base' | 'i18n' | 'customCss'> {
  base: string;
  /** Absolute path of the config file and of its folder (the site root). */
  configFile: string;
  rootDir: string;
  docsDir: string;
  pagesDir: string;
  blogDir: string;
  staticDir: string;
  /** Absolute paths of the site's stylesheets. */
  customCss: string[];
  defaultLocale: string;
  locales: LocaleInfo[];
  /** Where the content of each locale lies (content/layout.ts): docgen's folders, or a Docusaurus project's. */
  layout: ContentLayout;
  /** What the config asks that docgen does not do (a Docusaurus config's unsupported options), reported by the build. */
  warnings: DocgenError[];
}

export function resolveConfig(parsed: ParsedConfig, configFile: string, read: Pick<SiteConfig, 'layout' | 'warnings'> = { layout: 'docgen', warnings: [] }): SiteConfig {
  const rootDir = path.dirname(configFile);
  const { defaultLocale, locales } = parsed.i18n;
  if (!(defaultLocale in locales)) {
    throw new DocgenError('config/default-locale', `"i18n.defaultLocale" is "${defaultLocale}", which is not one of the configured locales.`, {
      file: configFile,
      hint: `Add it to "i18n.locales" or choose one of: ${Object.keys(locales).join(', ')}.`,
    });
  }
  const ordered = [defaultLocale, ...Object.keys(locales).filter((code) => code !== defaultLocale)];
  const localeInfos: LocaleInfo[] = ordered.map((code) => {
    const locale = locales[code]!;
    const segment = (locale.path ?? code).replace(/^\/+|\/+$/g, '');
    return {
      code,
      label: locale.label,
      htmlLang: locale.htmlLang ?? code,
      direction: locale.direction,
      calendar: locale.calendar,
      prefix: code === defaultLocale ? '' : `${segment}/`,
    };
  });
  const config: SiteConfig = {
    ...parsed,
    base: normaliseBase(parsed.base),
    configFile,
    rootDir,
    docsDir: path.resolve(rootDir, parsed.docsDir),
    pagesDir: path.resolve(rootDir, parsed.pagesDir),
    blogDir: path.resolve(rootDir, parsed.blogDir),
    staticDir: path.resolve(rootDir, parsed.staticDir),
    customCss: stylesheetsOf(parsed.customCss, rootDir, configFile),
    defaultLocale,
    locales: localeInfos,
    ...read,
  };
  checkLocalizedStrings(config);
  checkImage(config);
  const unknown = unknownLanguages(config.markdown.extraLanguages);
  if (unknown.length) {
    throw new DocgenError('config/unknown-language', `"markdown.extraLanguages" names languages the highlighter does not know: ${unknown.join(', ')}.`, {
      file: configFile,
      hint: 'Use the names of shiki\'s bundled languages, such as "lua", "powershell" or "bash".',
    });
  }
  return config;
}

function stylesheetsOf(customCss: string | string[], rootDir: string, configFile: string): string[] {
  return (typeof customCss === 'string' ? [customCss] : customCss).map((name) => {
    const file = path.resolve(rootDir, name);
    const problem = path.relative(rootDir, file).startsWith('..') || path.isAbsolute(path.relative(rootDir, file)) ? 'is outside the site\'s folder' : !existsSync(file) || !statSync(file).isFile() ? 'is not a file' : !file.endsWith('.css') ? 'is not a .css file' : undefined;
    if (problem) {
      throw new DocgenError('config/custom-css', `"customCss" names "${name}", which ${problem}.`, {
        file: configFile,
        hint: `Name a .css file of the site, relative to the config file's folder (${rootDir}): "src/css/custom.css".`,
      });
    }
    return file;
  });
}

/** The site's default `image` (shared links' picture), when a path: a file of the static folder, or shared links show a broken picture. */
function checkImage({ image, staticDir, configFile, layout }: SiteConfig): void {
  // A Docusaurus project's themeConfig.image is published as it is written, as Docusaurus does.
  if (image === undefined || /^https?:/i.test(image) || layout === 'docusaurus') return;
  const file = path.join(staticDir, image.replace(/^\/+/, ''));
  if (existsSync(file) && statSync(file).isFile()) return;
  throw new DocgenError('config/image', `"image" names "${image}", which is not a file of the static folder (${staticDir}).`, {
    file: configFile,
    hint: 'Put the picture in the static folder and name it from there ("img/social-card.png"), or give its http(s) URL.',
  });
}

/** A configured locale by its code. */
export function localeOf(config: Pick<SiteConfig, 'locales'>, code: string): LocaleInfo {
  return config.locales.find((locale) => locale.code === code)!;
}

/** Picks a UI string for a locale: the locale's own text, else the default locale's. */
export function pickLocalized(value: LocalizedString, locale: string, defaultLocale: string): string {
  if (typeof value === 'string') return value;
  return value[locale] ?? value[defaultLocale] ?? '';
}

/** The fields of navbar items and footer links that hold localized texts. */
const LOCALIZED_FIELDS = new Set(['label', 'value', 'title', 'html']);

function checkLocalizedStrings(config: SiteConfig): void {
  const codes = config.locales.map((l) => l.code);
  const check = (value: LocalizedString | undefined, key: string) => {
    if (value === undefined || typeof value === 'string') return;
    const missing = codes.filter((code) => !(code in value));
    const unknown = Object.keys(value).filter((code) => !codes.includes(code));
    if (missing.length || unknown.length) {
      throw new DocgenError(
        'config/localized-string',
        `"${key}" ${missing.length ? `has no text for ${missing.join(', ')}` : `names unknown locales ${unknown.join(', ')}`}.`,
        { file: config.configFile, hint: `Give one text per configured locale: ${codes.join(', ')}.` },
      );
    }
  };
  check(config.tagline, 'tagline');
  check(config.footer.copyright, 'footer.copyright');
  check(config.footer.registration, 'footer.registration');
  check(config.announcementBar?.content, 'announcementBar.content');
  check(config.navbar.title, 'navbar.title');
  check(config.navbar.logo?.alt, 'navbar.logo.alt');
  check(config.footer.logo?.alt, 'footer.logo.alt');
  // The texts of navbar items (and of a dropdown's), of footer columns and their links.
  const checkTexts = (item: object, key: string) => {
    for (const [field, value] of Object.entries(item)) if (LOCALIZED_FIELDS.has(field)) check(value as LocalizedString, `${key}.${field}`);
  };
  config.navbar.items.forEach((item, i) => {
    checkTexts(item, `navbar.items[${i}]`);
    if (item.type === 'dropdown') item.items.forEach((child, at) => checkTexts(child, `navbar.items[${i}].items[${at}]`));
  });
  config.footer.links.forEach((entry, i) => {
    checkTexts(entry, `footer.links[${i}]`);
    entry.items?.forEach((link, at) => checkTexts(link, `footer.links[${i}].items[${at}]`));
  });
}
