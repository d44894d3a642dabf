// Renders every route to HTML (and its page data JSON for client-side navigation). Rendering is deferred: each
// file carries the key of what it is rendered from, so the writer skips the pages a rebuild leaves unchanged.
import { createHash } from 'node:crypto';
import { once } from '../../shared/once.js';
import type { Bootstrap, PageData } from '../../shared/types.js';
import type { SiteConfig } from '../config/site-config.js';
import type { ClientBundle } from '../client-bundle/build-client.js';
import type { ServerPage } from '../client-bundle/server-pages.js';
import { buildPageData } from '../data/page-data.js';
import { buildRouteManifest } from '../data/route-manifest.js';
import { buildSiteData } from '../data/site-data.js';
import { renderedFile, type OutputFile, type RenderKey } from '../emit/output-file.js';
import { codeVersion } from '../package-root.js';
import { componentKey } from '../routes/pages.js';
import type { Route, RouteTable } from '../routes/route-table.js';
import { bootstrapJson } from '../ssr/bootstrap-json.js';
import { renderPage, type RenderInput } from '../ssr/render-page.js';
import { themeStrings } from '../../../theme/i18n/strings.js';
import type { CompiledRoute } from './compile-content.js';

export interface RenderedSite {
  files: Map<string, OutputFile>;
  pages: PageData[];
}

export function renderRoutes(
  routes: Route[],
  table: RouteTable,
  config: SiteConfig,
  compiled: Map<string, CompiledRoute>,
  serverPages: Map<string, ServerPage>,
  client: ClientBundle,
  /** Locale → URL of its search index (null with hosted search). */
  searchIndexes: Map<string, string | null>,
  onProgress?: (done: number, total: number) => void,
  /** The dev server renders through a memo that skips unchanged pages and follows edits of the theme. */
  render: (input: RenderInput) => string = renderPage,
): RenderedSite {
  const files = new Map<string, OutputFile>();
  const pages: PageData[] = [];
  const manifest = buildRouteManifest(table, config.base);
  files.set(manifest.file, manifest.content);
  const sites = new Map(config.locales.map((l) => [l.code, buildSiteData(config, table, l.code, manifest.url, searchIndexes.get(l.code) ?? null)]));
  const assets = { entry: client.entry, preload: client.preload, css: client.css };
  const docUrls = new Map([...table.docs].map(([locale, docs]) => [locale, Object.fromEntries([...docs].map(([id, doc]) => [id, doc.url]))]));
  const keyOf = renderKeys(config, assets, searchIndexes);
  for (const [index, route] of routes.entries()) {
    const site = sites.get(route.locale)!;
    const content = compiled.get(route.url);
    const serverPage = route.kind === 'component' ? serverPages.get(componentKey(route.page!)) : undefined;
    const page = buildPageData(route, table, config, content?.compiled, titleOf(route, content, serverPage, config));
    const description = content?.description ?? serverPage?.description;
    if (description) page.description = description;
    const sidebar = page.sidebarName ? (table.sidebars.get(route.locale)?.get(page.sidebarName) ?? null) : null;
    const bootstrap: Bootstrap = { site, page, sidebar };
    if (route.kind === 'component') bootstrap.docs = docUrls.get(route.locale)!;
    const key = once(() => keyOf(bootstrap, route)); // the HTML and the page data share it
    files.set(route.outFile, renderedFile(() => render({ bootstrap, PageComponent: serverPage?.Component, assets, siteUrl: config.url }), key));
    if (route.kind !== 'not-found') {
      files.set(route.outFile.replace(/index\.html$/, 'page-data.json'), renderedFile(() => bootstrapJson(bootstrap, page, false), key));
      pages.push(page);
    }
    onProgress?.(index + 1, routes.length);
  }
  return { files, pages };
}

/**
 * A page's key sums up everything its HTML and page data are rendered from but the locale's search index URL,
 * which changes with any text of the locale and is only ever copied into the page verbatim (see RenderedFile).
 * Objects shared by many pages (site data, sidebars) are hashed once each.
 */
function renderKeys(config: SiteConfig, assets: unknown, searchIndexes: Map<string, string | null>) {
  const hashes = new WeakMap<object, string>();
  const hashOf = (value: object | null | undefined, json = () => JSON.stringify(value)): string => {
    if (!value) return '';
    let hash = hashes.get(value);
    if (hash === undefined) hashes.set(value, (hash = digest(json())));
    return hash;
  };
  // Computed with the first key: the dev server renders through its own memo and never asks for one.
  const common = once(() => digest(JSON.stringify([codeVersion(), assets, config.url])));
  return (bootstrap: Bootstrap, route: Route): RenderKey => {
    const { site, page, sidebar, docs } = bootstrap;
    const siteHash = hashOf(site, () => JSON.stringify({ ...site, searchIndex: null }));
    const component = route.kind === 'component' ? digest(route.page!.source.text) : '';
    const key = digest([common(), siteHash, hashOf(sidebar), hashOf(docs), component, JSON.stringify(page)].join('\u0000'));
    const index = searchIndexes.get(route.locale);
    return { key, volatile: index ? [index] : [] };
  };
}

function digest(text: string): string {
  return createHash('sha1').update(text).digest('base64url');
}

function titleOf(route: Route, content: CompiledRoute | undefined, serverPage: ServerPage | undefined, config: SiteConfig): string {
  if (route.kind === 'search') return themeStrings(route.locale).searchPageTitle;
  if (route.kind === 'not-found') return themeStrings(route.locale).notFoundTitle;
  return content?.title ?? serverPage?.title ?? config.title;
}
