// Scroll positions per history entry, so that back and forward (and a reload) return where the reader was.
// Each entry gets a key in its state. Positions are recorded under the key of the entry whose page is on
// screen, which is not always `history.state`: when `popstate` fires the browser has already switched entries,
// while the page shown (and its scroll position) is still the one being left. They are also written into the
// entry's own state when leaving it, which survives a reload or a visit to another site.

import { elementForHash } from '../../../theme/hash-target.js';

export type ScrollTarget = { kind: 'top' } | { kind: 'hash'; hash: string } | { kind: 'position'; y: number } | { kind: 'keep' };

interface EntryState {
  key?: string;
  scroll?: number;
}

const positions = new Map<string, number>();
/** The key of the entry whose page is on screen. */
let shownKey: string | undefined;

const state = (): EntryState => (window.history.state as EntryState | null) ?? {};
const newKey = () => Math.random().toString(36).slice(2, 10);

/** The current entry's key, given one if it has none (the browser adds keyless entries for same-page links). */
function currentKey(): string {
  const key = state().key ?? newKey();
  if (state().key === undefined) window.history.replaceState({ ...state(), key }, '');
  return key;
}

function record(): void {
  if (shownKey !== undefined) positions.set(shownKey, window.scrollY);
}

/** Starts tracking; returns the function that stops. */
export function trackScroll(): () => void {
  shownKey = currentKey();
  const onHashChange = () => {
    shownKey = currentKey();
  };
  window.addEventListener('scroll', record, { passive: true });
  window.addEventListener('hashchange', onHashChange);
  window.addEventListener('pagehide', rememberScroll);
  return () => {
    window.removeEventListener('scroll', record);
    window.removeEventListener('hashchange', onHashChange);
    window.removeEventListener('pagehide', rememberScroll);
  };
}

/** Writes the current position into the current entry, before leaving it. */
export function rememberScroll(): void {
  record();
  window.history.replaceState({ ...state(), scroll: window.scrollY }, '');
}

/** Adds an entry for a new URL (after remembering where the reader was on the current one). */
export function pushEntry(href: string): void {
  rememberScroll();
  shownKey = newKey();
  window.history.pushState({ key: shownKey }, '', href);
}

/**
 * On `popstate`: the page on screen belongs to the entry being left. Until the new entry's page is shown (see
 * `applyScroll`) nothing is recorded: a scroll event still queued from the old page (they fire a frame late)
 * would otherwise count for the new entry.
 */
export function enterPoppedEntry(): void {
  record();
  shownKey = undefined;
}

/** The position last seen on the current entry, if it was ever shown. */
export function savedScroll(): number | undefined {
  const { key, scroll } = state();
  return (key === undefined ? undefined : positions.get(key)) ?? scroll;
}

/** Scrolls the page now shown for the current entry; from now on its position is recorded under that entry. */
export function applyScroll(target: ScrollTarget): void {
  shownKey = currentKey();
  if (target.kind === 'keep') return;
  if (target.kind === 'position') return window.scrollTo(0, target.y);
  const element = target.kind === 'hash' ? elementForHash(target.hash) : null;
  if (element) element.scrollIntoView();
  else window.scrollTo(0, 0);
}
