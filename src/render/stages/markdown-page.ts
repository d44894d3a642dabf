// The HTML of a markdown page (a doc, or a markdown page of the pages folder): the same in this thread and in a
// worker, from plain data. A page carries its own part of its sidebar, not the whole. The client navigates to a
// page by reading the same HTML (src/client/router/page-loader.ts): nothing else is written for it.
import type { Bootstrap, PageData, SidebarItem, SiteData } from '../../shared/types.js';
import type { PageBody } from '../cache/page-bodies.js';
import { pageSidebar } from '../data/page-sidebar.js';
import type { DocumentAssets } from '../ssr/html-template.js';
import { renderPage, type RenderInput } from '../ssr/render-page.js';
import { once } from '../../shared/once.js';
import { renderKeyer } from './render-key.js';
import { copyKey, copyText } from '../llms/copy-text.js';

/** What every markdown page of a build is rendered with: sent once to each worker. */
export interface PageRenderContext {
  /** Locale → its site data. */
  sites: Record<string, SiteData>;
  /** Locale → sidebar name → the whole sidebar. */
  sidebars: Record<string, Record<string, SidebarItem[]>>;
  assets: DocumentAssets;
  siteUrl: string;
  /** The part of every page's key they all share (render-key.ts). */
  common: string;
  /** docgen's code version, as this thread reads it: what a markdown copy's key starts with. */
  code: string;
}

export interface MarkdownPageFiles {
  key(): string;
  html(): string;
  /** The doc's markdown copy, for a page that has one. */
  copy: { key(): string; text(): string };
}

export type Renderer = (input: RenderInput) => string;

/** Makes the files of markdown pages of one build; `readBody` is asked only when a file is rendered. */
export function markdownPages(context: PageRenderContext, render: Renderer = renderPage) {
  const keyOf = renderKeyer(() => context.common);
  return (page: PageData, bodyName: string, readBody: () => PageBody): MarkdownPageFiles => {
    const site = context.sites[page.locale]!;
    const sidebar = page.sidebarName ? (context.sidebars[page.locale]?.[page.sidebarName] ?? null) : null;
    const bootstrap: Bootstrap = { site, page, sidebar: sidebar && pageSidebar(sidebar, page.docId) };
    const copy = { title: page.title, hasH1: page.hasH1 === true, body: bodyName };
    return {
      key: once(() => keyOf(bootstrap, '', bodyName)),
      // The body is read when the page is rendered: no page's body stays in memory after it is written.
      html: () => render({ bootstrap: { ...bootstrap, page: { ...page, html: readBody().html } }, assets: context.assets, siteUrl: context.siteUrl }),
      copy: { key: () => copyKey(context.code, copy), text: () => copyText(copy, readBody().markdown) },
    };
  };
}
