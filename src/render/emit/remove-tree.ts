// Removes a whole output folder (a previous output, a staging folder) with everything in it.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';

/**
 * Node 20's recursive `rmSync` walks the tree in JavaScript, several calls per entry (nodejs/node#53617 moved it
 * to C++ later): on an output of 20,000 files it takes 2–3× as long as `rm -rf`, at the end of every build. So
 * where there is an `rm`, it removes the folder; `rmSync` removes what it could not, and reports what fails.
 */
export function removeTree(dir: string): void {
  if (process.platform !== 'win32' && existsSync(dir)) {
    // `rm -rf` exits with 0 only once the folder is gone.
    if (spawnSync('rm', ['-rf', '--', dir], { stdio: 'ignore' }).status === 0) return;
  }
  rmSync(dir, { recursive: true, force: true });
}
