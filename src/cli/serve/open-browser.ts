// `docgen serve --open`: the system's way of opening a URL. Failing to open is not an error worth stopping for.
import { spawn } from 'node:child_process';

export function openBrowser(url: string): void {
  const [command, args] =
    process.platform === 'darwin' ? ['open', [url]] : process.platform === 'win32' ? ['cmd', ['/c', 'start', '""', url]] : ['xdg-open', [url]];
  try {
    spawn(command as string, args as string[], { detached: true, stdio: 'ignore' }).on('error', () => undefined).unref();
  } catch {
    // no browser to open
  }
}
