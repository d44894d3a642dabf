import type { PageLink } from '../src/shared/types.js';

/** The links to the page before and after this one: docs in sidebar order, blog posts and list pages by date. */
/** `prevSub`, `nextSub`: the small line above each link's label, when it says more than the label. */
export function Pagination({ prev, next, label, prevSub, nextSub }: { prev?: PageLink; next?: PageLink; label: string; prevSub?: string; nextSub?: string }) {
  if (!prev && !next) return null;
  return (
    <nav className="pagination" aria-label={label}>
      {prev ? (
        <a className="pagination-link pagination-prev" href={prev.href} rel="prev">
          {prevSub && <span className="pagination-sub">{prevSub}</span>}
          <span className="pagination-label">{prev.label}</span>
        </a>
      ) : (
        <span />
      )}
      {next && (
        <a className="pagination-link pagination-next" href={next.href} rel="next">
          {nextSub && <span className="pagination-sub">{nextSub}</span>}
          <span className="pagination-label">{next.label}</span>
        </a>
      )}
    </nav>
  );
}
