// The dev server's pages, rendered when they are asked for: a build keeps each page's key only (a digest of what
// it is rendered from), which says which pages an edit changed, and a few pages recently served. A site of any
// size thereby costs the dev server its pages' metadata, not their HTML.
import type { ClientBundle } from '../client-bundle/build-client.js';
import type { ServerPage } from '../client-bundle/server-pages.js';
import type { SiteConfig } from '../config/site-config.js';
import { outputContent } from '../emit/output-file.js';
import type { Route, RouteTable } from '../routes/route-table.js';
import type { RenderFn } from '../ssr/reloadable-render.js';
import type { CompiledRoute } from '../stages/compile-content.js';
import { renderRoutes } from '../stages/render-routes.js';

/** Pages kept rendered: those a reader is likely to ask for again soon (the page and its data, a few tabs). */
const KEPT = 32;

export interface PageSource {
  table: RouteTable;
  config: SiteConfig;
  compiled: Map<string, CompiledRoute>;
  serverPages: Map<string, ServerPage>;
  client: ClientBundle;
  render: RenderFn;
}

export interface PagesOnRequest {
  /** The key of each of these routes' pages, by URL. */
  keys(routes: Route[]): Map<string, string>;
  /** A page by output path ('en/api/cli/index.html'); undefined when no route has it. */
  file(file: string): string | undefined;
}

export function pagesOnRequest(source: PageSource): PagesOnRequest {
  const byFile = new Map(source.table.routes.map((route) => [route.outFile, route]));
  const files = (routes: Route[]) => renderRoutes(routes, source.table, source.config, source.compiled, source.serverPages, source.client, undefined, source.render).files;
  // In the order of use: the first is the least recent.
  const kept = new Map<string, { key: string; content: string }>();
  return {
    keys(routes) {
      const rendered = files(routes);
      return new Map(routes.map((route) => [route.url, keyOf(rendered.get(route.outFile))]));
    },
    file(file) {
      const route = byFile.get(file);
      if (!route) return undefined;
      const output = files([route]).get(file);
      if (output === undefined) return undefined;
      const key = keyOf(output);
      const known = kept.get(file);
      kept.delete(file);
      const content = known?.key === key ? known.content : String(outputContent(output));
      kept.set(file, { key, content });
      for (const oldest of kept.keys()) {
        if (kept.size <= KEPT) break;
        kept.delete(oldest);
      }
      return content;
    },
  };
}

function keyOf(output: ReturnType<ReturnType<typeof renderRoutes>['files']['get']>): string {
  return typeof output === 'object' && 'key' in output && output.key ? output.key() : '';
}
