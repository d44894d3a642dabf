// Loads what a route needs before it renders: its page data, its locale's shared data (site data and whole
// sidebar) and, for React pages, the page's module. Loads are shared: a prefetch and the navigation that
// follows it wait on the same requests.
import type { ComponentType } from 'react';
import { pages } from 'docgen:pages';
import type { PageComponentProps } from '../../../theme/Root.js';
import type { Bootstrap, PageData, PageDataFile } from '../../shared/types.js';
import { pageDataUrl } from '../../shared/url.js';
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
  const url = pageDataUrl(path);
  const pageData = fetch(url, options.fresh ? { cache: 'no-store' } : undefined).then(async (response) => {
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
    return (await response.json()) as PageDataFile;
  });
  const promise = Promise.all([pageData, loadLocaleData(base, { path })]).then(async ([{ page, docs }, { site, sidebars }]) => {
    const data: Bootstrap = { site, page, sidebar: page.sidebarName ? (sidebars[page.sidebarName] ?? null) : null };
    if (docs) data.docs = docs;
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
