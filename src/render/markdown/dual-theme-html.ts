// A code block highlighted for a light and a dark theme with one pass of the grammar. shiki's dual-theme output
// tokenises the code once per theme, though only the colours depend on the theme: here the grammar gives each
// token its scopes once, and each theme's colour for a list of scopes is looked up (and kept) as the grammar
// engine itself would: the style of the last scope of the list that a rule of the theme matches, on top of the
// theme's defaults. The result is shiki's own markup (`tokensToHast`), with the same `--shiki-light` and
// `--shiki-dark` variables on each token, but for the tokens in both themes' text colours, left bare.
import { INITIAL, Theme, type IGrammar, type StateStack } from '@shikijs/vscode-textmate';
import { flatTokenVariants, hastToHtml, splitLines, tokensToHast, type ShikiTransformer, type ThemedToken, type ThemeRegistrationResolved } from 'shiki';

/** What `getInternalContext()` of a shiki highlighter offers that this needs. */
export interface ShikiContext {
  getLanguage(lang: string): IGrammar;
  getTheme(name: string): ThemeRegistrationResolved;
}

/** vscode-textmate's FontStyle bits (a const enum, which cannot be imported as a value). */
const FontStyle = { NotSet: -1, None: 0, Underline: 4, Strikethrough: 8 } as const;

interface TokenStyle {
  color: string;
  fontStyle: number;
}

/** A theme as a function from a token's scopes to its style, remembered by scope list. */
function themeStyler(registration: ThemeRegistrationResolved): (scopes: string[]) => TokenStyle {
  const theme = Theme.createFromRawTheme(registration);
  const colors = theme.getColorMap();
  const defaults = theme.getDefaults();
  const known = new Map<string, TokenStyle>();
  return (scopes) => {
    const key = scopes.join(' ');
    let style = known.get(key);
    if (!style) {
      let foreground = defaults.foregroundId;
      let fontStyle = defaults.fontStyle;
      let path: { parent: unknown; scopeName: string } | null = null;
      for (const scopeName of scopes) {
        path = { parent: path, scopeName };
        const matched = theme.match(path as Parameters<Theme['match']>[0]);
        if (!matched) continue;
        if (matched.fontStyle !== FontStyle.NotSet) fontStyle = matched.fontStyle;
        if (matched.foregroundId !== 0) foreground = matched.foregroundId;
      }
      style = { color: colors[foreground] ?? '', fontStyle: fontStyle === FontStyle.NotSet ? FontStyle.None : fontStyle };
      known.set(key, style);
    }
    return style;
  };
}

export interface DualThemes {
  light: string;
  dark: string;
}

