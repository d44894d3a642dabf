// Terminal output: stage timings and a progress line on a TTY, quiet in CI.
import { DocgenErrors, formatError } from '../render/errors.js';

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(error: unknown): void;
  stage(name: string, ms: number): void;
  progress(stage: string, done: number, total: number): void;
}

export function createLogger(options: { stream?: NodeJS.WriteStream; verbose?: boolean } = {}): Logger {
  const stream = options.stream ?? process.stderr;
  const interactive = Boolean(stream.isTTY) && !process.env.CI;
  let lastProgress = 0;
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
      if (!interactive && !options.verbose) return;
      clearLine();
      stream.write(`  ${name.padEnd(12)} ${ms.toFixed(0).padStart(6)} ms\n`);
    },
    progress: (stage, done, total) => {
      if (!interactive) return;
      const now = Date.now();
      if (done !== total && now - lastProgress < 80) return;
      lastProgress = now;
      stream.write(`\r\x1b[2K  ${stage} ${done}/${total}`);
      if (done === total) clearLine();
    },
  };
}
