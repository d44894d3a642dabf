// MDX pages through the same plugins as markdown (@mdx-js/mdx is unified-based): the remark and rehype lists of
// processor.ts run in the same order, then the page compiles to a function body, which runs here and renders to
// HTML with React. The page's body is HTML like a markdown page's, so everything after (TOC, links, search, the
// page store, the client reading the body from the DOM) is the same.
import { createProcessor, runSync } from '@mdx-js/mdx';
import type { MDXComponents, MDXContent } from 'mdx/types';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import * as runtime from 'react/jsx-runtime';
import type { VFile } from 'vfile';
import { BUILTIN_COMPONENTS, DOCUSAURUS_MODULES } from '../../../theme/mdx/components.js';
import { withMessages } from '../../../theme/mdx/docusaurus.js';
import { MdxEnvContext, type MdxEnv } from '../../../theme/mdx/mdx-env.js';
import { componentIsland } from './component-island.js';
import type { CodeHighlighter } from './highlighter.js';
import { isIslandModule, islandName } from './mdx-modules.js';
import { rehypeInnerHtml } from './plugins/rehype-inner-html.js';
import { remarkLiveCode } from './plugins/remark-live-code.js';
import { LEFT_OUT, remarkMdxImports } from './plugins/remark-mdx-imports.js';
import { rehypePlugins, remarkPlugins, type MarkdownProcessor, type MarkdownSyntax } from './processor.js';

export type MarkdownFormat = 'md' | 'mdx' | 'detect';

/** Whether a page is MDX: every page with 'mdx', `.mdx` files with 'detect' (Docusaurus's meaning), none with 'md'. */
export function isMdx(file: string, format: MarkdownFormat): boolean {
  return format === 'mdx' || (format === 'detect' && file.endsWith('.mdx'));
}

export function createMdxProcessor(highlighter: CodeHighlighter, syntax: MarkdownSyntax = {}): MarkdownProcessor {
  return createProcessor({
    format: 'mdx',
    outputFormat: 'function-body',
    development: false,
    // The imports first: they decide what the page may name; then live code, whose preview the rest sees as the page.
    remarkPlugins: [remarkMdxImports, remarkLiveCode, ...remarkPlugins(syntax)],
    // Last: the highlighted code (raw HTML) stays HTML, inside a JSX element MDX can compile.
    rehypePlugins: [...rehypePlugins(highlighter, syntax), rehypeInnerHtml],
  }) as unknown as MarkdownProcessor;
}

/**
 * Runs a compiled page's code and renders it to HTML, with the built-in components. What the page imports it gets
 * from `docgenModule` (remark-mdx-imports.ts): a built-in, or an export of a site module, an island when the
 * module is one (`*.client.tsx`).
 */
/** What a module left out of the site's modules gives the page: nothing in its place (said at the import). */
const Nothing = () => null;

export function renderMdx(code: string, file: VFile, env: MdxEnv): string {
  const ctx = file.data.ctx!;
  const docgenModule = (key: string, name: string): unknown => {
    const builtin = DOCUSAURUS_MODULES[key];
    if (builtin) return name === '*' ? builtin : builtin[name];
    if (key === LEFT_OUT) return name === '*' ? new Proxy({}, { get: () => Nothing }) : Nothing;
    const exports = ctx.moduleOf(key)!;
    const value = name === '*' ? exports : exports[name];
    return isIslandModule(key) && typeof value === 'function' ? componentIsland(islandName(key, ctx.siteRoot, name), value as ComponentType<Record<string, unknown>>) : value;
  };
  const { default: Content } = runSync(code, { ...runtime, baseUrl: import.meta.url, docgenModule } as Parameters<typeof runSync>[1]) as { default: MDXContent };
  return withMessages(env.messages, () => renderToString(createElement(MdxEnvContext.Provider, { value: env }, createElement(Content, { components: BUILTIN_COMPONENTS as MDXComponents }))));
}
