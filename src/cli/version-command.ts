// `docgen version <name>`: keeps the current docs of every locale as a released version (see
// src/render/versions/snapshot-version.ts). Exit code 1 when it cannot.
import path from 'node:path';
import type { Command } from 'commander';
import { loadConfig } from '../render/config/load-config.js';
import { VERSIONS_FILE } from '../render/versions/site-versions.js';
import { snapshotVersion } from '../render/versions/snapshot-version.js';
import { DEFAULT_CONFIG, siteConfigPath } from './defaults.js';
import { createLogger } from './logger.js';

export function registerVersion(program: Command): void {
  program
    .command('version')
    .argument('<name>', 'the version\'s name, such as 3.2')
    .description('keep the current docs of every locale as a released version (versioned_docs/, versions.json)')
    .option('-c, --config <path>', 'config file', DEFAULT_CONFIG)
    .action(async (name: string, options: { config: string }) => {
      process.exitCode = await runVersion(name, options);
    });
}

export async function runVersion(name: string, options: { config: string }): Promise<number> {
  const logger = createLogger();
  try {
    const config = await loadConfig(siteConfigPath(options.config));
    const { folder, docs, versions } = await snapshotVersion(config, name);
    logger.info(
      `Version ${name}: ${docs} doc files of ${config.locales.length} locale${config.locales.length === 1 ? '' : 's'} kept in ${path.relative(process.cwd(), folder)}/; ` +
        `${VERSIONS_FILE} lists ${versions.join(', ')}. Commit both.`,
    );
    return 0;
  } catch (error) {
    logger.error(error);
    return 1;
  }
}
