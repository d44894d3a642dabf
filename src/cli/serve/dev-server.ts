// `docgen serve`: builds the site in memory, serves it, watches its files, rebuilds what an edit affects and
// tells open pages over a WebSocket. The server answers at once: until the first build is done, a requested
// page is compiled and rendered on its own (the cold build of a large site takes seconds). Errors never stop
// it: they go to the terminal and to an overlay over the last good page.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { loadConfig } from '../../render/config/load-config.js';
import { siteRoots } from '../../render/content/boundary.js';
import { staticPrefixes } from '../../render/content/static-files.js';
import type { SiteConfig } from '../../render/config/site-config.js';
import { formatError } from '../../render/errors.js';
import { CONFIG_TIMEOUT_MS, createSiteBuilder, type ChangeKind, type SiteSnapshot } from '../../render/incremental/site-builder.js';
import { packageRoot } from '../../render/package-root.js';
import { LIVE_RELOAD_SOCKET } from '../../shared/live-reload-protocol.js';
import type { Logger } from '../logger.js';
import { toBuildErrors } from './build-errors.js';
import { createCoalescer } from './coalesce.js';
import { createDevHandler, type DevSite } from './dev-handler.js';
import { createHostPolicy } from './host-check.js';
import { createLiveReloadHub } from './live-reload-hub.js';
import { listen } from './listen.js';
import { bundleLiveReloadScript } from './live-reload-script.js';
import { classifyChange, watchSite, type SiteWatcher, type WatchedRoots } from './watch-site.js';
import { VERSIONS_FILE } from '../../render/versions/site-versions.js';
import { contentFolders } from '../../render/content/layout.js';

export interface DevServerOptions {
  configPath: string;
  host?: string;
  port?: number;
  logger: Logger;
  cacheFile?: string;
  /** Print the time of each stage of every build. */
  perf?: boolean;
  /** Quiet time that ends a single-file batch of file events; default 15 ms. */
  quietMs?: number;
}

