import { useSite } from './context.js';

/** Without JavaScript the button is a link to the search page. */
export function SearchButton() {
  const { site, strings } = useSite();
  return (
    <a className="search-button" href={`${site.base}${site.locale.prefix}search`} aria-label={strings.search}>
      <span className="search-button-placeholder">{strings.searchPlaceholder}</span>
    </a>
  );
}
