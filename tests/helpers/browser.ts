// Real headless Chromium from Debian, driven by playwright-core, with a fresh profile per launch.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

/** What the browser's one context is: its viewport, and a phone's touch screen or JavaScript turned off when a test needs them. */
export type BrowserOptions = Pick<NonNullable<Parameters<typeof chromium.launchPersistentContext>[1]>, 'viewport' | 'hasTouch' | 'isMobile' | 'javaScriptEnabled'>;

export async function launchBrowser(options: BrowserOptions = {}): Promise<Browser> {
  const profile = await mkdtemp(path.join(tmpdir(), 'docgen-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    ...options,
    viewport: options.viewport ?? { width: 1280, height: 800 },
  });
  return {
    context,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** One browser for the tests of a file (or of a describe block): launched before them, closed after. Call at the top of the file (or block). */
export function useBrowser(options: BrowserOptions = {}): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser(options);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is not running: call useBrowser() at the top of the test file.');
    return browser;
  };
}

export interface WatchOptions {
  /** The test loads a document that the server answers with 404; Chromium reports that as a console error. */
  expectNotFound?: boolean;
  /** Console errors the test provokes on purpose (an aborted request, a deliberate crash). */
  allow?: RegExp[];
}

/** Collects console errors and uncaught exceptions of a page: any of them fails a test. */
export function watchErrors(page: Page, options: WatchOptions = {}): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const documentNotFound = message.text().includes('status of 404') && message.location().url === page.url();
    if (options.expectNotFound && documentNotFound) return;
    if (options.allow?.some((pattern) => pattern.test(message.text()))) return;
    errors.push(`console.error: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

/** Opens a URL in a new tab, watching for errors, and waits until React has hydrated the page. */
export async function openPage(browser: Browser, url: string, options: WatchOptions = {}): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.context.newPage();
  const errors = watchErrors(page, options);
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated="true"]');
  return { page, errors };
}

/** Makes every use of `localStorage` in the page throw, as a browser with storage denied does. */
export async function denyStorage(page: Page): Promise<void> {
  await page.addInitScript(() =>
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The user denied storage', 'SecurityError');
      },
    }),
  );
}
