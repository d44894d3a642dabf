import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Command } from 'commander';
import { cacheDirFor, DEFAULT_CONFIG, DEFAULT_OUT, parseThreads, THREADS_HELP, siteConfigPath } from './defaults.js';
import { buildSite, type BuildResult } from '../render/build.js';
import type { CompressStats } from '../render/emit/compress-output.js';
import { OutputWriter } from '../render/emit/write-site.js';
import { DocgenError, DocgenErrors, formatError } from '../render/errors.js';
import { LinkCheckError } from '../render/links/check-links.js';
import { formatLinkReport } from '../render/links/link-report.js';
import { createLogger } from './logger.js';

export interface BuildCommandOptions {
  config: string;
  out: string;
  dev?: boolean;
  perf?: boolean;
  /** Warnings fail the build too. */
  strict?: boolean;
  cache: boolean;
  threads?: number;
  /** Writes a `.br` and a `.gz` beside the text files. */
  compress?: boolean;
}

export function registerBuild(program: Command): void {
  program
    .command('build')
    .description('build the static site into the output folder; fails on broken links')
    .option('-c, --config <path>', 'config file', DEFAULT_CONFIG)
    .option('-o, --out <dir>', 'output folder', DEFAULT_OUT)
    .option('--dev', 'development build: include draft docs')
    .option('--perf', 'print the time of each stage')
    .option('--strict', 'fail on warnings too (what docgen ignores, broken markdown links and anchors): the output stays as it was')
    .option('--no-cache', 'ignore the compiled-markdown cache')
    .option('--threads <n>', THREADS_HELP, parseThreads)
    .option('--compress', 'write a brotli (.br) and a gzip (.gz) copy beside every text file of 1 KiB or more, for hosts that serve them')
    .action(async (options: BuildCommandOptions) => {
      process.exitCode = await runBuild(options);
    });
}

export async function runBuild(options: BuildCommandOptions): Promise<number> {
  const logger = createLogger({ verbose: options.perf });
  const start = performance.now();
  try {
    const configPath = siteConfigPath(options.config);
    const cacheDir = cacheDirFor(configPath);
    const outKey = createHash('sha1').update(path.resolve(options.out)).digest('hex').slice(0, 12);
    const manifestFile = options.cache ? path.join(cacheDir, `output-${outKey}.json`) : undefined;
    const output = new OutputWriter(options.out, { manifestFile });
    let result: BuildResult;
    try {
      result = await buildSite({
        configPath,
        outDir: options.out,
        sink: output,
        threads: options.threads,
        mode: options.dev ? 'development' : 'production',
        cacheFile: options.cache ? path.join(cacheDir, 'markdown.bin') : undefined,
        onStage: logger.stage,
        onProgress: logger.progress,
      });
    } catch (error) {
      output.discard();
      throw error;
    }
    // Link problems print as one report grouped by file, the same as `docgen check-links`.
    if (result.links.problems.length) logger.info(formatLinkReport(result.links));
    const linkWarnings = new Set(result.links.warnings);
    const unique = [...new Set(result.warnings.filter((w) => !linkWarnings.has(w)).map((w) => formatError(w)))];
    for (const warning of unique) logger.warn(warning);
    const warnings = unique.length + result.links.warnings.length;
    if (options.strict && warnings) {
      output.discard();
      logger.error(new DocgenError('build/strict', `${warnings} warning${warnings === 1 ? '' : 's'} with --strict: the build fails, and ${options.out}/ stays as it was.`, { hint: 'Mend what the warnings above name, or build without --strict.' }));
      return 1;
    }
    let compressed: CompressStats | undefined;
    if (options.compress) {
      const compressStart = performance.now();
      try {
        compressed = await output.compress();
      } catch (error) {
        output.discard();
        throw error;
      }
      logger.stage('compress', performance.now() - compressStart);
    }
    const swapStart = performance.now();
    await output.finish();
    logger.stage('swap', performance.now() - swapStart);
    if (options.perf) {
      const { hits, misses, shared } = result.cache;
      logger.info(`  markdown pages: ${misses} compiled, ${hits - shared} from the cache, ${shared} made from another docs version's`);
      logger.info(`  ${logger.memory()}`);
    }
    const seconds = ((performance.now() - start) / 1000).toFixed(2);
    logger.info(
      `Built ${result.pageCount} pages (${result.config.locales.map((l) => l.code).join(', ')}) into ${options.out}/ in ${seconds} s` +
        (warnings ? ` with ${warnings} warning${warnings === 1 ? '' : 's'}.` : '.'),
    );
    if (compressed) logger.info(compressionSummary(compressed));
    return 0;
  } catch (error) {
    if (error instanceof LinkCheckError) {
      for (const warning of new Set(error.siteWarnings.map((w) => formatError(w)))) logger.warn(warning);
      logger.info(formatLinkReport(error.report));
    } else {
      if (error instanceof DocgenErrors) for (const warning of error.warnings) logger.warn(formatError(warning));
      logger.error(error);
    }
    const count = (error as { errors?: unknown[] }).errors?.length ?? 1;
    logger.info(`Build failed with ${count} error${count === 1 ? '' : 's'}; ${options.out}/ was left as it was.`);
    return 1;
  }
}

function compressionSummary({ files, bytes, br, gzip }: CompressStats): string {
  const size = (n: number) => (n < 1024 * 1024 ? `${(n / 1024).toFixed(1)} KiB` : `${(n / 1024 / 1024).toFixed(2)} MiB`);
  return `Compressed ${files} file${files === 1 ? '' : 's'} of ${size(bytes)}: ${size(br)} as brotli (.br), ${size(gzip)} as gzip (.gz).`;
}
