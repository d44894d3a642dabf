// Writes a file of the cache folder so that it is whole or absent under its name, whatever stops the process.
import { mkdir, open, rename } from 'node:fs/promises';
import path from 'node:path';

/** `content` whole, or as chunks (a large JSON need never be one string). */
export async function replaceFile(file: string, content: string | Uint8Array | Iterable<string>): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  const handle = await open(temp, 'w');
  try {
    if (typeof content === 'string' || content instanceof Uint8Array) await handle.writeFile(content);
    else for (const chunk of content) await handle.write(chunk);
  } finally {
    await handle.close();
  }
  await rename(temp, file);
}
