// The live-reload messages from the dev server to the browser, as JSON over the WebSocket at
// `<base>__docgen/ws`. Shared by the server (src/cli/serve) and the browser script (src/client/live-reload).

export interface BuildError {
  /** `file:line:column` relative to where the server runs, or '' when the error has no place. */
  location: string;
  message: string;
  hint?: string;
  code?: string;
}

export type ServerMessage =
  /**
   * On connecting (the socket URL carries `?build=<the page's build>&path=<its path>`): the current build, its
   * errors, and whether the page changed in the builds since it was rendered. `failed`: the errors failed the
   * last build, so the pages are those of the last good build (otherwise they are up to date, broken links and all).
   */
  | { type: 'hello'; build: number; errors: BuildError[]; stale: 'no' | 'content' | 'all'; failed: boolean }
  /** A build finished: the URL paths of the pages that changed, or 'all' (theme, client, config); its errors (broken links) did not stop it. */
  | { type: 'update'; build: number; changed: string[] | 'all'; errors: BuildError[] }
  /** A build failed: the pages stay as they were, the errors show over them. */
  | { type: 'errors'; errors: BuildError[] };

/** Where the script and the socket live, under the site's base path. */
export const LIVE_RELOAD_SCRIPT = '__docgen/live-reload.js';
export const LIVE_RELOAD_SOCKET = '__docgen/ws';

/**
 * The window event by which the live-reload script offers a content change to the router, which prevents it
 * when it shows the new version in place. `changed` lists the pages whose data changed (none known: every one).
 */
export const CONTENT_CHANGED_EVENT = 'docgen:content-changed';
export interface ContentChangedDetail {
  changed?: string[];
}
