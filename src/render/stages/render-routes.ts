// Renders every route to HTML (which client-side navigation reads too). Rendering is deferred: each file
// carries the key of what it is rendered from, so the writer skips the pages a rebuild leaves unchanged, and
// renders it when it writes it, so that no rendered page stays in memory.
import { once } from '../../shared/once.js';
import type { Bootstrap, PageData } from '../../shared/types.js';
import type { SiteConfig } from '../config/site-config.js';
import type { ClientBundle } from '../client-bundle/build-client.js';
import type { ServerPage } from '../client-bundle/server-pages.js';
import { buildPageData, tocLevels, withMarkdown } from '../data/page-data.js';
import { siteDataByLocale } from '../data/site-data.js';
import type { OutputFile } from '../emit/output-file.js';
import { componentKey } from '../routes/pages.js';
import type { Route, RouteTable } from '../routes/route-table.js';
import { renderPage, type RenderInput } from '../ssr/render-page.js';
import { themeStrings } from '../../../theme/i18n/strings.js';
import { blogListTitle } from '../blog/blog-page-data.js';
import { blogListHtml } from '../blog/blog-list-html.js';
import { pageSidebar } from '../data/page-sidebar.js';
import { categoryCards, docDescriber } from '../data/category-cards.js';
import { indexTitle } from '../routes/category-page.js';
import { compiledHtml, siteLinks, type CompiledRoute } from './compile-content.js';
import { markdownPages, type PageRenderContext } from './markdown-page.js';
import { commonKey, digest, renderKeyer } from './render-key.js';
import { headTagHtml } from '../ssr/head-tags.js';
import { codeVersion } from '../package-root.js';

export interface RenderedSite {
  files: Map<string, OutputFile>;
  pages: PageData[];
}

/** What the markdown pages of a build are rendered with (markdown-page.ts), in this thread or sent to workers. */
export function pageRenderContext(table: RouteTable, config: SiteConfig, client: Pick<ClientBundle, 'entry' | 'preload' | 'css' | 'islands'>): PageRenderContext {
  const assets = { entry: client.entry, preload: client.preload, css: client.css, islands: client.islands, head: config.headTags.map(headTagHtml) };
  return {
    sites: Object.fromEntries(siteDataByLocale(config, table)),
    sidebars: Object.fromEntries([...table.sidebars].map(([locale, bars]) => [locale, Object.fromEntries(bars)])),
    assets,
    siteUrl: config.url,
    code: codeVersion(),
    get common() {
      // Computed with the first key: rendering alone never asks for one.
      return commonKey(assets, config.url);
    },
  };
}

/** The data of a route's page: from the route table, and the compiled markdown's metadata for a markdown page. */
export function routePageData(route: Route, table: RouteTable, config: SiteConfig, content: CompiledRoute | undefined, serverPage?: ServerPage): PageData {
  const page = buildPageData(route, table, config, titleOf(route, content, serverPage, config), content?.description ?? serverPage?.description);
  return content ? withMarkdown(page, content.compiled, tocLevels(route, config)) : page;
}

export function renderRoutes(
  routes: Route[],
  table: RouteTable,
  config: SiteConfig,
  compiled: Map<string, CompiledRoute>,
  serverPages: Map<string, ServerPage>,
  client: ClientBundle,
  onProgress?: (done: number, total: number) => void,
  /** The dev server renders with the theme as it is now (it follows edits of the theme). */
  render: (input: RenderInput) => string = renderPage,
): RenderedSite {
  const files = new Map<string, OutputFile>();
  const pages: PageData[] = [];
  const context = pageRenderContext(table, config, client);
  const markdownFiles = markdownPages(context, render);
  const { docUrls } = siteLinks(table, config);
  const keyOf = renderKeyer(once(() => context.common));
  for (const [index, route] of routes.entries()) {
    const content = compiled.get(route.url);
    const serverPage = route.kind === 'component' ? serverPages.get(componentKey(route.page!)) : undefined;
    const page = routePageData(route, table, config, content, serverPage);
    if (content) {
      const made = markdownFiles(page, content.compiled.body, content.body);
      files.set(route.outFile, { key: made.key, render: made.html });
    } else {
      // Built-in and component pages carry their locale's site data and no sidebar; a blog list, the blog's.
      const sidebar = page.sidebarName ? (context.sidebars[route.locale]?.[page.sidebarName] ?? null) : null;
      // A list asked for before its posts are compiled (the dev server's first pages) shows them without excerpts.
      if (route.blog) page.html = blogListHtml(route, config, compiledHtml(compiled));
      if (route.category) page.cards = categoryCards(route.category.item.items, docDescriber(table.versionDocs.get(route.category.version)!.get(route.locale)!, compiled));
      const bootstrap: Bootstrap = { site: context.sites[route.locale]!, page, sidebar: sidebar && pageSidebar(sidebar, page.docId) };
      if (route.kind === 'component') {
        bootstrap.docs = docUrls[route.locale]!;
        // All of them: a text only the browser shows (inside BrowserOnly) is asked for after hydration.
        const messages = table.messages[route.locale];
        if (messages) bootstrap.messages = messages;
      }
      const component = route.kind === 'component' ? digest(route.page!.source.text) : '';
      const key = once(() => keyOf(bootstrap, component, undefined));
      files.set(route.outFile, { key, render: () => render({ bootstrap, PageComponent: serverPage?.Component, assets: context.assets, siteUrl: config.url }) });
    }
    if (route.kind !== 'not-found') pages.push(page);
    onProgress?.(index + 1, routes.length);
  }
  return { files, pages };
}

function titleOf(route: Route, content: CompiledRoute | undefined, serverPage: ServerPage | undefined, config: SiteConfig): string {
  if (route.blog) return blogListTitle(route)!;
  if (route.category) return indexTitle(route.category.item);
  if (route.kind === 'search') return themeStrings(route.locale).searchPageTitle;
  if (route.kind === 'not-found') return themeStrings(route.locale).notFoundTitle;
  return content?.title ?? serverPage?.title ?? config.title;
}
