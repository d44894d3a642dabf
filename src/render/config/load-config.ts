// Loads content/docgen.config.ts: compiles it with esbuild, imports it, validates it once.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { DocgenError } from '../errors.js';
import { esbuildError } from '../esbuild-error.js';
import { formatConfigIssue } from './format-config-issues.js';
import { configSchema } from './schema.js';
import { resolveConfig, type SiteConfig } from './site-config.js';

export async function loadConfig(configPath: string): Promise<SiteConfig> {
  const file = path.resolve(configPath);
  if (!existsSync(file)) {
    throw new DocgenError('config/not-found', `Config file not found: ${file}`, {
      hint: 'Create content/docgen.config.ts or pass --config <path>.',
    });
  }
  return validateConfig(await importConfigModule(file), file);
}

export function validateConfig(raw: unknown, file: string): SiteConfig {
  const result = configSchema.safeParse(raw, { reportInput: true });
  if (!result.success) {
    const messages = result.error.issues.map(formatConfigIssue);
    throw new DocgenError('config/invalid', `Invalid config:\n${messages.map((m) => `  - ${m}`).join('\n')}`, {
      file,
      hint: 'Fix the keys above; the README lists every config key with its type and default.',
    });
  }
  return resolveConfig(result.data, file);
}

async function importConfigModule(file: string): Promise<unknown> {
  let code: string;
  try {
    const result = await build({
      entryPoints: [file],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      // `import { defineConfig } from 'docgen'` needs no installed copy of docgen: it is an identity function.
      plugins: [
        {
          name: 'docgen-self',
          setup(b) {
            b.onResolve({ filter: /^docgen$/ }, () => ({ path: 'docgen', namespace: 'docgen-self' }));
            b.onLoad({ filter: /.*/, namespace: 'docgen-self' }, () => ({
              contents: 'export function defineConfig(config) { return config; }',
              loader: 'js',
            }));
          },
        },
      ],
      logLevel: 'silent',
    });
    code = result.outputFiles[0]!.text;
  } catch (cause) {
    throw esbuildError('config/syntax', 'Could not compile the config', cause, file);
  }
  // Written next to the config so that its imports resolve from the site's node_modules.
  const temp = path.join(path.dirname(file), `.docgen.config.${randomBytes(4).toString('hex')}.mjs`);
  await writeFile(temp, code);
  try {
    const mod = (await import(pathToFileURL(temp).href)) as { default?: unknown };
    if (mod.default === undefined) {
      throw new DocgenError('config/no-default', 'The config file has no default export.', {
        file,
        hint: 'End it with `export default defineConfig({ ... })`.',
      });
    }
    return mod.default;
  } catch (cause) {
    if (cause instanceof DocgenError) throw cause;
    throw new DocgenError('config/evaluate', `The config threw while loading: ${(cause as Error).message}`, { file, cause });
  } finally {
    await rm(temp, { force: true });
  }
}
