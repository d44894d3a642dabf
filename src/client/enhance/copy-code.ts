// The copy button of every code block: copies the code, and for a moment shows a check and takes its "copied"
// label, which a status region also announces (a screen reader may not read a focused button's new name). The
// pages do not carry the buttons, which a reader without JavaScript could not use: they are added here.
import { copyText } from '../../../theme/clipboard.js';
import type { ThemeStrings } from '../../../theme/i18n/strings.js';
import { copyButtonHtml } from '../../../theme/mdx/copy-button.js';

const COPIED_FOR_MS = 2000;
const timers = new WeakMap<HTMLElement, number>();

/** Listens on the document, so blocks rendered later (client-side navigation) need nothing more. */
export function installCopyButtons(): () => void {
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button.code-copy') : null;
    const code = button?.closest('.code-block')?.querySelector('pre code');
    if (!(button instanceof HTMLButtonElement) || !code) return;
    copyText(codeText(code)).then(
      () => showCopied(button),
      (error: unknown) => console.warn('docgen: cannot copy the code', error),
    );
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}

/**
 * Gives every code block under `root` its button, and every block shown later (a client navigation, an island,
 * a tab's panel); returns the function that stops.
 */
export function addCopyButtons(root: Element, strings: Pick<ThemeStrings, 'copyCode' | 'copied'>): () => void {
  const add = () => {
    for (const block of root.querySelectorAll('.code-block')) if (!block.querySelector(':scope > .code-copy')) block.insertAdjacentHTML('beforeend', copyButtonHtml(strings));
  };
  add();
  const observer = new MutationObserver(add);
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/** The code alone: one entry per highlighted line, whatever a theme draws beside them. */
function codeText(code: Element): string {
  const lines = code.querySelectorAll('.line');
  return lines.length ? Array.from(lines, (line) => line.textContent ?? '').join('\n') : (code.textContent ?? '');
}

function showCopied(button: HTMLButtonElement): void {
  button.dataset.label ??= button.getAttribute('aria-label') ?? '';
  const copied = button.dataset.copiedLabel ?? '';
  announce(copied);
  button.dataset.copied = 'true';
  button.setAttribute('aria-label', copied);
  button.title = copied;
  window.clearTimeout(timers.get(button));
  timers.set(
    button,
    window.setTimeout(() => {
      delete button.dataset.copied;
      button.setAttribute('aria-label', button.dataset.label ?? '');
      button.title = button.dataset.label ?? '';
    }, COPIED_FOR_MS),
  );
}

/** One status region for the document, outside the React root (which would remove what it did not render). */
function announce(text: string): void {
  let region = document.querySelector<HTMLElement>('body > .copy-status');
  if (!region) {
    region = Object.assign(document.createElement('div'), { className: 'copy-status visually-hidden' });
    region.setAttribute('role', 'status');
    document.body.append(region);
  }
  // Emptied first, so that a second copy is announced again.
  region.textContent = '';
  const shown = region;
  window.requestAnimationFrame(() => (shown.textContent = text));
}
