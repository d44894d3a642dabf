// One long-lived shiki highlighter; highlighted blocks memoised by (language, line highlights, code), the most
// recently used ones only: a large site's blocks would otherwise stay in memory for the whole build.
import { bundledLanguages, bundledLanguagesInfo, createHighlighter, createOnigurumaEngine, isSpecialLang, type BundledLanguage, type Highlighter, type ShikiTransformer } from 'shiki';
import { codeLanguage } from '../../shared/code-meta.js';
import { createDualThemeHighlighter } from './dual-theme-html.js';

/** Languages every site gets; the config's `markdown.extraLanguages` adds to them. */
export const COMMON_LANGUAGES = ['javascript', 'typescript', 'tsx', 'jsx', 'json', 'jsonc', 'yaml', 'toml', 'html', 'css', 'markdown', 'shellscript', 'diff', 'python', 'c', 'cpp', 'ini', 'xml'];

/** Languages are taken in any case (```JavaScript): each is read as codeLanguage names it. */
export interface CodeHighlighter {
  /** Loads the grammars of these languages, when allowed and not loaded yet. Grammars load only when a page uses them. */
  load(languages: Iterable<string>): Promise<void>;
  /**
   * The `<pre>` of a highlighted block as HTML; languages not loaded are shown as plain text. A string rather
   * than a tree: later plugins and the serializer then never walk thousands of token spans.
   */
  highlight(code: string, lang: string, highlightedLines: Set<number>): string;
  /** Why a fence's language is shown as plain text; undefined when it is highlighted or meant as plain text. */
  unhighlighted(lang: string): string | undefined;
}

/** What the memo of highlighted blocks holds at most, in characters of code and HTML (about 16 MB). */
const MEMO_CHARS = 8_000_000;

/** Fence languages that mean "no highlighting". */
const PLAIN = new Set(['text', 'txt', 'plain', 'plaintext', 'ansi']);

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

/** Names of bundled languages that are not known to shiki (config validation). */
export function unknownLanguages(languages: string[]): string[] {
  return languages.filter((lang) => !(lang in bundledLanguages));
}

function isBundled(lang: string): boolean {
  return lang in bundledLanguages || bundledLanguagesInfo.some((info) => info.aliases?.includes(lang));
}

/** The allowed languages with every alias they go by ('bash' and 'sh' for shellscript). */
function allowedNames(extraLanguages: string[]): Set<string> {
  const names = new Set<string>();
  for (const id of [...COMMON_LANGUAGES, ...extraLanguages]) {
    const info = bundledLanguagesInfo.find((l) => l.id === id || l.aliases?.includes(id));
    for (const name of [id, info?.id, ...(info?.aliases ?? [])]) if (name) names.add(name);
  }
  return names;
}

async function create(themes: { light: string; dark: string }, extraLanguages: string[]): Promise<CodeHighlighter> {
  const allowed = allowedNames(extraLanguages);
  const shiki: Highlighter = await createHighlighter({
    themes: [themes.light, themes.dark],
    langs: [],
    // Oniguruma (WASM) starts a little slower than the JavaScript engine but highlights our TypeScript-heavy
    // docs about 40% faster, which wins on any real site.
    engine: createOnigurumaEngine(import('shiki/wasm')),
  });
  // Both themes from one pass of the grammar (dual-theme-html.ts), where shiki would run it once per theme.
  const dual = createDualThemeHighlighter(shiki.getInternalContext(), themes);
  const loaded = () => new Set(shiki.getLoadedLanguages());
  let languages = loaded();
  const cache = new Map<string, string>(); // in the order of use: the first is the least recent
  let cached = 0;
  return {
    async load(requested) {
      const missing = [...new Set([...requested].map(codeLanguage))].filter((lang) => allowed.has(lang) && !languages.has(lang));
      if (missing.length === 0) return;
      await shiki.loadLanguage(...(missing as BundledLanguage[]));
      languages = loaded();
    },
    unhighlighted(written) {
      const lang = codeLanguage(written);
      if (languages.has(lang) || PLAIN.has(lang)) return undefined;
      if (isBundled(lang)) return `Code block language "${lang}" is not highlighted: add it to "markdown.extraLanguages" in the config to highlight it.`;
      return `Code block language "${written}" is unknown to the highlighter: the block is shown as plain text.`;
    },
    highlight(code, written, highlightedLines) {
      const lang = codeLanguage(written);
      const language = languages.has(lang) ? lang : 'text';
      const key = `${language}\u0000${[...highlightedLines].join(',')}\u0000${code}`;
      let html = cache.get(key);
      if (html !== undefined) {
        cache.delete(key);
        cache.set(key, html);
      } else {
        const transformers: ShikiTransformer[] = [
          {
            line(node, line) {
              if (highlightedLines.has(line)) this.addClassToHast(node, 'highlighted');
            },
          },
        ];
        // Plain text and ANSI have no grammar to run: shiki's own path is as cheap as it gets.
        html =
          isSpecialLang(language)
            ? shiki.codeToHtml(code, { lang: language, themes: { light: themes.light, dark: themes.dark }, defaultColor: false, transformers })
            : dual.codeToHtml(code, language, transformers);
        cache.set(key, html);
        cached += key.length + html.length;
        for (const [oldest, old] of cache) {
          if (cached <= MEMO_CHARS) break;
          cache.delete(oldest);
          cached -= oldest.length + old.length;
        }
      }
      return html;
    },
  };
}
