// Turns the text typed into a MiniSearch query tree: every term must match (AND); the last term also matches as
// a prefix (the reader is still typing it); Latin words of five letters or more tolerate one typo.
import type { Query } from 'minisearch';
import { decodeTerm, isCjkTerm, tokenize } from './tokenize.js';

export const MIN_TYPO_LENGTH = 5;
/** A typo'd match counts as much as MiniSearch counts a fuzzy one. */
export const TYPO_WEIGHT = 0.45;

export interface QueryTerm {
  /** The index term (CJK terms are encoded, see tokenize.ts). */
  term: string;
  /** The term as typed. */
  text: string;
  cjk: boolean;
  prefix: boolean;
  typo: boolean;
}

/** The distinct terms of a query with how each may match. */
export function queryTerms(query: string): QueryTerm[] {
  const terms = [...new Set(tokenize(query))];
  return terms.map((term, i) => {
    const cjk = isCjkTerm(term);
    return { term, text: decodeTerm(term), cjk, prefix: i === terms.length - 1, typo: !cjk && term.length >= MIN_TYPO_LENGTH && !/^\d+$/.test(term) };
  });
}

export function buildQuery(terms: QueryTerm[]): Query {
  // The leaves are terms already: MiniSearch must not tokenise them again.
  return { combineWith: 'AND', queries: terms.map(termQuery), tokenize: (term) => [term] };
}

function termQuery({ term, prefix, typo }: QueryTerm): Query {
  const own: Query = { queries: [term], prefix, fuzzy: typo ? 1 : false };
  if (!typo) return own;
  // MiniSearch counts edit distance without transpositions, so `modbsu` is two edits from `modbus`;
  // a typist's most common slip is one typo to a reader. Swapped neighbours are tried as terms of their own.
  const swaps: Query = { queries: transpositions(term), combineWith: 'OR', prefix: false, fuzzy: false, boostTerm: () => TYPO_WEIGHT };
  return { combineWith: 'OR', queries: [own, swaps] };
}

/** The term with two neighbouring letters swapped, each way it can be. */
export function transpositions(term: string): string[] {
  const variants = new Set<string>();
  for (let i = 0; i + 1 < term.length; i++) {
    if (term[i] === term[i + 1]) continue;
    variants.add(term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2));
  }
  return [...variants];
}

/** Whether a term of the text matches a query term the way the index matched it (for highlighting). */
export function matchesTerm({ term, prefix, typo }: QueryTerm, candidate: string): boolean {
  if (candidate === term || (prefix && candidate.startsWith(term))) return true;
  return typo && (withinOneEdit(term, candidate) || isTransposition(term, candidate));
}

function isTransposition(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i + 1 < a.length && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

/** Levenshtein distance at most 1 (no transpositions), as MiniSearch's fuzzy match counts. */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
