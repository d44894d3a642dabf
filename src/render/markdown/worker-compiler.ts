// Runs page tasks in worker threads: a pool of them compiles, renders and writes a site's pages on every core
// (`docgen build`), and one keeps a page that takes long to compile from holding up the thread that answers
// requests (the dev server's). A worker starts when a page needs it (or when asked to prepare) and is started again if it dies
// or a page never finishes; workers keep the process alive only while pages are being compiled.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { DocgenError } from '../errors.js';
import { workerScript } from '../worker-script.js';
import type { PageBodies } from '../cache/page-bodies.js';
import type { PageOutcome, PageTask } from '../stages/page-task.js';
import { fromErrorData, fromOutcomeData, type WorkerAnswer, type WorkerRequest } from './worker-protocol.js';
import { createLocalCompiler, type MarkdownOptions, type PageCompiler, type PageRef, type RenderSetup, type SiteLinks } from './page-compiler.js';

/** Longer than any real page takes: a page still compiling then is taken for a compiler that hangs. */
const PAGE_TIMEOUT_MS = 120_000;

/**
 * A worker's heap limit, far above what one holds (about 60 MB: its highlighter and the pages on their way). V8
 * lets a heap grow up to four times what it held after a collection when the limit is high (the default, a
 * sixth of the machine's memory), and less below 2 GB: a 10,000-page-per-locale build peaked at 742 MiB in all
 * instead of 973, and 1,000 pages at 380 instead of 460, in about the same time.
 */
const WORKER_HEAP_MB = 1536;

export interface WorkerOptions {
  /** How many workers; 1 by default. */
  threads?: number;
  reuseParts?: boolean;
  timeoutMs?: number;
  /** The page store's folder: compiled bodies go there from each worker, instead of back to this thread. */
  pagesDir?: string;
}

/**
 * Runs `work` with the page compiler of a whole site: `threads` workers, or this thread alone for 1 (the path
 * without workers). Without `threads`, the pages to compile decide (`plan`): see defaultThreads. `bodies` is the
 * site's page store. The workers stop when the work is done.
 */
export async function withSiteCompiler<T>(
  markdown: MarkdownOptions,
  threads: number | undefined,
  bodies: { store: PageBodies; dir?: string },
  work: (compiler: PageCompiler) => Promise<T>,
): Promise<T> {
  let chosen: PageCompiler | undefined;
  let setup: RenderSetup | undefined;
  const choose = (toCompile: number): PageCompiler => {
    if (!chosen) {
      const count = threads ?? defaultThreads(toCompile);
      chosen = count <= 1 ? createLocalCompiler(markdown, { bodies: bodies.store }) : createWorkerCompiler(markdown, { threads: count, pagesDir: bodies.dir });
      if (setup) chosen.renderWith(setup);
    }
    return chosen;
  };
  const compiler: PageCompiler = {
    get parallel() {
      return choose(Number.POSITIVE_INFINITY).parallel;
    },
    get threaded() {
      return choose(Number.POSITIVE_INFINITY).threaded;
    },
    plan: (toCompile) => void choose(toCompile),
    run: (task, links) => choose(Number.POSITIVE_INFINITY).run(task, links),
    renderWith(next) {
      setup = next;
      chosen?.renderWith(next);
    },
    prepare: () => choose(Number.POSITIVE_INFINITY).prepare(),
    dispose: async () => chosen?.dispose(),
  };
  try {
    return await work(compiler);
  } finally {
    await compiler.dispose();
  }
}

/** Below this many pages to compile, starting a worker (its highlighter, its compiled code) costs more than it saves. */
const PAGES_PER_WORKER = 300;

/**
 * One thread per PAGES_PER_WORKER pages to compile, at most one per core; one thread is this one, without
 * workers. The ArmKit site (78 pages) builds in 4.4 s in one thread, 5.0 s on two workers; 2,000 pages in 8.2 s
 * in one thread, 5.6 s on two workers.
 */
export function defaultThreads(toCompile = Number.POSITIVE_INFINITY): number {
  return Math.min(availableParallelism(), Math.max(1, Math.floor(toCompile / PAGES_PER_WORKER)));
}

