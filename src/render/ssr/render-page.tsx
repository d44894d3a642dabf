// Renders one route to a complete HTML document with React renderToString.
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Root, type PageComponentProps } from '../../../theme/Root.js';
import { pageTitle } from '../../shared/title.js';
import type { Bootstrap } from '../../shared/types.js';
import { renderDocument, type DocumentAssets } from './html-template.js';

export interface RenderInput {
  bootstrap: Bootstrap;
  PageComponent?: ComponentType<PageComponentProps>;
  assets: DocumentAssets;
  siteUrl: string;
}

export function renderPage({ bootstrap, PageComponent, assets, siteUrl }: RenderInput): string {
  const { site, page } = bootstrap;
  const appHtml = renderToString(<Root {...bootstrap} PageComponent={PageComponent} />);
  const origin = siteUrl.replace(/\/+$/, '');
  const alternates = Object.entries(page.alternates).map(([code, href]) => ({
    hreflang: site.locales.find((l) => l.code === code)?.htmlLang ?? code,
    href: origin + href,
  }));
  const defaultHref = page.alternates[site.defaultLocale];
  if (alternates.length > 1 && defaultHref) alternates.push({ hreflang: 'x-default', href: origin + defaultHref });
  return renderDocument({
    bootstrap,
    appHtml,
    title: pageTitle(page.title, site.title, site.titleDelimiter),
    canonical: origin + page.path,
    alternates: alternates.length > 1 ? alternates : [],
    noindex: page.unlisted === true || page.draft === true || page.kind === 'not-found',
    assets,
  });
}
