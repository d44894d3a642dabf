// Whether a process id names a running process: files named after the process that writes them (staging
// folders, compiled configs) are leftovers once it is gone.
export function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
