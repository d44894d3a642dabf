// Where each kind of content of a locale lies. docgen's layout keeps one folder per locale inside each content
// folder (docs/zh-Hans/, blog/en/, versioned_docs/version-3.2/en/); a Docusaurus project keeps the default
// locale's content at the top (docs/, blog/, src/pages/, versioned_docs/version-3.2/) and each translation
// under i18n/<locale>/, in the folder of the plugin that reads it.
import path from 'node:path';
import type { SiteConfig } from '../config/site-config.js';
import { CURRENT, VERSIONED_DOCS_DIR, VERSIONED_SIDEBARS_DIR, versionDocsDir } from '../versions/site-versions.js';

export type ContentLayout = 'docgen' | 'docusaurus';

type Folders = Pick<SiteConfig, 'layout' | 'rootDir' | 'docsDir' | 'pagesDir' | 'blogDir' | 'defaultLocale' | 'docs'>;

/** The folder of a Docusaurus translation: i18n/<locale>/<plugin folder>. */
export function translationFolder(rootDir: string, locale: string, plugin: string, ...rest: string[]): string {
  return path.join(rootDir, 'i18n', locale, plugin, ...rest);
}

const translated = (config: Folders, locale: string, plugin: string, ...rest: string[]) => translationFolder(config.rootDir, locale, plugin, ...rest);

const isDefault = (config: Folders, locale: string) => config.layout === 'docusaurus' && locale === config.defaultLocale;

/** The folder of a locale's docs in a version (`current`: the docs being written). */
export function docsFolder(config: Folders, version: string, locale: string): string {
  const folder = version === CURRENT ? config.docsDir : versionDocsDir(config, version);
  if (config.layout === 'docgen') return path.join(folder, locale);
  if (isDefault(config, locale)) return folder;
  return translated(config, locale, 'docusaurus-plugin-content-docs', version === CURRENT ? 'current' : `version-${version}`);
}

/** The folder of a locale's pages. */
export function pagesFolder(config: Folders, locale: string): string {
  if (config.layout === 'docgen') return path.join(config.pagesDir, locale);
  return isDefault(config, locale) ? config.pagesDir : translated(config, locale, 'docusaurus-plugin-content-pages');
}

/** The folder of a locale's blog posts. */
export function blogFolder(config: Folders, locale: string): string {
  if (config.layout === 'docgen') return path.join(config.blogDir, locale);
  return isDefault(config, locale) ? config.blogDir : translated(config, locale, 'docusaurus-plugin-content-blog');
}

/** Every folder and file content is read from, for a watcher: translations and sidebars files included. */
export function contentFolders(config: Folders): string[] {
  const folders = [config.docsDir, config.pagesDir, config.blogDir, path.join(config.rootDir, VERSIONED_DOCS_DIR), path.join(config.rootDir, VERSIONED_SIDEBARS_DIR)];
  if (config.docs.sidebarPath) folders.push(path.resolve(config.rootDir, config.docs.sidebarPath));
  return config.layout === 'docusaurus' ? [...folders, path.join(config.rootDir, 'i18n')] : folders;
}

/**
 * The base an absolute link in a locale's content gets (`/docs/intro`): the site's in docgen's layout; in a
 * Docusaurus project the locale's own, since Docusaurus builds each locale as a site under its own base.
 */
export function linkBase(config: Pick<SiteConfig, 'layout' | 'base'>, locale: { prefix: string }): string {
  return config.layout === 'docusaurus' ? config.base + locale.prefix : config.base;
}
