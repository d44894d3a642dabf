// What one markdown compilation knows about its page, carried in the vfile so one processor serves every page.
import type { ThemeStrings } from '../../../theme/i18n/strings.js';
import type { DocCard, TocItem } from '../../shared/types.js';
import type { PageSection } from './plugins/rehype-collect-sections.js';

export interface CompileContext {
  locale: string;
  /** The page's language, as in its `<html lang>`. */
  htmlLang: string;
  /** Absolute path of the markdown file. */
  sourceFile: string;
  /** URL path of the page being compiled. */
  pageUrl: string;
  base: string;
  /** The base an absolute link gets in the page's locale (content/layout.ts linkBase). */
  linkBase: string;
  siteUrl: string;
  siteTitle: string;
  /** URL of the doc at an absolute source path, in the page's locale; undefined when no doc has that file. */
  resolveDocFile(absPath: string): string | undefined;
  /**
   * The docs folder of a doc (its version's, in its file's locale), where an absolute link to a markdown file
   * (`/guides/setup.md`) is looked for first, as Docusaurus looks; undefined for a page that is no doc.
   */
  docsFolder?: string;
  /** The static folder: a file of it named through `@site/` is linked at its URL, not copied. */
  staticDir: string;
  /** Where an existing file really is inside the site (content/boundary.ts), or undefined when outside. */
  placeInSite(absPath: string): string | undefined;
  strings: ThemeStrings;
  mermaid: boolean;
  siteRoot: string;
  /** A site module an MDX page imports, loaded by this thread (its exports); undefined when not loaded. */
  moduleOf(file: string): Record<string, unknown> | undefined;
  /** The cards of the category the page opens (`@theme/DocCardList`). */
  cards?: DocCard[];
  /** Whether to make the page's markdown copy (a doc's: src/render/llms/). */
  markdownCopy?: boolean;
  /** The doc the page is a version of, when its versions differ a little (PageRef.versionParts). */
  versionParts?: string;
  /** Why a site module the page imports was left out, when it was. */
  moduleProblem(file: string): string | undefined;
  /** The texts of `<Translate>` and `translate()` in the page's locale, by id. */
  messages: Record<string, string>;
}

export interface CollectedLink {
  /** As written in the markdown. */
  raw: string;
  /** As emitted in the HTML. */
  href: string;
  line?: number;
  column?: number;
  /** A relative .md link whose file does not exist. */
  brokenMarkdown?: boolean;
  /** An image (markdown or `<img>`), named so in the report. */
  image?: boolean;
  /**
   * A link a Docusaurus project's build does not fail on as docgen builds it: written as HTML (`<a href>` in
   * markdown or an MDX page, a React page's markup), which Docusaurus never checks; or in the navbar or footer,
   * which may name a page of a plugin docgen does not run. Broken, it is a warning there.
   */
  lenient?: boolean;
  /** A relative image whose file does not exist: its absolute path. */
  missingFile?: string;
}

export interface CollectedAsset {
  from: string;
  /** Path relative to the build folder. */
  to: string;
}

declare module 'vfile' {
  interface DataMap {
    ctx: CompileContext;
    headings: TocItem[];
    hasH1: boolean;
    links: CollectedLink[];
    assets: CollectedAsset[];
    ids: string[];
    hasMermaid: boolean;
    sections: PageSection[];
  }
}
