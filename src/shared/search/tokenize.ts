// The one tokeniser of search, used to build the index, to parse queries and to find what to highlight, so the
// three always agree. Latin words are lower-cased and kept whole (`ModbusCreate` stays one term: prefix search
// finds it from `modbus`). Chinese has no spaces, so each run of CJK characters becomes its overlapping bigrams
// (`机械臂` → `机械`, `械臂`): any word of two or more characters, wherever it sits in a sentence, is a run of
// bigrams of the text, and a query matches it by requiring all of its bigrams. A lone character stays a term.
//
// CJK terms are written in a code of capital letters (four per character, A–P for each hex digit of the code
// point): MiniSearch's radix tree scans a node's children one by one, and a root with one child per distinct
// Chinese character (about 3000 here) made loading the Chinese index ten times slower than the English one.
// Capitals never occur in Latin terms, which are lower-cased, so the two kinds of term cannot collide.

export interface Token {
  term: string;
  /** Offsets in the source text: [start, end). */
  start: number;
  end: number;
  cjk: boolean;
}

/** The scripts written without spaces between words, as the body of a regular expression character class. */
export const CJK_CHARS = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}';
// `\p{L}` matches Han too, so a Latin word is a run of letters that are not CJK (the negative look-ahead).
const TOKEN = new RegExp(`([${CJK_CHARS}]+)|((?:(?![${CJK_CHARS}])[\\p{L}\\p{M}\\p{N}_])+)`, 'gu');

/** Every term of `text` with its place, in order; highlighting skips the kinds of term a query does not have. */
export function scanTokens(text: string, kinds: { latin: boolean; cjk: boolean } = { latin: true, cjk: true }): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const start = match.index;
    if (match[2] !== undefined) {
      if (kinds.latin) tokens.push({ term: match[2].toLowerCase(), start, end: start + match[2].length, cjk: false });
      continue;
    }
    if (!kinds.cjk) continue;
    // Walk code points: the rare Han extensions lie beyond the Basic Multilingual Plane.
    const chars = [...match[1]!];
    const codes = chars.map(encodeChar);
    let offset = start;
    const offsets = chars.map((c) => ((offset += c.length), offset - c.length));
    if (chars.length === 1) tokens.push({ term: codes[0]!, start, end: offset, cjk: true });
    for (let i = 0; i + 1 < chars.length; i++) {
      tokens.push({ term: codes[i]! + codes[i + 1]!, start: offsets[i]!, end: offsets[i + 1]! + chars[i + 1]!.length, cjk: true });
    }
  }
  return tokens;
}

/** The terms of `text`, as MiniSearch wants them. */
export function tokenize(text: string): string[] {
  return scanTokens(text).map((token) => token.term);
}

export function isCjkTerm(term: string): boolean {
  return /^[A-Q]/.test(term);
}

const LETTERS = 'ABCDEFGHIJKLMNOP';

const codes = new Map<string, string>();

/** A character of the Basic Multilingual Plane as four letters; one beyond it as Q and five letters. */
function encodeChar(char: string): string {
  let code = codes.get(char);
  if (code === undefined) {
    const point = char.codePointAt(0)!;
    const hex = point.toString(16).padStart(point > 0xffff ? 5 : 4, '0');
    code = (point > 0xffff ? 'Q' : '') + [...hex].map((digit) => LETTERS[parseInt(digit, 16)]).join('');
    codes.set(char, code);
  }
  return code;
}

/** The CJK text of an encoded term, for people (highlight results list the words they matched). */
export function decodeTerm(term: string): string {
  if (!isCjkTerm(term)) return term;
  let text = '';
  for (let i = 0; i < term.length; ) {
    const width = term[i] === 'Q' ? 5 : 4;
    const from = term[i] === 'Q' ? i + 1 : i;
    const digits = [...term.slice(from, from + width)].map((letter) => LETTERS.indexOf(letter).toString(16)).join('');
    text += String.fromCodePoint(parseInt(digits, 16));
    i = from + width;
  }
  return text;
}
