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
  /** Files of the site's modules that MDX pages import (see SiteBuilder.moduleFiles). */
  modules: string[];
  /** The site's stylesheets. */
  styles: string[];
}

export interface SiteWatcher {
  ready: Promise<void>;
  /**
   * The caller is about to read these files (a rebuild starts). A file changed again after this, in the moment
   * in which chokidar drops further changes of it, is reported again once that moment is over.
   */
  reading(files: string[]): Promise<void>;
  /** Watches these module and style files from now on instead of the ones before (the folders stay as they are). */
  watchFiles(files: Pick<WatchedRoots, 'modules' | 'styles'>): void;
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
  // Before content: a component may sit beside the page that imports it.
  if (roots.modules.includes(file)) return 'modules';
  if (roots.styles.includes(file)) return 'styles';
  if (roots.content.some(inside)) return 'content';
  if (inside(roots.staticDir)) return 'static';
  if (roots.theme.some(inside)) return 'theme';
  if (roots.client.some(inside)) return 'client';
  return undefined;
}

export interface WatchOptions {
  /**
   * A moment (ms since the epoch) before the site was read: the files changed after it, before the watcher was
   * there, are reported as it lists them, so a watcher started late misses no save.
   */
  changedSince?: number;
}

export function watchSite(roots: WatchedRoots, onChange: (file: string) => void, options: WatchOptions = {}): SiteWatcher {
  const folders = [...roots.content, roots.staticDir, ...roots.theme, ...roots.client];
  let moduleFiles = [...roots.modules, ...roots.styles];
  const since = options.changedSince;
  const watcher: FSWatcher = watch([roots.configFile, ...folders, ...moduleFiles], {
    ignoreInitial: since === undefined,
    alwaysStat: since !== undefined,
    // Folders that do not exist yet are picked up when they appear.
    ignored: (file) => file.split(path.sep).some((part) => NEVER.has(part)),
  });
  // With `changedSince` the watcher lists what is there as added (and so again for a file given to it later;
  // chokidar may go on listing after it says it is ready): a file or folder not touched since (its ctime, which a
  // save, a copy and a move all set) is not news.
  for (const event of ['add', 'unlink', 'addDir', 'unlinkDir'] as const) {
    watcher.on(event, (file: string, stats?: Stats) => {
      if (since !== undefined && stats !== undefined && stats.ctimeMs < since) return;
      onChange(path.resolve(file));
    });
  }
  const dropped = watchDroppedChanges(onChange);
  watcher.on('change', (file: string) => {
    dropped.changed(path.resolve(file));
    onChange(path.resolve(file));
  });
  // A watcher error (a folder removed under it, too many files) must not stop the server.
  watcher.on('error', () => undefined);
  return {
    ready: new Promise((resolve) => watcher.once('ready', () => resolve())),
    reading: (files) => dropped.reading(files),
    watchFiles({ modules, styles }) {
      const before = new Set(moduleFiles);
      const after = new Set([...modules, ...styles]);
      // Those inside a watched folder are watched anyway: unwatching them would stop it.
      const inFolders = (file: string) => folders.some((dir) => file.startsWith(dir + path.sep));
      const gone = [...before].filter((file) => !after.has(file) && !inFolders(file));
      if (gone.length) watcher.unwatch(gone);
      const added = [...after].filter((file) => !before.has(file));
      if (added.length) watcher.add(added);
      moduleFiles = [...after];
    },
    close: () => {
      dropped.close();
      return watcher.close();
    },
  };
}

/** chokidar's window after a reported change of a file, in which further changes of it are dropped. */
const CHANGE_THROTTLE_MS = 50;

/**
 * chokidar reports at most one change of a file in 50 ms and drops the others, with no report at the end. A
 * save in two steps (empty the file, then write it: `fs.writeFile`, many editors) by a writer slowed down
 * between them was rebuilt from the empty file, and the write, dropped, never reached the server: the page
 * kept the error for good. So when a rebuild reads a file inside that window, the file's state is noted, and
 * the file is reported again at the end of the window if it moved on meanwhile. (Noting it at chokidar's report
 * instead would rebuild every ordinary save twice: its first step is reported, its second usually dropped.)
 */
function watchDroppedChanges(onChange: (file: string) => void) {
  /** Files inside their window; the state noted when a rebuild read them, if one did. */
  const open = new Map<string, { timer: NodeJS.Timeout; read?: Promise<string | undefined> }>();
  let closed = false;
  const versionOf = (file: string) =>
    stat(file).then(
      (stats) => `${stats.mtimeMs} ${stats.ctimeMs} ${stats.size} ${stats.ino}`,
      () => undefined, // gone: chokidar reports that
    );
  return {
    changed(file: string) {
      clearTimeout(open.get(file)?.timer);
      const timer = setTimeout(async () => {
        const read = open.get(file)?.read;
        open.delete(file);
        if (!read) return; // not read yet: the rebuild to come reads it as it is now
        const [before, now] = await Promise.all([read, versionOf(file)]);
        if (now !== undefined && now !== before && !open.has(file) && !closed) onChange(file);
      }, CHANGE_THROTTLE_MS + 10);
      open.set(file, { timer });
    },
    async reading(files: string[]) {
      await Promise.all(
        files.map((file) => {
          const inWindow = open.get(file);
          if (inWindow) inWindow.read = versionOf(file);
          return inWindow?.read;
        }),
      );
    },
    close() {
      closed = true;
      for (const { timer } of open.values()) clearTimeout(timer);
      open.clear();
    },
  };
}
