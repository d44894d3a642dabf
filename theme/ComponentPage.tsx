// Around a React page: what Docusaurus's modules (mdx/docusaurus.tsx) read of it, the same on the server and
// in the browser, so that a Docusaurus project's page renders and hydrates as it would there.
import type { ReactNode } from 'react';
import type { PageData, SiteData } from '../src/shared/types.js';
import { useMessages } from './mdx/docusaurus.js';
import { DocusaurusEnvContext, type DocusaurusEnv, type PageHead } from './mdx/docusaurus-env.js';

const NO_MESSAGES: Record<string, string> = {};

export function ComponentPage({ site, page, messages = NO_MESSAGES, head, children }: { site: SiteData; page: PageData; messages?: Record<string, string>; head?: PageHead; children: ReactNode }) {
  useMessages(messages);
  const env: DocusaurusEnv = {
    base: site.base,
    linkBase: site.linkBase,
    siteUrl: site.url,
    siteTitle: site.title,
    tagline: site.tagline,
    lang: site.locale.htmlLang,
    locale: site.locale.code,
    defaultLocale: site.defaultLocale,
    locales: site.locales.map((locale) => locale.code),
    pageUrl: page.path,
    messages,
    head,
  };
  return <DocusaurusEnvContext.Provider value={env}>{children}</DocusaurusEnvContext.Provider>;
}
