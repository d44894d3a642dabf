// Loads what a route needs before it renders: its page (the HTML the build wrote, read as the first load reads
// its own: the bootstrap JSON and the markdown body), its locale's shared data (site data and whole sidebar)
// and, for React pages, the page's module. Loads are shared: a prefetch and the navigation that follows it wait
// on the same requests, and the browser's cache serves the page again if the reader reloads it.
import type { ComponentType } from 'react';
import { pages } from 'docgen:pages';
import type { PageComponentProps } from '../../../theme/Root.js';
import type { Bootstrap, EmbeddedBootstrap, PageData } from '../../shared/types.js';
import { hasBody } from '../../shared/page-kinds.js';
import { pageFileUrl } from '../../shared/url.js';
import { loadLocaleData } from './site-data.js';

export interface LoadedPage {
  data: Bootstrap;
  PageComponent?: ComponentType<PageComponentProps>;
}

const loads = new Map<string, Promise<LoadedPage>>();

export async function loadPageComponent(page: PageData): Promise<ComponentType<PageComponentProps> | undefined> {
  const load = page.component ? pages[page.component] : undefined;
  return load ? (await load()).default : undefined;
}

/** `fresh` skips every cache (the page changed on disk while the dev server runs). */
export function loadPage(path: string, base: string, options: { fresh?: boolean } = {}): Promise<LoadedPage> {
  const cached = options.fresh ? undefined : loads.get(path);
  if (cached) return cached;
  const url = pageFileUrl(path);
  const pageData = fetch(url, options.fresh ? { cache: 'no-store' } : undefined).then(async (response) => {
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
    return readPage(await response.text(), url);
  });
  const promise = Promise.all([pageData, loadLocaleData(base, { path })]).then(async ([{ page, docs, messages }, { site, sidebars }]) => {
    const data: Bootstrap = { site, page, sidebar: page.sidebarName ? (sidebars[page.sidebarName] ?? null) : null };
    if (docs) data.docs = docs;
    if (messages) data.messages = messages;
    return { data, PageComponent: await loadPageComponent(page) };
  });
  pageData.catch(() => undefined); // reported through `promise`
  loads.set(path, promise);
  promise.catch(() => loads.delete(path)); // never keep a failure: the next attempt asks again
  return promise;
}

/** Forgets the loads of these route paths, or of every page. */
export function forgetLoadedPages(paths?: string[]): void {
  if (!paths) return loads.clear();
  for (const path of paths) loads.delete(path);
}

/** A page's own data from its HTML: its bootstrap JSON, and its markdown body from the markup. */
function readPage(html: string, url: string): EmbeddedBootstrap {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const json = document.getElementById('__docgen_data')?.textContent;
  if (!json) throw new Error(`${url} is not a page of this site`);
  const data = JSON.parse(json) as EmbeddedBootstrap;
  const body = hasBody(data.page.kind) ? document.querySelector('#__docgen .markdown') : null;
  if (body) data.page.html = body.innerHTML;
  return data;
}
