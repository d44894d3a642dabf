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
import type { PageBody } from '../cache/page-bodies.js';
import type { MarkdownCopy } from '../llms/copy-files.js';

/** Where rendered pages go, once the client bundle they name is known (the context says its assets). */
export interface PageOutput {
  sink: OutputSink;
  context: Promise<PageRenderContext>;
  /** Each doc's markdown copy, by page URL: written with the page (src/render/llms/copy-files.ts). */
  copies?: Map<string, Pick<MarkdownCopy, 'file'>>;
}

export function pageOutput({ sink, context, copies }: PageOutput, compiler: PageCompiler, table: RouteTable, config: SiteConfig) {
  void context.then((ready) => compiler.renderWith({ context: ready, stagingDir: sink.stagingDir() }), () => undefined);
  // This thread's view of the rendered pages: their keys, to keep those the previous output has right.
  const keyed = context.then((ready) => markdownPages(ready));
  keyed.catch(() => undefined); // a client bundle that fails is reported by the build, whether or not a page asked
  return {
    /** What the page's thread renders it from; a cached page's data is whole already. */
    task(route: Route, title: string, description: string | undefined, cached: MarkdownFacts | undefined): RenderTask {
      const data = buildPageData(route, table, config, title, description);
      const levels = tocLevels(route, config);
      const copy = copies?.get(route.url)?.file;
      return {
        page: cached ? withMarkdown(data, cached, levels) : data,
        tocLevels: levels,
        outFile: route.outFile,
        previousKey: sink.previousKey(route.outFile),
        ...(copy !== undefined && { copy: { file: copy, previousKey: sink.previousKey(copy) } }),
      };
    },

    /**
     * Whether a cached page's previous output is rendered from the same key: then it is kept, and so is its copy,
     * unless that is not in the previous output as made from its key (removed by hand, say): then it is put here.
     */
    async keptAsItWas(render: RenderTask, body: string, read: () => PageBody): Promise<boolean> {
      if (render.previousKey === undefined) return false;
      const made = (await keyed)(render.page, body, read);
      if (made.key() !== render.previousKey) return false;
      sink.keep(render.outFile);
      const { copy } = render;
      if (copy && made.copy.key() === copy.previousKey) sink.keep(copy.file);
      else if (copy) sink.put(copy.file, { key: made.copy.key, render: made.copy.text });
      return true;
    },

    /** The rendered page's files: written into the staging folder by the thread that rendered them, or given here. */
    place({ rendered }: PageOutcome): void {
      if (!rendered) return;
      for (const file of rendered.kept) sink.keep(file);
      for (const [file, written, key] of rendered.files) {
        if (typeof written === 'string') sink.put(file, { key: () => key, render: () => written });
        else sink.written(file, written, key);
      }
    },
  };
}
