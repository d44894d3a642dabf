// Starts `docgen serve` (the dev server, in this process) on a private copy of a fixture site, on a free port.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { createLogger } from '../../src/cli/logger.js';
import { startDevServer, type DevServer } from '../../src/cli/serve/dev-server.js';
import { repoRoot } from './fixtures.js';

export interface FixtureServer {
  /** The copy of the fixture: edit files here. */
  root: string;
  server: DevServer;
  /** Everything the server printed. */
  log: string[];
  file(rel: string): string;
  close(): Promise<void>;
}

/** `prepare` may change the copy before the server starts (to start with a broken site). */
export async function serveFixture(name: string, prepare?: (root: string) => Promise<void>): Promise<FixtureServer> {
  // Inside the repository, so that the site's React page modules resolve `react`.
  const root = await mkdtemp(path.join(repoRoot, `tests/fixtures/.tmp-${name}-`));
  await cp(path.join(repoRoot, 'tests/fixtures', name), root, { recursive: true });
  await prepare?.(root);
  const log: string[] = [];
  const stream = { isTTY: false, write: (text: string) => (log.push(text), true) } as unknown as NodeJS.WriteStream;
  const server = await startDevServer({ configPath: path.join(root, 'docgen.config.ts'), port: 0, logger: createLogger({ stream }) });
  await server.firstBuild;
  return {
    root,
    server,
    log,
    file: (rel) => path.join(root, rel),
    close: async () => {
      await server.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** Polls until `check` returns a value other than undefined/false, or fails after `timeoutMs`. */
export async function waitFor<T>(check: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 15_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}${last ? `: ${String(last)}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
