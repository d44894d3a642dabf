// Reads a build's shared data (manifest, locale data) the way the browser does: by the URLs the manifest names.
import type { BuildResult } from '../../src/render/build.js';
import { outputContent } from '../../src/render/emit/output-file.js';
import type { LocaleData, SiteManifest } from '../../src/shared/types.js';
import { SITE_MANIFEST_FILE } from '../../src/shared/url.js';

function json<T>(result: Pick<BuildResult, 'files'>, file: string): T {
  const content = result.files.get(file);
  if (content === undefined) throw new Error(`The build has no ${file}`);
  return JSON.parse(Buffer.from(outputContent(content)).toString('utf8')) as T;
}

export function siteManifest(result: Pick<BuildResult, 'files'>): SiteManifest {
  return json<SiteManifest>(result, SITE_MANIFEST_FILE);
}

/** The output path of a URL the manifest names ('/s/assets/x.json' → 'assets/x.json'). */
export function fileOfUrl(url: string): string {
  return url.slice(url.indexOf('assets/'));
}

export function localeData(result: Pick<BuildResult, 'files'>, locale: string): LocaleData {
  const entry = siteManifest(result).locales.find((l) => l.code === locale);
  if (!entry) throw new Error(`The manifest has no locale ${locale}`);
  return json<LocaleData>(result, fileOfUrl(entry.data));
}
