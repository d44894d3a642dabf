// Watches the folders a site is made of. chokidar 5 has no glob support: folders are watched whole and
// every event is classified here; editors' temporary files and the build's own folders are left out.
import type { Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import type { ChangeKind } from '../../render/incremental/site-builder.js';

export interface WatchedRoots {
  configFile: string;
  content: string[];
  staticDir: string;
  theme: string[];
  client: string[];
}

export interface SiteWatcher {
  ready: Promise<void>;
  close(): Promise<void>;
}

const NEVER = new Set(['node_modules', '.git', '.docgen', '.docgen-client']);

/** Editor backups and swap files (`.#x`, `x~`, `.x.swp`, vim's `4913`) and other hidden files. */
export function isScratchFile(file: string): boolean {
  const name = path.basename(file);
  return name.startsWith('.') || name.startsWith('#') || name.endsWith('~') || /\.(swp|swx|swo|tmp|crswap)$/.test(name) || /^\d+$/.test(name);
}

export function classifyChange(file: string, roots: WatchedRoots): ChangeKind | undefined {
  const inside = (dir: string) => file === dir || file.startsWith(dir + path.sep);
  if (file === roots.configFile) return 'config';
  if (isScratchFile(file) || file.split(path.sep).some((part) => NEVER.has(part))) return undefined;
  if (roots.content.some(inside)) return 'content';
  if (inside(roots.staticDir)) return 'static';
  if (roots.theme.some(inside)) return 'theme';
  if (roots.client.some(inside)) return 'client';
  return undefined;
}

export function watchSite(roots: WatchedRoots, onChange: (file: string) => void): SiteWatcher {
  const folders = [...roots.content, roots.staticDir, ...roots.theme, ...roots.client];
  const watcher: FSWatcher = watch([roots.configFile, ...folders], {
    ignoreInitial: true,
    // Folders that do not exist yet are picked up when they appear.
    ignored: (file) => file.split(path.sep).some((part) => NEVER.has(part)),
  });
  for (const event of ['add', 'unlink', 'addDir', 'unlinkDir'] as const) watcher.on(event, (file: string) => onChange(path.resolve(file)));
  const rechecks = recheckChanges(onChange);
  watcher.on('change', (file: string, stats?: Stats) => {
    onChange(path.resolve(file));
    rechecks.changed(path.resolve(file), stats);
  });
  // A watcher error (a folder removed under it, too many files) must not stop the server.
  watcher.on('error', () => undefined);
  return {
    ready: new Promise((resolve) => watcher.once('ready', () => resolve())),
    close: () => {
      rechecks.close();
      return watcher.close();
    },
  };
}

/** chokidar's window after a reported change of a file, in which further changes of it are dropped. */
const CHANGE_THROTTLE_MS = 50;

/**
 * chokidar reports at most one change of a file in 50 ms and drops the others, with no report at the end. A
 * save in two steps (truncate, then write: `fs.writeFile`, many editors) by a writer slowed down between them
 * was rebuilt from the empty file, and the write was never reported: the page kept the error for good. So
 * each reported change is looked at again once that window is over, and reported again if the file moved on.
 */
function recheckChanges(onChange: (file: string) => void) {
  const seen = new Map<string, string>();
  const timers = new Map<string, NodeJS.Timeout>();
  let closed = false;
  const versionOf = (stats: Stats) => `${stats.mtimeMs} ${stats.ctimeMs} ${stats.size} ${stats.ino}`;
  return {
    changed(file: string, stats: Stats | undefined) {
      if (stats) seen.set(file, versionOf(stats));
      else seen.delete(file);
      clearTimeout(timers.get(file));
      const timer = setTimeout(() => {
        timers.delete(file);
        stat(file).then(
          (now) => {
            if (closed || timers.has(file) || seen.get(file) === versionOf(now)) return; // reported again meanwhile, or unchanged
            seen.set(file, versionOf(now));
            onChange(file);
          },
          () => seen.delete(file), // gone: chokidar reports that
        );
      }, CHANGE_THROTTLE_MS + 10);
      timers.set(file, timer);
    },
    close() {
      closed = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
