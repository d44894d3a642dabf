// Renders one route to a complete HTML document with React renderToString.
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Root, type PageComponentProps } from '../../../theme/Root.js';
import { withMessages } from '../../../theme/mdx/docusaurus.js';
import type { PageHead } from '../../../theme/mdx/docusaurus-env.js';
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
  // A component page gets every doc's URL, and the page embeds those it asked for: the client renders the
  // same, and the page does not grow with the site.
  const docs = bootstrap.docs && trackReads(bootstrap.docs);
  // What the page's components ask of the head (a Docusaurus page's Layout title, its <Head>'s tags).
  const head: PageHead = { tags: [] };
  const appHtml = withMessages(bootstrap.messages ?? {}, () => renderToString(<Root {...bootstrap} docs={docs?.proxy} head={head} PageComponent={PageComponent} />));
  const shown = { ...page, title: head.title ?? page.title, description: head.description ?? page.description };
  const origin = siteUrl.replace(/\/+$/, '');
  // A language whose page shows another's text until it is translated is no language version of this one.
  const alternates = Object.entries(page.alternates).filter(([code]) => !page.untranslated?.includes(code)).map(([code, href]) => ({
    hreflang: site.locales.find((l) => l.code === code)?.htmlLang ?? code,
    href: origin + href,
  }));
  const defaultHref = page.alternates[site.defaultLocale];
  if (alternates.length > 1 && defaultHref) alternates.push({ hreflang: 'x-default', href: origin + defaultHref });
  return renderDocument({
    bootstrap: { ...bootstrap, page: shown, ...(docs && { docs: docs.read() }) },
    appHtml,
    title: pageTitle(shown.title, site.title, site.titleDelimiter),
    canonical: origin + (page.canonical ?? page.path),
    alternates: alternates.length > 1 ? alternates : [],
    noindex: page.unlisted === true || page.draft === true || page.kind === 'not-found',
    assets,
    headTags: head.tags,
  });
}

/** A view of `record` that remembers which keys were read; listing its keys reads them all. */
function trackReads(record: Record<string, string>): { proxy: Record<string, string>; read(): Record<string, string> } {
  const read: Record<string, string> = {};
  let all = false;
  const note = (key: string | symbol) => {
    if (typeof key === 'string' && Object.hasOwn(record, key)) read[key] = record[key]!;
  };
  const proxy = new Proxy(record, {
    get: (target, key) => (note(key), Reflect.get(target, key)),
    has: (target, key) => (note(key), Reflect.has(target, key)),
    getOwnPropertyDescriptor: (target, key) => (note(key), Reflect.getOwnPropertyDescriptor(target, key)),
    ownKeys: (target) => ((all = true), Reflect.ownKeys(target)),
  });
  return { proxy, read: () => (all ? record : read) };
}
