// Compiles markdown in a worker thread, so that a page that takes long to compile never holds up the thread
// that answers requests (the dev server's). The worker starts on the first page and is started again if it
// dies; it keeps the process alive only while pages are being compiled.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { packageRoot } from '../package-root.js';
import type { WorkerRequest } from './compile-worker.js';
import { createLocalCompiler, fromErrorData, type CompileOutput, type ErrorData, type MarkdownOptions, type PageCompiler, type SiteLinks } from './page-compiler.js';

type WorkerAnswer = { id: number; compiled: Omit<CompileOutput['compiled'], 'warnings'> & { warnings: ErrorData[] }; docs: CompileOutput['docs'] } | { id: number; error: ErrorData };

/** The compiled worker script; without it (docgen run from its sources, not compiled), pages compile in this thread. */
export function workerScript(): string | undefined {
  const file = path.join(packageRoot(), 'dist/compile-worker.js');
  return existsSync(file) ? file : undefined;
}

export function createWorkerCompiler(markdown: MarkdownOptions, options: { reuseParts?: boolean } = {}): PageCompiler {
  const script = workerScript();
  if (!script) return createLocalCompiler(markdown, options);
  let worker: Worker | undefined;
  let sentLinks: SiteLinks | undefined;
  let nextId = 0;
  const pending = new Map<number, { resolve: (output: CompileOutput) => void; reject: (error: unknown) => void }>();

  const start = (): Worker => {
    const started = new Worker(script, { workerData: { markdown, reuseParts: options.reuseParts ?? false } });
    started.on('message', (answer: WorkerAnswer) => {
      const waiting = pending.get(answer.id);
      pending.delete(answer.id);
      if (pending.size === 0) started.unref();
      if (!waiting) return;
      if ('error' in answer) waiting.reject(fromErrorData(answer.error));
      else waiting.resolve({ compiled: { ...answer.compiled, warnings: answer.compiled.warnings.map(fromErrorData) }, docs: answer.docs });
    });
    const fail = (error: unknown) => {
      if (worker === started) worker = undefined;
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    };
    started.on('error', fail);
    started.on('exit', (code) => fail(new Error(`The markdown worker stopped (exit code ${code}).`)));
    sentLinks = undefined;
    return started;
  };

  return {
    prepare() {
      worker ??= start();
    },
    compile(body, page, links) {
      worker ??= start();
      const post = (request: WorkerRequest) => worker!.postMessage(request);
      // The links change with the route table only: sent once per table, not with every page.
      if (links !== sentLinks) {
        post({ type: 'links', links });
        sentLinks = links;
      }
      const id = nextId++;
      worker.ref();
      return new Promise<CompileOutput>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        post({ type: 'compile', id, body, page });
      });
    },
    async dispose() {
      const stopping = worker;
      worker = undefined;
      await stopping?.terminate();
    },
  };
}
