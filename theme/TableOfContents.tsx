// A page's headings, twice: a column beside the article on a wide screen, and on a narrow one a collapsible list
// above the content (styles.css shows one or the other at the 996 px breakpoint). Both are links to the
// headings, so they work without JavaScript.
import { useRef, type MouseEvent } from 'react';
import type { TocItem } from '../src/shared/types.js';
import { useSite } from './context.js';
import { useActiveHeading } from './hooks/use-active-heading.js';

export function TableOfContents({ toc }: { toc: TocItem[] }) {
  const { strings } = useSite();
  const active = useActiveHeading(toc.map((item) => item.id));
  if (toc.length === 0) return null;
  return (
    <nav className="toc" aria-label={strings.onThisPage}>
      <div className="toc-title">{strings.onThisPage}</div>
      <TocList toc={toc} active={active} />
    </nav>
  );
}

/**
 * The narrow screen's table of contents: closed at first, a `<details>` that opens without JavaScript. Following
 * one of its links closes it again, before the browser scrolls, so that the heading lands where the list was not.
 */
export function TocCollapsible({ toc }: { toc: TocItem[] }) {
  const { strings } = useSite();
  const details = useRef<HTMLDetailsElement>(null);
  if (toc.length === 0) return null;
  const close = (event: MouseEvent) => {
    // A click that opens the link elsewhere (a new tab) leaves the page, and the list, where they are.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (details.current) details.current.open = false;
  };
  return (
    <details ref={details} className="toc-collapsible">
      <summary className="toc-collapsible-summary">{strings.onThisPage}</summary>
      <nav aria-label={strings.onThisPage}>
        <TocList toc={toc} onFollow={close} />
      </nav>
    </details>
  );
}

function TocList({ toc, active, onFollow }: { toc: TocItem[]; active?: string; onFollow?: (event: MouseEvent) => void }) {
  const top = Math.min(...toc.map((item) => item.level));
  return (
    <ul>
      {toc.map((item) => (
        <li key={item.id} className={`toc-item toc-level-${item.level - top + 1}`}>
          <a
            href={`#${encodeURIComponent(item.id)}`}
            className={`toc-link${item.id === active ? ' toc-link-active' : ''}`}
            aria-current={item.id === active ? 'location' : undefined}
            onClick={onFollow}
          >
            {item.parts ? item.parts.map((part, i) => (typeof part === 'string' ? part : <code key={i}>{part.code}</code>)) : item.text}
          </a>
        </li>
      ))}
    </ul>
  );
}
