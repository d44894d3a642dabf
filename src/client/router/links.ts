// Which link activations the router takes over; everything else is left to the browser.

/** The link an event happened on, when it points into the site and may be a route. */
export function siteLink(target: EventTarget | null, base: string): URL | null {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin || !url.pathname.startsWith(base)) return null;
  // Files (images, downloads) are never routes; pages have no extension, or .html.
  const last = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  if (last.includes('.') && !last.endsWith('.html')) return null;
  return url;
}

/** A plain left click, without the modifiers that ask for a new tab or window. */
export function isPlainClick(event: MouseEvent): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** A link to a section of the page already shown: the browser scrolls to it by itself. */
export function isSamePageHash(url: URL): boolean {
  return url.hash !== '' && url.pathname === window.location.pathname && url.search === window.location.search;
}
