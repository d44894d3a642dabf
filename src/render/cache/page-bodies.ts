// Where compiled pages keep their bodies (the HTML and the search text, most of a compiled page's weight) for
// the length of a build and between builds, read when a page is rendered or indexed: the build itself keeps only
// each page's metadata in memory, so its memory does not grow with the text of the site.
//
// On disk the bodies are appended to pack files in the cache folder, one pack per process that compiled pages
// (a file per body cost a cold build of 2,000 pages two seconds of file creation). A body's name says where it
// is and what it holds: `<hash>@<pack>:<offset>:<length>`, the hash of its content first, so that a name changes
// with the content (render keys rely on it). When the cache is opened, before any body is read, the packs its
// entries no longer name are removed (but those of another running docgen: a dev server and a build may share
// the folder), and the live bodies copied into a fresh pack once dead ones outweigh them. Without a cache folder
// (a build in memory), the bodies stay in memory.
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readSync, rmSync, statSync, writeSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { isRunning } from '../running-process.js';
import type { PageSection } from '../markdown/plugins/rehype-collect-sections.js';

export interface PageBody {
  html: string;
  /** Headings and the text under each, for the search records. */
  sections: PageSection[];
  /** The page as plain markdown, for its markdown copy (src/render/llms/). */
  markdown?: string;
}

export interface PageBodies {
  /** Keeps a body; returns its name. */
  put(body: PageBody): string;
  /** Whether `get` will find the body of that name. */
  has(name: string): boolean;
  get(name: string): PageBody;
  /**
   * Before a build reads any body: removes the packs no name in `used` points into and, when the packs hold more
   * than twice what `used` needs, copies those bodies into a fresh pack. Returns the new name of each moved body.
   */
  tidy(used: Set<string>): Map<string, string>;
}

export function memoryBodies(): PageBodies {
  const bodies = new Map<string, PageBody>();
  return {
    put(body) {
      const name = nameOfBody(body);
      bodies.set(name, body);
      return name;
    },
    has: (name) => bodies.has(name),
    get(name) {
      const body = bodies.get(name);
      if (!body) throw new Error(`No compiled page ${name} in memory`);
      return body;
    },
    tidy: () => new Map(), // it lives for one build
  };
}

/** A body's name in a store in memory: what a worker of a build in memory keys the page with. */
export function nameOfBody(body: PageBody): string {
  return hashOf(body);
}

/** What a body's name says of its content, wherever it is kept: the same for the same body. */
export function contentOfBody(name: string): string {
  const at = name.indexOf('@');
  return at === -1 ? name : name.slice(0, at);
}

/** Bodies in pack files in `dir`. */
export function diskBodies(dir: string): PageBodies {
  const readers = new Map<string, number>();
  let writer: { pack: string; fd: number; size: number } | undefined;
  const reader = (pack: string): number => {
    let fd = readers.get(pack);
    if (fd === undefined) readers.set(pack, (fd = openSync(path.join(dir, pack), 'r')));
    return fd;
  };
  const read = (name: string): PageBody => {
    const place = placeOf(name);
    if (!place) throw new Error(`Not the name of a stored page: ${name}`);
    const { pack, offset, length } = place;
    const bytes = Buffer.alloc(length);
    if (readSync(reader(pack), bytes, 0, length, offset) !== length) throw new Error(`${pack} ends before ${name}`);
    return deserialize(bytes) as PageBody;
  };
  const append = (bytes: Uint8Array, hash: string): string => {
    if (!writer) {
      mkdirSync(dir, { recursive: true });
      const pack = `${process.pid}-${randomBytes(4).toString('hex')}.pack`;
      writer = { pack, fd: openSync(path.join(dir, pack), 'a'), size: 0 };
    }
    const name = `${hash}@${writer.pack}:${writer.size}:${bytes.length}`;
    writeSync(writer.fd, bytes);
    writer.size += bytes.length;
    return name;
  };
  return {
    put(body) {
      return append(serialize(body), hashOf(body));
    },
    has(name) {
      const place = placeOf(name);
      return place !== undefined && existsSync(path.join(dir, place.pack));
    },
    get(name) {
      try {
        return read(name);
      } catch (cause) {
        throw new Error(`The compiled page ${name} cannot be read from ${dir}: was the cache folder changed while docgen ran?`, { cause });
      }
    },
    tidy(used) {
      const moved = new Map<string, string>();
      if (!existsSync(dir)) return moved;
      const places = [...used].flatMap((name) => {
        const place = placeOf(name);
        return place && existsSync(path.join(dir, place.pack)) ? [{ name, ...place }] : [];
      });
      const packs = new Set(places.map((place) => place.pack));
      const live = places.reduce((sum, place) => sum + place.length, 0);
      const stored = [...packs].reduce((sum, pack) => sum + statSync(path.join(dir, pack)).size, 0);
      // An edit adds a small pack and leaves a dead body in an older one: copy the live ones out once the dead
      // outweigh them.
      if (stored > 2 * live && stored > 1 << 20) {
        for (const place of places) {
          const bytes = Buffer.alloc(place.length);
          readSync(reader(place.pack), bytes, 0, place.length, place.offset);
          moved.set(place.name, append(bytes, contentOfBody(place.name)));
        }
        packs.clear();
      }
      for (const file of readdirSync(dir)) {
        if (packs.has(file) || file === writer?.pack || ofAnotherRun(file)) continue;
        const fd = readers.get(file);
        if (fd !== undefined) closeSync(fd);
        readers.delete(file);
        // The packs of other runs, and the files of an older store, none of which a saved entry names.
        rmSync(path.join(dir, file), { recursive: true, force: true });
      }
      return moved;
    },
  };
}

/** A pack being written by another docgen that is running (a dev server, a build): not this run's to remove. */
function ofAnotherRun(pack: string): boolean {
  const pid = Number(/^(\d+)-[0-9a-f]+\.pack$/.exec(pack)?.[1]);
  return Number.isInteger(pid) && pid !== process.pid && isRunning(pid);
}

function placeOf(name: string): { pack: string; offset: number; length: number } | undefined {
  const match = /@([\w-]+\.pack):(\d+):(\d+)$/.exec(name);
  return match ? { pack: match[1]!, offset: Number(match[2]), length: Number(match[3]) } : undefined;
}

/**
 * Of the text, not of its serialised bytes: V8 writes a string as it holds it (one or two bytes a character), and
 * the same page compiled in another thread may hold its strings otherwise.
 */
function hashOf(body: PageBody): string {
  return createHash('sha256').update(body.html).update('\u0000').update(JSON.stringify(body.sections)).update('\u0000').update(body.markdown ?? '').digest('hex').slice(0, 32);
}
