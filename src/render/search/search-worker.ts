// The worker thread of search-thread.ts: indexes a locale as this thread's build would (index-locale.ts), reading
// each stored page's sections from the build's page store.
import { parentPort, workerData } from 'node:worker_threads';
import { diskBodies } from '../cache/page-bodies.js';
import type { SearchablePage } from './build-records.js';
import { indexLocale } from './index-locale.js';
import type { PortablePage, SearchAnswer, SearchRequest } from './search-thread.js';

const bodies = diskBodies((workerData as { pagesDir: string }).pagesDir);

function searchable(page: PortablePage): SearchablePage {
  if (!('stored' in page)) return page;
  const { stored, ...rest } = page;
  return {
    ...rest,
    get sections() {
      return bodies.get(stored).sections;
    },
  };
}

parentPort!.on('message', ({ id, job }: SearchRequest) => {
  const answer = (message: SearchAnswer) => parentPort!.postMessage(message);
  indexLocale({ ...job, pages: job.pages.map(searchable) }).then(
    (indexed) => answer({ id, indexed }),
    (error: unknown) => answer({ id, error: (error as Error).stack ?? String(error) }),
  );
});
