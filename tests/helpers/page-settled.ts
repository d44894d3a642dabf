// Waiting until a page has done what it set out to do, instead of sleeping for a while and hoping: for tests
// that check something did NOT happen (no script loaded, nothing prefetched, no dialog), whatever the load.
import type { Page, Request } from 'playwright-core';

export interface PageRequests {
  /**
   * Resolves once every request the page made has been answered (or failed) and a round of two frames and
   * its idle-time work (effects, intersection observers, idle prefetching) started no new one, twice in a row.
   */
  settled(): Promise<void>;
}

/** Call before the page loads anything that matters: requests made before are not seen. */
export function watchRequests(page: Page): PageRequests {
  const pending = new Set<Request>();
  let started = 0;
  let wake: (() => void) | undefined;
  page.on('request', (request) => {
    pending.add(request);
    started++;
  });
  const done = (request: Request) => {
    pending.delete(request);
    if (pending.size === 0) wake?.();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async settled() {
      for (let quietRounds = 0; quietRounds < 2; ) {
        if (pending.size > 0) {
          await new Promise<void>((resolve) => {
            wake = resolve;
            if (pending.size === 0) resolve();
          });
          wake = undefined;
        }
        const before = started;
        await afterFramesAndIdle(page);
        quietRounds = started === before && pending.size === 0 ? quietRounds + 1 : 0;
      }
    },
  };
}

/** Resolves after two frames (intersection observers report after one) and the page's idle callbacks queued by then. */
export function afterFramesAndIdle(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve())))));
}
