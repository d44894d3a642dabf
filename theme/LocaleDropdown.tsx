import { useEffect, useState } from 'react';
import type { PageData } from '../src/shared/types.js';
import { useSite } from './context.js';
import { Dropdown } from './Dropdown.js';

/** Opens the same page in the other locales, keeping the section (hash); plain links without JavaScript. */
export function LocaleDropdown({ page }: { page: PageData }) {
  const { site, strings } = useSite();
  const hash = useLocationHash(page.path);
  return (
    // Named by the language it shows, as it reads; what it is for is its description.
    <Dropdown className="locale-dropdown" icon="globe" label={<span className="locale-dropdown-label">{site.locale.label}</span>} description={strings.language}>
      {site.locales.map((locale) => {
        const href = page.alternates[locale.code] ?? `${site.base}${locale.prefix}`;
        const current = locale.code === site.locale.code;
        return (
          <li key={locale.code}>
            <a
              href={href + (page.alternates[locale.code] ? hash : '')}
              hrefLang={locale.htmlLang}
              lang={locale.htmlLang}
              aria-current={current ? 'true' : undefined}
              className={current ? 'active' : undefined}
            >
              {locale.label}
            </a>
          </li>
        );
      })}
    </Dropdown>
  );
}

/** location.hash, after hydration (the server cannot know it), following hash changes and page changes. */
function useLocationHash(pagePath: string): string {
  const [hash, setHash] = useState('');
  useEffect(() => {
    const update = () => setHash(window.location.hash);
    update();
    window.addEventListener('hashchange', update);
    return () => window.removeEventListener('hashchange', update);
  }, [pagePath]);
  return hash;
}
