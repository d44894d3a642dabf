// The static folder's files, copied as they are to the root of the site. Hidden files (`.env`, `.git/`) are
// never published, but for the two that hosts read (`.well-known/`, `.nojekyll`); what is left out is named.
import type { SiteConfig } from '../config/site-config.js';
import { DocgenError } from '../errors.js';
import { siteRoots } from './boundary.js';
import { listFiles, skippedWarning } from './scan-content.js';

export interface StaticFiles {
  files: string[];
  warnings: DocgenError[];
}

export async function listStaticFiles(config: SiteConfig): Promise<StaticFiles> {
  const hidden: string[] = [];
  const warnings: DocgenError[] = [];
  const files = await listFiles(config.staticDir, {
    roots: siteRoots(config),
    onSkipped: (rel, reason) => {
      if (reason === 'hidden') hidden.push(rel);
      else warnings.push(skippedWarning(config.staticDir, rel, reason)!);
    },
  });
  if (hidden.length) {
    warnings.push(
      new DocgenError('static/hidden', `Not published: ${hidden.length} hidden file${hidden.length === 1 ? '' : 's'} or folder${hidden.length === 1 ? '' : 's'} in the static folder (${list(hidden)}).`, {
        file: config.staticDir,
        hint: 'Names starting with "." are never published, except .well-known/ and .nojekyll.',
      }),
    );
  }
  return { files, warnings };
}

function list(names: string[]): string {
  return names.length > 5 ? `${names.slice(0, 5).join(', ')} and ${names.length - 5} more` : names.join(', ');
}

/**
 * The locale prefixes the static files are published under: the site's root; in a Docusaurus project each
 * translation's too, as Docusaurus builds each locale as a site of its own with the static folder in it (a page's
 * relative `img/logo.png` works in every language).
 */
export function staticPrefixes(config: Pick<SiteConfig, 'layout' | 'locales'>): string[] {
  return config.layout === 'docusaurus' ? ['', ...config.locales.map((locale) => locale.prefix).filter(Boolean)] : [''];
}
