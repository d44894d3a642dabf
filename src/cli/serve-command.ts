import path from 'node:path';
import type { Command } from 'commander';
import { cacheDirFor, DEFAULT_CONFIG, DEFAULT_OUT, siteConfigPath } from './defaults.js';
import { loadConfig } from '../render/config/load-config.js';
import { createLogger } from './logger.js';
import { startDevServer } from './serve/dev-server.js';
import { boundHeapGrowth } from './serve/heap-growth.js';
import { openBrowser } from './serve/open-browser.js';
import { serveStatic } from './serve/static-server.js';

interface ServeOptions {
  config: string;
  out: string;
  port: string;
  host: string;
  open?: boolean;
  perf?: boolean;
  watch: boolean;
  cache: boolean;
}

export function registerServe(program: Command): void {
  program
    .command('serve')
    .description('build the site in memory, serve it and rebuild on every edit, with live reload (--no-watch: preview the built output)')
    .option('-c, --config <path>', 'config file', DEFAULT_CONFIG)
    .option('-o, --out <dir>', 'output folder served by --no-watch', DEFAULT_OUT)
    .option('-p, --port <port>', 'port', '3000')
    .option('--host <host>', 'interface to bind', '127.0.0.1')
    .option('--open', 'open the site in the browser')
    .option('--perf', 'print the time of each stage of every rebuild')
    .option('--no-watch', 'serve the existing output as a static host would, without building')
    .option('--no-cache', 'ignore the compiled-markdown cache')
    .action(async (options: ServeOptions) => {
      const logger = createLogger({ verbose: options.perf });
      const port = Number(options.port);
      if (!Number.isInteger(port) || port < 0 || port > 65535) {
        logger.error(`--port must be a port number, not "${options.port}".`);
        process.exitCode = 2;
        return;
      }
      try {
        const configPath = siteConfigPath(options.config);
        let url: string;
        let close: () => Promise<void>;
        if (options.watch) {
          boundHeapGrowth();
          const server = await startDevServer({
            configPath,
            host: options.host,
            port,
            logger,
            perf: options.perf,
            cacheFile: options.cache ? path.join(cacheDirFor(configPath), 'markdown.bin') : undefined,
          });
          ({ url, close } = server);
        } else {
          const config = await loadConfig(configPath);
          const server = await serveStatic({ dir: path.resolve(options.out), base: config.base, localePrefixes: config.locales.map((l) => l.prefix).filter(Boolean), host: options.host, port });
          ({ url, close } = server);
          logger.info(`Serving ${options.out}/ at ${url} (Ctrl+C to stop)`);
        }
        if (options.open) openBrowser(url);
        const stop = () => void close().finally(() => process.exit(0));
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      } catch (error) {
        logger.error(error);
        process.exitCode = 1;
      }
    });
}
