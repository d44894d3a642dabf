// Scroll positions per history entry, so that back and forward (and a reload) return where the reader was.
// Each entry gets a key in its state. Positions are tracked while scrolling, because by the time `popstate`
// fires the entry being left is no longer the current one; they are also written into the entry's state
// when leaving it (a push, a page unload), which survives a reload or a visit to another site.

export type ScrollTarget = { kind: 'top' } | { kind: 'hash'; hash: string } | { kind: 'position'; y: number } | { kind: 'keep' };

interface EntryState {
  key?: string;
  scroll?: number;
}

const positions = new Map<string, number>();

const state = (): EntryState => (window.history.state as EntryState | null) ?? {};
const newKey = () => Math.random().toString(36).slice(2, 10);

/** Starts tracking; returns the function that stops. */
export function trackScroll(): () => void {
  // The browser adds keyless entries itself when following a link to a section of the same page.
  const keyEntry = () => state().key ?? window.history.replaceState({ ...state(), key: newKey() }, '');
  keyEntry();
  let frame = 0;
  const record = () => {
    frame = 0;
    const key = state().key;
    if (key) positions.set(key, window.scrollY);
  };
  const onScroll = () => {
    frame ||= requestAnimationFrame(record);
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('hashchange', keyEntry);
  window.addEventListener('pagehide', rememberScroll);
  return () => {
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('hashchange', keyEntry);
    window.removeEventListener('pagehide', rememberScroll);
    cancelAnimationFrame(frame);
  };
}

/** Writes the current position into the current entry, before leaving it. */
export function rememberScroll(): void {
  window.history.replaceState({ ...state(), scroll: window.scrollY }, '');
}

/** Adds an entry for a new URL (after remembering where the reader was on the current one). */
export function pushEntry(href: string): void {
  rememberScroll();
  window.history.pushState({ key: newKey() }, '', href);
}

/** The position last seen on the current entry, if it was ever shown. */
export function savedScroll(): number | undefined {
  const { key, scroll } = state();
  return (key === undefined ? undefined : positions.get(key)) ?? scroll;
}

export function applyScroll(target: ScrollTarget): void {
  if (target.kind === 'keep') return;
  if (target.kind === 'position') return window.scrollTo(0, target.y);
  const element = target.kind === 'hash' ? elementForHash(target.hash) : null;
  if (element) element.scrollIntoView();
  else window.scrollTo(0, 0);
}

function elementForHash(hash: string): Element | null {
  const id = hash.slice(1);
  if (!id) return null;
  try {
    return document.getElementById(decodeURIComponent(id)) ?? document.getElementById(id);
  } catch {
    return document.getElementById(id);
  }
}
