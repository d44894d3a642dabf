import { useRef } from 'react';
import type { PageData } from '../src/shared/types.js';
import { useSite } from './context.js';
import { useCloseOnOutsideClick } from './hooks/use-close-on-outside-click.js';
import { useDocsVersion } from './hooks/use-docs-version.js';
import { preferVersion } from './preferred-version.js';

/**
 * The docs version menu: the same doc in another version, or that version's landing doc where the doc does not
 * exist; the choice is remembered (navbar doc entries and search follow it). Plain links without JavaScript.
 */
export function VersionDropdown({ page }: { page: PageData }) {
  const { site, strings } = useSite();
  const details = useRef<HTMLDetailsElement>(null);
  useCloseOnOutsideClick(details);
  const versions = site.docsVersions ?? [];
  const current = useDocsVersion(page) ?? versions.find((version) => version.name === site.version.name);
  return (
    <details className="navbar-dropdown version-dropdown" ref={details}>
      <summary aria-label={`${strings.versionLabel}: ${current?.label ?? ''}`}>{current?.label}</summary>
      <ul>
        {versions.map((version) => {
          const active = version.name === current?.name;
          return (
            <li key={version.name}>
              <a
                href={page.version?.links[version.name] ?? version.href}
                aria-current={active ? 'true' : undefined}
                className={active ? 'active' : undefined}
                onClick={() => {
                  preferVersion(version.name);
                  details.current?.removeAttribute('open');
                }}
              >
                {version.label}
              </a>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
