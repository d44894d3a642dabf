// Build errors over the page (the last good one when the build failed): where (file:line:column), what, and the hint. Its own shadow root, so
// neither the site's styles nor React's hydration of the page touch it.
import type { BuildError } from '../../shared/live-reload-protocol.js';

const ID = 'docgen-error-overlay';

const STYLE = `
:host { all: initial; position: fixed; inset: auto 0 0 0; z-index: 2147483647; font: 14px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
.panel { max-height: 60vh; overflow: auto; margin: 0; padding: 16px 20px; background: #1e1e1e; color: #eee; border-top: 4px solid #e5484d; box-shadow: 0 -8px 24px rgb(0 0 0 / 35%); }
.title { display: flex; justify-content: space-between; align-items: center; margin: 0 0 8px; color: #ff8b8b; font-weight: bold; }
button { font: inherit; color: #eee; background: #333; border: 1px solid #555; border-radius: 4px; cursor: pointer; padding: 2px 10px; }
ol { margin: 0; padding: 0; list-style: none; }
li { padding: 8px 0; border-top: 1px solid #333; white-space: pre-wrap; overflow-wrap: anywhere; }
.location { color: #7cc4ff; }
.hint { color: #aaa; }
`;

/**
 * What the page under the overlay is: the latest version (a good build with broken links updates its pages), the
 * last good version (the build failed), or the server's error page (nothing could be built yet).
 */
export type PageState = 'latest' | 'last-good' | 'none';

const SHOWING: Record<PageState, string> = {
  latest: 'the page shows the latest version',
  'last-good': 'showing the last good version of the page',
  none: 'the site could not be built',
};

export function showErrors(errors: BuildError[], page: PageState): void {
  document.getElementById(ID)?.remove();
  if (errors.length === 0) return;
  const host = document.createElement('div');
  host.id = ID;
  const root = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = STYLE;
  const panel = element('section', 'panel');
  panel.setAttribute('role', 'alert');
  const title = element('p', 'title', `docgen: ${errors.length} error${errors.length === 1 ? '' : 's'}; ${SHOWING[page]}`);
  const close = element('button', '', 'Close');
  close.addEventListener('click', () => host.remove());
  title.append(close);
  const list = element('ol', '');
  for (const error of errors) {
    const item = element('li', 'error');
    if (error.location) item.append(element('span', 'location', error.location), '\n');
    item.append(element('span', 'message', error.message));
    if (error.hint) item.append('\n', element('span', 'hint', error.hint));
    list.append(item);
  }
  panel.append(title, list);
  root.append(style, panel);
  document.body.append(host);
}

function element(tag: string, className: string, text?: string): HTMLElement {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}
