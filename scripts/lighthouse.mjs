// `npm run lighthouse`: Lighthouse's scores (performance, accessibility, best practices, SEO; mobile emulation,
// its default) for the home page, lua/motion and api/cli of the ArmKit site in both languages, built into a work
// folder and served by `docgen serve --no-watch`, in Debian's Chromium. Lighthouse is installed from npm into
// the work folder on first use (LIGHTHOUSE_DIR, bench-out/lighthouse by default): it is a measurement, not a
// dependency of docgen. Each score below the targets (100, and 95 for performance) lists the audits that cost it.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = path.resolve(process.env.LIGHTHOUSE_DIR ?? path.join(root, 'bench-out/lighthouse'));
const PAGES = ['', 'lua/motion', 'api/cli'];
const LOCALES = ['', 'en/'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

function installLighthouse() {
  if (existsSync(path.join(work, 'node_modules/lighthouse/package.json'))) return;
  mkdirSync(work, { recursive: true });
  if (!existsSync(path.join(work, 'package.json'))) writeFileSync(path.join(work, 'package.json'), '{ "private": true }\n');
  console.log(`installing lighthouse@13 into ${work}`);
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', 'lighthouse@13'], { cwd: work, stdio: 'inherit' });
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/** Serves `out` with `docgen serve --no-watch`; settles with its URL once it listens. */
async function serve(out) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'bin/docgen.js'), 'serve', '--no-watch', '--out', out, '--port', String(port)], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
  const url = await new Promise((resolve, reject) => {
    let said = '';
    child.stderr.on('data', (chunk) => {
      said += chunk;
      const match = /http:\/\/\S+\//.exec(said);
      if (match) resolve(match[0]);
    });
    child.on('exit', (code) => reject(new Error(`docgen serve exited with code ${code}`)));
  });
  return { url, stop: () => child.kill() };
}

installLighthouse();
const load = (name) => import(pathToFileURL(createRequire(path.join(work, 'package.json')).resolve(name)).href);
const { default: lighthouse } = await load('lighthouse');
const chromeLauncher = await load('chrome-launcher');
const version = createRequire(path.join(work, 'package.json'))('lighthouse/package.json').version;

const out = path.join(work, 'site');
if (!existsSync(path.join(root, 'dist/cli.js'))) execFileSync('npm', ['run', 'prepare'], { cwd: root, stdio: 'inherit' });
execFileSync(process.execPath, [path.join(root, 'bin/docgen.js'), 'build', '--out', out], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CI: '1' } });
const server = await serve(out);
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROMIUM_FLAGS });
console.log(`Lighthouse ${version}, mobile emulation, ${server.url} served by docgen serve --no-watch\n`);
console.log(`${'page'.padEnd(16)} ${CATEGORIES.map((c) => c.padStart(15)).join('')}`);
const misses = [];
try {
  for (const locale of LOCALES) {
    for (const page of PAGES) {
      const name = `/${locale}${page}`;
      const result = await lighthouse(server.url + locale + page, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
      const { categories, audits } = result.lhr;
      const scores = CATEGORIES.map((id) => Math.round((categories[id]?.score ?? 0) * 100));
      console.log(`${name.padEnd(16)} ${scores.map((s, i) => `${s}${s < TARGET[CATEGORIES[i]] ? ' !' : '  '}`.padStart(15)).join('')}`);
      for (const [i, id] of CATEGORIES.entries()) {
        if (scores[i] >= TARGET[id]) continue;
        const lost = categories[id].auditRefs.filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map((ref) => `${ref.id} (${audits[ref.id].displayValue ?? audits[ref.id].score})`);
        misses.push(`${name} ${id}: ${lost.join(', ')}`);
      }
    }
  }
} finally {
  await chrome.kill();
  server.stop();
}
if (misses.length) console.log(`\nbelow target:\n${misses.map((m) => `  ${m}`).join('\n')}`);
