// The dev server's live reload, injected into every page it serves (never into `docgen build` output).
// A content edit first offers the page to the router, which can re-render it in place; when nobody takes
// it, the page reloads with its scroll position kept. A theme, client or config change reloads every page.
import { CONTENT_CHANGED_EVENT, LIVE_RELOAD_SCRIPT, LIVE_RELOAD_SOCKET, type ContentChangedDetail, type ServerMessage } from '../../shared/live-reload-protocol.js';
import { canonicalPath } from '../../shared/url.js';
import { reloadKeepingScroll, restoreScroll } from './keep-scroll.js';
import { showErrors } from './overlay.js';

const script = new URL(import.meta.url);
const base = script.pathname.slice(0, -LIVE_RELOAD_SCRIPT.length);
/** The build that rendered this page; -1 for the server's error page, which any good build replaces. */
let build = Number(script.searchParams.get('build') ?? '0');

let reconnecting = false;

restoreScroll();
connect(0);

function connect(attempt: number): void {
  const query = `?build=${build}&path=${encodeURIComponent(currentPath())}`;
  const socket = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${base}${LIVE_RELOAD_SOCKET}${query}`);
  let opened = false;
  socket.addEventListener('open', () => (opened = true));
  // Connected again after losing the server: it was restarted, and the page may be anything but current.
  socket.addEventListener('message', () => reconnecting && reloadKeepingScroll(), { once: true });
  socket.addEventListener('message', (event) => receive(JSON.parse(String(event.data)) as ServerMessage));
  // The server restarted or went away: try again, more slowly each time, and reload once it is back.
  socket.addEventListener('close', () => {
    reconnecting = true;
    setTimeout(() => connect(opened ? 0 : attempt + 1), Math.min(5000, 200 * 2 ** attempt));
  });
}

function receive(message: ServerMessage): void {
  // A failed build leaves the pages as they were; a good one with broken links has updated them.
  const failed = message.type === 'errors' || (message.type === 'hello' && message.failed);
  showErrors(message.errors, build < 0 ? 'none' : failed ? 'last-good' : 'latest');
  if (message.type === 'hello') {
    // Builds may have finished between serving this page and connecting (or while the server was away).
    // The error page stays -1: the first good build replaces it.
    if (build >= 0) build = message.build;
    if (message.stale === 'all') reloadKeepingScroll();
    else if (message.stale === 'content') contentChanged();
  } else if (message.type === 'update') {
    const { changed } = message;
    const wasErrorPage = build < 0;
    build = message.build;
    if (wasErrorPage || changed === 'all') reloadKeepingScroll();
    else if (changed.includes(currentPath())) contentChanged(changed);
  }
}

function contentChanged(changed?: string[]): void {
  // The interface with the router: it re-fetches the page data and re-renders in place, then prevents the reload.
  const event = new CustomEvent<ContentChangedDetail>(CONTENT_CHANGED_EVENT, { cancelable: true, detail: { changed } });
  window.dispatchEvent(event);
  if (!event.defaultPrevented) reloadKeepingScroll();
}

function currentPath(): string {
  let path = location.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // keep it as it is
  }
  return canonicalPath(path, base);
}
