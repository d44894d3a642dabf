// What a page tells of its own file: where a reader can edit it ("Edit this page") and when its text last
// changed (its "Last updated" line and the sitemap's <lastmod>).
import path from 'node:path';
import type { PageData } from '../../shared/types.js';
import type { SiteConfig } from '../config/site-config.js';
import type { FileDate, GitDates } from '../content/git-dates.js';
import { DocgenError } from '../errors.js';
import { routeSource, type Route } from '../routes/route-table.js';

export interface LastChange {
  /** Milliseconds since the epoch. */
  time?: number;
  author?: string;
  /** From the edge of a shallow clone (git-dates.ts): possibly later than the real change. */
  uncertain?: true;
}

/** When a page's text last changed and by whom: its frontmatter's `last_update`, each part of it, else its file's. */
export function lastChangeOf(route: Route, dates: Map<string, FileDate> | undefined): LastChange | undefined {
  const source = routeSource(route);
  const file = source && dates?.get(source.absPath);
  const own = (route.doc ?? route.post)?.frontmatter.last_update;
  if (!own) return file;
  const change: LastChange = own.date !== undefined ? { time: Date.parse(own.date) } : { ...file };
  const author = own.author ?? file?.author;
  if (author !== undefined) change.author = author;
  return change.time === undefined && change.author === undefined ? undefined : change;
}

/** The config section that says what a page shows at its end: the docs' for a doc, the blog's for a post. */
function sectionOf(route: Route, config: SiteConfig): SiteConfig['docs'] | SiteConfig['blog'] | undefined {
  return route.doc ? config.docs : route.post ? config.blog : undefined;
}

/** What a page's "Last updated" line shows: the parts the site asks for, when known. */
export function lastUpdateOf(route: Route, config: SiteConfig, dates: Map<string, FileDate> | undefined): PageData['lastUpdate'] {
  const section = sectionOf(route, config);
  if (!section?.showLastUpdateTime && !section?.showLastUpdateAuthor) return undefined;
  const change = lastChangeOf(route, dates);
  const shown: NonNullable<PageData['lastUpdate']> = {};
  if (section.showLastUpdateTime && change?.time !== undefined) shown.date = new Date(change.time).toISOString();
  if (section.showLastUpdateAuthor && change?.author !== undefined) shown.author = change.author;
  return shown.date !== undefined || shown.author !== undefined ? shown : undefined;
}

/** Whether any page shows when it last changed: then a site without a usable git history is told so. */
export function showsLastUpdate(config: SiteConfig): boolean {
  return [config.docs, config.blog].some((section) => section.showLastUpdateTime || section.showLastUpdateAuthor);
}

/**
 * What the site is told of its git history, once: dates a reader sees would be wrong (a shallow clone) or are
 * missing (no git). Only when pages show them: the sitemap leaves out a date it cannot know (see sitemap.ts).
 */
export function gitDateWarnings(dates: GitDates, config: SiteConfig): DocgenError[] {
  if (!showsLastUpdate(config)) return [];
  if (dates.history === 'none') {
    return [new DocgenError('git/unavailable', 'The site is not in a git repository, or git is not installed: its pages show no "Last updated" date.', { file: config.configFile, hint: 'Build from a clone of the site\'s repository, with git on the PATH, or give the pages a "last_update" frontmatter.' })];
  }
  if (dates.history === 'shallow' && [...dates.files.values()].some((date) => date.uncertain)) {
    return [
      new DocgenError('git/shallow', 'The site\'s repository is a shallow clone: pages last changed before its oldest commit show that commit\'s date as their "Last updated" date.', {
        file: config.configFile,
        hint: 'Build from a clone with the whole history: "git fetch --unshallow", or in CI a checkout with full history (actions/checkout: fetch-depth: 0).',
      }),
    ];
  }
  return [];
}

/** Where a reader edits a doc or post: its `custom_edit_url` (null: nowhere), else the config's `editUrl`. */
export function editUrlOf(route: Route, config: SiteConfig): string | undefined {
  const entry = route.doc ?? route.post;
  if (!entry) return undefined;
  const custom = entry.frontmatter.custom_edit_url;
  if (custom !== undefined) return custom ?? undefined;
  const key = route.doc ? 'docs.editUrl' : 'blog.editUrl';
  const setting = route.doc ? config.docs.editUrl : config.blog.editUrl;
  if (setting === undefined) return undefined;
  // The file the page is made from, from the site's folder: a translation's own file, an untranslated page's original.
  const file = path.relative(config.rootDir, entry.source.absPath).split(path.sep).join('/');
  if (typeof setting === 'string') return `${setting.replace(/\/+$/, '')}/${file.split('/').map(encodeURIComponent).join('/')}`;
  const folder = file.slice(0, file.length - entry.source.relPath.length).replace(/\/$/, '');
  const problem = (what: string, cause?: unknown) =>
    new DocgenError('config/edit-url', `"${key}" ${what} for ${file}.`, { file: config.configFile, cause, hint: `Return the http(s) URL where the page's file is edited, or undefined for no link.` });
  let made: unknown;
  try {
    made = route.doc
      ? (setting as (params: object) => unknown)({ locale: route.locale, version: route.doc.version, versionDocsDirPath: folder, docPath: entry.source.relPath, permalink: route.url })
      : (setting as (params: object) => unknown)({ locale: route.locale, blogDirPath: folder, blogPath: entry.source.relPath, permalink: route.url });
  } catch (cause) {
    throw problem(`threw "${(cause as Error).message}"`, cause);
  }
  if (made === undefined || made === null) return undefined;
  if (typeof made !== 'string' || !/^https?:\/\/[^/]/i.test(made)) throw problem(`returned ${JSON.stringify(made)}, which is not an http(s) URL,`);
  return made;
}
