/** Runs `run` when the browser is idle (at the latest after two seconds); returns the function that cancels it. */
export function whenIdle(run: () => void): () => void {
  if (window.requestIdleCallback) {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
}
