// The ArmKit site through `docgen serve` passes the browser suite the built site passes (tests/e2e/smoke.test.ts).
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createLogger } from '../../src/cli/logger.js';
import { startDevServer, type DevServer } from '../../src/cli/serve/dev-server.js';
import { launchBrowser, watchErrors, type Browser } from '../helpers/browser.js';
import { repoRoot } from '../helpers/fixtures.js';
import { defineSiteSuite } from '../helpers/site-suite.js';

let server: DevServer;
let browser: Browser;

beforeAll(async () => {
  const quiet = { isTTY: false, write: () => true } as unknown as NodeJS.WriteStream;
  const configPath = path.join(repoRoot, 'content/docgen.config.ts');
  [server, browser] = await Promise.all([
    startDevServer({ configPath, port: 0, logger: createLogger({ stream: quiet }), cacheFile: path.join(repoRoot, 'content/.docgen/cache/markdown.bin') }),
    launchBrowser(),
  ]);
  await server.firstBuild;
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

defineSiteSuite('the ArmKit site served by docgen serve, in Chromium', () => ({ url: server.url, browser }));

test('mermaid diagrams draw, from the separately bundled mermaid of the dev server', async () => {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  await page.goto(`${server.url}en/lua/flow`);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.locator('.mermaid-diagram .mermaid-svg svg').first().waitFor({ timeout: 30_000 });
  expect(errors).toEqual([]);
  await page.close();
});
