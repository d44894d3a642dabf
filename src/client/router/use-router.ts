// Client-side navigation: internal links render the target's page data in place instead of loading a new
// document. The URL, title, language and scroll position follow; anything the router cannot show (a file, a
// path that is not a route, a page whose data fails to load) is left to a normal page load.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { NavigationStatus } from '../../../theme/NavigationStatus.js';
import { CONTENT_CHANGED_EVENT, type ContentChangedDetail } from '../../shared/live-reload-protocol.js';
import { canonicalPath, routeKey } from '../../shared/url.js';
import { applyDocumentHead } from './document-head.js';
import { isPlainClick, isSamePageHash, siteLink } from './links.js';
import { forgetLoadedPages, loadPage, type LoadedPage } from './page-loader.js';
import { prefetchInView, prefetchOnIntent } from './prefetch.js';
import { setNavigator } from './navigate.js';
import { forgetManifest, loadRoutes } from './site-data.js';
import { applyScroll, enterPoppedEntry, pushEntry, rememberScroll, savedScroll, trackScroll, type ScrollTarget } from './scroll.js';

/** The spec's delay before a slow navigation shows the progress bar. */
export const PROGRESS_DELAY_MS = 200;

type How = 'push' | 'replace' | 'pop';

/** The route URL a path shows, if the site has one. */
export type FindRoute = (pathname: string) => Promise<string | undefined>;

interface NavigateOptions {
  how: How;
  /** Bypass every cache: the page changed on disk (dev server). */
  fresh?: boolean;
  keepScroll?: boolean;
}

/** Hands the URL to the browser: a real page load, which also reports real 404s. */
function loadDocument(target: URL, how: How): void {
  if (how === 'pop') window.location.reload();
  else if (how === 'replace') window.location.replace(target.href);
  else window.location.assign(target.href);
}

function scrollTargetFor(target: URL, options: NavigateOptions): ScrollTarget {
  if (options.keepScroll) return { kind: 'keep' };
  const saved = options.how === 'pop' ? savedScroll() : undefined;
  if (saved !== undefined) return { kind: 'position', y: saved };
  return target.hash ? { kind: 'hash', hash: target.hash } : { kind: 'top' };
}

export function useRouter(initial: LoadedPage): { current: LoadedPage; navigation: NavigationStatus } {
  const [current, setCurrent] = useState(initial);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<NavigationStatus['failed']>();
  const scrollTarget = useRef<ScrollTarget | null>(null);
  const latest = useRef(0);
  const shown = useRef(current);
  shown.current = current;
  const { base } = initial.data.site;

  const findRoute: FindRoute = useCallback((pathname: string) => loadRoutes(base).then((routes) => routes.get(routeKey(pathname, base))), [base]);

  const navigate = useCallback(
    async (target: URL, options: NavigateOptions): Promise<void> => {
      const id = ++latest.current;
      let href = target.href;
      const slow = window.setTimeout(() => id === latest.current && setLoading(true), PROGRESS_DELAY_MS);
      try {
        const path = await findRoute(target.pathname);
        if (path === undefined) return loadDocument(target, options.how);
        href = path + target.search + target.hash;
        const loaded = await loadPage(path, base, { fresh: options.fresh });
        if (id !== latest.current) return;
        if (options.how === 'push') pushEntry(href);
        else if (options.how === 'replace') window.history.replaceState(window.history.state, '', href);
        setFailed(undefined);
        // Another section of the page shown: nothing to render, only to scroll.
        if (loaded === shown.current) return applyScroll(scrollTargetFor(target, options));
        scrollTarget.current = scrollTargetFor(target, options);
        setCurrent(loaded);
      } catch (error) {
        if (id !== latest.current) return;
        // A failed preload reloads the whole page: after a deploy the old assets may be gone, and a real load
        // gets the new ones. Offline, a reload would only show the browser's error page: offer a retry.
        if (navigator.onLine) return loadDocument(target, options.how);
        if (options.how === 'push') pushEntry(href);
        const retry = () => void navigate(new URL(window.location.href), { how: 'replace' });
        setFailed({ message: error instanceof Error ? error.message : String(error), offline: true, retry });
      } finally {
        window.clearTimeout(slow);
        if (id === latest.current) setLoading(false);
      }
    },
    [base, findRoute],
  );

  useEffect(() => setNavigator((url) => void navigate(new URL(url, window.location.href), { how: 'push' })), [navigate]);

  useLayoutEffect(() => {
    applyDocumentHead(current.data);
    const target = scrollTarget.current;
    scrollTarget.current = null;
    if (target) applyScroll(target);
  }, [current]);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onClick = (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      const url = siteLink(event.target, base);
      if (!url) return;
      if (isSamePageHash(url)) return rememberScroll(); // the browser scrolls; back returns here
      event.preventDefault();
      void navigate(url, { how: 'push' });
    };
    const onPopState = () => {
      enterPoppedEntry();
      const url = new URL(window.location.href);
      if (routeKey(url.pathname, base) !== routeKey(shown.current.data.page.path, base)) return void navigate(url, { how: 'pop' });
      const saved = savedScroll(); // another section of the page shown
      applyScroll(saved !== undefined ? { kind: 'position', y: saved } : { kind: 'hash', hash: url.hash });
    };
    // The dev server announces a content change: show the new version in place, where the reader is.
    const onContentChanged = (event: Event) => {
      event.preventDefault();
      forgetLoadedPages((event as CustomEvent<ContentChangedDetail>).detail?.changed);
      forgetManifest(base); // the routes or the locale's sidebars may have changed too
      void navigate(new URL(window.location.href), { how: 'replace', fresh: true, keepScroll: true });
    };
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPopState);
    window.addEventListener(CONTENT_CHANGED_EVENT, onContentChanged);
    const stopTracking = trackScroll();
    const stopPrefetch = prefetchOnIntent(base, findRoute);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener(CONTENT_CHANGED_EVENT, onContentChanged);
      stopTracking();
      stopPrefetch();
    };
  }, [base, findRoute, navigate]);

  // On first load: back where a reload left the reader, and every route under its canonical URL.
  useEffect(() => {
    const saved = savedScroll();
    if (saved !== undefined) window.scrollTo(0, saved);
    const { pathname, search, hash } = window.location;
    if (initial.data.page.kind !== 'not-found') {
      const path = initial.data.page.path;
      if (path !== pathname) window.history.replaceState(window.history.state, '', path + search + hash);
      return;
    }
    // '/x.html' reached the server's 404 page: show the route '/x' when there is one.
    if (canonicalPath(pathname, base) === pathname) return;
    findRoute(pathname)
      .then((route) => {
        if (route !== undefined) return navigate(new URL(route + search + hash, window.location.href), { how: 'replace' });
      })
      .catch(() => undefined);
  }, [base, initial, findRoute, navigate]);

  useEffect(() => {
    const root = document.getElementById('__docgen');
    return root ? prefetchInView(root, base, findRoute) : undefined;
  }, [current, base, findRoute]);

  return { current, navigation: { loading, failed } };
}
