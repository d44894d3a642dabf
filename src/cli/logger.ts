// Terminal output: stage timings, a progress line per stage on a TTY (a plain line every few seconds in CI),
// and with --perf the memory high-water marks.
import { getHeapStatistics } from 'node:v8';
import { DocgenErrors, formatError } from '../render/errors.js';

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(error: unknown): void;
  stage(name: string, ms: number): void;
  progress(stage: string, done: number, total: number): void;
  /** The heap and RSS high-water marks, for --perf. */
  memory(): string;
}

export interface LoggerOptions {
  stream?: NodeJS.WriteStream;
  /** Print every stage's time and the heap where it ends (--perf), also without a TTY. */
  verbose?: boolean;
  /** The clock, for tests. */
  now?: () => number;
}

const mib = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MiB`;

/** Without a TTY, a stage that runs this long gets a line this often. */
const PLAIN_EVERY_MS = 5_000;

export function createLogger(options: LoggerOptions = {}): Logger {
  const stream = options.stream ?? process.stderr;
  const now = options.now ?? Date.now;
  const interactive = Boolean(stream.isTTY) && !process.env.CI;
  const stages = new Map<string, { start: number; shown: number; printed: boolean }>();
  let peakHeap = 0;
  const clearLine = () => interactive && stream.write('\r\x1b[2K');
  return {
    info: (message) => {
      clearLine();
      stream.write(`${message}\n`);
    },
    warn: (message) => {
      clearLine();
      stream.write(`warning: ${message}\n`);
    },
    error: (error) => {
      clearLine();
      // Several problems found together: each on its own "error:" line, as they are counted.
      for (const one of error instanceof DocgenErrors ? error.errors : [error]) stream.write(`error: ${formatError(one)}\n`);
    },
    stage: (name, ms) => {
      // The heap is sampled where stages end, when it is at its fullest.
      const heap = getHeapStatistics().used_heap_size;
      peakHeap = Math.max(peakHeap, heap);
      if (!interactive && !options.verbose) return;
      clearLine();
      stream.write(`  ${name.padEnd(12)} ${ms.toFixed(0).padStart(6)} ms${options.verbose ? `  heap ${mib(heap).padStart(8)}` : ''}\n`);
    },
    progress: (stage, done, total) => {
      const time = now();
      let state = stages.get(stage);
      if (!state || done <= 1) stages.set(stage, (state = { start: time, shown: -Infinity, printed: false }));
      const seconds = (time - state.start) / 1000;
      const rate = seconds > 0 ? ` · ${Math.round(done / seconds)}/s` : '';
      const line = `${stage} ${done}/${total}${rate} · ${seconds.toFixed(1)} s`;
      if (interactive) {
        if (done !== total && time - state.shown < 80) return;
        state.shown = time;
        stream.write(`\r\x1b[2K  ${line}`);
        if (done === total) clearLine();
      } else if (state.shown === -Infinity) {
        state.shown = time; // the clock of the plain lines starts with the stage
      } else if (time - state.shown >= PLAIN_EVERY_MS || (done === total && state.printed)) {
        // A stage long enough to be reported is reported to its end.
        state.shown = time;
        state.printed = true;
        stream.write(`  ${line}\n`);
      }
    },
    memory: () => {
      return `peak heap ${mib(Math.max(peakHeap, getHeapStatistics().used_heap_size))} (sampled at the end of each stage), peak RSS ${mib(process.resourceUsage().maxRSS * 1024)}`;
    },
  };
}
