// Compiles markdown in a worker thread, so that a page that takes long to compile never holds up the thread
// that answers requests (the dev server's). The worker starts on the first page (or when asked to prepare) and
// is started again if it dies or a page never finishes; it keeps the process alive only while pages are being
// compiled.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import { DocgenError } from '../errors.js';
import { packageRoot } from '../package-root.js';
import { fromErrorData, type WorkerAnswer, type WorkerRequest } from './worker-protocol.js';
import type { CompileOutput, MarkdownOptions, PageCompiler, PageRef, SiteLinks } from './page-compiler.js';

/** Longer than any real page takes: a page still compiling then is taken for a compiler that hangs. */
const PAGE_TIMEOUT_MS = 120_000;

export function createWorkerCompiler(markdown: MarkdownOptions, options: { reuseParts?: boolean; timeoutMs?: number } = {}): PageCompiler {
  let current: RunningWorker | undefined;
  const worker = async (): Promise<RunningWorker> => {
    if (current?.alive) return current;
    const started = startWorker(await workerScript(), markdown, options.reuseParts ?? false, () => {
      if (current === started) current = undefined;
    });
    current = started;
    return started;
  };
  return {
    prepare: () => void worker().catch(() => undefined),
    compile: async (body, page, links) => (await worker()).compile(body, page, links, options.timeoutMs ?? PAGE_TIMEOUT_MS),
    async dispose() {
      const stopping = current;
      current = undefined;
      await stopping?.stop();
    },
  };
}

interface RunningWorker {
  alive: boolean;
  compile(body: string, page: PageRef, links: SiteLinks, timeoutMs: number): Promise<CompileOutput>;
  stop(): Promise<void>;
}

function startWorker(script: string, markdown: MarkdownOptions, reuseParts: boolean, onExit: () => void): RunningWorker {
  const thread = new Worker(script, { workerData: { markdown, reuseParts } });
  // Idle, the worker must not keep the process alive: it is held only while a page is on its way.
  thread.unref();
  const pending = new Map<number, { page: PageRef; resolve: (output: CompileOutput) => void; reject: (error: unknown) => void; timer: NodeJS.Timeout }>();
  let sentLinks: SiteLinks | undefined;
  let nextId = 0;
  const settle = (id: number) => {
    const waiting = pending.get(id);
    pending.delete(id);
    if (waiting) clearTimeout(waiting.timer);
    if (pending.size === 0) thread.unref();
    return waiting;
  };
  thread.on('message', (answer: WorkerAnswer) => {
    const waiting = settle(answer.id);
    if (!waiting) return;
    if ('error' in answer) waiting.reject(fromErrorData(answer.error));
    else waiting.resolve({ compiled: { ...answer.compiled, warnings: answer.compiled.warnings.map(fromErrorData) }, docs: answer.docs });
  });
  const fail = (cause: unknown) => {
    running.alive = false;
    onExit();
    for (const id of [...pending.keys()]) {
      const waiting = settle(id)!;
      waiting.reject(new DocgenError('markdown/crash', `The markdown compiler stopped while compiling this page: ${(cause as Error).message ?? String(cause)}`, { file: waiting.page.sourceFile, cause }));
    }
  };
  thread.on('error', fail);
  thread.on('exit', (code) => fail(new Error(`the worker exited with code ${code}`)));
  const post = (request: WorkerRequest) => thread.postMessage(request);
  const running: RunningWorker = {
    alive: true,
    compile(body, page, links, timeoutMs) {
      // The links change with the route table only: sent once per table, not with every page.
      if (links !== sentLinks) {
        post({ type: 'links', links });
        sentLinks = links;
      }
      const id = nextId++;
      thread.ref();
      return new Promise<CompileOutput>((resolve, reject) => {
        const timer = setTimeout(() => {
          const waiting = settle(id);
          if (!waiting) return;
          waiting.reject(
            new DocgenError('markdown/timeout', `Compiling this page did not finish in ${timeoutMs / 1000} s.`, {
              file: page.sourceFile,
              hint: 'Something in it makes the markdown compiler loop; the compiler was restarted. Look for what was last added to the page.',
            }),
          );
          void running.stop();
        }, timeoutMs);
        pending.set(id, { page, resolve, reject, timer });
        post({ type: 'compile', id, body, page });
      });
    },
    async stop() {
      running.alive = false;
      await thread.terminate();
    },
  };
  return running;
}

let script: Promise<string> | undefined;

/**
 * The worker's script: `dist/compile-worker.js` beside the compiled CLI; run from its sources (the tests), the
 * worker is bundled from its sources once per process, so that it never runs older code than the rest.
 */
function workerScript(): Promise<string> {
  const here = fileURLToPath(import.meta.url);
  if (path.basename(path.dirname(here)) === 'dist') return Promise.resolve(path.join(path.dirname(here), 'compile-worker.js'));
  return (script ??= (async () => {
    const bundled = await build({
      entryPoints: [path.join(packageRoot(), 'src/render/markdown/compile-worker.ts')],
      write: false,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      logLevel: 'silent',
    });
    const code = bundled.outputFiles[0]!.contents;
    // Inside node_modules, so that the packages it imports resolve as they do for the rest of docgen; named
    // after its content, so that processes running the same code share one file.
    const outfile = path.join(packageRoot(), 'node_modules/.cache/docgen', `compile-worker-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
    await mkdir(path.dirname(outfile), { recursive: true });
    if (!existsSync(outfile)) await writeFile(`${outfile}.${process.pid}`, code).then(() => rename(`${outfile}.${process.pid}`, outfile));
    return outfile;
  })());
}
