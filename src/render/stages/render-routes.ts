// Renders every route to HTML (and its page data JSON for client-side navigation).
import type { Bootstrap, PageData } from '../../shared/types.js';
import type { SiteConfig } from '../config/site-config.js';
import type { ClientBundle } from '../client-bundle/build-client.js';
import type { ServerPage } from '../client-bundle/server-pages.js';
import { buildPageData } from '../data/page-data.js';
import { buildRouteManifest } from '../data/route-manifest.js';
import { buildSiteData } from '../data/site-data.js';
import type { OutputFile } from '../emit/write-site.js';
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
    files.set(route.outFile, render({ bootstrap, PageComponent: serverPage?.Component, assets, siteUrl: config.url }));
    if (route.kind !== 'not-found') {
      files.set(route.outFile.replace(/index\.html$/, 'page-data.json'), bootstrapJson(bootstrap, page, false));
      pages.push(page);
    }
    onProgress?.(index + 1, routes.length);
  }
  return { files, pages };
}

function titleOf(route: Route, content: CompiledRoute | undefined, serverPage: ServerPage | undefined, config: SiteConfig): string {
  if (route.kind === 'search') return themeStrings(route.locale).searchPageTitle;
  if (route.kind === 'not-found') return themeStrings(route.locale).notFoundTitle;
  return content?.title ?? serverPage?.title ?? config.title;
}
