// Imports, in the thread that compiles an MDX page, the site modules the page names (bundled for the server
// once per build, mdx-modules.ts): each once per thread.
import { importPage } from '../client-bundle/server-pages.js';
import type { SiteLinks } from './page-compiler.js';
import { localImportsOf, resolveLocalModule } from './mdx-modules.js';
import { provideDocusaurusModules } from './docusaurus-modules.js';

const loaded = new Map<string, Record<string, unknown>>();
let current: Record<string, string> | undefined;

/** Loads the page's site modules; returns what the page's compile looks them up with. */
export async function loadSiteModules(text: string, sourceFile: string, links: SiteLinks): Promise<(file: string) => Record<string, unknown> | undefined> {
  provideDocusaurusModules();
  if (links.modules !== current) {
    // Another build's bundles: those it no longer names are let go.
    current = links.modules;
    const live = new Set(Object.values(current));
    for (const url of loaded.keys()) if (!live.has(url)) loaded.delete(url);
  }
  for (const source of localImportsOf(text)) {
    const file = resolveLocalModule(source, sourceFile, links.siteRoot);
    const url = file && links.modules[file];
    if (url && !loaded.has(url)) loaded.set(url, (await importPage(url, file)) as Record<string, unknown>);
  }
  return (file) => {
    const url = links.modules[file];
    return url === undefined ? undefined : loaded.get(url);
  };
}
