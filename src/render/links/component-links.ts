// The links of React (component) pages exist only once they are rendered: render each one on its own (no
// client assets needed) and read the links of its content. The navbar and footer are checked elsewhere.
import { readFileSync } from 'node:fs';
import type { ClientBundle } from '../client-bundle/build-client.js';
import type { ServerPage } from '../client-bundle/server-pages.js';
import { outputContent } from '../emit/output-file.js';
import type { SiteConfig } from '../config/site-config.js';
import type { RouteTable } from '../routes/route-table.js';
import { renderRoutes } from '../stages/render-routes.js';
import type { PageLinks } from './check-links.js';
import { extractHtmlLinks } from './html-links.js';
import { positionOf } from './source-position.js';

const NO_ASSETS: ClientBundle = { files: new Map(), entry: '', preload: [], css: [], islands: {}, metafile: { inputs: {}, outputs: {} } };

export function componentPageLinks(table: RouteTable, config: SiteConfig, serverPages: Map<string, ServerPage>): { pages: PageLinks[]; ids: Map<string, Set<string>> } {
  const routes = table.routes.filter((route) => route.kind === 'component' && route.page && !route.page.fallbackFrom);
  const { files } = renderRoutes(routes, table, config, new Map(), serverPages, NO_ASSETS);
  const pages: PageLinks[] = [];
  const ids = new Map<string, Set<string>>();
  for (const route of routes) {
    const { links, ids: pageIds } = extractHtmlLinks(String(outputContent(files.get(route.outFile)!)));
    ids.set(route.url, new Set(pageIds));
    const source = route.page!.source;
    const text = readFileSync(source.absPath, 'utf8');
    // Positions in the rendered HTML mean nothing to the writer: point at the href in the source when it is there.
    const own = links.filter((link) => link.region === 'page');
    pages.push({ url: route.url, sourceFile: source.absPath, links: own.map(({ href }) => ({ raw: href, href, lenient: true, ...positionOf(text, href) })) });
  }
  return { pages, ids };
}
