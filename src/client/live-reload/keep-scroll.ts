// A live reload keeps the reader where they were: the scroll position is saved for the one reload and
// restored when the page has loaded again.
const KEY = 'docgen:live-reload-scroll';

export function reloadKeepingScroll(): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ path: location.pathname, x: window.scrollX, y: window.scrollY }));
  } catch {
    // Storage may be disabled; the browser's own restoration still applies.
  }
  location.reload();
}

export function restoreScroll(): void {
  const saved = takeSaved();
  if (!saved || saved.path !== location.pathname) return;
  const apply = () => window.scrollTo(saved.x, saved.y);
  apply();
  // Images and fonts may still change the layout until the page has loaded.
  if (document.readyState !== 'complete') window.addEventListener('load', apply, { once: true });
}

function takeSaved(): { path: string; x: number; y: number } | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { path: string; x: number; y: number } | null;
    sessionStorage.removeItem(KEY);
    return saved;
  } catch {
    return null;
  }
}
