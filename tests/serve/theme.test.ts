// A theme edit reaches the open page (server render and client bundle both), and a theme compile error shows
// over it until fixed. The edits go to a private copy of docgen, run as a separate `docgen serve` process, so
// the repository's own theme is never touched.
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchBrowser, watchErrors, type Browser } from '../helpers/browser.js';
import { waitFor } from '../helpers/dev-server.js';
import { repoRoot } from '../helpers/fixtures.js';

let copy: string;
let child: ChildProcess;
let output = '';
let url: string;
let browser: Browser;

beforeAll(async () => {
  copy = await mkdtemp(path.join(tmpdir(), 'docgen-copy-'));
  for (const entry of ['package.json', 'bin', 'src', 'theme', 'scripts']) await cp(path.join(repoRoot, entry), path.join(copy, entry), { recursive: true });
  await cp(path.join(repoRoot, 'tests/fixtures/serve'), path.join(copy, 'site'), { recursive: true });
  await symlink(path.join(repoRoot, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  await run(process.execPath, ['scripts/compile.mjs'], copy);
  child = spawn(process.execPath, ['bin/docgen.js', 'serve', '-c', 'site/docgen.config.ts', '--port', '0'], { cwd: copy, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk) => (output += String(chunk)));
  child.stderr!.on('data', (chunk) => (output += String(chunk)));
  url = await waitFor(() => /docgen serve: (http:\/\/127\.0\.0\.1:\d+\/site\/)/.exec(output)?.[1], 30_000, 'the server to start');
  await waitFor(() => output.includes('Built '), 60_000, 'the first build');
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  child?.kill('SIGTERM');
  if (copy) await rm(copy, { recursive: true, force: true });
});

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    spawn(command, args, { cwd, stdio: 'inherit' }).on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`))));
  });
}

/** How long any one step may take: every wait of the test is a step, so none can hold it up without a name. */
const STEP_MS = 30_000;

/**
 * Runs one step of the test within STEP_MS, whatever it awaits (some Playwright calls, such as `newPage` or
 * `count`, have no limit of their own); when it fails, the error says what the server printed and what the page shows.
 */
async function step<T>(page: Page | undefined, what: string, action: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${STEP_MS} ms`)), STEP_MS);
  });
  try {
    return await Promise.race([action(), limit]);
  } catch (error) {
    const shown = page
      ? await Promise.race([
          page.locator('#docgen-error-overlay [role=alert]').textContent({ timeout: 1000 }),
          new Promise<string>((resolve) => setTimeout(() => resolve('(the page does not answer)'), 2000)),
        ]).catch(() => '(no error overlay)')
      : '(no page yet)';
    throw new Error(`${what}: ${String(error)}\noverlay: ${shown}\nserver output:\n${output}`, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

test('a theme edit reloads the open page with the new theme; a theme compile error shows over it until fixed', async () => {
  const page = await step(undefined, 'a new tab', () => browser.context.newPage());
  const errors = watchErrors(page);
  await step(page, 'the first load', () => page.goto(`${url}guide/intro`, { timeout: STEP_MS }));
  await step(page, 'the first hydration', () => page.waitForSelector('html[data-hydrated="true"]', { timeout: STEP_MS }));
  const footer = path.join(copy, 'theme/Footer.tsx');
  const original = await readFile(footer, 'utf8');

  const edited = original.replace(/(<footer\b[^>]*>)/, '$1<p className="footer-edited">Theme edited</p>');
  expect(edited).not.toBe(original);
  await writeFile(footer, edited);
  await step(page, 'the edited footer', () => page.waitForSelector('.footer-edited', { timeout: STEP_MS }));
  await step(page, 'the edited page hydrated', () => page.waitForSelector('html[data-hydrated="true"]', { timeout: STEP_MS }));
  // Server render and client bundle agree: hydration found nothing to complain about.
  expect(errors).toEqual([]);

  await writeFile(footer, original.replace('return (', 'return (\n    <footer className="footer">{'));
  const overlay = page.locator('#docgen-error-overlay [role=alert]');
  await step(page, 'the compile error', () => expect.poll(() => overlay.textContent({ timeout: 5000 }), { timeout: STEP_MS - 10_000 }).toMatch(/theme\/Footer\.tsx:\d+:\d+/));
  expect(await step(page, 'the last good page', () => page.locator('.footer-edited').count())).toBe(1);

  await writeFile(footer, original);
  await step(page, 'the overlay gone after the fix', () => page.locator('#docgen-error-overlay').waitFor({ state: 'detached', timeout: STEP_MS }));
  await step(page, 'the original footer', () => page.locator('.footer-edited').waitFor({ state: 'detached', timeout: STEP_MS }));
  expect(errors).toEqual([]);
  expect(child.exitCode).toBeNull();
  await step(page, 'closing the tab', () => page.close());
  // Every wait is a step with its own limit, and the test's limit is above their sum: a wait that runs out says
  // which it was, what the server printed and what the page showed, instead of a bare timeout.
}, 11 * STEP_MS);
