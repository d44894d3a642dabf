// Scroll positions live in each history entry's state, so back and forward (and a reload) restore them.

export type ScrollTarget = { kind: 'top' } | { kind: 'hash'; hash: string } | { kind: 'position'; y: number; hash: string } | { kind: 'keep' };

export function rememberScroll(): void {
  window.history.replaceState({ ...(window.history.state as object | null), scroll: window.scrollY }, '');
}

export function savedScroll(): number | undefined {
  const scroll = (window.history.state as { scroll?: unknown } | null)?.scroll;
  return typeof scroll === 'number' ? scroll : undefined;
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
