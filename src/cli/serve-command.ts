import path from 'node:path';
import type { Command } from 'commander';
import { DEFAULT_CONFIG, DEFAULT_OUT } from './defaults.js';
import { loadConfig } from '../render/config/load-config.js';
import { createLogger } from './logger.js';
import { serveStatic } from './serve/static-server.js';

interface ServeOptions {
  config: string;
  out: string;
  port: string;
  host: string;
  watch: boolean;
}

export function registerServe(program: Command): void {
  program
    .command('serve')
    .description('serve the site locally (--no-watch: preview the built output as a static host would)')
    .option('-c, --config <path>', 'config file', DEFAULT_CONFIG)
    .option('-o, --out <dir>', 'output folder to serve', DEFAULT_OUT)
    .option('-p, --port <port>', 'port', '3000')
    .option('--host <host>', 'interface to bind', '127.0.0.1')
    .option('--no-watch', 'serve the existing output without rebuilding')
    .action(async (options: ServeOptions) => {
      const logger = createLogger();
      if (options.watch) {
        logger.error('Watch mode is not available in this version yet. Run "docgen build" and then "docgen serve --no-watch" to preview the site.');
        process.exitCode = 2;
        return;
      }
      try {
        const config = await loadConfig(path.resolve(options.config));
        const { url } = await serveStatic({
          dir: path.resolve(options.out),
          base: config.base,
          localePrefixes: config.locales.map((l) => l.prefix).filter(Boolean),
          host: options.host,
          port: Number(options.port),
        });
        logger.info(`Serving ${options.out}/ at ${url} (Ctrl+C to stop)`);
      } catch (error) {
        logger.error(error);
        process.exitCode = 1;
      }
    });
}
