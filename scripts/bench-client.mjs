// The browser side of `npm run bench`: first-view JavaScript of a doc page, and the time from pressing
// Ctrl+K to the first search hits on screen (loading the modal and the index included), in Chromium.
// Usage: node scripts/bench-client.mjs <built site folder> <base path> <config> [<page>=<query> ...]
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [siteDir = path.join(root, 'build'), base = '/armkit/', config = path.join(root, 'content/docgen.config.ts'), ...searches] = process.argv.slice(2);
const queries = searches.length
  ? searches.map((pair) => pair.split('='))
  : [
      ['en/lua/motion', 'MovJ'],
      ['lua/motion', '机械臂'],
      ['en/api/cli', 'coordinate system'],
    ];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function downloaded(files) {
  return [...files].reduce((sum, file) => sum + gzipSync(readFileSync(path.join(siteDir, file))).length, 0);
}

function firstViewJs(page) {
  const html = readFileSync(path.join(siteDir, page, 'index.html'), 'utf8');
  const urls = [...html.matchAll(/<(?:script type="module" src|link rel="modulepreload" href)="([^"]+)"/g)].map((m) => m[1]);
  const sizes = urls.map((url) => gzipSync(readFileSync(path.join(siteDir, url.slice(base.length))), { level: 9 }).length);
  return { files: urls.length, gzip: sizes.reduce((a, b) => a + b, 0) };
}

// FIRST_VIEW: more pages to report, as `label=page,label=page`; FIRST_VIEW_ONLY: no search figures.
for (const [label, page] of [['doc page', queries[0][0]], ...(process.env.FIRST_VIEW?.split(',').map((pair) => pair.split('=')) ?? [])]) {
  const view = firstViewJs(page);
  console.log(`first-view JavaScript (${label})`.padEnd(56) + `${(view.gzip / 1024).toFixed(1)} KB gzip in ${view.files} files`);
}
if (process.env.FIRST_VIEW_ONLY) process.exit(0);

if (!existsSync(CHROMIUM)) {
  console.log('search latency: skipped (no Chromium at ' + CHROMIUM + ')');
  process.exit(0);
}

const port = 4000 + Math.floor(Math.random() * 1000);
const server = spawn(process.execPath, [path.join(root, 'bin/docgen.js'), 'serve', '--no-watch', '--config', config, '--out', siteDir, '--port', String(port)], { stdio: ['ignore', 'pipe', 'pipe'] });
let serverOutput = '';
server.stdout.on('data', (chunk) => (serverOutput += chunk));
server.stderr.on('data', (chunk) => (serverOutput += chunk));
// A busy machine can take a while to start Node and load the config: wait until it answers, or says why not.
for (;;) {
  const up = await fetch(`http://127.0.0.1:${port}${base}`).then((r) => r.ok, () => false);
  if (up) break;
  if (server.exitCode !== null) throw new Error(`the preview server did not start:\n${serverOutput}`);
  await new Promise((resolve) => setTimeout(resolve, 100));
}
const { chromium } = await import('playwright-core');
const profile = mkdtempSync(path.join(tmpdir(), 'docgen-bench-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  for (const [page, query] of queries) {
    const tab = await context.newPage();
    // What the search downloads: the index (or a sharded index's head and the shards the query needs).
    const searchFiles = new Set();
    tab.on('response', (response) => {
      const file = new URL(response.url()).pathname.slice(base.length);
      if (/^assets\/search-/.test(file)) searchFiles.add(file);
    });
    await tab.goto(`http://127.0.0.1:${port}${base}${page}`);
    await tab.waitForSelector('html[data-hydrated="true"]');
    // Timed inside the page, with no automation round trip in between: the shortcut, then the query typed as
    // soon as the input exists, then the first hit in the DOM. Neither the modal nor the index was loaded.
    const marks = await tab.evaluate(
      (q) =>
        new Promise((resolve) => {
          const marks = { shortcut: performance.now() };
          setTimeout(() => resolve({ ...marks, failed: document.querySelector('.DocSearch-Dropdown')?.textContent ?? 'no modal' }), 30_000);
          new MutationObserver((_, observer) => {
            const input = document.querySelector('.DocSearch-Input');
            if (input && !marks.open) {
              marks.open = performance.now();
              const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
              setValue.call(input, q);
              input.dispatchEvent(new Event('input', { bubbles: true }));
            }
            if (document.querySelector('.DocSearch-Hit-source')) {
              marks.hit = performance.now();
              observer.disconnect();
              resolve(marks);
            }
          }).observe(document.body, { childList: true, subtree: true });
          window.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true }));
        }),
      query,
    );
    if (marks.failed !== undefined) throw new Error(`search "${query}" on /${page}: no hits within 30 s; the modal shows: ${marks.failed.slice(0, 200)}`);
    console.log(
      `search "${query}" on /${page}`.padEnd(44) +
        `modal open ${String(Math.round(marks.open - marks.shortcut)).padStart(4)} ms, first hits ${String(Math.round(marks.hit - marks.shortcut)).padStart(4)} ms after Ctrl+K (${Math.round(marks.hit - marks.open)} ms after the query)` +
        `, index downloaded ${(downloaded(searchFiles) / 1024).toFixed(1)} KB gzip in ${searchFiles.size} files`,
    );
    await tab.close();
  }
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
  server.kill();
}
