// Where compiled pages keep their bodies (the HTML and the search text, most of a compiled page's weight) for
// the length of a build and between builds: files in the cache folder, named by a hash of their content, read
// when a page is rendered or indexed. The build itself keeps only each page's metadata in memory, so its memory
// does not grow with the text of the site. Without a cache folder (a build in memory), they stay in memory.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { PageSection } from '../markdown/plugins/rehype-collect-sections.js';

export interface PageBody {
  html: string;
  /** Headings and the text under each, for the search records. */
  sections: PageSection[];
}

export interface PageBodies {
  /** Keeps a body; returns its name, a hash of its content. */
  put(body: PageBody): string;
  /** Whether `get` will find the body of that name. */
  has(name: string): boolean;
  get(name: string): PageBody;
  /** Removes the bodies no page of this build uses (a store shared with another process keeps them). */
  prune(used: Set<string>): void;
}

export function memoryBodies(): PageBodies {
  const bodies = new Map<string, PageBody>();
  return {
    put(body) {
      const name = nameOf(serialize(body));
      bodies.set(name, body);
      return name;
    },
    has: (name) => bodies.has(name),
    get: (name) => bodies.get(name) ?? missing(name),
    prune(used) {
      for (const name of bodies.keys()) if (!used.has(name)) bodies.delete(name);
    },
  };
}

/**
 * Bodies in `dir`. `remember`: the dev server's store, which keeps every body it reads or writes in memory too
 * and never removes a file: a `docgen build` of the same site may share the folder and prune it meanwhile.
 */
export function diskBodies(dir: string, options: { remember?: boolean } = {}): PageBodies {
  const remembered = options.remember ? new Map<string, PageBody>() : undefined;
  const fileOf = (name: string) => path.join(dir, name.slice(0, 2), `${name}.bin`);
  return {
    put(body) {
      const bytes = serialize(body);
      const name = nameOf(bytes);
      remembered?.set(name, body);
      const file = fileOf(name);
      if (!existsSync(file)) {
        mkdirSync(path.dirname(file), { recursive: true });
        // Complete or absent under its name, whatever stops this process.
        const temp = `${file}.${process.pid}.tmp`;
        writeFileSync(temp, bytes);
        renameSync(temp, file);
      }
      return name;
    },
    has(name) {
      if (!remembered) return existsSync(fileOf(name));
      if (remembered.has(name)) return true;
      try {
        remembered.set(name, read(fileOf(name)));
        return true;
      } catch {
        return false;
      }
    },
    get(name) {
      const known = remembered?.get(name);
      if (known) return known;
      try {
        return read(fileOf(name));
      } catch (cause) {
        throw new Error(`The compiled page ${name} is missing from ${dir}: was the cache folder changed while docgen ran?`, { cause });
      }
    },
    prune(used) {
      if (remembered || !existsSync(dir)) return;
      for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
        if (entry.isFile() && !used.has(entry.name.replace(/\.bin$/, ''))) rmSync(path.join(entry.parentPath, entry.name), { force: true });
      }
    },
  };
}

function read(file: string): PageBody {
  return deserialize(readFileSync(file)) as PageBody;
}

function nameOf(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 32);
}

function missing(name: string): never {
  throw new Error(`No compiled page ${name}`);
}
