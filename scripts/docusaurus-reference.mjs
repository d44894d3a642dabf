// The other side of `npm run bench`'s Docusaurus comparison: `docusaurus build` on the Docusaurus-shaped corpus
// (docusaurus-corpus.mjs), with Docusaurus installed from npm into a throwaway folder of the bench's work folder
// (never into docgen's own). The corpus gets a link to that folder's node_modules, as a project has its own.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { watchTreeRss } from './process-tree-rss.mjs';

const PACKAGES = ['@docusaurus/core@3', '@docusaurus/preset-classic@3', 'react@19', 'react-dom@19', 'clsx@2', 'prism-react-renderer@2'];

/** Installs Docusaurus into `dir` unless it is there; returns its version, or null when it cannot be installed. */
export function installDocusaurus(dir) {
  const cli = path.join(dir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  if (!existsSync(cli)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'package.json'), '{ "name": "docusaurus-reference", "private": true }\n');
    try {
      execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...PACKAGES], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
    } catch {
      return null;
    }
  }
  return JSON.parse(readFileSync(path.join(dir, 'node_modules/@docusaurus/core/package.json'), 'utf8')).version;
}

/** Lets the project at `project` use the packages installed in `installDir`. */
export function linkPackages(project, installDir) {
  const link = path.join(project, 'node_modules');
  rmSync(link, { recursive: true, force: true });
  symlinkSync(path.join(installDir, 'node_modules'), link, 'dir');
}

/** One `docusaurus build` of `project` into `out`; `cold` first removes its caches (webpack's and the generated files). */
export async function buildWithDocusaurus(project, installDir, out, { cold }) {
  if (cold) for (const dir of [path.join(project, '.docusaurus'), path.join(installDir, 'node_modules/.cache'), out]) rmSync(dir, { recursive: true, force: true });
  const start = performance.now();
  const child = spawn(process.execPath, [path.join(installDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', '--out-dir', out], {
    cwd: project,
    env: { ...process.env, CI: '1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const rss = watchTreeRss(child.pid);
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const code = await new Promise((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`docusaurus build failed:\n${stderr.slice(-2000)}`);
  return { ms: performance.now() - start, treeRssMiB: rss.stop() };
}

/** The HTML pages of a built site, by path. */
export function htmlPages(out) {
  return readdirSync(out, { recursive: true })
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}
