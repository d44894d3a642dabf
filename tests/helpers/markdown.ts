import { themeStrings } from '../../theme/i18n/strings.js';
import { compileMarkdown } from '../../src/render/markdown/compile-markdown.js';
import { fenceLanguages } from '../../src/render/markdown/preprocess.js';
import type { CompileContext } from '../../src/render/markdown/context.js';
import { getHighlighter } from '../../src/render/markdown/highlighter.js';
import { createMarkdownCompiler } from '../../src/render/markdown/processor.js';

/**
 * Compiles markdown as a doc at /site/docs/zh-Hans/guide/page.md whose sibling `other.md` exists; /site/static is
 * the static folder.
 */
export async function compile(markdown: string, overrides: Partial<CompileContext> = {}) {
  const highlighter = await getHighlighter({ light: 'github-light', dark: 'github-dark' }, ['lua', 'powershell', 'bash']);
  await highlighter.load(fenceLanguages(markdown));
  return compileMarkdown(createMarkdownCompiler(highlighter), markdown, testContext(overrides));
}

/** The context of that doc. */
export function testContext(overrides: Partial<CompileContext> = {}): CompileContext {
  const docs: Record<string, string> = {
    '/site/docs/zh-Hans/guide/other.md': '/armkit/guide/other',
    '/site/docs/zh-Hans/api/cli.md': '/armkit/api/cli',
  };
  const base = overrides.base ?? '/armkit/';
  return {
    locale: 'zh-Hans',
    htmlLang: 'zh-Hans',
    sourceFile: '/site/docs/zh-Hans/guide/page.md',
    pageUrl: '/armkit/guide/page',
    base,
    linkBase: base,
    siteUrl: 'https://armkit.example.com',
    siteTitle: 'ArmKit',
    resolveDocFile: (file) => docs[file],
    docsFolder: '/site/docs/zh-Hans',
    staticDir: '/site/static',
    placeInSite: (file) => file,
    strings: themeStrings('zh-Hans'),
    mermaid: true,
    siteRoot: '/site',
    moduleOf: () => undefined,
    moduleProblem: () => undefined,
    messages: {},
    ...overrides,
  };
}
