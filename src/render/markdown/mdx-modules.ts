// The modules MDX pages import from the site: `./Demo` beside the page, or `@site/src/components/Switch` from
// the site's folder. They are found by reading the pages' import lines before anything compiles (the client
// bundle is made meanwhile and must hold the islands among them), bundled once for the server render, and
// imported by each thread that renders MDX. A module whose file name ends in `.client.tsx` (or .jsx, .ts, .js)
// needs the browser: its components are islands.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { routeSource, type Route } from '../routes/route-table.js';
import { isMdx, type MarkdownFormat } from './mdx.js';

const IMPORT_LINE = /^[ \t]*import[ \t]+[^'"\n]*?from[ \t]*['"]([^'"\n]+)['"]/gm;
const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mjs'];

/** The sources of a page's import lines that are the site's own modules (relative, or under `@site/`). */
export function localImportsOf(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(IMPORT_LINE), (m) => m[1]!).filter(isLocalSource))];
}

export function isLocalSource(source: string): boolean {
  return source.startsWith('./') || source.startsWith('../') || source.startsWith('@site/');
}

/** The file a local import names, as a bundler would find it; undefined when none. */
export function resolveLocalModule(source: string, fromFile: string, siteRoot: string): string | undefined {
  const base = source.startsWith('@site/') ? path.join(siteRoot, source.slice('@site/'.length)) : path.resolve(path.dirname(fromFile), source);
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`))];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

export function isIslandModule(file: string): boolean {
  return /\.client\.[cm]?[jt]sx?$/.test(file);
}

/** A site module as pages name it: its path in the site folder. */
export function modulePath(file: string, siteRoot: string): string {
  return path.relative(siteRoot, file).split(path.sep).join('/');
}

/** How an island of a site module is named in pages: the module and the export (`src/Switch.client.tsx#default`). */
export function islandName(file: string, siteRoot: string, exportName: string): string {
  return `${modulePath(file, siteRoot)}#${exportName}`;
}

export interface SiteModules {
  /** Every site module an MDX page imports. */
  files: string[];
  /** Those that are islands: the module as pages name it (its path in the site), and its file. */
  islands: { module: string; file: string }[];
}

/** The site modules the MDX pages of these routes import, from their import lines. */
export function siteModulesOf(routes: Route[], format: MarkdownFormat, siteRoot: string): SiteModules {
  const files = new Set<string>();
  for (const route of routes) {
    const source = routeSource(route);
    if (!source || route.page?.kind === 'component' || !isMdx(source.absPath, format)) continue;
    for (const imported of localImportsOf(source.text)) {
      const file = resolveLocalModule(imported, source.absPath, siteRoot);
      if (file) files.add(file);
    }
  }
  const sorted = [...files].sort();
  return { files: sorted, islands: sorted.filter(isIslandModule).map((file) => ({ module: modulePath(file, siteRoot), file })) };
}
