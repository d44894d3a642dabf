import path from 'node:path';
import { InvalidArgumentError } from 'commander';

/** Where a site keeps its config, and where it is built, unless the command line says otherwise. */
export const DEFAULT_CONFIG = 'content/docgen.config.ts';
export const DEFAULT_OUT = 'build';

/** Where a site keeps what speeds up the next run (compiled markdown, the output manifest). */
export function cacheDirFor(configPath: string): string {
  return path.join(path.dirname(path.resolve(configPath)), '.docgen', 'cache');
}

/** `--threads <n>`: a whole number of at least 1. */
export function parseThreads(value: string): number {
  const threads = Number(value);
  if (!Number.isInteger(threads) || threads < 1) throw new InvalidArgumentError('give a whole number of at least 1 (1 compiles without worker threads).');
  return threads;
}

export const THREADS_HELP = 'threads compiling and rendering pages (default: one per core; 1: no worker threads)';
