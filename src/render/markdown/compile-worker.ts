// The worker thread that compiles markdown for worker-compiler.ts: the same compiler as in the main thread,
// fed with plain data, answering each page with its compiled markdown or its error as plain data.
import { parentPort, workerData } from 'node:worker_threads';
import { DocgenError } from '../errors.js';
import { createLocalCompiler, errorData, type MarkdownOptions, type PageRef, type SiteLinks } from './page-compiler.js';

export type WorkerRequest = { type: 'links'; links: SiteLinks } | { type: 'compile'; id: number; body: string; page: PageRef };

const { markdown, reuseParts } = workerData as { markdown: MarkdownOptions; reuseParts: boolean };
const compiler = createLocalCompiler(markdown, { reuseParts });
compiler.prepare(); // a worker is started when a page is about to be compiled
let links: SiteLinks | undefined;

parentPort!.on('message', (request: WorkerRequest) => {
  if (request.type === 'links') {
    links = request.links;
    return;
  }
  const { id, body, page } = request;
  compiler.compile(body, page, links!).then(
    ({ compiled, docs }) => parentPort!.postMessage({ id, compiled: { ...compiled, warnings: compiled.warnings.map(errorData) }, docs }),
    (error: unknown) => {
      const data = error instanceof DocgenError ? errorData(error) : { code: 'markdown/crash', message: `The markdown compiler crashed: ${(error as Error).stack ?? String(error)}`, file: page.sourceFile };
      parentPort!.postMessage({ id, error: data });
    },
  );
});
