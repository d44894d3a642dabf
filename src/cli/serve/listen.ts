// Both servers start listening the same way: a busy port is a user error with a hint, not a stack trace.
import type { Server } from 'node:http';
import { DocgenError } from '../../render/errors.js';

export function listen(server: Server, host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const fail = (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') reject(new DocgenError('serve/port-in-use', `Port ${port} on ${host} is already in use.`, { hint: 'Stop the other server, or pass another port with --port.', cause: error }));
      else reject(error);
    };
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      resolve();
    });
  });
}