export interface DevServer {
  url: string;
  server: Server;
  /** Settles when the first build has finished, well or not. */
  firstBuild: Promise<void>;
  /** Resolves when no rebuild is waiting or running. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

type Layout = { base: string; staticDir: string; roots: string[]; localePrefixes: string[]; staticPrefixes: string[] };

export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const { logger } = options;
  const host = options.host ?? '127.0.0.1';
  const configPath = path.resolve(options.configPath);
  // Before any file of the site is read (see the watcher below); to the microsecond, as file times are.
  const startedAt = performance.timeOrigin + performance.now();
  let config: SiteConfig | undefined;
  let configError: unknown;
  try {
    config = await loadConfig(configPath, { timeoutMs: CONFIG_TIMEOUT_MS });
  } catch (error) {
    configError = error;
  }
  const builder = createSiteBuilder({ configPath, cacheFile: options.cacheFile, config });
  const policy = createHostPolicy(host, () => (server.address() as AddressInfo | null)?.port);
  let snapshot: SiteSnapshot | undefined;
  let layout: Layout | undefined = config && layoutOf(config);
  let script = '';
  const scriptReady = bundleLiveReloadScript()
    .then((text) => (script = text))
    .catch((error: unknown) => logger.error(error));
  let building: Promise<unknown> = Promise.resolve();

  const site: DevSite = {
    ready: async () => {
      if (!layout) await building;
      if (!layout) throw configError;
      return layout;
    },
    snapshot: () => snapshot,
    renderEarly: (file) => builder.renderEarly(file),
    liveReloadScript: async () => (await scriptReady, script),
    searchFile: (file) => builder.searchFile(file),
    client: () => builder.client(),
    clientFile: (file) => builder.clientFile(file),
  };
  const handler = createDevHandler(site, policy);
  let answered = () => {};
  const firstAnswer = new Promise<void>((resolve) => (answered = resolve));
  const server = createServer((req, res) => {
    handler(req, res)
      .catch((error: unknown) => {
        logger.error(error);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Internal error: see the terminal.\n');
      })
      .finally(answered);
  });
  const hub = createLiveReloadHub(server, () => `${layout?.base ?? '/'}${LIVE_RELOAD_SOCKET}`, policy);
  await listen(server, host, options.port ?? 3000);
  const { port } = server.address() as AddressInfo;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  let printedWarnings = new Set<string>();
  const runBuild = async (kinds: Set<ChangeKind>, files: string[]) => {
    const start = performance.now();
    try {
      const outcome = await builder.build({ kinds, files });
      snapshot = outcome.snapshot;
      layout = layoutOf(snapshot.config);
      const linkErrors = snapshot.links.errors;
      hub.publish(snapshot.id, outcome.changed, linkErrors.flatMap((error) => toBuildErrors(error)));
      const ms = performance.now() - start;
      const pages = outcome.changed === 'all' ? 'every page' : `${outcome.changed.length} page${outcome.changed.length === 1 ? '' : 's'}`;
      logger.info(snapshot.id === 1 ? `Built ${snapshot.table.routes.filter((r) => r.kind !== 'not-found').length} pages in ${(ms / 1000).toFixed(2)} s; watching for changes.` : `Updated ${pages} in ${ms.toFixed(0)} ms${describe(files)}.`);
      if (options.perf) for (const { stage, ms: stageMs } of outcome.timings) logger.stage(stage, stageMs);
      for (const error of linkErrors) logger.error(error);
      const warnings = new Set(snapshot.warnings.map((w) => formatError(w)));
      for (const warning of warnings) if (!printedWarnings.has(warning)) logger.warn(warning);
      printedWarnings = warnings;
    } catch (error) {
      logger.error(error);
      logger.info(snapshot ? 'Still serving the last good build; the next good save replaces it.' : 'Nothing to serve yet; the next good save builds the site.');
      hub.publishErrors(toBuildErrors(error));
    }
  };

  let watcher: SiteWatcher | undefined;
  let roots: WatchedRoots | undefined;
  let closed = false;
  const rewatch = async (changedSince?: number) => {
    if (closed) return;
    const next = rootsOf(configPath, snapshot?.config ?? config, builder.moduleFiles(), builder.styleFiles());
    const folders = ({ modules, styles, ...rest }: WatchedRoots) => JSON.stringify(rest);
    if (watcher && roots && folders(next) === folders(roots)) {
      // Only the files of the site's modules or stylesheets may have changed: no new watcher, which stats every file.
      watcher.watchFiles(next);
      roots = next;
      return;
    }
    await watcher?.close();
    roots = next;
    watcher = watchSite(roots, (file) => coalescer.add(file), { changedSince });
    await watcher.ready;
  };
  const coalescer = createCoalescer(
    async (files) => {
      const kinds = new Set(files.flatMap((file) => classifyChange(file, roots!) ?? []));
      if (kinds.size === 0) return;
      await watcher?.reading(files); // a change chokidar drops while the build reads is then still reported
      if (kinds.has('client')) script = await bundleLiveReloadScript().catch((error: unknown) => (logger.error(error), script));
      await (building = runBuild(kinds, files));
      await rewatch();
    },
    { quietMs: options.quietMs ?? 15, burstQuietMs: 150, maxWaitMs: 3000 },
  );

  logger.info(`docgen serve: ${origin}${layout?.base ?? '/'} (building; Ctrl+C to stop)`);
  if (configError) {
    logger.error(configError);
    hub.publishErrors(toBuildErrors(configError));
  }
  const firstBuild = (building = configError ? Promise.resolve() : runBuild(new Set(), []));
  // Watching a large site stats every file, which holds up the first page by a few tenths of a second at 20,000
  // pages: the watcher starts once a request is answered (or the first build is done), and reports the files
  // changed since the server started, so a save made meanwhile is not missed.
  const watching = Promise.race([firstAnswer, firstBuild]).then(() => rewatch(startedAt));
  // The files of the site's modules are known once the first build has bundled them.
  void watching
    .then(() => firstBuild)
    .then(() => rewatch())
    .catch((error: unknown) => logger.error(error));

  return {
    url: `${origin}${layout?.base ?? '/'}`,
    server,
    firstBuild: firstBuild.then(() => undefined),
    idle: async () => {
      await firstBuild;
      await watching;
      await coalescer.idle();
    },
    async close() {
      closed = true;
      coalescer.close();
      await watching.catch(() => undefined);
      await watcher?.close();
      hub.close();
      // Open keep-alive sockets would hold close() forever.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await building.catch(() => undefined);
      await builder.dispose();
    },
  };
}

function layoutOf(config: SiteConfig): Layout {
  return { base: config.base, staticDir: config.staticDir, roots: siteRoots(config), localePrefixes: config.locales.map((l) => l.prefix).filter(Boolean), staticPrefixes: staticPrefixes(config) };
}

/** The site's folders, and docgen's own theme and browser code (edited when working on docgen itself). */
function rootsOf(configFile: string, config: SiteConfig | undefined, modules: string[], styles: string[]): WatchedRoots {
  const root = packageRoot();
  return {
    configFile,
    content: config ? [...contentFolders(config), path.join(config.rootDir, VERSIONS_FILE)] : [],
    staticDir: config?.staticDir ?? path.join(path.dirname(configFile), 'static'),
    theme: [path.join(root, 'theme')],
    client: [path.join(root, 'src/client')],
    modules,
    styles: [...new Set([...(config?.customCss ?? []), ...styles])],
  };
}

function describe(files: string[]): string {
  if (files.length === 0) return '';
  const first = path.relative(process.cwd(), files[0]!);
  return files.length === 1 ? ` (${first})` : ` (${first} and ${files.length - 1} more)`;
}
