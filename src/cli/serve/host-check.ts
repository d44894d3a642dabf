// DNS rebinding: a page on another site can make the browser send requests to 127.0.0.1 under its own host
// name. Such requests carry that name in `Host` (and, for WebSockets, the page's `Origin`): only requests
// naming this machine are answered, and WebSockets only from the server's own pages.
import { networkInterfaces } from 'node:os';

export interface HostPolicy {
  allowsHost(host: string | undefined): boolean;
  allowsOrigin(origin: string | undefined): boolean;
}

const WILDCARDS = new Set(['0.0.0.0', '::', '[::]']);

/** `serverPort` is asked when a request comes: the port is known only once the server listens (port 0). */
export function createHostPolicy(boundHost: string, serverPort: () => number | undefined): HostPolicy {
  const names = new Set(['localhost', '127.0.0.1', '[::1]', bracket(boundHost.toLowerCase())]);
  // Bound to every interface on purpose: the machine's own addresses are its names too.
  if (WILDCARDS.has(boundHost)) for (const list of Object.values(networkInterfaces())) for (const net of list ?? []) names.add(bracket(net.address.toLowerCase()));
  const allowsHost = (host: string | undefined) => host !== undefined && names.has(hostname(host.toLowerCase()));
  return {
    allowsHost,
    allowsOrigin(origin) {
      // Browsers always send Origin with a WebSocket; tools that send none are not a web page.
      if (origin === undefined) return true;
      try {
        const url = new URL(origin);
        // The same origin as the pages: another port of localhost is another site (any local dev server).
        return url.protocol === 'http:' && allowsHost(url.host) && Number(url.port || 80) === serverPort();
      } catch {
        return false;
      }
    },
  };
}

/** 'example.com:3000' → 'example.com', '[::1]:3000' → '[::1]'. */
function hostname(host: string): string {
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.replace(/:\d*$/, '');
}

function bracket(address: string): string {
  return address.includes(':') && !address.startsWith('[') ? `[${address}]` : address;
}
