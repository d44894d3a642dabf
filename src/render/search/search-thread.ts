// Indexes a large site's locales in a worker thread of their own (search-worker.ts): the build's thread goes on
// compiling, rendering and writing pages while a locale whose pages are all compiled is indexed. The worker reads
// the pages' text from the page store itself, so only each page's metadata crosses; it starts with the first
// locale to index (a warm build whose indexes are all kept never starts it) and stops with the build.
import { Worker } from 'node:worker_threads';
import type { PageSection } from '../markdown/plugins/rehype-collect-sections.js';
import { workerScript } from '../worker-script.js';
import type { SearchablePage } from './build-records.js';
import type { IndexedLocale, LocaleIndexJob } from './index-locale.js';
import type { PageToIndex } from './searchable-pages.js';

/**
 * Below this many markdown pages in a site, starting the thread (about 0.1 s of the other core) costs more than
 * indexing takes in this one.
 */
export const SEARCH_THREAD_PAGES = 100;

/** A page as it crosses to the worker: its sections named in the page store, or as they are when not stored. */
export type PortablePage = Omit<SearchablePage, 'sections'> & ({ stored: string } | { sections: PageSection[] });

export type SearchRequest = { id: number; job: LocaleIndexJob<PortablePage> };
export type SearchAnswer = { id: number; indexed: IndexedLocale } | { id: number; error: string };

export interface SearchThread {
  index(job: LocaleIndexJob<PageToIndex>): Promise<IndexedLocale>;
  stop(): Promise<void>;
}

/** The search thread of a build whose page store is in `pagesDir`. */
export function searchThread(pagesDir: string): SearchThread {
  let thread: Promise<Worker> | undefined;
  const pending = new Map<number, { locale: string; resolve: (indexed: IndexedLocale) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  const failure = (locale: string, why: string) => new Error(`Indexing the ${locale} pages for search failed in its worker thread: ${why}`);
  const failAll = (why: string) => {
    for (const [id, { locale, reject }] of pending) {
      pending.delete(id);
      reject(failure(locale, why));
    }
  };
  const start = (): Promise<Worker> => {
    const started = workerScript('search-worker').then((script) => {
      const worker = new Worker(script, { workerData: { pagesDir } });
      worker.unref(); // held only while a locale is on its way
      worker.on('message', (answer: SearchAnswer) => {
        const waiting = pending.get(answer.id);
        pending.delete(answer.id);
        if (pending.size === 0) worker.unref();
        if (!waiting) return;
        if ('error' in answer) waiting.reject(failure(waiting.locale, answer.error));
        else waiting.resolve(answer.indexed);
      });
      worker.on('error', (error) => failAll(error.stack ?? error.message));
      worker.on('exit', (code) => {
        if (thread === started) thread = undefined; // the next locale starts another
        failAll(`the worker exited with code ${code}`);
      });
      return worker;
    });
    return started;
  };
  return {
    async index(job) {
      const worker = await (thread ??= start());
      const id = nextId++;
      worker.ref();
      const request: SearchRequest = { id, job: { ...job, pages: job.pages.map(portable) } };
      return new Promise<IndexedLocale>((resolve, reject) => {
        pending.set(id, { locale: job.locale, resolve, reject });
        worker.postMessage(request);
      });
    },
    async stop() {
      const running = thread;
      thread = undefined;
      if (running) await running.then((worker) => worker.terminate(), () => undefined);
    },
  };
}

/** Read field by field: a stored page's sections are left for the worker to read (its getter is not called). */
function portable(page: PageToIndex): PortablePage {
  const { path, locale, title, lvl0, docsVersion, stored } = page;
  return stored ? { path, locale, title, lvl0, docsVersion, stored } : { path, locale, title, lvl0, docsVersion, sections: page.sections };
}
