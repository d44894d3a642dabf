import { useSite } from './context.js';

/** Opens the search modal (src/client/search); without JavaScript it is a link to the search page. */
export function SearchButton() {
  const { site, strings } = useSite();
  return (
    <a className="search-button" href={`${site.base}${site.locale.prefix}search`} aria-label={strings.search} aria-keyshortcuts="Control+K Meta+K /">
      <span className="search-button-placeholder">{strings.searchPlaceholder}</span>
      <span className="search-button-keys" aria-hidden="true">
        <kbd>Ctrl</kbd>
        <kbd>K</kbd>
      </span>
    </a>
  );
}
