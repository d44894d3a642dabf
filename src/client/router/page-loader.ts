// Loads what a route needs before it renders: its page data and, for React pages, the page's module.
// Loads are shared: a prefetch and the navigation that follows it wait on the same request.
import type { ComponentType } from 'react';
import { pages } from 'docgen:pages';
import type { PageComponentProps } from '../../../theme/Root.js';
import type { Bootstrap, PageData } from '../../shared/types.js';
import { pageDataUrl } from '../../shared/url.js';

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
export function loadPage(path: string, options: { fresh?: boolean } = {}): Promise<LoadedPage> {
  const cached = options.fresh ? undefined : loads.get(path);
  if (cached) return cached;
  const url = pageDataUrl(path);
  const promise = fetch(url, options.fresh ? { cache: 'no-store' } : undefined).then(async (response) => {
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
    const data = (await response.json()) as Bootstrap;
    return { data, PageComponent: await loadPageComponent(data.page) };
  });
  loads.set(path, promise);
  promise.catch(() => loads.delete(path)); // never keep a failure: the next attempt asks again
  return promise;
}

/** Forgets the loads of these route paths, or of every page. */
export function forgetLoadedPages(paths?: string[]): void {
  if (!paths) return loads.clear();
  for (const path of paths) loads.delete(path);
}
