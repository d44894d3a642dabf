// Live reload over a WebSocket on the dev server's own port (server-sent events would take one of the
// browser's six connections per host for every open tab). Each message is one JSON object; the protocol is
// in src/shared/live-reload-protocol.ts.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { LIVE_RELOAD_SOCKET, type BuildError, type ServerMessage } from '../../shared/live-reload-protocol.js';
import type { HostPolicy } from './host-check.js';

export interface LiveReloadHub {
  /** Tells every open page about a build: what changed and the errors to show, if any. */
  publish(build: number, changed: string[] | 'all', errors: BuildError[]): void;
  /** Only the errors changed (a failed rebuild keeps the last good pages). */
  publishErrors(errors: BuildError[]): void;
  close(): void;
}

export function createLiveReloadHub(server: Server, path: () => string, policy: HostPolicy): LiveReloadHub {
  const wss = new WebSocketServer({ noServer: true });
  // `failed`: the errors are a failed build's (the pages are the last good ones), not a good build's broken links.
  let state = { build: 0, errors: [] as BuildError[], failed: false };
  // What each recent build changed, to tell a page that connects late whether it missed an update.
  const history = new Map<number, string[] | 'all'>();
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const target = url.pathname;
    // At the root too: the error page shown while the config is broken knows no base.
    if (target !== path() && target !== `/${LIVE_RELOAD_SOCKET}`) return refuse(socket, 404, 'Not Found');
    if (!policy.allowsHost(req.headers.host) || !policy.allowsOrigin(req.headers.origin)) return refuse(socket, 403, 'Forbidden');
    const since = Number(url.searchParams.get('build') ?? state.build);
    const stale = staleness(history, since, state.build, url.searchParams.get('path') ?? '');
    wss.handleUpgrade(req, socket, head, (ws) => send(ws, { type: 'hello', build: state.build, errors: state.errors, failed: state.failed, stale }));
  });
  const broadcast = (message: ServerMessage) => {
    const text = JSON.stringify(message);
    for (const client of wss.clients) if (client.readyState === client.OPEN) client.send(text);
  };
  return {
    publish(build, changed, errors) {
      state = { build, errors, failed: false };
      history.set(build, changed);
      history.delete(build - HISTORY);
      broadcast({ type: 'update', build, changed, errors });
    },
    publishErrors(errors) {
      state = { ...state, errors, failed: true };
      broadcast({ type: 'errors', errors });
    },
    close() {
      for (const client of wss.clients) client.terminate();
      wss.close();
    },
  };
}

const HISTORY = 200;

/** Whether a page rendered by build `since` changed in the builds after it. */
export function staleness(history: Map<number, string[] | 'all'>, since: number, current: number, path: string): 'no' | 'content' | 'all' {
  if (since === current) return 'no';
  if (since < 0) return current > 0 ? 'all' : 'no'; // the error page, once there is a good build
  if (since > current) return 'all'; // rendered by another run of the server
  let stale: 'no' | 'content' = 'no';
  for (let build = since + 1; build <= current; build++) {
    const changed = history.get(build);
    if (changed === undefined || changed === 'all') return 'all';
    if (changed.includes(path)) stale = 'content';
  }
  return stale;
}

function send(ws: WebSocket, message: ServerMessage): void {
  ws.send(JSON.stringify(message));
}

function refuse(socket: Duplex, status: number, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
