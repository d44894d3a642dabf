// The script a worker thread runs: `dist/<name>.js` beside the compiled CLI; run from its sources (the tests),
// the worker is bundled from its sources once per process, so that it never runs older code than the rest.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { packageRoot } from './package-root.js';

/** Each worker's entry, by the name scripts/compile.mjs gives its output in dist/. */
export const WORKER_ENTRIES = {
  'compile-worker': 'src/render/markdown/compile-worker.ts',
  'search-worker': 'src/render/search/search-worker.ts',
} as const;

export type WorkerName = keyof typeof WORKER_ENTRIES;

const bundled = new Map<WorkerName, Promise<string>>();

export function workerScript(name: WorkerName): Promise<string> {
  const here = fileURLToPath(import.meta.url);
  if (path.basename(path.dirname(here)) === 'dist') return Promise.resolve(path.join(path.dirname(here), `${name}.js`));
  let script = bundled.get(name);
  if (!script) bundled.set(name, (script = bundle(name)));
  return script;
}

async function bundle(name: WorkerName): Promise<string> {
  const result = await build({
    entryPoints: [path.join(packageRoot(), WORKER_ENTRIES[name])],
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.contents;
  // Inside node_modules, so that the packages it imports resolve as they do for the rest of docgen; named
  // after its content, so that processes running the same code share one file.
  const outfile = path.join(packageRoot(), 'node_modules/.cache/docgen', `${name}-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
  await mkdir(path.dirname(outfile), { recursive: true });
  if (!existsSync(outfile)) await writeFile(`${outfile}.${process.pid}`, code).then(() => rename(`${outfile}.${process.pid}`, outfile));
  return outfile;
}
