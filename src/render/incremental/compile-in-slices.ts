// Compiles the markdown of a site page by page, giving the event loop a turn every few milliseconds: the dev
// server then answers requests while a cold build is still running, and a requested page is compiled before
// any other (on two cores, compiling both at once made the first page wait twice as long).
// Cached pages take microseconds each, so a rebuild of a large site yields rarely.
import type { SiteConfig } from '../config/site-config.js';
import type { MarkdownCache } from '../cache/markdown-cache.js';
import { DocgenError, DocgenErrors } from '../errors.js';
import type { PageCompiler } from '../markdown/page-compiler.js';
import type { Route, RouteTable } from '../routes/route-table.js';
import { compileContent, type CompiledRoute, type CompileOptions } from '../stages/compile-content.js';

const SLICE_MS = 20;

export async function compileInSlices(
  routes: Route[],
  table: RouteTable,
  config: SiteConfig,
  compiler: PageCompiler,
  cache: MarkdownCache,
  salt: string,
  /** Filled as pages are compiled, so that a page asked for early is compiled once. */
  into: Map<string, CompiledRoute>,
  /** While pages readers asked for are being rendered, settles when they are: they go first. */
  requestsDone: () => Promise<unknown> | undefined = () => undefined,
  /** The site modules MDX pages import, bundled for the server. */
  modules?: CompileOptions['modules'],
): Promise<Map<string, CompiledRoute>> {
  const errors: DocgenError[] = [];
  // A turn first: a request waiting for the build to start (trying `x`, then `x/index.html`) gets in line.
  await new Promise((resolve) => setImmediate(resolve));
  let sliceStart = performance.now();
  for (const route of routes) {
    const requests = requestsDone();
    if (requests) await requests;
    if (into.has(route.url)) continue;
    try {
      for (const [url, compiled] of await compileContent([route], table, config, compiler, cache, salt, { modules })) into.set(url, compiled);
    } catch (error) {
      if (!(error instanceof DocgenErrors)) throw error;
      errors.push(...error.errors);
    }
    if (performance.now() - sliceStart > SLICE_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
  }
  if (errors.length) throw new DocgenErrors(errors);
  return into;
}
