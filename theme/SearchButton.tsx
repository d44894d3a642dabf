import { useSite } from './context.js';
import { Icon } from './icons/Icon.js';

/**
 * Opens the search modal (src/client/search); without JavaScript it is a link to the search page. Named by its
 * words ("Search docs"), which a phone keeps for assistive technology when it shows the icon alone.
 */
export function SearchButton() {
  const { site, strings } = useSite();
  return (
    <a className="search-button" href={`${site.base}${site.locale.prefix}search`} aria-keyshortcuts="Control+K Meta+K /">
      <Icon name="search" />
      <span className="search-button-placeholder">{strings.searchPlaceholder}</span>
      <span className="search-button-keys" aria-hidden="true">
        <kbd>Ctrl</kbd>
        <kbd>K</kbd>
      </span>
    </a>
  );
}
