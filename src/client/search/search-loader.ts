// The search modal is not part of the first view: it is fetched when a reader shows intent (hovering or
// focusing the search button), and opened by a click on the button or a shortcut (Ctrl/Cmd+K, or "/" when
// no text field has focus). Escape and Ctrl/Cmd+K close it, or cancel an opening still under way.
//
// The keys that open and close the modal are ours, not DocSearch's. DocSearch listens on `window` through a
// Preact effect that learns the modal's state only some time after the modal shows (after the next frame, at
// times even after its `DocSearch--active` body class): until then it ignores Escape, and the modal stayed
// open after "/" and an Escape pressed at once, the more often the busier the machine.
import type { SiteData } from '../../shared/types.js';
import { fetchIndexText } from './index-text.js';
import { localSearchIndex } from './search-index-url.js';

type ModalModule = typeof import('./docsearch-modal.js');

let modal: Promise<ModalModule> | undefined;
let mounted = false;
/** The opening asked for and not done yet (the modal's code may still be loading); Escape cancels it. */
let opening: object | undefined;

function loadModal(): Promise<ModalModule> {
  modal ??= import('./docsearch-modal.js');
  modal.catch(() => (modal = undefined));
  return modal;
}

function isEditing(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

function isToggleShortcut(event: KeyboardEvent): boolean {
  return event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
}

export function isSearchShortcut(event: KeyboardEvent): boolean {
  return isToggleShortcut(event) || (event.key === '/' && !isEditing(event.target));
}

/** The modal is in the document from the moment DocSearch renders it (its effects run later). */
function modalShown(): boolean {
  return document.querySelector('.DocSearch-Container') !== null;
}

/** Installs the listeners; `site` gives the shown page's site data (the locale may change). */
export function installSearchLoader(site: () => SiteData): () => void {
  const prepare = () => {
    // The local index downloads while the modal's code does.
    localSearchIndex(site())
      .then((index) => index && fetchIndexText(index))
      .catch(() => undefined);
    return loadModal().then(async (module) => {
      await module.mountSearch(site());
      mounted = true;
      return module;
    });
  };
  // Without the modal (offline, a deploy removed the chunk) the search page still searches.
  const searchPage = () => window.location.assign(`${site().base}${site().locale.prefix}search`);
  const open = async () => {
    const request = (opening = {});
    let module: ModalModule;
    try {
      module = await prepare();
    } catch {
      if (opening === request) {
        opening = undefined;
        searchPage();
      }
      return;
    }
    if (opening !== request) return; // cancelled meanwhile (Escape), or asked for again
    opening = undefined;
    // Only microtasks run from here until the modal is in the document: no key event comes in between.
    await module.openSearch(site()).catch(searchPage);
  };
  const close = () => {
    opening = undefined;
    if (modalShown()) void loadModal().then((module) => module.closeSearch());
  };
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
    // Capture on window, stopped here: DocSearch's own listener never sees the keys we handle.
    if (modalShown() || opening) {
      const closing = event.key === 'Escape' || isToggleShortcut(event);
      if (!closing && !(opening && isSearchShortcut(event))) return; // typing in the modal
      event.preventDefault();
      event.stopImmediatePropagation();
      if (closing) close(); // a "/" while the modal is on its way changes nothing
      return;
    }
    if (!isSearchShortcut(event)) return;
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
