import type { TocItem } from '../src/shared/types.js';
import { useSite } from './context.js';
import { useActiveHeading } from './hooks/use-active-heading.js';

export function TableOfContents({ toc }: { toc: TocItem[] }) {
  const { strings } = useSite();
  const active = useActiveHeading(toc.map((item) => item.id));
  if (toc.length === 0) return null;
  const top = Math.min(...toc.map((item) => item.level));
  return (
    <nav className="toc" aria-label={strings.onThisPage}>
      <div className="toc-title">{strings.onThisPage}</div>
      <ul>
        {toc.map((item) => (
          <li key={item.id} className={`toc-item toc-level-${item.level - top + 1}`}>
            <a
              href={`#${encodeURIComponent(item.id)}`}
              className={`toc-link${item.id === active ? ' toc-link-active' : ''}`}
              aria-current={item.id === active ? 'location' : undefined}
            >
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
