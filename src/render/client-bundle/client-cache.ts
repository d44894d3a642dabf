// Bundling the client takes about a second of esbuild, more than the rest of a warm build. The bundle of the
// previous build is kept on disk with the list of files it was made from (esbuild's metafile): when none of
// them changed (size and mtime) and the options are the same, it is used again.
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { version as esbuildVersion, type Metafile } from 'esbuild';
import { codeVersion, packageRoot } from '../package-root.js';
import type { ClientOptions } from './build-client.js';
import { replaceFile } from '../cache/replace-file.js';

export interface BundleOutput {
  outputFiles: { path: string; contents: Uint8Array }[];
  metafile: Metafile;
}

interface Stored {
  key: string;
  inputs: [file: string, size: number, mtimeMs: number][];
  output: BundleOutput;
}

export async function cachedBundle(file: string | undefined, options: ClientOptions, bundle: () => Promise<BundleOutput>): Promise<BundleOutput> {
  if (!file) return bundle();
  const key = createHash('sha256').update(JSON.stringify([codeVersion(), esbuildVersion, options])).digest('hex');
  const stored = await readStored(file);
  if (stored?.key === key && stored.inputs.every(([input, size, mtimeMs]) => unchanged(input, size, mtimeMs))) return stored.output;
  const output = await bundle();
  const root = packageRoot();
  // Inputs from plugins' virtual namespaces ("docgen:pages") follow from the options, which are in the key.
  const inputs = Object.keys(output.metafile.inputs)
    .filter((input) => !/^[a-z-]+:/i.test(input))
    .map((input): Stored['inputs'][number] => {
      const abs = path.resolve(root, input);
      const stat = statSync(abs, { throwIfNoEntry: false });
      return [abs, stat?.size ?? -1, stat?.mtimeMs ?? -1];
    });
  const plain = { outputFiles: output.outputFiles.map(({ path, contents }) => ({ path, contents })), metafile: output.metafile };
  await replaceFile(file, serialize({ key, inputs, output: plain } satisfies Stored));
  return output;
}

async function readStored(file: string): Promise<Stored | undefined> {
  if (!existsSync(file)) return undefined;
  try {
    return deserialize(await readFile(file)) as Stored;
  } catch {
    return undefined; // a torn write or another Node version: bundle again
  }
}

function unchanged(file: string, size: number, mtimeMs: number): boolean {
  const stat = statSync(file, { throwIfNoEntry: false });
  return stat !== undefined && stat.size === size && stat.mtimeMs === mtimeMs;
}
