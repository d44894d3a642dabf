// One pass of the grammar for both themes gives every character of every code block of the ArmKit site the
// colours and font style that shiki's own dual-theme output (a pass per theme) gives it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, vi } from 'vitest';
import { createHighlighter, createOnigurumaEngine } from 'shiki';
import { createDualThemeHighlighter } from '../../../src/render/markdown/dual-theme-html.js';
import { COMMON_LANGUAGES } from '../../../src/render/markdown/highlighter.js';
import { repoRoot } from '../../helpers/fixtures.js';

/** The text colours of github-light and github-dark. */
const PLAIN = '--shiki-light:#24292E;--shiki-dark:#E1E4E8';

/** Text of a line outside any token's span, as a token of the themes' text colours (which it has from the line). */
function withPlainTokens(html: string, plain: string): string {
  return html.replace(/(<span class="line[^"]*">)(.*?)(<\/span>(?:\n|<\/code>))/g, (_, open: string, inner: string, close: string) => open + inner.replace(/(^|<\/span>)([^<]+)/g, (__, before: string, text: string) => `${before}<span style="${plain}">${text}</span>`) + close);
}

/** Each character of the code with the styles of the token holding it. */
function styledCharacters(html: string): string[] {
  const out: string[] = [];
  for (const [, style = '', text = ''] of html.matchAll(/<span style="([^"]*)">([^<]*)<\/span>/g)) {
    const styles = Object.fromEntries(style.split(';').map((part) => part.split(':') as [string, string]));
    const key = ['--shiki-light', '--shiki-dark', '--shiki-light-font-style', '--shiki-dark-font-style', '--shiki-light-font-weight', '--shiki-dark-font-weight', '--shiki-light-text-decoration', '--shiki-dark-text-decoration']
      .map((name) => styles[name] ?? 'inherit')
      .join(' ');
    const decoded = text.replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16))).replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
    for (const char of decoded) out.push(`${char} ${key}`);
  }
  return out;
}

test('every code block of the site looks the same as with a pass per theme', async () => {
  const docs = path.join(repoRoot, 'content/docs');
  const blocks = new Map<string, string>();
  for (const file of readdirSync(docs, { recursive: true }).map(String).filter((f) => f.endsWith('.md'))) {
    for (const [, lang, code] of readFileSync(path.join(docs, file), 'utf8').matchAll(/^```(\w+)[^\n]*\n([\s\S]*?)\n```/gm)) blocks.set(`${lang}\u0000${code}`, lang!);
  }
  const languages = [...new Set([...COMMON_LANGUAGES, 'lua', 'powershell', 'bash'])];
  const shiki = await createHighlighter({ themes: ['github-light', 'github-dark'], langs: languages, engine: createOnigurumaEngine(import('shiki/wasm')) });
  const dual = createDualThemeHighlighter(shiki.getInternalContext(), { light: 'github-light', dark: 'github-dark' });
  let compared = 0;
  for (const [key, lang] of blocks) {
    if (!shiki.getLoadedLanguages().includes(lang)) continue;
    const code = key.slice(lang.length + 1);
    const theirs = shiki.codeToHtml(code, { lang, themes: { light: 'github-light', dark: 'github-dark' }, defaultColor: false });
    const ours = withPlainTokens(dual.codeToHtml(code, lang, []), PLAIN);
    expect(styledCharacters(ours), `${lang} block:\n${code.slice(0, 200)}`).toEqual(styledCharacters(theirs));
    expect(ours.slice(0, ours.indexOf('<code>'))).toBe(theirs.slice(0, theirs.indexOf('<code>')));
    compared++;
  }
  expect(compared).toBeGreaterThan(300);
}, 120_000);

test('a line the machine is slow to tokenize is highlighted whole: the output does not depend on the load', async () => {
  const shiki = await createHighlighter({ themes: ['github-light', 'github-dark'], langs: ['typescript'], engine: createOnigurumaEngine(import('shiki/wasm')) });
  const dual = createDualThemeHighlighter(shiki.getInternalContext(), { light: 'github-light', dark: 'github-dark' });
  const code = 'for (const [combo, dx] of Object.entries(keys)) {\n  await add(combo, dx);\n}';
  const calm = dual.codeToHtml(code, 'typescript', []);
  // A busy machine: every reading of the clock finds another second gone (the grammar times each line).
  let now = Date.now();
  const clock = vi.spyOn(Date, 'now').mockImplementation(() => (now += 1000));
  try {
    expect(dual.codeToHtml(code, 'typescript', [])).toBe(calm);
  } finally {
    clock.mockRestore();
  }
  expect(styledCharacters(withPlainTokens(calm, PLAIN)).map((c) => c[0]).join('')).toBe(code.replace(/\n/g, ''));
});
