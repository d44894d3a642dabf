import { pageTitle } from '../../shared/title.js';
import type { Bootstrap } from '../../shared/types.js';

/** What the server wrote into <html> and <head> for a page, applied after a client-side navigation. */
export function applyDocumentHead({ site, page }: Bootstrap): void {
  document.title = pageTitle(page.title, site.title, site.titleDelimiter);
  document.documentElement.lang = site.locale.htmlLang;
  document.documentElement.dir = site.locale.direction;
  document.querySelector('meta[name="description"]')?.setAttribute('content', page.description ?? site.tagline);
}
