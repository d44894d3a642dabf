// Compiling one page's markdown from plain data: what the page is, and what its links can resolve to. Plain
// data crosses to a worker thread (worker-compiler.ts) as well as it stays in this one (createLocalCompiler).
import path from 'node:path';
import type { CompileDeps } from '../cache/markdown-cache.js';
import { realPlace } from '../content/boundary.js';
import type { ParsedConfig } from '../config/schema.js';
import { themeStrings } from '../../../theme/i18n/strings.js';
import { compileMarkdown, type CompiledMarkdown } from './compile-markdown.js';
import type { CompileContext } from './context.js';
import type { DocCard } from '../../shared/types.js';
import { getHighlighter } from './highlighter.js';
import { fenceLanguages } from './preprocess.js';
import { createMarkdownCompiler, type MarkdownCompiler } from './processor.js';
import { isMdx } from './mdx.js';
import { loadSiteModules } from './load-site-modules.js';
import type { PageBodies } from '../cache/page-bodies.js';
import { markdownPages, type PageRenderContext } from '../stages/markdown-page.js';
import { runPageTask, type PageEnv, type PageOutcome, type PageTask } from '../stages/page-task.js';

/** A version's docs, as a link to one of their files finds its URL. */
export interface DocTree {
  /** Locale → the folder of its docs in this version. */
  docsDirs: Record<string, string>;
  /** Doc file path relative to its locale folder ('guide/setup.md') → doc id. */
  docIdByPath: Record<string, string>;
  /** Locale → doc id → URL. */
  docUrls: Record<string, Record<string, string>>;
}

/** What every page's links resolve against: one per route table, shared by all its pages. */
export interface SiteLinks extends DocTree {
  base: string;
  /** The site's public origin and title (what an MDX page's `useDocusaurusContext` and `useBaseUrl` read). */
  siteUrl: string;
  siteTitle: string;
  /** The docs of the version at the docs root are the tree above; the other versions' are these. */
  versions: DocTree[];
  /** Real paths of the folders content may come from (content/boundary.ts). */
  roots: string[];
  mermaid: boolean;
  /** Locale → the language of its pages, as in their `<html lang>`. */
  htmlLangs: Record<string, string>;
  /** Locale → the base an absolute link in its pages gets. */
  linkBases: Record<string, string>;
  /** The site's folder, which `@site/` names in an MDX import, a link or an image. */
  siteRoot: string;
  /** The static folder, whose files a link or an image through `@site/` names by their URL. */
  staticDir: string;
  /** The site modules MDX pages import, bundled for the server: source file → URL of its bundle. */
  modules: Record<string, string>;
  /** Those left out (a Docusaurus project's module importing what the project has not installed): file → why. */
  moduleProblems: Record<string, string>;
  /** Locale → the texts of `<Translate>` and `translate()` by id. */
  messages: Record<string, Record<string, string>>;
}

export interface PageRef {
  /** The locale the page is shown in. */
  locale: string;
  /** The locale of the file (another one for a page shown untranslated). */
  sourceLocale: string;
  sourceFile: string;
  pageUrl: string;
  /** The cards of the category the page opens, when it shows them (`@theme/DocCardList`). */
  cards?: DocCard[];
  /** A doc, which has a markdown copy (src/render/llms/). */
  markdownCopy?: boolean;
  /**
   * A doc whose versions are not all the same text (one adds a paragraph, say), named by its place in every
   * version: those versions are compiled by one thread, one after the other, and the parts of the text they
   * share parsed once.
   */
  versionParts?: string;
}

export interface CompileOutput {
  compiled: CompiledMarkdown;
  /** Each relative `.md` file the page links to, and the URL it resolved to: the cache's dependencies. */
  docs: CompileDeps['docs'];
}

/**
 * Runs page tasks (stages/page-task.ts): compiles pages and, during a build, renders and writes them. In this
 * thread (createLocalCompiler) or on a pool of worker threads (worker-compiler.ts).
 */
export interface PageCompiler {
  /** How many pages may be on their way at once (1: one after the other). */
  readonly parallel: number;
  /** Whether pages run on other threads than this one (work done here meanwhile is not in their way). */
  readonly threaded: boolean;
  /** Told how many pages there are to compile before any is run: a site's compiler sizes its pool by it. */
  plan?(toCompile: number): void;
  run(task: PageTask, links: SiteLinks): Promise<PageOutcome>;
  /** What the pages of tasks with a `render` part are rendered with and where they are written, from now on. */
  renderWith(setup: RenderSetup): void;
  /** Starts the highlighter ahead of the first page, while other work (esbuild) goes on. */
  prepare(): void;
  dispose(): Promise<void>;
}

export interface RenderSetup {
  context: PageRenderContext;
  /** The output's staging folder; without one, rendered files come back with the outcome. */
  stagingDir?: string;
}

export type MarkdownOptions = Pick<ParsedConfig['markdown'], 'themes' | 'extraLanguages' | 'format' | 'math'>;

/**
 * The URL of the doc at an absolute file path, as a page's link sees it; undefined when no doc has the file.
 * Translations mirror the default locale's tree: the path in a locale's folder names the doc everywhere, in the
 * page's locale. A file in the folder of the page's own locale is looked for first, then one in another locale's
 * (`/docs/guide.md` from the site folder, in a translation), as Docusaurus finds a translation's link.
 */
