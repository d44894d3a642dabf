import { existsSync } from 'node:fs';
import path from 'node:path';
import { InvalidArgumentError } from 'commander';
import { docusaurusConfigIn } from '../render/docusaurus/project.js';

/** Where a site keeps its config, and where it is built, unless the command line says otherwise. */
export const DEFAULT_CONFIG = 'content/docgen.config.ts';
export const DEFAULT_OUT = 'build';

/**
 * The config file a command reads: the one given, or, when none is given and the folder has no docgen config
 * but is a Docusaurus project, its docusaurus.config file (the project is built as it is).
 */
export function siteConfigPath(given: string, cwd = process.cwd()): string {
  const file = path.resolve(cwd, given);
  if (given !== DEFAULT_CONFIG || existsSync(file)) return file;
  return docusaurusConfigIn(cwd) ?? file;
}

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
