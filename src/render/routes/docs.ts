// Turns scanned doc files into Doc records per locale: ids, titles, positions, URLs, drafts and fallbacks.
import { localeOf, type SiteConfig } from '../config/site-config.js';
import type { SourceFile } from '../content/scan-content.js';
import type { z } from 'zod';
import { frontmatterKeyLine, frontmatterSchema, frontmatterSchemas, parseFrontmatter, unknownFrontmatterKeys, UNUSED_KEYS, type Frontmatter } from '../content/frontmatter.js';
import { routeUrl } from '../../shared/url.js';
import { DocgenError, DocgenErrors } from '../errors.js';
import { siteVersions, versionedSidebarName, type SiteVersion } from '../versions/site-versions.js';
import { numberPrefix, withoutNumberPrefixes } from './number-prefix.js';

export interface Doc {
  id: string;
  /** The docs version it belongs to: 'current', or a released one's name. */
  version: string;
  /** Locale whose site shows this doc. */
  locale: string;
  /** The file rendered; from the default locale when this locale has no translation. */
  source: SourceFile;
  frontmatter: Frontmatter;
  body: string;
  title: string;
  sidebarLabel: string;
  /** Its label in the previous/next links of the docs around it. */
  paginationLabel: string;
  position?: number;
  /** First segment of the id: each top folder is one sidebar (qualified by the version's URL segment when the
   * version is not at the docs root: 'next/api'). Null for docs at the top level. */
  sidebarName: string | null;
  /** Route under the locale: 'api/cli', 'next/api/cli'. */
  route: string;
  /** Full URL path: '/armkit/en/api/cli'. */
  url: string;
  fallbackFrom?: string;
  draft: boolean;
  unlisted: boolean;
  /**
   * A Docusaurus project's category index: a doc named `index`, `README` or as its folder is, which is served at
   * the folder's URL and is the page its folder's category opens (sidebars.ts).
   */
  categoryIndex?: boolean;
}

export type Mode = 'production' | 'development';

/** Parses every doc of a version (the current docs unless told); collects all frontmatter errors before failing. */
export function readDocs(files: SourceFile[], config: SiteConfig, mode: Mode, version: SiteVersion = siteVersions(config, [])[0]!): Map<string, Map<string, Doc>> {
  const errors: DocgenError[] = [];
  const own = new Map<string, Doc[]>();
  for (const file of files) {
    try {
      const doc = toDoc(file, file.locale, config, version);
      if (doc.draft && mode === 'production') continue;
      own.set(file.locale, [...(own.get(file.locale) ?? []), doc]);
    } catch (error) {
      if (error instanceof DocgenError) errors.push(error);
      else throw error;
    }
  }
  if (errors.length) throw new DocgenErrors(errors);

  const byLocale = new Map<string, Map<string, Doc>>();
  for (const locale of config.locales) {
    const docs = new Map<string, Doc>();
    for (const doc of own.get(locale.code) ?? []) addUnique(docs, doc);
    if (locale.code !== config.defaultLocale) {
      // A doc without a translation shows the default locale's text with a notice, so the language switch always lands.
      for (const doc of own.get(config.defaultLocale) ?? []) {
        if (!docs.has(doc.id)) addUnique(docs, { ...toDoc(doc.source, locale.code, config, version), fallbackFrom: config.defaultLocale });
      }
    }
    byLocale.set(locale.code, docs);
  }
  return byLocale;
}

function addUnique(docs: Map<string, Doc>, doc: Doc): void {
  const existing = docs.get(doc.id);
  if (existing) {
    throw new DocgenError('docs/duplicate-id', `Two docs have the id "${doc.id}": ${existing.source.relPath} and ${doc.source.relPath}.`, {
      file: doc.source.absPath,
      hint: 'Change the "id" frontmatter of one of them.',
    });
  }
  docs.set(doc.id, doc);
}

