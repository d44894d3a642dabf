// Where a build's markdown pages go once they are compiled: the render task each page's thread runs, and the
// files it made, placed in the output (written into its staging folder by that thread, or handed over here). A
// cached page whose previous output was rendered from the same key is kept without asking any thread.
import type { SiteConfig } from '../config/site-config.js';
import { buildPageData, tocLevels, withMarkdown, type MarkdownFacts } from '../data/page-data.js';
import type { OutputSink } from '../emit/write-site.js';
import type { PageCompiler } from '../markdown/page-compiler.js';
import type { Route, RouteTable } from '../routes/route-table.js';
import { markdownPages, type PageRenderContext } from './markdown-page.js';
import type { PageOutcome, RenderTask } from './page-task.js';

/** Where rendered pages go, once the client bundle they name is known (the context says its assets). */
export interface PageOutput {
  sink: OutputSink;
  context: Promise<PageRenderContext>;
}

export function pageOutput({ sink, context }: PageOutput, compiler: PageCompiler, table: RouteTable, config: SiteConfig) {
  void context.then((ready) => compiler.renderWith({ context: ready, stagingDir: sink.stagingDir() }), () => undefined);
  // This thread's view of the rendered pages: their keys, to keep those the previous output has right.
  const keyed = context.then((ready) => markdownPages(ready));
  keyed.catch(() => undefined); // a client bundle that fails is reported by the build, whether or not a page asked
  return {
    /** What the page's thread renders it from; a cached page's data is whole already. */
    task(route: Route, title: string, description: string | undefined, cached: MarkdownFacts | undefined): RenderTask {
      const data = buildPageData(route, table, config, title, description);
      const levels = tocLevels(route, config);
      return { page: cached ? withMarkdown(data, cached, levels) : data, tocLevels: levels, outFile: route.outFile, previousKey: sink.previousKey(route.outFile) };
    },

    /** Whether a cached page's previous output is rendered from the same key: then it is kept. */
    async keptAsItWas(render: RenderTask, body: string): Promise<boolean> {
      if (render.previousKey === undefined) return false;
      const made = (await keyed)(render.page, body, () => {
        throw new Error('a key needs no body');
      });
      if (made.key() !== render.previousKey) return false;
      sink.keep(render.outFile);
      return true;
    },

    /** The rendered page's files: written into the staging folder by the thread that rendered them, or given here. */
    place({ rendered }: PageOutcome, render: RenderTask): void {
      if (!rendered) return;
      if (rendered.files.length === 0) sink.keep(render.outFile);
      for (const [file, written] of rendered.files) {
        if (typeof written === 'string') sink.put(file, { key: () => rendered.key, render: () => written });
        else sink.written(file, written, rendered.key);
      }
    },
  };
}
