// `@theme/DocCardList` in an MDX page: the cards of the category the page opens (its category's index), as
// Docusaurus's DocCardList shows them without items; `items` given by the page are not read (named at build).
import { DocCardList as Cards } from '../DocCardList.js';
import { useMdxEnv } from './mdx-env.js';

export function DocCardList() {
  const { strings, cards } = useMdxEnv();
  return <Cards cards={cards ?? []} strings={strings} />;
}
