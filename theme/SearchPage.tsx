import { useEffect, useRef, useState } from 'react';
import { useSite } from './context.js';
import { PageLoading } from './NavigationStatus.js';
import { markOnly, useSearchBackend, type SearchPageHit, type SearchPageResults } from './search-backend.js';

const TYPING_PAUSE_MS = 250;

/**
 * The search page: a real GET form, so it searches without JavaScript too (the server renders the form; the
 * results come after hydration). The query lives in `?q=`, replaced as the reader types, never piling up
 * history entries.
 */
export function SearchPage() {
  const { site, strings } = useSite();
  const backend = useSearchBackend();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<SearchPageResults | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const latest = useRef(0);

  const run = async (q: string, page: number) => {
    const id = ++latest.current;
    if (!backend || q.trim() === '') return setResults(null);
    setLoading(true);
    try {
      const next = await backend.search(q, page);
      if (id !== latest.current) return;
      setFailed(null);
      setResults((previous) => (page > 0 && previous ? { ...next, hits: [...previous.hits, ...next.hits] } : next));
    } catch (error) {
      if (id === latest.current) setFailed(error instanceof Error ? error.message : String(error));
    } finally {
      if (id === latest.current) setLoading(false);
    }
  };

  // After hydration: the query of the URL (a direct visit, or the form sent without JavaScript).
  useEffect(() => {
    const q = new URLSearchParams(window.location.search).get('q') ?? '';
    setQuery(q);
    void run(q, 0);
    // Runs once per page: `run` changes every render.
  }, [backend]);

  useEffect(() => {
    const url = new URL(window.location.href);
    if ((url.searchParams.get('q') ?? '') === query) return;
    const timer = window.setTimeout(() => {
      if (query) url.searchParams.set('q', query);
      else url.searchParams.delete('q');
      window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
      void run(query, 0);
    }, TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [query]);

  return (
    <main className="search-page">
      <h1>{strings.searchPageTitle}</h1>
      <form className="search-page-form" action={`${site.base}${site.locale.prefix}search`} method="get" role="search" onSubmit={(event) => event.preventDefault()}>
        <input
          type="search"
          name="q"
          className="search-page-input"
          placeholder={strings.searchPlaceholder}
          aria-label={strings.search}
          maxLength={64}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </form>
      {!results && !loading && !failed && <p className="search-page-hint">{strings.searchPageHint}</p>}
      {failed && (
        <p className="search-page-error" role="alert">
          {strings.searchFailed} {failed}
        </p>
      )}
      {results && (
        <>
          <p className="search-page-count" aria-live="polite">
            {results.nbHits === 0
              ? strings.searchNoResults.replace('{query}', results.query)
              : (results.nbHits === 1 ? strings.searchOneResult : strings.searchResults).replace('{count}', String(results.nbHits)).replace('{query}', results.query)}
          </p>
          <SearchResultGroups hits={results.hits} />
          {results.page + 1 < results.nbPages && (
            <button type="button" className="button button-primary search-page-more" disabled={loading} onClick={() => void run(results.query, results.page + 1)}>
              {strings.searchMore}
            </button>
          )}
        </>
      )}
      {loading && <PageLoading />}
    </main>
  );
}

/** Hits of the same page together, under the page's title and place in the docs. */
function SearchResultGroups({ hits }: { hits: SearchPageHit[] }) {
  const groups = new Map<string, SearchPageHit[]>();
  for (const hit of hits) {
    const page = hit.url.split('#')[0]!;
    groups.set(page, [...(groups.get(page) ?? []), hit]);
  }
  return (
    <ol className="search-results">
      {[...groups].map(([page, pageHits]) => (
        <li key={page} className="search-result">
          <h2 className="search-result-title">
            <a href={page}>{pageHits[0]!.title}</a>
          </h2>
          <p className="search-result-breadcrumb">{pageHits[0]!.path.slice(0, 1).concat(pageHits[0]!.title).join(' › ')}</p>
          {/* A match in the title itself is the group's title: only sections are listed under it. */}
          {pageHits.some(isSection) && (
            <ul className="search-result-sections">
              {pageHits.filter(isSection).map((hit) => (
                <li key={hit.url + hit.snippet}>
                  <a href={hit.url}>
                    {hit.path.length > 2 && <SectionHeading hit={hit} />}
                    {hit.snippet && <span className="search-result-snippet" dangerouslySetInnerHTML={{ __html: markOnly(hit.snippet) }} />}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}

const isSection = (hit: SearchPageHit) => hit.snippet !== '' || hit.path.length > 2;

/** The headings above the hit's section, the last one highlighted when the match is in it. */
function SectionHeading({ hit }: { hit: SearchPageHit }) {
  const headings = hit.path.slice(2);
  if (!hit.heading) return <span className="search-result-heading">{headings.join(' › ')}</span>;
  return (
    <span className="search-result-heading">
      {headings.slice(0, -1).map((heading) => `${heading} › `)}
      <span dangerouslySetInnerHTML={{ __html: markOnly(hit.heading) }} />
    </span>
  );
}
