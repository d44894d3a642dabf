// The cards of a category's generated index page, as Docusaurus's DocCardList shows them: each doc with its
// description, each link, each category inside with its description or the number of its items; an icon says which.
// Also what `@theme/DocCardList` shows in an MDX page that opens a category (theme/mdx/DocCardList.tsx).
import type { DocCard } from '../src/shared/types.js';
import { isExternal } from '../src/shared/url.js';
import type { ThemeStrings } from './i18n/strings.js';
import { Icon } from './icons/Icon.js';
import { SiteLink } from './SiteLink.js';

export function DocCardList({ cards, strings }: { cards: DocCard[]; strings: Pick<ThemeStrings, 'categoryItems' | 'categoryItemsOne'> }) {
  const countOf = (count: number) => (count === 1 ? strings.categoryItemsOne : strings.categoryItems.replace('{count}', String(count)));
  return (
    <ul className="doc-cards">
      {cards.map((card) => {
        const description = card.description ?? (card.count === undefined ? undefined : countOf(card.count));
        const icon = card.kind === 'category' ? 'folder' : isExternal(card.href) ? 'externalLink' : 'file';
        return (
          <li key={`${card.href} ${card.title}`}>
            <SiteLink href={card.href} className="doc-card" mark={false}>
              <h2 className="doc-card-title" title={card.title}>
                <Icon name={icon} className="doc-card-icon" />
                {card.title}
              </h2>
              {description && (
                <p className="doc-card-description" title={description}>
                  {description}
                </p>
              )}
            </SiteLink>
          </li>
        );
      })}
    </ul>
  );
}
