// `docgen check-links`: the link gate for CI. Exit code 1 when anything fails, 0 otherwise.
import path from 'node:path';
import type { Command } from 'commander';
import { formatError } from '../render/errors.js';
import { checkSiteLinks } from '../render/links/check-site-links.js';
import { formatLinkReport, linkReportJson } from '../render/links/link-report.js';
import { cacheDirFor, DEFAULT_CONFIG, parseThreads, THREADS_HELP, siteConfigPath } from './defaults.js';

export interface CheckLinksOptions {
  config: string;
  dir?: string;
  strict?: boolean;
  format: string;
  cache: boolean;
  threads?: number;
}

export function registerCheckLinks(program: Command): void {
  program
    .command('check-links')
    .description('check every link of the site in every locale; broken links fail (exit code 1)')
    .option('-c, --config <path>', 'config file', DEFAULT_CONFIG)
    .option('-d, --dir <dir>', 'check this built site instead of building in memory')
    .option('--strict', 'fail on warnings too (broken markdown links and anchors)')
    .option('--format <format>', 'report format: text or json', 'text')
    .option('--no-cache', 'ignore the compiled-markdown cache')
    .option('--threads <n>', THREADS_HELP, parseThreads)
    .action(async (options: CheckLinksOptions) => {
      process.exitCode = await runCheckLinks(options);
    });
}

/** `io` lets tests capture the report and print paths relative to a fixture. */
export async function runCheckLinks(options: CheckLinksOptions, io: { out?: NodeJS.WritableStream; err?: NodeJS.WritableStream; cwd?: string } = {}): Promise<number> {
  const { out = process.stdout, err = process.stderr, cwd = process.cwd() } = io;
  if (options.format !== 'text' && options.format !== 'json') {
    err.write(`error: --format must be "text" or "json", not "${options.format}".\n`);
    return 2;
  }
  try {
    const configPath = siteConfigPath(options.config, cwd);
    const { report } = await checkSiteLinks({
      configPath,
      dir: options.dir && path.resolve(cwd, options.dir),
      strict: options.strict,
      threads: options.threads,
      cacheFile: options.cache ? path.join(cacheDirFor(configPath), 'markdown.bin') : undefined,
    });
    out.write(options.format === 'json' ? `${JSON.stringify(linkReportJson(report, { cwd }), null, 2)}\n` : `${formatLinkReport(report, { cwd })}\n`);
    return report.errors.length ? 1 : 0;
  } catch (error) {
    // The site could not be read: a bad config or frontmatter. That fails the gate too.
    if (options.format === 'json') out.write(`${JSON.stringify({ ok: false, failure: formatError(error, cwd) }, null, 2)}\n`);
    else err.write(`error: ${formatError(error, cwd)}\n`);
    return 1;
  }
}
