// What the build hands to the writer: a file's content, a file to copy, or a page rendered on demand.
import { readFileSync } from 'node:fs';

/**
 * A file rendered on demand, each time it is asked for: the writer asks once and drops the result once written,
 * so rendered pages never pile up in memory. With a key (computed only when an earlier output may spare the
 * rendering), an unchanged key means the file needs no rendering; without one, its result is compared.
 */
export interface RenderedFile {
  key?: () => string;
  render(): string;
}

/**
 * A file written piece by piece as its pieces are made (many pages' text one after the other): it is never whole
 * in memory. Its key says whether the previous output's copy is still right; a changed one is written afresh.
 */
export interface StreamedFile {
  key: () => string;
  pieces(): Iterable<string>;
}

export type OutputFile = string | Uint8Array | { copyFrom: string } | RenderedFile | StreamedFile;

/** The content of an output file, for the in-memory consumers (dev server, link checker, tests). */
export function outputContent(file: OutputFile): string | Uint8Array {
  if (isRendered(file)) return file.render();
  if (isStreamed(file)) return [...file.pieces()].join('');
  if (isCopy(file)) return readFileSync(file.copyFrom);
  return file;
}

export function isCopy(content: OutputFile): content is { copyFrom: string } {
  return typeof content === 'object' && 'copyFrom' in content;
}

export function isRendered(content: OutputFile): content is RenderedFile {
  return typeof content === 'object' && 'render' in content;
}

export function isStreamed(content: OutputFile): content is StreamedFile {
  return typeof content === 'object' && 'pieces' in content;
}
