// Renders every route to HTML (and its page data JSON for client-side navigation). Rendering is deferred: each
// file carries the key of what it is rendered from, so the writer skips the pages a rebuild leaves unchanged,
// and renders it when it writes it, so that no rendered page stays in memory.
import { createHash } from 'node:crypto';
import { once } from '../../shared/once.js';
import type { Bootstrap, PageData, PageDataFile } from '../../shared/types.js';
import type { SiteConfig } from '../config/site-config.js';
import type { ClientBundle } from '../client-bundle/build-client.js';
import type { ServerPage } from '../client-bundle/server-pages.js';
import { buildPageData } from '../data/page-data.js';
import { pageSidebar } from '../data/page-sidebar.js';
import { siteDataByLocale } from '../data/site-data.js';
import type { OutputFile } from '../emit/output-file.js';
import { codeVersion } from '../package-root.js';
import { componentKey } from '../routes/pages.js';
import type { Route, RouteTable } from '../routes/route-table.js';
import { embeddedBootstrap } from '../ssr/html-template.js';
import { renderPage, type RenderInput } from '../ssr/render-page.js';
import { themeStrings } from '../../../theme/i18n/strings.js';
import { siteLinks, type CompiledRoute } from './compile-content.js';

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
  onProgress?: (done: number, total: number) => void,
  /** The dev server renders through a memo that skips unchanged pages and follows edits of the theme. */
  render: (input: RenderInput) => string = renderPage,
): RenderedSite {
  const files = new Map<string, OutputFile>();
  const pages: PageData[] = [];
  const sites = siteDataByLocale(config, table);
  const assets = { entry: client.entry, preload: client.preload, css: client.css };
  const { docUrls } = siteLinks(table, config);
  const keyOf = renderKeys(config, assets);
  // The last page rendered, and only that one: nothing rendered piles up.
  let lastHtml: { route: Route; html: string } | undefined;
  for (const [index, route] of routes.entries()) {
    const site = sites.get(route.locale)!;
    const content = compiled.get(route.url);
    const serverPage = route.kind === 'component' ? serverPages.get(componentKey(route.page!)) : undefined;
    const page = buildPageData(route, table, config, content?.compiled, titleOf(route, content, serverPage, config));
    const description = content?.description ?? serverPage?.description;
    if (description) page.description = description;
    const sidebar = page.sidebarName ? (table.sidebars.get(route.locale)?.get(page.sidebarName) ?? null) : null;
    const bootstrap: Bootstrap = { site, page, sidebar: sidebar && pageSidebar(sidebar, page.docId) };
    if (route.kind === 'component') bootstrap.docs = docUrls[route.locale]!;
    const key = once(() => keyOf(bootstrap, route, content?.compiled.body)); // the HTML and the page data share it
    // The markdown body is read from the page store only to render: no rendered page keeps it in memory.
    const withBody = (): PageData => (content ? { ...page, html: content.body().html } : page);
    const html = () => render({ bootstrap: { ...bootstrap, page: withBody() }, PageComponent: serverPage?.Component, assets, siteUrl: config.url });
    files.set(route.outFile, { key, render: () => (lastHtml = { route, html: html() }).html });
    if (route.kind !== 'not-found') {
      // A component page's data names the docs its HTML names: those its component asked for (render-page.tsx).
      // The writer writes a page's data right after its HTML, which is then rendered already.
      const rendered = () => (lastHtml?.route === route ? lastHtml.html : html());
      const data = (): PageDataFile => (bootstrap.docs ? { page, docs: embeddedBootstrap(rendered()).docs } : { page: withBody() });
      files.set(route.outFile.replace(/index\.html$/, 'page-data.json'), { key, render: () => JSON.stringify(data()) });
      pages.push(page);
    }
    onProgress?.(index + 1, routes.length);
  }
  return { files, pages };
}

/**
 * A page's key sums up everything its HTML and page data are rendered from. Objects shared by many pages (site
 * data, whole sidebars) are hashed once each.
 */
function renderKeys(config: SiteConfig, assets: unknown) {
  const hashes = new WeakMap<object, string>();
  const hashOf = (value: object | null | undefined): string => {
    if (!value) return '';
    let hash = hashes.get(value);
    if (hash === undefined) hashes.set(value, (hash = digest(JSON.stringify(value))));
    return hash;
  };
  // Computed with the first key: the dev server renders through its own memo and never asks for one.
  const common = once(() => digest(JSON.stringify([codeVersion(), assets, config.url])));
  return (bootstrap: Bootstrap, route: Route, body = ''): string => {
    const { site, page, sidebar, docs } = bootstrap;
    const component = route.kind === 'component' ? digest(route.page!.source.text) : '';
    // The body's name is a hash of its HTML: the key sums the HTML up without reading it.
    return digest([common(), hashOf(site), hashOf(sidebar), hashOf(docs), component, body, JSON.stringify(page)].join('\u0000'));
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
