// Keeps the validated frontmatter of the last build on disk (see `validatedYaml`), next to the markdown cache.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { deserialize, serialize } from 'node:v8';
import { takeUsedYaml, validatedYaml, type Frontmatter } from '../content/frontmatter.js';
import { codeVersion } from '../package-root.js';
import { replaceFile } from './replace-file.js';

interface Stored {
  /** Another docgen may validate frontmatter differently. */
  version: string;
  entries: [yaml: string, frontmatter: Frontmatter][];
}

/** Loads the stored frontmatter; returns the YAML texts it holds. */
export async function loadFrontmatterCache(file: string): Promise<Set<string>> {
  const loaded = new Set<string>();
  if (!existsSync(file)) return loaded;
  try {
    const stored = deserialize(await readFile(file)) as Stored;
    if (stored.version !== codeVersion()) return loaded;
    for (const [yaml, frontmatter] of stored.entries) {
      if (!validatedYaml.has(yaml)) validatedYaml.set(yaml, frontmatter);
      loaded.add(yaml);
    }
  } catch {
    // A torn write or another Node version: the YAML is simply parsed again.
  }
  return loaded;
}

/** Stores the frontmatter this build read, unless it is exactly what was loaded. */
export async function saveFrontmatterCache(file: string, loaded: Set<string>): Promise<void> {
  const used = takeUsedYaml();
  if (used.size === loaded.size && [...used].every((yaml) => loaded.has(yaml))) return;
  const entries = [...used].flatMap((yaml): Stored['entries'] => {
    const frontmatter = validatedYaml.get(yaml);
    return frontmatter ? [[yaml, frontmatter]] : [];
  });
  await replaceFile(file, serialize({ version: codeVersion(), entries } satisfies Stored));
}
