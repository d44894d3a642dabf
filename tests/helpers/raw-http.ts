// HTTP requests written byte for byte on a socket: `fetch` and `http.request` normalise or refuse the very
// targets the dev server must refuse (`..`, backslashes, NUL), so they cannot test it.
import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export function rawRequest(url: string, target: string, headers: Record<string, string | undefined> = {}): Promise<RawResponse> {
  const { hostname, port, host } = new URL(url);
  const all: Record<string, string | undefined> = { Host: host, Connection: 'close', ...headers };
  const head = [`GET ${target} HTTP/1.1`, ...Object.entries(all).flatMap(([k, v]) => (v === undefined ? [] : [`${k}: ${v}`]))].join('\r\n');
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname.replace(/^\[|\]$/g, ''), () => socket.write(`${head}\r\n\r\n`));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = all.subarray(0, split).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      let body: Buffer = all.subarray(split + 4);
      if (headers['transfer-encoding'] === 'chunked') body = unchunk(body);
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: body.toString('utf8') });
    });
  });
}

function unchunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let rest = body;
  for (;;) {
    const end = rest.indexOf('\r\n');
    const size = parseInt(rest.subarray(0, end).toString('latin1'), 16);
    if (!size) return Buffer.concat(parts);
    parts.push(rest.subarray(end + 2, end + 2 + size));
    rest = rest.subarray(end + 2 + size + 2);
  }
}
