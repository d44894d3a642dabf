// Serves the ArmKit site, the two client fixtures and the Docusaurus project fixture twice for every browser suite: built and served as a
// static host would, and through `docgen serve` (a hydration mismatch can show in one mode only).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createLogger } from '../../../src/cli/logger.js';
import { startDevServer } from '../../../src/cli/serve/dev-server.js';
import { serveStatic } from '../../../src/cli/serve/static-server.js';
import { buildSite } from '../../../src/render/build.js';
import { writeSite } from '../../../src/render/emit/write-site.js';
import { fixtureConfig, repoRoot } from '../../helpers/fixtures.js';

export interface SiteTarget {
  /** 'build': `docgen build` output on a static server; 'serve': `docgen serve`. */
  name: 'build' | 'serve';
  /** The ArmKit site, ending in its base path: http://127.0.0.1:port/armkit/ */
  siteUrl: string;
  /** The client fixture: http://127.0.0.1:port/kit/ */
  fixtureUrl: string;
  /** The client fixture with hosted search configured: http://127.0.0.1:port/hosted/ */
  hostedUrl: string;
  /** The Docusaurus project fixture, as it is: http://127.0.0.1:port/ */
  docusaurusUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    targets: SiteTarget[];
  }
}

const CONFIGS = {
  siteUrl: path.join(repoRoot, 'content/docgen.config.ts'),
  fixtureUrl: fixtureConfig('client'),
  hostedUrl: path.join(path.dirname(fixtureConfig('client')), 'docgen.hosted.config.ts'),
  docusaurusUrl: path.join(repoRoot, 'tests/fixtures/docusaurus-basic/docusaurus.config.js'),
};

type Server = { url: string; close(): Promise<void> };

async function built(configPath: string, dir: string): Promise<Server> {
  const result = await buildSite({ configPath });
  await writeSite(result.files, dir);
  return serveStatic({ dir, base: result.config.base, localePrefixes: result.config.locales.map((l) => l.prefix).filter(Boolean) });
}

async function served(configPath: string): Promise<Server> {
  const quiet = { isTTY: false, write: () => true } as unknown as NodeJS.WriteStream;
  const server = await startDevServer({ configPath, port: 0, logger: createLogger({ stream: quiet }) });
  await server.firstBuild;
  return server;
}

export default async function setup(project: TestProject) {
  const work = await mkdtemp(path.join(tmpdir(), 'docgen-e2e-'));
  const servers: Server[] = [];
  const start = async (name: SiteTarget['name']): Promise<SiteTarget> => {
    const entries = await Promise.all(
      Object.entries(CONFIGS).map(async ([key, config]) => {
        const server = name === 'build' ? await built(config, path.join(work, key)) : await served(config);
        servers.push(server);
        return [key, server.url] as const;
      }),
    );
    return { name, ...(Object.fromEntries(entries) as Omit<SiteTarget, 'name'>) };
  };
  // One after the other: two cold builds at once only slow each other down on two cores.
  const targets = [await start('build'), await start('serve')];
  project.provide('targets', targets);
  return async () => {
    await Promise.all(servers.map((server) => server.close()));
    await rm(work, { recursive: true, force: true });
  };
}
