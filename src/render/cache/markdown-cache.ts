// A content-hash cache of compiled markdown, kept on disk between builds: an unchanged page with unchanged
// link targets is not compiled again.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { CompiledMarkdown } from '../markdown/compile-markdown.js';

type Entry = Omit<CompiledMarkdown, 'warnings'> & { warnings: { message: string; line?: number; column?: number }[] };

export class MarkdownCache {
  private readonly previous: Map<string, Entry>;
  private readonly used = new Map<string, Entry>();
  hits = 0;
  misses = 0;

  private constructor(
    private readonly file: string | undefined,
    previous: Map<string, Entry>,
  ) {
    this.previous = previous;
  }

  /** Opens the cache stored in `file`; without a file the cache lives for this build only. */
  static async open(file?: string): Promise<MarkdownCache> {
    let previous = new Map<string, Entry>();
    if (file && existsSync(file)) {
      try {
        previous = deserialize(await readFile(file)) as Map<string, Entry>;
      } catch {
        // A cache from another Node version or a torn write is simply rebuilt.
      }
    }
    return new MarkdownCache(file, previous);
  }

  static key(parts: string[]): string {
    const hash = createHash('sha256');
    for (const part of parts) hash.update(part).update('\u0000');
    return hash.digest('hex');
  }

  get(key: string): Entry | undefined {
    const entry = this.previous.get(key) ?? this.used.get(key);
    if (entry) {
      this.hits++;
      this.used.set(key, entry);
    } else this.misses++;
    return entry;
  }

  set(key: string, value: Entry): void {
    this.used.set(key, value);
  }

  /** Keeps only what this build used, so the cache never grows past the site. */
  async save(): Promise<void> {
    if (!this.file) return;
    await mkdir(path.dirname(this.file), { recursive: true });
    const temp = `${this.file}.${process.pid}.tmp`;
    await writeFile(temp, serialize(this.used));
    await rename(temp, this.file);
  }
}
