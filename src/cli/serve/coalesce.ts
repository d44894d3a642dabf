// Turns a stream of file events into rebuilds, one at a time: events are gathered until the files have been
// quiet for a moment (an editor's atomic save, a `git checkout` of hundreds of files, a folder deleted), then
// handed over in one batch; events arriving during a rebuild make up the next batch.

export interface Coalescer {
  add(path: string): void;
  /** Resolves when no batch is waiting or running. */
  idle(): Promise<void>;
  close(): void;
}

export interface CoalesceOptions {
  /** Quiet time that ends a batch of one file: the usual save, handed over quickly. */
  quietMs: number;
  /** Quiet time that ends a batch of several files: a checkout or a copy may pause between files. */
  burstQuietMs?: number;
  /** A batch never waits longer than this after its first event, even if events keep coming. */
  maxWaitMs: number;
}

export function createCoalescer(run: (paths: string[]) => Promise<void>, options: CoalesceOptions): Coalescer {
  let pending = new Set<string>();
  let firstAt = 0;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;
  let waiters: (() => void)[] = [];

  const schedule = () => {
    clearTimeout(timer);
    if (closed || running || pending.size === 0) return;
    const quiet = pending.size > 2 ? (options.burstQuietMs ?? options.quietMs) : options.quietMs;
    const wait = Math.max(0, Math.min(quiet, firstAt + options.maxWaitMs - Date.now()));
    timer = setTimeout(flush, wait);
  };
  const flush = () => {
    const batch = [...pending];
    pending = new Set();
    running = run(batch)
      .catch(() => undefined) // `run` reports its own errors; the next batch must still run
      .finally(() => {
        running = undefined;
        if (pending.size) {
          firstAt = Date.now();
          schedule();
        } else {
          for (const wake of waiters) wake();
          waiters = [];
        }
      });
  };
  return {
    add(path) {
      if (closed) return;
      if (pending.size === 0) firstAt = Date.now();
      pending.add(path);
      schedule();
    },
    idle() {
      return !running && pending.size === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve));
    },
    close() {
      closed = true;
      clearTimeout(timer);
      for (const wake of waiters) wake();
      waiters = [];
    },
  };
}
