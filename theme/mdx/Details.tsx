// `<Details summary="…">` and MDX's `<details><summary>…</summary>…</details>`: a disclosure that works without
// JavaScript (the browser's own <details>).
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';

export function Details({ summary, children }: { summary?: ReactNode; children?: ReactNode }) {
  // A <summary> written among the children is the summary.
  const all = Children.toArray(children);
  const written = all.find((child): child is ReactElement<{ children?: ReactNode }> => isValidElement(child) && child.type === 'summary');
  return (
    <details className="details">
      <summary>{written ? written.props.children : (summary ?? 'Details')}</summary>
      <div className="details-content">{all.filter((child) => child !== written)}</div>
    </details>
  );
}
