// The search modal is not part of the first view: it is fetched when a reader shows intent (hovering or
// focusing the search button), and opened by a click on the button or a shortcut (Ctrl/Cmd+K, or "/" when
// no text field has focus). While the modal is open, DocSearch handles the keys (Escape, Ctrl+K to close).
import type { SiteData } from '../../shared/types.js';
import { fetchIndexText } from './index-text.js';

type ModalModule = typeof import('./docsearch-modal.js');

let modal: Promise<ModalModule> | undefined;
let mounted = false;

function loadModal(): Promise<ModalModule> {
  modal ??= import('./docsearch-modal.js');
  modal.catch(() => (modal = undefined));
  return modal;
}

function isEditing(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

export function isSearchShortcut(event: KeyboardEvent): boolean {
  return (event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) || (event.key === '/' && !isEditing(event.target));
}

/** Installs the listeners; `site` gives the shown page's site data (the locale may change). */
export function installSearchLoader(site: () => SiteData): () => void {
  const prepare = () => {
    // The local index downloads while the modal's code does.
    const index = site().searchIndex;
    if (index) fetchIndexText(index).catch(() => undefined);
    return loadModal().then(async (module) => {
      await module.mountSearch(site());
      mounted = true;
      return module;
    });
  };
  const open = () =>
    prepare()
      .then((module) => module.openSearch(site()))
      // Without the modal (offline, a deploy removed the chunk) the search page still searches.
      .catch(() => window.location.assign(`${site().base}${site().locale.prefix}search`));
  const onIntent = (event: Event) => {
    if (event.target instanceof Element && event.target.closest('.search-button')) prepare().catch(() => undefined);
  };
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element && event.target.closest('.search-button'))) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void open();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!isSearchShortcut(event) || document.body.classList.contains('DocSearch--active')) return;
    // DocSearch attaches its own shortcut listener in an effect that runs some time after mounting: opening is
    // always ours, so that a shortcut pressed in between is never lost nor handled twice.
    event.preventDefault();
    event.stopImmediatePropagation();
    void open();
  };
  const intents = ['mouseover', 'focusin', 'touchstart'] as const;
  for (const type of intents) document.addEventListener(type, onIntent, { passive: true });
  // Capture: runs before the router's click handler, which would otherwise follow the link to the search page.
  document.addEventListener('click', onClick, { capture: true });
  window.addEventListener('keydown', onKeyDown, { capture: true });
  return () => {
    for (const type of intents) document.removeEventListener(type, onIntent);
    document.removeEventListener('click', onClick, { capture: true });
    window.removeEventListener('keydown', onKeyDown, { capture: true });
  };
}

/** After a navigation to another locale: a mounted modal takes that locale's texts, filters and index. */
export function updateSearch(site: SiteData): void {
  if (mounted) void loadModal().then((module) => module.mountSearch(site));
}
