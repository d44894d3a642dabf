// The worker thread of worker-compiler.ts: runs page tasks (compile, and during a build render and write) as
// in the main thread, fed with plain data, answering each page with its outcome or its error as plain data.
import { parentPort, workerData } from 'node:worker_threads';
import { diskBodies } from '../cache/page-bodies.js';
import { DocgenError } from '../errors.js';
import { runPageTask } from '../stages/page-task.js';
import { createMarkdownCompiler, type MarkdownCompiler } from './processor.js';
import { getHighlighter } from './highlighter.js';
import { compileOne, renderSetups, type MarkdownOptions, type SiteLinks } from './page-compiler.js';
import { errorData, outcomeData, type WorkerAnswer, type WorkerRequest } from './worker-protocol.js';

const { markdown, reuseParts, pagesDir } = workerData as { markdown: MarkdownOptions; reuseParts: boolean; pagesDir?: string };
// A worker is started when a page is about to be compiled: the highlighter starts at once.
const compiler: Promise<MarkdownCompiler> = getHighlighter(markdown.themes, markdown.extraLanguages).then((highlighter) => createMarkdownCompiler(highlighter, { reuseParts, format: markdown.format, math: markdown.math }));
compiler.catch(() => undefined);
// With the build's page store folder, bodies go to a pack of this thread's own and nothing crosses back.
const bodies = pagesDir ? diskBodies(pagesDir) : undefined;
const renders = renderSetups();
let links: SiteLinks | undefined;

parentPort!.on('message', (request: WorkerRequest) => {
  if (request.type === 'links') links = request.links;
  else if (request.type === 'render') renders.set(request.setup);
  else {
    const { id, task } = request;
    const answer = (message: WorkerAnswer) => parentPort!.postMessage(message);
    runPageTask(task, { compile: (text, page) => compileOne(compiler, text, page, links!), bodies, rendering: renders.ready }).then(
      (outcome) => answer({ id, outcome: outcomeData(outcome) }),
      (error: unknown) => {
        const data = error instanceof DocgenError ? errorData(error) : { code: 'markdown/crash', message: `Building this page crashed in a worker thread: ${(error as Error).stack ?? String(error)}`, file: task.page.sourceFile };
        answer({ id, error: data });
      },
    );
  }
});
