import type { PageData } from '../src/shared/types.js';
import { useSite } from './context.js';
import { Dropdown } from './Dropdown.js';
import { useDocsVersion } from './hooks/use-docs-version.js';
import { preferVersion } from './preferred-version.js';

/**
 * The docs version menu: the same doc in another version, or that version's landing doc where the doc does not
 * exist; the choice is remembered (navbar doc entries and search follow it). Plain links without JavaScript.
 */
export function VersionDropdown({ page }: { page: PageData }) {
  const { site, strings } = useSite();
  const versions = site.docsVersions ?? [];
  const current = useDocsVersion(page) ?? versions.find((version) => version.name === site.version.name);
  return (
    <Dropdown className="version-dropdown" label={current?.label} ariaLabel={`${strings.versionLabel}: ${current?.label ?? ''}`}>
      {versions.map((version) => {
        const active = version.name === current?.name;
        return (
          <li key={version.name}>
            <a
              href={page.version?.links[version.name] ?? version.href}
              aria-current={active ? 'true' : undefined}
              className={active ? 'active' : undefined}
              onClick={() => preferVersion(version.name)}
            >
              {version.label}
            </a>
          </li>
        );
      })}
    </Dropdown>
  );
}
