// Redirect pages (config `redirects`, Docusaurus's client-redirects plugin): at each old path, a small page that
// sends the reader on at once, without JavaScript too (meta refresh), names the new page as canonical and is not
// indexed. Made in every locale, under its prefix; `createRedirects` gives more, from each page's path.
import { isExternal, routeUrl } from '../../shared/url.js';
import type { SiteConfig } from '../config/site-config.js';
import { DocgenError, DocgenErrors } from '../errors.js';
import type { RouteTable } from '../routes/route-table.js';
import { escapeHtml } from '../ssr/html-template.js';
import { pageFile } from '../routes/page-file.js';

/**
 * A redirect page is its path's folder's index.html whatever `trailingSlash` says, as Docusaurus's redirects plugin
 * writes them: a host serves it at the path with or without the slash.
 */
const redirectFile = (prefix: string, route: string) => pageFile({}, prefix, route);

/** Output file → the redirect page's HTML. A redirect to a page the site does not have, or from one it has, is an error. */
export function redirectPages(table: RouteTable, config: SiteConfig): Map<string, string> {
  const files = new Map<string, string>();
  const errors: DocgenError[] = [];
  for (const { from, to } of config.redirects) {
    for (const locale of config.locales) {
      const target = isExternal(to) ? to : routeUrl(config.base, locale.prefix, trim(to));
      if (!isExternal(to) && !table.urls.has(target)) {
        errors.push(new DocgenError('redirects/unknown-target', `A redirect leads to ${to}, which the site has no page at (${target}).`, { file: config.configFile, hint: 'Give "to" the path of a page of the site, without the base, or a full URL.' }));
        break;
      }
      for (const path of Array.isArray(from) ? from : [from]) {
        const url = routeUrl(config.base, locale.prefix, trim(path));
        if (table.urls.has(url)) {
          errors.push(new DocgenError('redirects/page-exists', `A redirect from ${path} would hide the page at ${url}.`, { file: config.configFile, hint: 'Redirect only paths the site no longer has pages at.' }));
          continue;
        }
        const absolute = isExternal(target) ? target : config.url.replace(/\/+$/, '') + target;
        files.set(redirectFile(locale.prefix, trim(path)), redirectHtml(target, absolute, locale.code));
      }
    }
  }
  if (config.createRedirects) createdRedirects(config.createRedirects, table, config, files, errors);
  if (errors.length) throw new DocgenErrors(errors);
  return files;
}

/**
 * The old paths `createRedirects` gives for each page of each locale, as Docusaurus asks them (the page's path under
 * its locale's base). A path a page has, or a redirect made already, stays as it is, as Docusaurus leaves it.
 */
function createdRedirects(create: (path: string) => unknown, table: RouteTable, config: SiteConfig, files: Map<string, string>, errors: DocgenError[]): void {
  for (const locale of config.locales) {
    const localeBase = config.base + locale.prefix;
    for (const route of table.routes) {
      if (route.locale !== locale.code || route.kind === 'not-found' || !route.url.startsWith(localeBase)) continue;
      const path = `/${route.url.slice(localeBase.length)}`;
      let from: unknown;
      try {
        from = create(path);
      } catch (cause) {
        errors.push(new DocgenError('redirects/create', `createRedirects threw for the page ${path}: ${(cause as Error).message}`, { file: config.configFile, cause }));
        return;
      }
      for (const old of (Array.isArray(from) ? from : [from]).filter((item): item is string => typeof item === 'string' && item.startsWith('/'))) {
        const file = redirectFile(locale.prefix, trim(old));
        if (table.urls.has(routeUrl(config.base, locale.prefix, trim(old))) || files.has(file)) continue;
        files.set(file, redirectHtml(route.url, config.url.replace(/\/+$/, '') + route.url, locale.code));
      }
    }
  }
}

const trim = (path: string) => path.replace(/^\/+|\/+$/g, '');

function redirectHtml(target: string, absolute: string, lang: string): string {
  const href = escapeHtml(target);
  return `<!DOCTYPE html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<title>${href}</title>
<meta http-equiv="refresh" content="0; url=${href}">
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeHtml(absolute)}">
</head>
<body>
<p><a href="${href}">${href}</a></p>
<script>location.replace(${JSON.stringify(target).replace(/</g, '\\u003c')} + location.search + location.hash)</script>
</body>
</html>
`;
}