export function docResolver(links: SiteLinks, page: PageRef): (file: string) => string | undefined {
  const trees = [links, ...links.versions];
  const locales = [page.sourceLocale, ...Object.keys(links.docsDirs).filter((locale) => locale !== page.sourceLocale)];
  return (file) => {
    for (const locale of locales) {
      for (const tree of trees) {
        const rel = relativeInside(tree.docsDirs[locale], file);
        if (rel === undefined) continue;
        const id = tree.docIdByPath[rel];
        return id === undefined ? undefined : tree.docUrls[page.locale]?.[id];
      }
    }
    return undefined;
  };
}

/** The docs folder a doc's file is in: its version's, in its locale; undefined for a page that is no doc. */
function docsFolderOf(links: SiteLinks, page: PageRef): string | undefined {
  return [links, ...links.versions].map((tree) => tree.docsDirs[page.sourceLocale]).find((folder) => relativeInside(folder, page.sourceFile) !== undefined);
}

/** `file`'s path in `folder`, with `/`; undefined when it is not inside. */
function relativeInside(folder: string | undefined, file: string): string | undefined {
  if (folder === undefined) return undefined;
  const rel = path.relative(folder, file).split(path.sep).join('/');
  return rel.startsWith('..') || path.isAbsolute(rel) ? undefined : rel;
}

export function compileContext(links: SiteLinks, page: PageRef, moduleOf: CompileContext['moduleOf'] = () => undefined): CompileContext {
  return {
    locale: page.locale,
    htmlLang: links.htmlLangs[page.locale] ?? page.locale,
    sourceFile: page.sourceFile,
    pageUrl: page.pageUrl,
    base: links.base,
    linkBase: links.linkBases[page.locale] ?? links.base,
    siteUrl: links.siteUrl,
    siteTitle: links.siteTitle,
    resolveDocFile: docResolver(links, page),
    docsFolder: docsFolderOf(links, page),
    staticDir: links.staticDir,
    placeInSite: (file) => realPlace(file, links.roots),
    strings: themeStrings(page.locale),
    mermaid: links.mermaid,
    siteRoot: links.siteRoot,
    messages: links.messages[page.locale] ?? {},
    moduleOf,
    moduleProblem: (file) => links.moduleProblems[file],
    cards: page.cards,
    markdownCopy: page.markdownCopy,
    versionParts: page.versionParts,
  };
}

/**
 * Runs page tasks in this thread; the highlighter starts on the first page, and lives as long as the process.
 * `bodies`: the page store compiled bodies go to (else they come back with the outcome), and cached ones are read from.
 */
export function createLocalCompiler(markdown: MarkdownOptions, options: { reuseParts?: boolean; bodies?: PageBodies } = {}): PageCompiler {
  let compiler: Promise<MarkdownCompiler> | undefined;
  const start = () => (compiler ??= getHighlighter(markdown.themes, markdown.extraLanguages).then((highlighter) => createMarkdownCompiler(highlighter, { ...options, format: markdown.format, math: markdown.math })));
  const renders = renderSetups();
  const turns = yieldingTurns();
  return {
    // Until esbuild has bundled the client, compiled pages wait to be rendered: this thread compiles the next
    // ones meanwhile (their bodies are in the page store) instead of idling; then one page after the other.
    get parallel() {
      return renders.known() ? 1 : PAGES_AHEAD_OF_RENDERING;
    },
    threaded: false,
    prepare: () => void start().catch(() => undefined),
    run: (task, links) => runPageTask(task, { compile: (text, page) => turns.take(() => compileOne(start(), text, page, links)), bodies: options.bodies, rendering: renders.ready }),
    renderWith: renders.set,
    dispose: async () => undefined,
  };
}

const PAGES_AHEAD_OF_RENDERING = 256;

/**
 * Runs jobs one at a time, each after a turn of the event loop: esbuild, bundling the client meanwhile, waits for
 * this thread to answer its plugins' calls, and pages compiled back to back would keep it from them.
 */
function yieldingTurns(): { take<T>(job: () => Promise<T>): Promise<T> } {
  let last: Promise<unknown> = Promise.resolve();
  return {
    take(job) {
      const next = last.then(() => new Promise((resolve) => setImmediate(resolve))).then(job);
      last = next.catch(() => undefined);
      return next;
    },
  };
}

/** Compiles one page's markdown, noting the URL each relative `.md` link resolved to. */
export async function compileOne(compiler: Promise<MarkdownCompiler>, body: string, page: PageRef, links: SiteLinks): Promise<CompileOutput> {
  const ready = await compiler;
  await ready.highlighter.load(fenceLanguages(body));
  const moduleOf = isMdx(page.sourceFile, ready.format) ? await loadSiteModules(body, page.sourceFile, links) : undefined;
  const ctx = compileContext(links, page, moduleOf);
  const docs: CompileDeps['docs'] = [];
  const resolve = ctx.resolveDocFile;
  ctx.resolveDocFile = (file) => {
    const url = resolve(file);
    docs.push([file, url ?? null]);
    return url;
  };
  return { compiled: compileMarkdown(ready, body, ctx), docs };
}

/**
 * The render setup of a thread, as a page task sees it: tasks started before the setup arrives (the client
 * bundle is not known yet while the first pages compile) wait for it.
 */
export function renderSetups(): { set(setup: RenderSetup): void; ready: PageEnv['rendering']; known(): boolean } {
  let waiting: ((setup: Rendering) => void) | undefined;
  let ready: Promise<Rendering> = new Promise((resolve) => (waiting = resolve));
  return {
    set({ context, stagingDir }) {
      const next: Rendering = { pages: markdownPages(context), stagingDir };
      if (waiting) waiting(next);
      else ready = Promise.resolve(next);
      waiting = undefined;
    },
    ready: () => ready,
    known: () => waiting === undefined,
  };
}

type Rendering = Awaited<ReturnType<PageEnv['rendering']>>;
