// The `docgen serve` figures of `npm run bench`: time from starting the server to the first page served and to
// its first paint in Chromium (with the compiled-markdown cache of an earlier run, and without it), and from
// saving a doc to the updated page in Chromium. Each server is a separate `node bin/docgen.js serve` process, as a writer starts it.
// BENCH_EDITS sets the number of edits; BENCH_PERF=1 prints the server's stage times of each rebuild.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { treeRss, watchTreeRss } from './process-tree-rss.mjs';

const EDITS = Number(process.env.BENCH_EDITS ?? 7);

/** Starts the server; resolves with its URL and a stop function once it prints its address. */
function startServer(root, config) {
  const start = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'bin/docgen.js'), 'serve', '-c', config, '--port', '0', ...(process.env.BENCH_PERF ? ['--perf'] : [])], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, CI: '1' } });
  let output = '';
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`docgen serve exited with ${code}:\n${output}`)));
    child.stderr.on('data', (chunk) => {
      output += String(chunk);
      const url = /docgen serve: (\S+)/.exec(output)?.[1];
      if (url) resolve({ url, start, pid: child.pid, output: () => output, stop: () => (child.removeAllListeners('exit'), child.kill('SIGTERM')) });
    });
  });
}

async function firstServed(url, start) {
  for (let tries = 0; ; tries++) {
    const response = await fetch(url).catch(() => undefined);
    if (response?.status === 200) return performance.now() - start;
    if (tries > 6000) throw new Error(`${url} was not served: ${response?.status}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** The first build is done (its cache is what a warm start reads). */
async function built(server) {
  for (let tries = 0; !server.output().includes('Built '); tries++) {
    if (tries > 2400) throw new Error(`the first build did not finish:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function measureStart(root, config, route, cold, browser) {
  if (cold) rmSync(path.join(path.dirname(config), '.docgen/cache'), { recursive: true, force: true });
  const wall = Date.now() - performance.now();
  const server = await startServer(root, config);
  let ms;
  if (!browser) ms = await firstServed(server.url + route, server.start);
  else {
    // Shown: the page's first contentful paint (its CSS arrives with the client bundle).
    const page = await browser.newPage();
    await page.goto(server.url + route);
    const paint = await page.evaluate(() => new Promise((resolve) => {
      const found = () => performance.getEntriesByName('first-contentful-paint')[0];
      const wait = () => (found() ? resolve(performance.timeOrigin + found().startTime) : setTimeout(wait, 10));
      wait();
    }));
    ms = paint - (wall + server.start);
    await page.close();
  }
  await built(server);
  server.stop();
  return ms;
}

async function measureEdits(root, config, route, file) {
  const server = await startServer(root, config);
  await built(server);
  const browser = await launch();
  const text = readFileSync(file, 'utf8');
  const times = [];
  const rebuilds = [];
  const rssBefore = treeRss(server.pid);
  const rss = watchTreeRss(server.pid);
  let rssAfter;
  let rssPeak;
  try {
    const page = await browser.newPage();
    await page.goto(server.url + route);
    await page.waitForSelector('html[data-hydrated="true"]');
    for (let i = 0; i <= EDITS; i++) {
      await new Promise((resolve) => setTimeout(resolve, 400));
      const marker = `Bench edit ${i} at ${Date.now()}.`;
      const start = performance.now();
      writeFileSync(file, `${text}\n\n${marker}\n`);
      await page.waitForFunction((m) => document.querySelector('.markdown')?.textContent?.includes(m), marker, { polling: 5, timeout: 30_000 });
      if (i === 0) continue; // the first edit warms the compiler up
      times.push(performance.now() - start);
      // The server's own part: from the file event to the new page ready (its log line).
      while (server.output().match(/Updated /g)?.length !== i + 1) await new Promise((resolve) => setTimeout(resolve, 5));
      if (process.env.BENCH_PERF) console.log(`  Updated ${server.output().split('Updated ').at(-1).trimEnd()}`);
      rebuilds.push(Number([...server.output().matchAll(/Updated [^\n]* in (\d+) ms/g)].at(-1)?.[1]));
    }
    rssAfter = treeRss(server.pid);
  } finally {
    rssPeak = rss.stop();
    writeFileSync(file, text);
    await browser.close();
    server.stop();
  }
  const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  return { median: median(times), max: Math.max(...times), rebuild: median(rebuilds), rss: { before: rssBefore, after: rssAfter, peak: rssPeak } };
}

const launch = () => chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });

const ms = (value) => `${value.toFixed(0).padStart(5)} ms`;

/** One site: first page served cold and warm, then edit → updated page for each file given. */
export async function benchServe(root, name, config, { startRoutes, edits }) {
  const browser = startRoutes.length ? await launch() : undefined;
  for (const route of startRoutes) {
    const cold = await measureStart(root, config, route, true);
    const warm = await measureStart(root, config, route, false);
    console.log(`${`${name}: first page ${route || 'home'} served`.padEnd(58)} cold cache ${ms(cold)}   warm cache ${ms(warm)}`);
    const coldShown = await measureStart(root, config, route, true, browser);
    const warmShown = await measureStart(root, config, route, false, browser);
    console.log(`${`${name}: first page ${route || 'home'} shown in Chromium`.padEnd(58)} cold cache ${ms(coldShown)}   warm cache ${ms(warmShown)}`);
  }
  await browser?.close();
  for (const { route, file } of edits) {
    const { median, max, rebuild, rss } = await measureEdits(root, config, route, file);
    console.log(`${`${name}: edit → updated ${route}`.padEnd(58)} median ${ms(median)}   max ${ms(max)}   server rebuild ${ms(rebuild)}   (${EDITS} edits, in Chromium)`);
    const mib = (value) => (value === null ? '?' : `${value.toFixed(0)} MiB`);
    console.log(`${`${name}: server's memory (all its processes)`.padEnd(58)} after its first build ${mib(rss.before)}   after ${EDITS} edits ${mib(rss.after)}   peak ${mib(rss.peak)}`);
  }
}
