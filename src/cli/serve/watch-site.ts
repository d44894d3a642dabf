// Watches the folders a site is made of. chokidar 5 has no glob support: folders are watched whole and
// every event is classified here; editors' temporary files and the build's own folders are left out.
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
  for (const event of ['add', 'change', 'unlink', 'addDir', 'unlinkDir'] as const) watcher.on(event, (file: string) => onChange(path.resolve(file)));
  // A watcher error (a folder removed under it, too many files) must not stop the server.
  watcher.on('error', () => undefined);
  return {
    ready: new Promise((resolve) => watcher.once('ready', () => resolve())),
    close: () => watcher.close(),
  };
}
