import path from 'node:path';

/** Where a site keeps its config, and where it is built, unless the command line says otherwise. */
export const DEFAULT_CONFIG = 'content/docgen.config.ts';
export const DEFAULT_OUT = 'build';

/** Where a site keeps what speeds up the next run (compiled markdown, the output manifest). */
export function cacheDirFor(configPath: string): string {
  return path.join(path.dirname(path.resolve(configPath)), '.docgen', 'cache');
}
