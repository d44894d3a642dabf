// `docgen check-links`: compiles the site's markdown in memory (through the build's cache), renders its React
// pages, and checks every link; or checks the HTML of a site already built. Nothing is written.
import path from 'node:path';
import { MarkdownCache } from '../cache/markdown-cache.js';
import { componentPagesOf, loadServerPages } from '../client-bundle/server-pages.js';
import { loadConfig } from '../config/load-config.js';
import type { SiteConfig } from '../config/site-config.js';
import { scanContent } from '../content/scan-content.js';
import { listStaticFiles } from '../content/static-files.js';
import { buildRouteTable } from '../routes/route-table.js';
import { withSiteCompiler } from '../markdown/worker-compiler.js';
import { siteModulesOf } from '../markdown/mdx-modules.js';
import { bundleServerModules } from '../client-bundle/server-modules.js';
import { cacheSalt, compileContent } from '../stages/compile-content.js';
import { collectBuiltSiteLinks } from './built-site-links.js';
import { checkLinks, type CheckOptions, type LinkReport } from './check-links.js';
import { collectSiteLinks, type SiteLinks } from './site-links.js';

export interface CheckSiteOptions extends CheckOptions {
  configPath: string;
  /** Check this built site instead of building in memory. */
  dir?: string;
  cacheFile?: string;
  /** Threads compiling markdown (see BuildOptions). */
  threads?: number;
}

export async function checkSiteLinks(options: CheckSiteOptions): Promise<{ config: SiteConfig; report: LinkReport }> {
  const config = await loadConfig(options.configPath);
  const { pages, targets } = options.dir ? await collectBuiltSiteLinks(path.resolve(options.dir), config) : await compileSiteLinks(config, options);
  return { config, report: checkLinks(pages, targets, config, options) };
}

async function compileSiteLinks(config: SiteConfig, options: CheckSiteOptions): Promise<SiteLinks> {
  const table = buildRouteTable(await scanContent(config), config, 'production');
  const cache = await MarkdownCache.open(options.cacheFile);
  const { files } = siteModulesOf(table.routes, config.markdown.format, config.rootDir);
  const modules = await bundleServerModules(files, config.rootDir, { code: 'mdx/compile', message: 'Cannot compile a module MDX pages import' }, { leaveOut: config.layout === 'docusaurus' });
  const [compiled, serverPages] = await Promise.all([
    withSiteCompiler(config.markdown, options.threads, { store: cache.bodies, dir: cache.bodiesDir }, (compiler) => compileContent(table.routes, table, config, compiler, cache, cacheSalt(config), { modules })).finally(() =>
      modules.dispose(),
    ),
    loadServerPages(componentPagesOf(table.routes), config.rootDir, config.base),
  ]);
  await cache.save();
  return collectSiteLinks(table, compiled, (await listStaticFiles(config)).files, config, serverPages);
}
