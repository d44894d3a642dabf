// What Docusaurus's modules (docusaurus.tsx) read of the page they render in: an MDX page gives its MdxEnv; a
// project's React page (hydrated in the browser) gets this from the theme's Root, on the server and the client.
import { createContext, useContext, type Context } from 'react';
import { MdxEnvContext, type MdxEnv } from './mdx-env.js';

export interface DocusaurusEnv extends Pick<MdxEnv, 'base' | 'linkBase' | 'siteUrl' | 'siteTitle' | 'lang' | 'pageUrl' | 'messages'> {
  tagline?: string;
  /** The locale codes, the page's and the default, as Docusaurus's i18n context gives them. */
  locale?: string;
  defaultLocale?: string;
  locales?: string[];
  /** Set while the server renders a page: what `@theme/Layout` and `@docusaurus/Head` ask of the document head. */
  head?: PageHead;
}

/** What a page's components put in its head: the page's title and description, and tags of their own. */
export interface PageHead {
  title?: string;
  description?: string;
  /** Further tags (`<meta>`, `<link>`), as HTML. */
  tags: string[];
}

/**
 * What every copy of this module in a process shares: the dev server reloads the theme it renders with, while the
 * site's modules keep the copy they were given (src/render/markdown/docusaurus-modules.ts). One context, and
 * translate()'s messages (docusaurus.tsx), make them one.
 */
const shared = ((globalThis as { __docgenDocusaurusEnv?: { context: Context<DocusaurusEnv | null>; messages: Record<string, string> } }).__docgenDocusaurusEnv ??= {
  context: createContext<DocusaurusEnv | null>(null),
  messages: {},
});

export const DocusaurusEnvContext = shared.context;

/** translate()'s messages: those of the page being rendered (it may run outside a component, without context). */
export const activeMessages = {
  get: (): Record<string, string> => shared.messages,
  set: (messages: Record<string, string>) => void (shared.messages = messages),
};

export function useDocusaurusEnv(): DocusaurusEnv {
  const own = useContext(DocusaurusEnvContext);
  const mdx = useContext(MdxEnvContext);
  const env = own ?? mdx;
  if (!env) throw new Error("Docusaurus's modules render inside an MDX page or a project's React page only.");
  return env;
}
