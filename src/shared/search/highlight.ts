// Highlighted values and snippets in the hosted service's shape. The modal inserts them as HTML, so the text is
// escaped first and only the highlight tags are added: a page that talks about `<script>` shows it as text.
import { matchesTerm, type QueryTerm } from './build-query.js';
import { scanTokens } from './tokenize.js';

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightResult {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetResult {
  value: string;
  matchLevel: MatchLevel;
}

export interface HighlightTags {
  pre: string;
  post: string;
  /** Marks a snippet cut short at either end. */
  ellipsis: string;
}

interface Matches {
  /** Merged [start, end) ranges to highlight, in order. */
  ranges: [number, number][];
  matchedWords: string[];
  level: MatchLevel;
  /** Every word of the text is highlighted. */
  full: boolean;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

function findMatches(text: string, terms: QueryTerm[]): Matches {
  const ranges: [number, number][] = [];
  const matched = new Set<string>();
  const tokens = scanTokens(text, { latin: terms.some((t) => !t.cjk), cjk: terms.some((t) => t.cjk) });
  let covered = 0;
  for (const token of tokens) {
    let end = -1;
    for (const query of terms) {
      if (!matchesTerm(query, token.term)) continue;
      matched.add(query.term);
      // A prefix match marks the typed part only, as the hosted service does; a CJK bigram found from one
      // typed character marks that character.
      const exact = token.term === query.term || !token.term.startsWith(query.term);
      end = Math.max(end, exact ? token.end : token.start + query.text.length);
    }
    if (end < 0) continue;
    if (end === token.end) covered++;
    const last = ranges[ranges.length - 1];
    if (last && token.start <= last[1]) last[1] = Math.max(last[1], end);
    else ranges.push([token.start, end]);
  }
  const matchedWords = terms.filter((t) => matched.has(t.term)).map((t) => t.text);
  const level: MatchLevel = matchedWords.length === 0 ? 'none' : matchedWords.length === terms.length ? 'full' : 'partial';
  return { ranges, matchedWords, level, full: tokens.length > 0 && covered === tokens.length };
}

/** The whole value highlighted, and about `words` words of it around its first match. */
export function highlightValue(text: string, terms: QueryTerm[], words: number, tags: HighlightTags): { highlight: HighlightResult; snippet: SnippetResult } {
  const matches = findMatches(text, terms);
  const highlight: HighlightResult = { value: mark(text, matches.ranges, 0, text.length, tags), matchLevel: matches.level, matchedWords: matches.matchedWords };
  if (matches.level !== 'none') highlight.fullyHighlighted = matches.full;
  return { highlight, snippet: { value: snippetOf(text, matches.ranges, words, tags), matchLevel: matches.level } };
}

// A snippet counts words. Chinese has no spaces: two characters make about one word. The text is walked from
// the match outwards, character by character: a section can be long, and a snippet is short.
const CJK_WEIGHT = 0.5;

interface Unit {
  start: number;
  end: number;
  weight: number;
}

function snippetOf(text: string, ranges: [number, number][], words: number, tags: HighlightTags): string {
  const match = ranges[0]?.[0] ?? 0;
  let first = unitAt(text, match) ?? nextUnit(text, match) ?? previousUnit(text, match);
  if (!first) return escapeHtml(text);
  let last = first;
  let weight = first.weight;
  const take = (unit: Unit | undefined, budget: number) => {
    if (!unit || weight + unit.weight > budget) return undefined;
    weight += unit.weight;
    return unit;
  };
  // A few words before the match give it context; the rest of the budget goes after it, and back before it
  // when the text ends first.
  const before = first.weight + Math.floor(words / 3);
  for (let unit; (unit = take(previousUnit(text, first.start), before)); ) first = unit;
  for (let unit; (unit = take(nextUnit(text, last.end), words)); ) last = unit;
  for (let unit; (unit = take(previousUnit(text, first.start), words)); ) first = unit;
  // The ellipsis is text too: the caller's string is escaped like the rest.
  const ellipsis = escapeHtml(tags.ellipsis);
  return (previousUnit(text, first.start) ? ellipsis : '') + mark(text, ranges, first.start, last.end, tags) + (nextUnit(text, last.end) ? ellipsis : '');
}

// Plain code ranges rather than the tokeniser's Unicode-property classes: this runs per character of long text,
// and a regular expression creating one match per Chinese character was the slowest part of answering a query.
function isSpace(code: number): boolean {
  return code <= 0x20 || code === 0xa0 || code === 0x3000 || (code >= 0x2000 && code <= 0x200b) || code === 0x2028 || code === 0x2029 || code === 0xfeff;
}

function isCjk(code: number): boolean {
  return (code >= 0x3040 && code <= 0x30ff) || (code >= 0x3400 && code <= 0x4dbf) || (code >= 0x4e00 && code <= 0x9fff) || (code >= 0xac00 && code <= 0xd7af) || (code >= 0xf900 && code <= 0xfaff);
}

/** The unit (one CJK character, or a run of other non-space characters) holding position `at`. */
function unitAt(text: string, at: number): Unit | undefined {
  const code = text.charCodeAt(at);
  if (at >= text.length || isSpace(code)) return undefined;
  if (isCjk(code)) return { start: at, end: at + 1, weight: CJK_WEIGHT };
  let start = at;
  while (start > 0 && !isSpace(text.charCodeAt(start - 1)) && !isCjk(text.charCodeAt(start - 1))) start--;
  let end = at + 1;
  while (end < text.length && !isSpace(text.charCodeAt(end)) && !isCjk(text.charCodeAt(end))) end++;
  return { start, end, weight: 1 };
}

function nextUnit(text: string, from: number): Unit | undefined {
  while (from < text.length && isSpace(text.charCodeAt(from))) from++;
  return unitAt(text, from);
}

function previousUnit(text: string, before: number): Unit | undefined {
  while (before > 0 && isSpace(text.charCodeAt(before - 1))) before--;
  return before > 0 ? unitAt(text, before - 1) : undefined;
}

function mark(text: string, ranges: [number, number][], start: number, end: number, tags: HighlightTags): string {
  let out = '';
  let at = start;
  for (const [from, to] of ranges) {
    const a = Math.max(from, start);
    const b = Math.min(to, end);
    if (b <= a) continue;
    out += escapeHtml(text.slice(at, a)) + tags.pre + escapeHtml(text.slice(a, b)) + tags.post;
    at = b;
  }
  return out + escapeHtml(text.slice(at, end));
}
