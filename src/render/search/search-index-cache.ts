// Serialising a locale's index takes longer than the rest of a warm build (about 0.4 s for the Chinese site), so
// an unchanged locale reuses the index of the previous build, kept beside the compiled-markdown cache.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { codeVersion } from '../package-root.js';

/** The serialised index of `records` (as JSON), from `dir` when this code built it before, else from `serialise`. */
export async function cachedSearchIndex(dir: string | undefined, locale: string, records: string, serialise: () => string): Promise<string> {
  if (!dir) return serialise();
  const key = createHash('sha256').update(codeVersion()).update('\u0000').update(records).digest('hex').slice(0, 16);
  const name = `search-${locale}-${key}.json`;
  const file = path.join(dir, name);
  if (existsSync(file)) return readFile(file, 'utf8');
  const content = serialise();
  await mkdir(dir, { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, content);
  await rename(temp, file);
  // Only the newest index of each locale is kept.
  const stale = new RegExp(`^search-${locale.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-[0-9a-f]{16}\\.json$`);
  for (const other of await readdir(dir)) if (other !== name && stale.test(other)) await rm(path.join(dir, other), { force: true });
  return content;
}
