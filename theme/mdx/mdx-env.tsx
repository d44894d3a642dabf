// What the built-in MDX components need from the page being compiled: its UI strings, and the code highlighter
// (CodeBlock highlights at build time, as fenced code is).
import { createContext, useContext } from 'react';
import type { ThemeStrings } from '../i18n/strings.js';
import type { DocCard } from '../../src/shared/types.js';

export interface MdxEnv {
  strings: ThemeStrings;
  /** The page's language, as in its `<html lang>` (what an island's `pageLang()` says, src/island.ts). */
  lang: string;
  /** The site's base path ('/armkit/'), public origin and title, for Docusaurus's modules (docusaurus.tsx). */
  base: string;
  /** The base an absolute link gets in the page's locale (src/render/content/layout.ts linkBase). */
  linkBase: string;
  siteUrl: string;
  siteTitle: string;
  /** The page's URL path, as Docusaurus's router gives it (useLocation). */
  pageUrl: string;
  /** The texts of `<Translate>` and `translate()` in the page's locale, by id (a Docusaurus project's code.json). */
  messages: Record<string, string>;
  /** The `<pre>` of a highlighted block as HTML (see src/render/markdown/highlighter.ts). */
  highlight(code: string, language: string, lines: Set<number>): string;
  /** The cards of the category the page opens, for `@theme/DocCardList` (none when it opens none). */
  cards?: DocCard[];
  /** The islands the page renders (Island.tsx): it preloads their code. */
  islands: Set<string>;
  /** Gives each island of the page an id of its own, the same on the server and when it hydrates. */
  nextId(prefix: string): string;
}

export const MdxEnvContext = createContext<MdxEnv | null>(null);

export function useMdxEnv(): MdxEnv {
  const env = useContext(MdxEnvContext);
  if (!env) throw new Error('The built-in MDX components render inside a compiled MDX page only.');
  return env;
}
