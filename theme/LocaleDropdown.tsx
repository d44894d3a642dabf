import type { PageData } from '../src/shared/types.js';
import { useSite } from './context.js';

/** Opens the same page in the other locales; works as plain links without JavaScript. */
export function LocaleDropdown({ page }: { page: PageData }) {
  const { site, strings } = useSite();
  return (
    <details className="locale-dropdown">
      <summary aria-label={strings.language}>{site.locale.label}</summary>
      <ul>
        {site.locales.map((locale) => {
          const href = page.alternates[locale.code] ?? `${site.base}${locale.prefix}`;
          return (
            <li key={locale.code}>
              <a
                href={href}
                hrefLang={locale.htmlLang}
                lang={locale.htmlLang}
                aria-current={locale.code === site.locale.code ? 'true' : undefined}
                className={locale.code === site.locale.code ? 'active' : undefined}
              >
                {locale.label}
              </a>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
