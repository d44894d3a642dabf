// The resident memory of a process and all its descendants (worker threads are in the process; esbuild is a
// child), sampled from /proc while it runs: what the machine must hold for a build. Linux only; elsewhere null.
import { readdirSync, readFileSync } from 'node:fs';

function children() {
  const byParent = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The command may hold spaces and parentheses: the fields after the last ')' are fixed.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!byParent.has(ppid)) byParent.set(ppid, []);
      byParent.get(ppid).push(Number(name));
    } catch {
      // gone meanwhile
    }
  }
  return byParent;
}

function rssKiB(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** The resident memory of `pid` and its descendants now, in KiB. */
function treeKiB(pid) {
  const tree = children();
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const next = stack.pop();
    total += rssKiB(next);
    stack.push(...(tree.get(next) ?? []));
  }
  return total;
}

/** Samples `pid`'s tree every `everyMs` until stop() is called; stop() returns the peak in MiB (null off Linux). */
export function watchTreeRss(pid, everyMs = 100) {
  if (process.platform !== 'linux') return { stop: () => null };
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, treeKiB(pid))), everyMs);
  return {
    stop() {
      clearInterval(timer);
      return peak / 1024;
    },
  };
}

/** `pid`'s tree's resident memory now, in MiB (null off Linux). */
export function treeRss(pid) {
  return process.platform === 'linux' ? treeKiB(pid) / 1024 : null;
}