export function createDualThemeHighlighter(context: ShikiContext, themes: DualThemes) {
  const registrations = { light: context.getTheme(themes.light), dark: context.getTheme(themes.dark) };
  const stylers = { light: themeStyler(registrations.light), dark: themeStyler(registrations.dark) };
  const rootStyle = [
    `--shiki-light:${registrations.light.fg}`,
    `--shiki-dark:${registrations.dark.fg}`,
    `--shiki-light-bg:${registrations.light.bg}`,
    `--shiki-dark-bg:${registrations.dark.bg}`,
  ].join(';');
  const themeName = `shiki-themes ${registrations.light.name} ${registrations.dark.name}`;
  // How a token in both themes' default text colours is styled (the colour map's own spelling of them).
  const plainStyle = `--shiki-light:${stylers.light([]).color};--shiki-dark:${stylers.dark([]).color}`;

  /** The tokens of each line, each with both themes' styles; neighbours styled alike in both are one token. */
  function tokenize(code: string, lang: string): ThemedToken[][] {
    const grammar = context.getLanguage(lang);
    let state: StateStack = INITIAL;
    return splitLines(code).map(([line, lineOffset]) => {
      if (line === '') return [];
      // No time limit: a line the grammar has not finished within one would lose its tokens on a busy machine
      // (vscode-textmate stops early), and the output must not depend on the load.
      const result = grammar.tokenizeLine(line, state, 0);
      state = result.ruleStack;
      const merged: { content: string; offset: number; light: TokenStyle; dark: TokenStyle; type: string }[] = [];
      for (const token of result.tokens) {
        const content = line.slice(token.startIndex, token.endIndex);
        if (content === '') continue;
        const light = stylers.light(token.scopes);
        const dark = stylers.dark(token.scopes);
        const type = tokenType(token.scopes);
        const last = merged.at(-1);
        // The grammar engine joins neighbours only when nothing of them differs, their kind (string, comment...)
        // included; whitespace then takes the style of what follows it, so the joins must be the same.
        if (last && last.type === type && sameStyle(last.light, light) && sameStyle(last.dark, dark)) last.content += content;
        else merged.push({ content, offset: lineOffset + token.startIndex, light, dark, type });
      }
      return mergeWhitespace(merged).map((token) =>
        flatTokenVariants({ content: token.content, offset: token.offset, variants: { light: token.light, dark: token.dark } }, ['light', 'dark'], '--shiki-', false),
      );
    });
  }

  return {
    codeToHtml(code: string, lang: string, transformers: ShikiTransformer[]): string {
      const options = { lang, themes: { light: themes.light, dark: themes.dark }, defaultColor: false as const, transformers };
      const hast = tokensToHast(tokenize(code, lang), { ...options, fg: '', bg: '', themeName, rootStyle }, {
        source: code,
        meta: {},
        options,
        codeToHast: () => {
          throw new Error('not used');
        },
        codeToTokens: () => {
          throw new Error('not used');
        },
      });
      unwrapPlainTokens(hast, plainStyle);
      return hastToHtml(hast);
    },
  };
}

type Hast = ReturnType<typeof tokensToHast>;

/**
 * A token in the themes' own text colours needs no span: the line around it has those colours. About a third of
 * a block's tokens are such, a tenth of a code-heavy page's bytes. The lines are the `<code>`'s elements.
 */
function unwrapPlainTokens(hast: Hast, plainStyle: string): void {
  const pre = hast.children.find((node) => node.type === 'element');
  const code = pre?.children.find((node) => node.type === 'element' && node.tagName === 'code');
  if (code?.type !== 'element') return;
  for (const line of code.children) {
    if (line.type !== 'element') continue;
    line.children = line.children.map((token) => {
      const text = token.type === 'element' && token.children.length === 1 ? token.children[0] : undefined;
      const plain = token.type === 'element' && token.properties.style === plainStyle && Object.keys(token.properties).length === 1;
      return plain && text?.type === 'text' ? text : token;
    });
  }
}

/** The kind of a token as vscode-textmate reads it from its scopes: the innermost comment, string or regex wins. */
function tokenType(scopes: string[]): string {
  let type = 'other';
  for (const scope of scopes) {
    const kind = /\b(comment|string|regex|meta\.embedded)\b/.exec(scope)?.[1];
    if (kind) type = kind === 'meta.embedded' ? 'other' : kind;
  }
  return type;
}

function sameStyle(a: TokenStyle, b: TokenStyle): boolean {
  return a.color === b.color && a.fontStyle === b.fontStyle;
}

/** As shiki does by default: spaces alone take the style of the token after them (unless they are underlined). */
function mergeWhitespace<T extends { content: string; offset: number; light: TokenStyle; dark: TokenStyle }>(tokens: T[]): T[] {
  const out: T[] = [];
  let carried: T | undefined;
  tokens.forEach((token, i) => {
    const decorated = (token.light.fontStyle | token.dark.fontStyle) & (FontStyle.Underline | FontStyle.Strikethrough);
    if (!decorated && /^\s+$/.test(token.content) && tokens[i + 1]) {
      carried = carried ? { ...carried, content: carried.content + token.content } : token;
      return;
    }
    if (carried) {
      out.push(decorated ? carried : { ...token, offset: carried.offset, content: carried.content + token.content });
      if (decorated) out.push(token);
      carried = undefined;
      return;
    }
    out.push(token);
  });
  return out;
}
