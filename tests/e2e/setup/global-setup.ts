// Builds the ArmKit site and the client fixture once for every browser suite, and serves both over HTTP on
// 127.0.0.1 as a static host would.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { serveStatic, type StaticServer } from '../../../src/cli/serve/static-server.js';
import { buildSite } from '../../../src/render/build.js';
import { writeSite } from '../../../src/render/emit/write-site.js';
import { fixtureConfig, repoRoot } from '../../helpers/fixtures.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the built ArmKit site, ending in its base path: http://127.0.0.1:port/armkit/ */
    siteUrl: string;
    /** URL of the built client fixture: http://127.0.0.1:port/kit/ */
    fixtureUrl: string;
    /** The client fixture with hosted search configured: http://127.0.0.1:port/hosted/ */
    hostedUrl: string;
    /** The build folder of the ArmKit site, for tests that read the output. */
    siteDir: string;
  }
}

async function buildAndServe(configPath: string, dir: string): Promise<StaticServer> {
  const result = await buildSite({ configPath });
  await writeSite(result.files, dir);
  return serveStatic({ dir, base: result.config.base, localePrefixes: result.config.locales.map((l) => l.prefix).filter(Boolean) });
}

export default async function setup(project: TestProject) {
  const work = await mkdtemp(path.join(tmpdir(), 'docgen-e2e-'));
  const [site, fixture, hosted] = await Promise.all([
    buildAndServe(path.join(repoRoot, 'content/docgen.config.ts'), path.join(work, 'site')),
    buildAndServe(fixtureConfig('client'), path.join(work, 'fixture')),
    buildAndServe(path.join(path.dirname(fixtureConfig('client')), 'docgen.hosted.config.ts'), path.join(work, 'hosted')),
  ]);
  project.provide('siteUrl', site.url);
  project.provide('fixtureUrl', fixture.url);
  project.provide('hostedUrl', hosted.url);
  project.provide('siteDir', path.join(work, 'site'));
  return async () => {
    await Promise.all([site.close(), fixture.close(), hosted.close()]);
    await rm(work, { recursive: true, force: true });
  };
}
