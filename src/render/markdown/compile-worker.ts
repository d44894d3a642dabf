// The worker thread that compiles markdown for worker-compiler.ts: the same compiler as in the main thread,
// fed with plain data, answering each page with its compiled markdown or its error as plain data.
import { parentPort, workerData } from 'node:worker_threads';
import { DocgenError } from '../errors.js';
import { createLocalCompiler, type MarkdownOptions, type SiteLinks } from './page-compiler.js';
import { errorData, type WorkerAnswer, type WorkerRequest } from './worker-protocol.js';

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
  const answer = (message: WorkerAnswer) => parentPort!.postMessage(message);
  compiler.compile(body, page, links!).then(
    ({ compiled, docs }) => answer({ id, compiled: { ...compiled, warnings: compiled.warnings.map(errorData) }, docs }),
    (error: unknown) => {
      const data = error instanceof DocgenError ? errorData(error) : { code: 'markdown/crash', message: `The markdown compiler crashed: ${(error as Error).stack ?? String(error)}`, file: page.sourceFile };
      answer({ id, error: data });
    },
  );
});
