// What the scan reads of a Docusaurus project beyond its content: the translations of its sidebar labels and of
// its `Translate` texts, and the theme components it swizzled (docgen renders its own theme: each is named).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/site-config.js';
import { DocgenError } from '../errors.js';
import { readMessages, translationFile, type Messages } from './translations.js';

/** Locale → its messages in a translation file of the docs plugin (`current`, `version-3.2`); locales without one are left out. */
export function sidebarLabels(config: SiteConfig, name: string): Record<string, Messages> {
  return messagesByLocale(config, (code) => translationFile(config.rootDir, code, 'docusaurus-plugin-content-docs', name));
}

/** Locale → its `code.json` (the texts of `<Translate>` and `translate()`, by id). */
export function codeMessages(config: SiteConfig): Record<string, Messages> {
  return messagesByLocale(config, (code) => path.join(config.rootDir, 'i18n', code, 'code.json'));
}

function messagesByLocale(config: SiteConfig, fileOf: (code: string) => string): Record<string, Messages> {
  return Object.fromEntries(
    config.locales.flatMap(({ code }) => {
      const messages = readMessages(fileOf(code));
      return messages ? [[code, messages]] : [];
    }),
  );
}

/** One warning per component under src/theme/ (`DocItem/Footer`, `Navbar`): docgen's theme is its own. */
export function swizzledWarnings(config: SiteConfig): DocgenError[] {
  const themeDir = path.join(config.rootDir, 'src', 'theme');
  if (!existsSync(themeDir)) return [];
  const components = new Map<string, string>();
  for (const entry of readdirSync(themeDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(jsx?|tsx?)$/.test(entry.name) || entry.name.endsWith('.d.ts')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const rel = path.relative(themeDir, file).split(path.sep).join('/').replace(/\.(jsx?|tsx?)$/, '');
    // `DocItem/Footer/index.js` and `DocItem/Footer.js` are both the component DocItem/Footer.
    const name = rel.replace(/\/index$/, '');
    if (!components.has(name)) components.set(name, file);
  }
  return [...components].map(
    ([name, file]) =>
      new DocgenError('docusaurus/swizzled', `The site swizzles the theme component "${name}": docgen renders its own theme, so this component is not used.`, {
        file,
        hint: 'What it adds has to come another way: the config, customCss, or an MDX component in the pages that need it.',
      }),
  );
}
