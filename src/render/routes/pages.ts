// Standalone pages under pages/<locale>/: markdown pages and React pages (.tsx; a Docusaurus project's also .js, .jsx, .ts), with default-locale fallback.
import type { SiteConfig } from '../config/site-config.js';
import type { SourceFile } from '../content/scan-content.js';
import { routeUrl } from '../../shared/url.js';

export interface PageSource {
  source: SourceFile;
  locale: string;
  kind: 'markdown' | 'component';
  /** Route under the locale: '' for the home page, 'markdown-page'. */
  route: string;
  url: string;
  fallbackFrom?: string;
}

export function readPages(files: SourceFile[], config: SiteConfig): PageSource[] {
  const pages: PageSource[] = [];
  for (const locale of config.locales) {
    const own = files.filter((f) => f.locale === locale.code);
    const fallback = locale.code === config.defaultLocale ? [] : files.filter((f) => f.locale === config.defaultLocale);
    const seen = new Set<string>();
    for (const source of [...own, ...fallback]) {
      const route = pageRoute(source.relPath);
      if (seen.has(route)) continue;
      seen.add(route);
      pages.push({
        source,
        locale: locale.code,
        kind: /\.mdx?$/.test(source.relPath) ? 'markdown' : 'component',
        route,
        url: routeUrl(config.base, locale.prefix, route),
        fallbackFrom: source.locale === locale.code ? undefined : source.locale,
      });
    }
  }
  return pages;
}

/** 'index.tsx' → '', 'markdown-page.md' → 'markdown-page', 'guide/index.mdx' → 'guide'. */
export function pageRoute(relPath: string): string {
  return relPath.replace(/\.(mdx?|[jt]sx?)$/, '').replace(/(^|\/)index$/, '');
}

/** Key of a component page module, shared by the server render and the client registry. */
export function componentKey(page: Pick<PageSource, 'source'>): string {
  return `${page.source.locale}/${page.source.relPath}`;
}
