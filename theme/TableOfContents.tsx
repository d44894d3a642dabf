import type { TocItem } from '../src/shared/types.js';
import { useSite } from './context.js';

export function TableOfContents({ toc }: { toc: TocItem[] }) {
  const { strings } = useSite();
  if (toc.length === 0) return null;
  const top = Math.min(...toc.map((item) => item.level));
  return (
    <nav className="toc" aria-label={strings.onThisPage}>
      <div className="toc-title">{strings.onThisPage}</div>
      <ul>
        {toc.map((item) => (
          <li key={item.id} className={`toc-item toc-level-${item.level - top + 1}`}>
            <a href={`#${encodeURIComponent(item.id)}`} className="toc-link">
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