function toDoc(source: SourceFile, locale: string, config: SiteConfig, version: SiteVersion): Doc {
  const { frontmatter, body } = parseFrontmatter(source.text, source.absPath, frontmatterSchemas(config.layout).doc);
  const sourceDir = source.relPath.includes('/') ? source.relPath.slice(0, source.relPath.lastIndexOf('/')) : '';
  // Number prefixes order the docs and folders, and are left out of ids and URLs.
  const dir = withoutNumberPrefixes(sourceDir);
  const file = numberPrefix(source.relPath.slice(sourceDir ? sourceDir.length + 1 : 0).replace(/\.mdx?$/, ''));
  const name = frontmatter.id ?? file.name;
  const id = dir ? `${dir}/${name}` : name;
  const title = frontmatter.title ?? firstHeading(body) ?? name;
  const categoryIndex = config.layout === 'docusaurus' && isCategoryIndex(file.name, dir);
  const own = frontmatter.slug !== undefined ? resolveSlug(frontmatter.slug, dir) : categoryIndex ? dir : id;
  const route = docsRoute(config, version, own);
  const { prefix } = localeOf(config, locale);
  return {
    id,
    version: version.name,
    locale,
    source,
    frontmatter,
    body,
    title,
    sidebarLabel: frontmatter.sidebar_label ?? title,
    paginationLabel: frontmatter.pagination_label ?? frontmatter.sidebar_label ?? title,
    position: frontmatter.sidebar_position ?? file.number,
    sidebarName: dir ? versionedSidebarName(version, dir.split('/')[0]!) : null,
    route,
    url: routeUrl(config.base, prefix, route),
    draft: frontmatter.draft ?? false,
    unlisted: frontmatter.unlisted ?? false,
    ...(categoryIndex && { categoryIndex }),
  };
}

/** Docusaurus's convention: `guide/index.md`, `guide/README.md` and `guide/guide.md` are the guide's own page. */
function isCategoryIndex(name: string, dir: string): boolean {
  const lower = name.toLowerCase();
  return lower === 'index' || lower === 'readme' || (dir !== '' && lower === dir.slice(dir.lastIndexOf('/') + 1).toLowerCase());
}

/** A route under a version's docs: 'docs/next/api/cli'; the version's docs themselves without `own`. */
export function docsRoute(config: Pick<SiteConfig, 'docs'>, version: SiteVersion, own = ''): string {
  return [config.docs.routeBasePath, version.routeBase, own].filter(Boolean).join('/');
}

function resolveSlug(slug: string, dir: string): string {
  const joined = slug.startsWith('/') ? slug : `${dir}/${slug}`;
  return joined.replace(/^\/+|\/+$/g, '').replace(/\/{2,}/g, '/');
}

/** The text of the first `# ` heading outside code fences, used when there is no title in the frontmatter. */
export function firstHeading(body: string): string | undefined {
  let fence: string | null = null;
  for (const line of body.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker) fence = fence === null ? marker[0]! : marker[0] === fence ? null : fence;
    else if (fence === null) {
      const match = /^#\s+(.+?)\s*(?:\{#[^}]*\})?\s*#*\s*$/.exec(line);
      if (match) return match[1];
    }
  }
  return undefined;
}

/** A warning for each frontmatter key of a doc's own file that docgen accepts but does not use, at its line. */
export function unusedKeyWarnings(doc: Doc): DocgenError[] {
  if (doc.fallbackFrom) return []; // said once, in the locale of its file
  const unused = Object.entries(UNUSED_KEYS)
    .filter(([key]) => (doc.frontmatter as Record<string, unknown>)[key] !== undefined)
    .map(([key, why]) => new DocgenError('frontmatter/unused', `The "${key}" frontmatter is ignored: ${why}.`, { file: doc.source.absPath, line: frontmatterKeyLine(doc.source.text, key) }));
  return [...unused, ...unknownKeyWarnings(doc.frontmatter, frontmatterSchema, doc.source)];
}

/** A warning for each frontmatter key docgen does not know (kept from a Docusaurus project's file), at its line. */
export function unknownKeyWarnings(frontmatter: object, schema: z.ZodObject, source: { absPath: string; text: string }): DocgenError[] {
  return unknownFrontmatterKeys(frontmatter, schema).map(
    ({ key, near }) =>
      new DocgenError('frontmatter/unknown', `The "${key}" frontmatter is not a key docgen knows: it is ignored.${near ? ` Did you mean "${near}"?` : ''}`, {
        file: source.absPath,
        line: frontmatterKeyLine(source.text, key),
      }),
  );
}
