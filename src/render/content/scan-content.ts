// Reads the content folders into memory: docs and category files per locale, and standalone pages.
import { existsSync, realpathSync, statSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import type { SiteConfig } from '../config/site-config.js';
import { DocgenError, DocgenErrors } from '../errors.js';
import { AUTHORS_FILE, readAuthors, readTags, TAGS_FILE, type BlogFiles } from '../blog/blog-files.js';
import { checkSourceFolders, hiddenPart, outsideSiteError, realPlace, siteRoots } from './boundary.js';
import { readSourceText } from './read-text.js';
import { CURRENT, readVersions, versionDocsDir, VERSIONED_SIDEBARS_DIR, VERSIONS_FILE } from '../versions/site-versions.js';
import { blogFolder, docsFolder, pagesFolder } from './layout.js';
import { evaluateModule } from '../docusaurus/evaluate-config.js';
import type { Messages } from '../docusaurus/translations.js';
import { codeMessages, sidebarLabels, swizzledWarnings } from '../docusaurus/scan-project.js';
import { reactPageProblem } from '../client-bundle/page-problem.js';
import { DEFAULT_SIDEBARS, type SidebarsFile } from '../routes/sidebars-file.js';
import type { CategoryLink } from '../routes/category-page.js';
import { matchLocale } from '../../../theme/i18n/match-locale.js';
import { supportedThemeLocales } from '../../../theme/i18n/strings.js';
import { asJson } from '../../shared/as-json.js';

export interface SourceFile {
  locale: string;
  /** Posix path relative to the locale folder: 'tutorials/Examples/grip.md'. */
  relPath: string;
  absPath: string;
  text: string;
}

export interface CategoryMeta {
  locale: string;
  /** Posix folder path relative to the locale folder: 'tutorials/Examples'. */
  dir: string;
  label?: string;
  position?: number;
  collapsed?: boolean;
  collapsible?: boolean;
  /** The category's own page (Docusaurus's `link`): a doc its label opens, or a generated index; null: none. */
  link?: CategoryLink | null;
  className?: string;
  /** What the category's card says on a generated index page. */
  description?: string;
}

/** A released version's docs (versioned_docs/version-<name>/<locale>/), as the current docs are scanned. */
export interface VersionScan {
  name: string;
  docs: SourceFile[];
  categories: CategoryMeta[];
  /** The sidebars file of the version, if it has one (else each top folder is a sidebar). */
  sidebars?: SidebarsFile;
  /** Locale → the translations of the version's sidebar labels (a Docusaurus project's version-<name>.json). */
  labels?: Record<string, Messages>;
}

export interface ContentScan {
  docs: SourceFile[];
  categories: CategoryMeta[];
  /** The sidebars file of the current docs (config docs.sidebarPath), if there is one. */
  sidebars?: SidebarsFile;
  /** Locale → the translations of the current docs' sidebar labels (a Docusaurus project's current.json). */
  labels?: Record<string, Messages>;
  /** Locale → the texts of `<Translate>` and `translate()` by id (a Docusaurus project's i18n/<locale>/code.json). */
  messages?: Record<string, Messages>;
  /** The released versions, newest first (versions.json); none without it. */
  versions: VersionScan[];
  /** Markdown (.md) and component (.tsx) pages under pages/<locale>/. */
  pages: SourceFile[];
  /** Blog posts under blog/<locale>/ (a file, or a folder's index.md with its images). */
  posts: SourceFile[];
  /** Each locale's blog authors and tags. */
  blog: BlogFiles[];
  /** What was left out (symlinks to nothing, symlinked folders), named. */
  warnings: DocgenError[];
}

const categorySchema = z.strictObject({
  label: z.string().optional(),
  position: z.number().optional(),
  collapsed: z.boolean().optional(),
  collapsible: z.boolean().optional(),
  // Docusaurus's, taken so that its category files move over unchanged; what docgen does not do with them is said.
  link: z
    .union([
      z.strictObject({ type: z.literal('doc'), id: z.string() }),
      z.strictObject({ type: z.literal('generated-index'), title: z.string().optional(), description: z.string().optional(), slug: z.string().optional(), keywords: z.array(z.string()).optional(), image: z.string().optional() }),
      z.null(),
    ])
    .optional(),
  className: z.string().optional(),
  customProps: z.record(z.string(), z.unknown()).optional(),
  key: z.string().optional(),
  description: z.string().optional(),
});

const CATEGORY_FILES = ['_category_.json', '_category_.yml', '_category_.yaml'];

/**
 * `read` lets the dev server reuse the text of files that did not change since its last scan. Every file that
 * cannot be read as text is reported before failing.
 */
export async function scanContent(config: SiteConfig, read: (absPath: string) => string = readSourceText): Promise<ContentScan> {
  checkSourceFolders(config);
  const scan: ContentScan = { docs: [], categories: [], versions: [], pages: [], posts: [], blog: [], warnings: [...config.warnings] };
  const errors: DocgenError[] = [];
  const roots = siteRoots(config);
  const listing = (folder: string): ListOptions => ({
    roots,
    onSkipped: (rel, reason) => {
      const warning = skippedWarning(folder, rel, reason);
      if (warning) scan.warnings.push(warning);
    },
  });
  const source = (locale: string, relPath: string, absPath: string): SourceFile[] => {
    try {
      return [{ locale, relPath, absPath, text: read(absPath) }];
    } catch (error) {
      if (!(error instanceof DocgenError)) throw error;
      errors.push(error);
      return [];
    }
  };
  /** One version's docs folder of a locale into `into`. */
  const scanDocs = async (root: string, code: string, into: { docs: SourceFile[]; categories: CategoryMeta[] }) => {
    for (const rel of await listFiles(root, listing(root))) {
      const absPath = path.join(root, rel);
      const base = path.posix.basename(rel);
      if (CATEGORY_FILES.includes(base)) {
        const category = await readCategory(code, path.posix.dirname(rel), absPath);
        into.categories.push(category.meta);
        scan.warnings.push(...category.warnings);
      } else if (/\.mdx?$/.test(rel) && !isPrivate(rel)) {
        into.docs.push(...source(code, rel, absPath));
      }
    }
  };
  const versionsFile = path.join(config.rootDir, VERSIONS_FILE);
  const released = await readVersions(versionsFile);
  for (const name of released) {
    // A Docusaurus project's released version is its default locale's folder; docgen's holds every locale's.
    const folder = config.layout === 'docusaurus' ? docsFolder(config, name, config.defaultLocale) : versionDocsDir(config, name);
    if (existsSync(folder)) continue;
    errors.push(new DocgenError('versions/missing', `${VERSIONS_FILE} lists version ${name}, whose docs are not there: ${path.relative(config.rootDir, folder)}.`, {
      file: versionsFile,
      hint: 'Remove the version from versions.json, or bring its folder back (docgen version <name> makes both).',
    }));
  }
  scan.versions = released.map((name) => ({ name, docs: [], categories: [] }));
  scan.sidebars = await readSidebars(config, config.docs.sidebarPath && path.resolve(config.rootDir, config.docs.sidebarPath), true);
  for (const version of scan.versions) {
    const file = path.join(config.rootDir, VERSIONED_SIDEBARS_DIR, `version-${version.name}-sidebars.json`);
    version.sidebars = await readSidebars(config, existsSync(file) ? file : undefined, false);
  }
  if (config.layout === 'docusaurus') {
    scan.labels = sidebarLabels(config, 'current');
    for (const version of scan.versions) version.labels = sidebarLabels(config, `version-${version.name}`);
    scan.messages = codeMessages(config);
    scan.warnings.push(...swizzledWarnings(config));
  }
  // Said once, before the content: every page of such a locale shows the theme's words in English.
  for (const { code } of config.locales) {
    if (matchLocale(code, supportedThemeLocales)) continue;
    scan.warnings.push(
      new DocgenError('i18n/no-strings', `docgen has no interface strings for the locale "${code}": its pages show the theme's words (menus, buttons, banners) in English.`, {
        file: config.configFile,
        hint: `docgen's interface speaks ${supportedThemeLocales.join(' and ')}; a locale code in one of their languages and scripts (such as zh, zh-CN or en-US) reads them.`,
      }),
    );
  }
  if (released.length && !config.navbar.items.some((item) => item.type === 'docsVersionDropdown')) {
    scan.warnings.push(
      new DocgenError('versions/no-menu', `The site has released docs versions (${VERSIONS_FILE}), but the navbar has no version menu: readers reach the other versions only by their URLs.`, {
        file: config.configFile,
        hint: "Add { type: 'docsVersionDropdown' } to navbar.items.",
      }),
    );
  }
  for (const { code } of config.locales) {
    if (config.docs.enabled) {
      await scanDocs(docsFolder(config, CURRENT, code), code, scan);
      for (const version of scan.versions) await scanDocs(docsFolder(config, version.name, code), code, version);
    }
    const pagesRoot = pagesFolder(config, code);
    for (const rel of await listFiles(pagesRoot, listing(pagesRoot))) {
      if (isPrivate(rel)) continue;
      const file = path.join(pagesRoot, rel);
      const unbuilt = unbuiltReactPage(config, rel, file) ?? (isPageFile(config, rel) && config.layout === 'docusaurus' && isReactPage(rel) ? await reactPageProblem(file, config.rootDir) : undefined);
      if (unbuilt) scan.warnings.push(unbuilt);
      else if (isPageFile(config, rel)) scan.pages.push(...source(code, rel, file));
    }
    const blogRoot = blogFolder(config, code);
    const blog: BlogFiles = { locale: code, folder: blogRoot, authors: {}, tags: {} };
    for (const rel of config.blog.enabled ? await listFiles(blogRoot, listing(blogRoot)) : []) {
      const absPath = path.join(blogRoot, rel);
      try {
        if (rel === AUTHORS_FILE) Object.assign(blog, { authors: await readAuthors(absPath), authorsFile: absPath });
        else if (rel === TAGS_FILE) Object.assign(blog, { tags: await readTags(absPath), tagsFile: absPath });
        else if (/\.mdx?$/.test(rel) && !isPrivate(rel)) scan.posts.push(...source(code, rel, absPath));
      } catch (error) {
        if (!(error instanceof DocgenError)) throw error;
        errors.push(error);
      }
    }
    // A Docusaurus translation without its own authors.yml or tags.yml uses the default locale's, as Docusaurus does.
    const main = scan.blog[0];
    if (config.layout === 'docusaurus' && main) {
      if (!blog.authorsFile) Object.assign(blog, { authors: main.authors, authorsFile: main.authorsFile });
      if (!blog.tagsFile) Object.assign(blog, { tags: main.tags, tagsFile: main.tagsFile });
    }
    scan.blog.push(blog);
  }
  if (errors.length) throw new DocgenErrors(errors);
  return scan;
}

/**
 * A sidebars file, evaluated; without one a Docusaurus project has one sidebar of all its docs (DEFAULT_SIDEBARS)
 * and a docgen site one per top folder (undefined). `named`: the config names the file, which must then exist.
 */
async function readSidebars(config: SiteConfig, file: string | undefined, named: boolean): Promise<SidebarsFile | undefined> {
  if (file === undefined) return config.layout === 'docusaurus' ? { file: config.configFile, value: DEFAULT_SIDEBARS } : undefined;
  if (named && !existsSync(file)) {
    throw new DocgenError('sidebars/not-found', `The sidebars file ${path.relative(config.rootDir, file)} does not exist.`, { file: config.configFile, hint: 'Create it, or remove docs.sidebarPath (sidebarPath of the docs options) to have a sidebar per folder.' });
  }
  return { file, value: (await evaluateModule(file)).value };
}

/**
 * A React page docgen does not build, named: one in JavaScript in a docgen site (its React pages are .tsx; a
 * Docusaurus project's may be .js, .jsx, .ts or .tsx).
 */
function unbuiltReactPage(config: SiteConfig, rel: string, file: string): DocgenError | undefined {
  if (config.layout === 'docusaurus' || !/\.jsx?$/.test(rel)) return undefined;
  return new DocgenError('pages/not-built', `Not published: ${rel} is a React page in JavaScript; docgen builds React pages written as .tsx.`, { file, hint: 'Rename it to .tsx (its default export is the page component).' });
}

const isReactPage = (rel: string) => /\.[jt]sx?$/.test(rel);

/** The page files of a pages folder: markdown, and React pages (a Docusaurus project's tests are not pages). */
function isPageFile(config: SiteConfig, rel: string): boolean {
  if (config.layout !== 'docusaurus') return /\.(mdx?|tsx)$/.test(rel);
  return (/\.mdx?$/.test(rel) || isReactPage(rel)) && !/\.test\.[jt]sx?$/.test(rel) && !rel.split('/').includes('__tests__');
}

/** Files and folders starting with '_' are partials and components, never routes. */
function isPrivate(rel: string): boolean {
  return rel.split('/').some((part) => part.startsWith('_'));
}

export type SkipReason = 'hidden' | 'symlinked-folder' | 'dangling-symlink';

export interface ListOptions {
  /** Real paths a symlink may lead into (content/boundary.ts); without them, symlinks are not followed. */
  roots?: string[];
  /** What is left out, and why: nothing is dropped silently. */
  onSkipped?: (rel: string, reason: SkipReason) => void;
}

/**
 * All files under a folder, as sorted posix paths relative to it; [] when the folder is missing. Hidden files
 * and folders are left out (content/boundary.ts); a symlink to a file inside the roots is listed, one leading
 * outside them is an error, one to a hidden file is as hidden as the file.
 */
export async function listFiles(root: string, options: ListOptions = {}): Promise<string[]> {
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    const abs = path.join(entry.parentPath, entry.name);
    const rel = path.relative(root, abs).split(path.sep).join('/');
    const hidden = hiddenPart(rel);
    if (hidden !== undefined) {
      // Reported once, at the hidden name itself, not for every file under a hidden folder.
      if (hidden === entry.name) options.onSkipped?.(rel, 'hidden');
      continue;
    }
    if (entry.isFile()) files.push(rel);
    else if (entry.isSymbolicLink() && options.roots) {
      const stat = statSync(abs, { throwIfNoEntry: false });
      if (!stat) {
        options.onSkipped?.(rel, 'dangling-symlink');
        continue;
      }
      const target = realPlace(abs, options.roots);
      if (target === undefined) throw outsideSiteError(`The symlink ${rel}`, realpathSync(abs), { file: abs });
      if (hiddenPart(target) !== undefined) options.onSkipped?.(rel, 'hidden');
      else if (stat.isDirectory()) options.onSkipped?.(rel, 'symlinked-folder');
      else files.push(rel);
    }
  }
  return files.sort();
}