export function createWorkerCompiler(markdown: MarkdownOptions, options: WorkerOptions = {}): PageCompiler {
  const size = Math.max(1, options.threads ?? 1);
  // A slot holds its worker as soon as it is asked for (starting it takes a while), and counts the pages it was
  // given: the next page goes to the slot with the fewest.
  const slots: (Promise<RunningWorker> | undefined)[] = new Array(size).fill(undefined);
  const load: number[] = new Array(size).fill(0);
  const worker = (slot: number): Promise<RunningWorker> => {
    const started = slots[slot];
    if (started) return started.then((running) => (running.alive ? running : restart(slot, started)));
    return restart(slot, undefined);
  };
  const restart = (slot: number, dead: Promise<RunningWorker> | undefined): Promise<RunningWorker> => {
    if (slots[slot] !== dead) return worker(slot);
    const starting = workerScript('compile-worker').then((script) => {
      const running = startWorker(script, markdown, options);
      if (setup) running.renderWith(setup);
      return running;
    });
    slots[slot] = starting;
    return starting;
  };
  // Sent to each worker as it starts, and to those running when it changes.
  let setup: RenderSetup | undefined;
  let lastFamily: { name: string; slot: number } | undefined;
  return {
    // Six pages a worker: the next is there as soon as one is done, also while this thread is busy a moment
    // (a page only rendered, a cached or another version's, takes half a millisecond; with two, workers of a
    // three-version site waited a quarter of the time).
    parallel: size * 6,
    threaded: true,
    prepare: () => void worker(0).catch(() => undefined),
    async run(task, links) {
      // The versions of a doc that share parts of their text come one after the other: they go to the worker the
      // first went to, which keeps those parts.
      const family = task.page.versionParts;
      const slot = family !== undefined && family === lastFamily?.name ? lastFamily.slot : load.indexOf(Math.min(...load));
      if (family !== undefined) lastFamily = { name: family, slot };
      load[slot]!++;
      try {
        return await (await worker(slot)).run(task, links, options.timeoutMs ?? PAGE_TIMEOUT_MS);
      } finally {
        load[slot]!--;
      }
    },
    renderWith(next) {
      setup = next;
      for (const running of slots) void running?.then((r) => r.renderWith(next), () => undefined);
    },
    async dispose() {
      const stopping = slots.splice(0, size, ...new Array<undefined>(size).fill(undefined));
      await Promise.all(stopping.map((running) => running?.then((r) => r.stop(), () => undefined)));
    },
  };
}

interface RunningWorker {
  alive: boolean;
  run(task: PageTask, links: SiteLinks, timeoutMs: number): Promise<PageOutcome>;
  renderWith(setup: RenderSetup): void;
  stop(): Promise<void>;
}

function startWorker(script: string, markdown: MarkdownOptions, options: WorkerOptions): RunningWorker {
  const thread = new Worker(script, { workerData: { markdown, reuseParts: options.reuseParts ?? false, pagesDir: options.pagesDir }, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
  // Idle, the worker must not keep the process alive: it is held only while a page is on its way.
  thread.unref();
  const pending = new Map<number, { page: PageRef; resolve: (outcome: PageOutcome) => void; reject: (error: unknown) => void; timer: NodeJS.Timeout }>();
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
    else waiting.resolve(fromOutcomeData(answer.outcome));
  });
  const fail = (cause: unknown) => {
    running.alive = false;
    for (const id of [...pending.keys()]) {
      const waiting = settle(id)!;
      waiting.reject(new DocgenError('markdown/crash', `The worker thread building this page stopped: ${(cause as Error).message ?? String(cause)}`, { file: waiting.page.sourceFile, cause }));
    }
  };
  thread.on('error', fail);
  thread.on('exit', (code) => fail(new Error(`the worker exited with code ${code}`)));
  const post = (request: WorkerRequest) => thread.postMessage(request);
  const running: RunningWorker = {
    alive: true,
    run(task, links, timeoutMs) {
      const { page } = task;
      // The links change with the route table only: sent once per table, not with every page.
      if (links !== sentLinks) {
        post({ type: 'links', links });
        sentLinks = links;
      }
      const id = nextId++;
      thread.ref();
      return new Promise<PageOutcome>((resolve, reject) => {
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
        post({ type: 'page', id, task });
      });
    },
    renderWith: (setup) => post({ type: 'render', setup }),
    async stop() {
      running.alive = false;
      await thread.terminate();
    },
  };
  return running;
}
