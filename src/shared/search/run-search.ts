// Answers one search request against a local index in the hosted service's response shape, so the DocSearch
// modal and the search page read it as they would read the service.
import { queryTerms, type QueryTerm } from './build-query.js';
import { facetFilterPredicate } from './facet-filters.js';
import { highlightValue, type HighlightResult, type HighlightTags, type SnippetResult } from './highlight.js';
import { LEVELS, type Level, type SearchRecord } from './record.js';
import type { SearchEngine } from './search-engine.js';

/** One request as DocSearch sends it: the parameters flattened into it, or (older clients) under `params`. */
export interface SearchRequest {
  indexName?: string;
  query?: string;
  params?: Record<string, unknown> | string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: unknown;
  attributesToRetrieve?: string[];
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  clickAnalytics?: boolean;
  [parameter: string]: unknown;
}

type HierarchyResults<T> = Record<Level, T>;

export type SearchHit = Partial<SearchRecord> & {
  objectID: string;
  _highlightResult: { hierarchy: HierarchyResults<HighlightResult>; content: HighlightResult };
  _snippetResult: { hierarchy: HierarchyResults<SnippetResult>; content: SnippetResult };
};

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  nbPages: number;
  page: number;
  hitsPerPage: number;
  processingTimeMS: number;
  query: string;
  params: string;
  exhaustiveNbHits: true;
  exhaustive: { nbHits: true };
  queryID: string;
  index: string;
}

/** The hosted service's limits: longer queries are cut, and at most 1000 hits are reachable. */
const MAX_QUERY_LENGTH = 512;
const MAX_HITS = 1000;
const DEFAULT_SNIPPET_WORDS = 10;

export async function runSearch(engine: SearchEngine, request: SearchRequest): Promise<SearchResponse> {
  const started = Date.now();
  const params = parameters(request);
  const query = String(params.query ?? '').slice(0, MAX_QUERY_LENGTH);
  const hitsPerPage = clamp(Number(params.hitsPerPage ?? 20), 0, MAX_HITS);
  const page = Math.max(0, Math.floor(Number(params.page ?? 0)) || 0);
  const terms = queryTerms(query);
  const filter = facetFilterPredicate(params.facetFilters);
  // A blank query lists every record, as the service does; text with nothing searchable in it finds nothing.
  const results = terms.length || query.trim() === '' ? await engine.find(terms.length ? terms : null, filter) : [];
  // One hit per URL: a section's heading and its text share the anchor, and the better match stands for both.
  const seen = new Set<string | number>();
  const distinct = results.filter((result) => !seen.has(result.key) && seen.add(result.key));
  const reachable = distinct.slice(0, MAX_HITS);
  const tags: HighlightTags = {
    pre: String(params.highlightPreTag ?? '<em>'),
    post: String(params.highlightPostTag ?? '</em>'),
    ellipsis: String(params.snippetEllipsisText ?? ''),
  };
  const snippetWords = snippetLengths(params.attributesToSnippet);
  const retrieve = params.attributesToRetrieve as string[] | undefined;
  const hits = hitsPerPage === 0 ? [] : await engine.records(reachable.slice(page * hitsPerPage, (page + 1) * hitsPerPage));
  return {
    hits: hits.map((record) => toHit(record, terms, tags, snippetWords, retrieve)),
    nbHits: distinct.length,
    nbPages: hitsPerPage === 0 ? 0 : Math.ceil(reachable.length / hitsPerPage),
    page,
    hitsPerPage,
    processingTimeMS: Date.now() - started,
    query,
    params: encodeParams(params),
    exhaustiveNbHits: true,
    exhaustive: { nbHits: true },
    queryID: randomId(),
    index: String(request.indexName ?? ''),
  };
}

function parameters(request: SearchRequest): Record<string, unknown> {
  const { params, ...flat } = request;
  const nested = typeof params === 'string' ? decodeParams(params) : (params ?? {});
  return { ...nested, ...flat };
}

function toHit(record: SearchRecord, terms: QueryTerm[], tags: HighlightTags, lengths: Map<string, number>, retrieve: string[] | undefined): SearchHit {
  const highlights = {} as HierarchyResults<HighlightResult>;
  const snippets = {} as HierarchyResults<SnippetResult>;
  for (const level of LEVELS) {
    const words = lengths.get(`hierarchy.${level}`) ?? lengths.get('hierarchy') ?? DEFAULT_SNIPPET_WORDS;
    ({ highlight: highlights[level], snippet: snippets[level] } = highlightValue(record.hierarchy[level] ?? '', terms, words, tags));
  }
  const content = highlightValue(record.content ?? '', terms, lengths.get('content') ?? DEFAULT_SNIPPET_WORDS, tags);
  return {
    ...retrieved(record, retrieve),
    objectID: record.objectID,
    _highlightResult: { hierarchy: highlights, content: content.highlight },
    _snippetResult: { hierarchy: snippets, content: content.snippet },
  };
}

function retrieved(record: SearchRecord, attributes: string[] | undefined): Partial<SearchRecord> {
  if (!attributes || attributes.includes('*')) return record;
  const out: Record<string, unknown> = {};
  for (const attribute of attributes) {
    const key = attribute.split('.')[0] as keyof SearchRecord;
    if (key in record) out[key] = record[key];
  }
  return out as Partial<SearchRecord>;
}

/** `['content:10', 'hierarchy.lvl1:5']` → words per attribute. */
function snippetLengths(attributes: unknown): Map<string, number> {
  const lengths = new Map<string, number>();
  for (const entry of Array.isArray(attributes) ? attributes : []) {
    const [attribute, words] = String(entry).split(':');
    lengths.set(attribute!, words === undefined ? DEFAULT_SNIPPET_WORDS : Math.max(1, Number(words) || DEFAULT_SNIPPET_WORDS));
  }
  return lengths;
}

function encodeParams(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (key === 'indexName' || value === undefined) continue;
    search.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return search.toString();
}

function decodeParams(params: string): Record<string, unknown> {
  const decoded: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(params)) {
    try {
      // Arrays and objects arrive as JSON; numbers are read as numbers where they are used.
      decoded[key] = /^[[{]/.test(value) ? JSON.parse(value) : value;
    } catch {
      decoded[key] = value;
    }
  }
  return decoded;
}

function clamp(value: number, min: number, max: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, Math.floor(value))) : min;
}

function randomId(): string {
  let id = '';
  for (let i = 0; i < 32; i++) id += Math.floor(Math.random() * 16).toString(16);
  return id;
}