/** What a listing left out that a writer would not expect: a link to nothing, a folder not followed. */
export function skippedWarning(folder: string, rel: string, reason: SkipReason): DocgenError | undefined {
  if (reason === 'dangling-symlink') return new DocgenError('content/dangling-symlink', `Not published: ${rel} is a symlink to nothing.`, { file: path.join(folder, rel), hint: 'Remove the link, or make it point at an existing file.' });
  if (reason === 'symlinked-folder') {
    return new DocgenError('content/symlinked-folder', `Not published: ${rel} is a symlink to a folder, and symlinked folders are not followed.`, {
      file: path.join(folder, rel),
      hint: 'Copy the folder here, or link its files one by one.',
    });
  }
  return undefined;
}

async function readCategory(locale: string, dir: string, file: string): Promise<{ meta: CategoryMeta; warnings: DocgenError[] }> {
  const text = await readFile(file, 'utf8');
  let data: unknown;
  try {
    data = file.endsWith('.json') ? JSON.parse(text) : parseYaml(text);
  } catch (cause) {
    throw new DocgenError('category/syntax', `Cannot parse category file: ${(cause as Error).message}`, { file, cause });
  }
  const result = categorySchema.safeParse(data ?? {});
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new DocgenError('category/invalid', `Invalid category file: ${issue.path.join('.') || 'root'}: ${issue.message}.`, {
      file,
      hint: 'Allowed keys: label (string), position (number), collapsed (boolean), collapsible (boolean), and Docusaurus\'s link, className, customProps, key and description.',
    });
  }
  const { label, position, collapsed, collapsible, link, className, description, ...ignored } = result.data;
  const warnings = Object.keys(ignored).map((key) => new DocgenError('category/unsupported', `The category's "${key}" is ignored: docgen does not use it yet.`, { file }));
  const meta: CategoryMeta = { locale, dir, label, position, collapsed, collapsible, link, className, description };
  return { meta: asJson(meta), warnings }; // without the keys the file leaves out
}
