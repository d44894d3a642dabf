// A content-hash cache of compiled markdown, kept on disk between builds: an unchanged page with unchanged
// link targets is not compiled again. The cache file holds each page's metadata; the bodies (HTML and search
// text) are in the page store beside it (page-bodies.ts).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { CompiledPage } from '../markdown/compile-markdown.js';
import { diskBodies, memoryBodies, type PageBodies } from './page-bodies.js';
import { replaceFile } from './replace-file.js';

/**
 * What a compiled page depends on besides its own text: the URL each relative `.md` link resolved to (null when
 * no doc has the file) and the size and mtime of each image it copies. Adding, moving or retitling another doc
 * then invalidates only the pages that link to it.
 */
export interface CompileDeps {
  docs: [file: string, url: string | null][];
  files: [file: string, size: number, mtimeMs: number][];
}

export type CacheEntry = Omit<CompiledPage, 'warnings'> & { warnings: { message: string; line?: number; column?: number }[]; deps?: CompileDeps };
type Entry = CacheEntry;

export class MarkdownCache {
  private readonly previous: Map<string, Entry>;
  private readonly used = new Map<string, Entry>();
  private readonly latest = new Map<string, string>();
  /** Whether an entry was stored: a page made from another version's is stored without counting as a miss. */
  private stored = false;
  hits = 0;
  misses = 0;
  /** Of the hits, the pages made from another docs version's compile. */
  shared = 0;

  private constructor(
    private readonly file: string | undefined,
    previous: Map<string, Entry>,
    readonly bodies: PageBodies,
    /** The page store's folder, when it is on disk: worker threads put and read bodies there too. */
    readonly bodiesDir?: string,
  ) {
    this.previous = previous;
  }

  /** Opens the cache stored in `file`; without a file the cache lives for this build only, in memory. */
  static async open(file?: string): Promise<MarkdownCache> {
    let previous = new Map<string, Entry>();
    if (file && existsSync(file)) {
      try {
        previous = deserialize(await readFile(file)) as Map<string, Entry>;
      } catch {
        // A cache from another Node version or a torn write is simply rebuilt.
      }
    }
    const bodiesDir = file && path.join(path.dirname(file), 'pages');
    const bodies = bodiesDir ? diskBodies(bodiesDir) : memoryBodies();
    // Nothing has read a body yet: the store may move them.
    const moved = bodies.tidy(new Set([...previous.values()].map((entry) => entry.body)));
    if (moved.size) for (const entry of previous.values()) entry.body = moved.get(entry.body) ?? entry.body;
    return new MarkdownCache(file, previous, bodies, bodiesDir);
  }

  static key(parts: string[]): string {
    const hash = createHash('sha256');
    for (const part of parts) hash.update(part).update('\u0000');
    return hash.digest('hex');
  }

  /**
   * The entry stored under `key`, if `isValid` accepts it and its body is in the store. The newest entry wins:
   * it is the one set last.
   */
  get(key: string, isValid: (entry: Entry) => boolean = () => true): Entry | undefined {
    const stored = this.used.get(key) ?? this.previous.get(key);
    const entry = stored && isValid(stored) && typeof stored.body === 'string' && this.bodies.has(stored.body) ? stored : undefined;
    if (entry) {
      this.hits++;
      this.used.set(key, entry);
    } else this.misses++;
    return entry;
  }

  /**
   * A page `get` missed that was made from the same doc compiled for another docs version: it was not compiled
   * (versions/share-compiled.ts), so it counts as a hit.
   */
  countShared(): void {
    this.misses--;
    this.hits++;
    this.shared++;
  }

  /**
   * Stores a page's entry; the entry stored before for the same page (`page`, its URL) is let go: a dev server
   * compiling one page after every edit would otherwise keep every version of it.
   */
  set(key: string, value: Entry, page?: string): void {
    const before = page === undefined ? undefined : this.latest.get(page);
    if (before !== undefined && before !== key) this.used.delete(before);
    if (page !== undefined) this.latest.set(page, key);
    this.used.set(key, value);
    this.stored = true;
  }

  /** Keeps only the entries this build used (their bodies are tidied when the cache is opened next). */
  async save(): Promise<void> {
    if (!this.file || (!this.stored && this.used.size === this.previous.size)) return;
    await replaceFile(this.file, serialize(this.used));
  }
}
