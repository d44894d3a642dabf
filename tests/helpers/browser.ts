// Real headless Chromium from Debian, driven by playwright-core, with a fresh profile per launch.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

export async function launchBrowser(): Promise<Browser> {
  const profile = await mkdtemp(path.join(tmpdir(), 'docgen-chromium-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  return {
    context,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Collects console errors and uncaught exceptions of a page: any of them fails a test. The one exception is
 * Chromium's own report of a document answered with 404, when the test expects exactly that.
 */
export function watchErrors(page: Page, options: { expectNotFound?: boolean } = {}): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const documentNotFound = message.text().includes('status of 404') && message.location().url === page.url();
    if (options.expectNotFound && documentNotFound) return;
    errors.push(`console.error: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}
