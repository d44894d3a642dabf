// One long-lived shiki highlighter; highlighted blocks memoised by (language, line highlights, code).
import { bundledLanguages, createHighlighter, createOnigurumaEngine, type Highlighter } from 'shiki';

/** Languages every site gets; the config's `markdown.extraLanguages` adds to them. */
export const COMMON_LANGUAGES = ['javascript', 'typescript', 'tsx', 'jsx', 'json', 'jsonc', 'yaml', 'toml', 'html', 'css', 'markdown', 'shellscript', 'diff', 'python', 'c', 'cpp', 'ini', 'xml'];

export interface CodeHighlighter {
  /**
   * The `<pre>` of a highlighted block as HTML; unknown languages are shown as plain text. A string rather than
   * a tree: later plugins and the serializer then never walk thousands of token spans.
   */
  highlight(code: string, lang: string, highlightedLines: Set<number>): string;
  readonly languages: Set<string>;
}

const highlighters = new Map<string, Promise<CodeHighlighter>>();

/** Highlighters are kept for the life of the process, one per (themes, languages) set. */
export function getHighlighter(themes: { light: string; dark: string }, extraLanguages: string[]): Promise<CodeHighlighter> {
  const key = JSON.stringify([themes, [...extraLanguages].sort()]);
  let highlighter = highlighters.get(key);
  if (!highlighter) {
    highlighter = create(themes, extraLanguages);
    highlighters.set(key, highlighter);
  }
  return highlighter;
}

async function create(themes: { light: string; dark: string }, extraLanguages: string[]): Promise<CodeHighlighter> {
  const unknown = extraLanguages.filter((lang) => !(lang in bundledLanguages));
  if (unknown.length) throw new Error(`Unknown code language(s) in "markdown.extraLanguages": ${unknown.join(', ')}.`);
  const shiki: Highlighter = await createHighlighter({
    themes: [themes.light, themes.dark],
    langs: [...new Set([...COMMON_LANGUAGES, ...extraLanguages])],
    // Oniguruma (WASM) starts a little slower than the JavaScript engine but highlights our TypeScript-heavy
    // docs about 40% faster, which wins on any real site.
    engine: createOnigurumaEngine(import('shiki/wasm')),
  });
  const languages = new Set(shiki.getLoadedLanguages());
  const cache = new Map<string, string>();
  return {
    languages,
    highlight(code, lang, highlightedLines) {
      const language = languages.has(lang) ? lang : 'text';
      const key = `${language}\u0000${[...highlightedLines].join(',')}\u0000${code}`;
      let html = cache.get(key);
      if (html === undefined) {
        html = shiki.codeToHtml(code, {
          lang: language,
          themes: { light: themes.light, dark: themes.dark },
          defaultColor: false,
          transformers: [
            {
              line(node, line) {
                if (highlightedLines.has(line)) this.addClassToHast(node, 'highlighted');
              },
            },
          ],
        });
        cache.set(key, html);
      }
      return html;
    },
  };
}
