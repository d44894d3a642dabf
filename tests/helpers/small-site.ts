// A small site written for one test: its files (path → text) in a fresh folder of the repository's fixtures,
// so that its pages resolve `react` as the real sites do. Returns the config file's path.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from './fixtures.js';

/** An English-only site's config, with what the test adds to it (written as the object's source text). */
export function englishConfig(title: string, extra = ''): string {
  return `export default { title: '${title}', url: 'https://site.example.com', ${extra}i18n: { defaultLocale: 'en', locales: { en: { label: 'English' } } } };\n`;
}

export async function writeSmallSite(name: string, files: Record<string, string>): Promise<string> {
  const site = await mkdtemp(path.join(repoRoot, `tests/fixtures/.tmp-${name}-`));
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(site, file)), { recursive: true });
    await writeFile(path.join(site, file), text);
  }
  return path.join(site, 'docgen.config.ts');
}
