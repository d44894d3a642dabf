// Loads content/docgen.config.ts: compiles it with esbuild, imports it, validates it once.
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DocgenError } from '../errors.js';
import { bundleUserModule } from './bundle-user-module.js';
import { isRunning } from '../running-process.js';
import { formatConfigIssue, issueLine } from './format-config-issues.js';
import { configSchema } from './schema.js';
import { evaluateModule } from '../docusaurus/evaluate-config.js';
import { fromDocusaurus, localesOf, type ThemeTranslations } from '../docusaurus/from-docusaurus.js';
import { readMessages, translationFile } from '../docusaurus/translations.js';
import { docusaurusVersion, isDocusaurusConfig } from '../docusaurus/project.js';
import { resolveConfig, type SiteConfig } from './site-config.js';
import { readVersions, VERSIONS_FILE } from '../versions/site-versions.js';

export interface LoadOptions {
  /**
   * How long the config may take to load. Where something else keeps the process alive (the dev server), a
   * config that never settles cannot be told from a slow one: after this long it is an error.
   */
  timeoutMs?: number;
}

export async function loadConfig(configPath: string, options: LoadOptions = {}): Promise<SiteConfig> {
  const file = path.resolve(configPath);
  if (!existsSync(file)) {
    throw new DocgenError('config/not-found', `Config file not found: ${file}`, {
      hint: 'Create content/docgen.config.ts or pass --config <path>.',
    });
  }
  if (isDocusaurusConfig(file)) return loadDocusaurusConfig(file);
  return validateConfig(await importConfigModule(file, options.timeoutMs), file, readFileSync(file, 'utf8'));
}

/** A Docusaurus project's config, read as docgen's (docusaurus/from-docusaurus.ts); its content in its own folders. */
async function loadDocusaurusConfig(file: string): Promise<SiteConfig> {
  const source = readFileSync(file, 'utf8');
  const { value, missing } = await evaluateModule(file, { call: true });
  const theme = (name: string, locale: string) => readMessages(translationFile(path.dirname(file), locale, 'docusaurus-theme-classic', name));
  const translations: ThemeTranslations = Object.fromEntries(localesOf(value).map((locale) => [locale, { navbar: theme('navbar', locale), footer: theme('footer', locale) }]));
  const released = await readVersions(path.join(path.dirname(file), VERSIONS_FILE));
  const { config, warnings } = fromDocusaurus(value, file, source, missing, translations, released);
  // Docusaurus made author pages from 3.5 on: a project on an earlier one has none.
  const [major, minor] = docusaurusVersion(path.dirname(file)) ?? [Infinity, 0];
  if (major < 3 || (major === 3 && minor < 5)) config.blog = { ...(config.blog as object | undefined), authorPages: false };
  return validateConfig(config, file, source, { layout: 'docusaurus', warnings });
}

/**
 * `source` is the config's text, to point at the line of each problem; `read`: how the config was read (a
 * Docusaurus project's names docgen's keys otherwise).
 */
export function validateConfig(raw: unknown, file: string, source?: string, read?: Pick<SiteConfig, 'layout' | 'warnings'>): SiteConfig {
  const result = configSchema.safeParse(raw, { reportInput: true });
  if (!result.success) {
    // In the order of the file, so that the error's line is the first problem's.
    const issues = result.error.issues
      .map((issue) => ({ message: formatConfigIssue(issue), line: source === undefined ? undefined : issueLine(issue, source) }))
      .sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity));
    const lines = issues.map(({ message, line }) => `  - ${line === undefined ? '' : `line ${line}: `}${message}`);
    throw new DocgenError('config/invalid', `Invalid config:\n${lines.join('\n')}`, {
      file,
      line: issues[0]?.line,
      hint:
        read?.layout === 'docusaurus'
          ? 'The keys above are docgen\'s, read from the Docusaurus config: the README\'s "Coming from Docusaurus" says which option each comes from.'
          : 'Fix the keys above; the README lists every config key with its type and default.',
    });
  }
  return resolveConfig(result.data, file, read);
}

async function importConfigModule(file: string, timeoutMs?: number): Promise<unknown> {
  const code = await bundleUserModule(
    file,
    {
      format: 'esm',
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
    },
    { code: 'config/syntax', message: 'Could not compile the config' },
  );
  // Written next to the config so that its imports resolve from the site's node_modules; named after this
  // process, so that the copies a killed run left are removed by the next one.
  const dir = path.dirname(file);
  removeLeftovers(dir);
  const temp = path.join(dir, `.docgen.config.${process.pid}-${randomBytes(4).toString('hex')}.mjs`);
  await writeFile(temp, code);
  const unsettled = neverSettles(file, timeoutMs);
  try {
    const mod = (await Promise.race([import(pathToFileURL(temp).href), unsettled.promise])) as { default?: unknown };
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
    unsettled.stop();
    await rm(temp, { force: true });
  }
}

/**
 * Rejects when nothing is left to do but the config's top-level await: a promise that can never settle (Node
 * would otherwise exit silently with code 13, leaving the compiled copy behind); or after `timeoutMs`.
 */
function neverSettles(file: string, timeoutMs?: number): { promise: Promise<never>; stop(): void } {
  let fail = (_seconds?: number) => {};
  const promise = new Promise<never>((_, reject) => {
    fail = (seconds) =>
      reject(
        new DocgenError('config/unsettled', seconds === undefined ? 'The config never finishes loading: it awaits a promise that can never settle.' : `The config has not finished loading after ${seconds} s.`, {
          file,
          hint: 'Look for a top-level `await` whose promise is never resolved or rejected.',
        }),
      );
  });
  const onIdle = () => fail();
  process.once('beforeExit', onIdle);
  const timer = timeoutMs === undefined ? undefined : setTimeout(() => fail(timeoutMs / 1000), timeoutMs).unref();
  return {
    promise,
    stop: () => {
      process.off('beforeExit', onIdle);
      clearTimeout(timer);
    },
  };
}

/** Compiled configs of runs that were killed while loading them. */
function removeLeftovers(dir: string): void {
  for (const name of readdirSync(dir)) {
    const match = /^\.docgen\.config\.(?:(\d+)-)?[0-9a-f]+\.mjs$/.exec(name);
    if (match && (match[1] === undefined || !isRunning(Number(match[1])))) rmSync(path.join(dir, name), { force: true });
  }
}
