import { useSite } from './context.js';

/** The search page's server-rendered shell: a real form, so it works as a GET without JavaScript. */
export function SearchPage() {
  const { site, strings } = useSite();
  return (
    <main className="search-page">
      <h1>{strings.searchPageTitle}</h1>
      <form className="search-page-form" action={`${site.base}${site.locale.prefix}search`} method="get" role="search">
        <input type="search" name="q" className="search-page-input" placeholder={strings.searchPlaceholder} aria-label={strings.search} maxLength={64} />
      </form>
      <p className="search-page-hint">{strings.searchPageHint}</p>
    </main>
  );
}
