// Prefetches the page data of the links a reader is likely to follow: at once on hover, focus or touch, and
// in idle time for links scrolled into view. Nothing is prefetched in data-saver mode or on slow connections.
import { whenIdle } from '../when-idle.js';
import { prefetchAllowed } from './connection.js';
import { siteLink } from './links.js';
import { loadPage } from './page-loader.js';
import type { FindRoute } from './use-router.js';

function prefetch(url: URL | null, base: string, findRoute: FindRoute): void {
  if (!url || url.pathname === window.location.pathname || !prefetchAllowed()) return;
  findRoute(url.pathname)
    .then((route) => {
      if (route !== undefined) return loadPage(route, base);
    })
    // A failed prefetch is forgotten; the navigation itself reports what goes wrong.
    .catch(() => undefined);
}

/** Hover, focus and touch on any link of the document. Returns the function that stops listening. */
export function prefetchOnIntent(base: string, findRoute: FindRoute): () => void {
  const onIntent = (event: Event) => prefetch(siteLink(event.target, base), base, findRoute);
  const events = ['mouseover', 'focusin', 'touchstart'] as const;
  for (const type of events) document.addEventListener(type, onIntent, { passive: true });
  return () => {
    for (const type of events) document.removeEventListener(type, onIntent);
  };
}

/** Links inside `root` that come into view. Call again after the page changes; returns the stop function. */
export function prefetchInView(root: Element, base: string, findRoute: FindRoute): () => void {
  if (!('IntersectionObserver' in window) || !prefetchAllowed()) return () => undefined;
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      whenIdle(() => prefetch(siteLink(entry.target, base), base, findRoute));
    }
  });
  for (const link of root.querySelectorAll('a[href]')) if (siteLink(link, base)) observer.observe(link);
  return () => observer.disconnect();
}
