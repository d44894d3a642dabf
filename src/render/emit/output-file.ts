// What the build hands to the writer: a file's content, a file to copy, or a page rendered on demand.
import { readFileSync } from 'node:fs';
import { once } from '../../shared/once.js';

/**
 * A page rendered from inputs that its key sums up, all but the `volatile` values: strings (such as the hashed
 * URL of a search index) that appear verbatim in the page and change without changing anything else, so an
 * unchanged page only needs them replaced.
 */
export interface RenderKey {
  key: string;
  volatile: string[];
}

/**
 * A file rendered on demand. With a key (computed only when an earlier output may spare the rendering), an
 * unchanged key means the file needs no rendering; without one, rendering is cheap and its result is compared.
 */
export interface RenderedFile {
  key?: () => RenderKey;
  render(): string;
}

export type OutputFile = string | Uint8Array | { copyFrom: string } | RenderedFile;

/** A rendered file whose key and rendering are each computed once, when first needed. */
export function renderedFile(render: () => string, key?: () => RenderKey): RenderedFile {
  return { key: key && once(key), render: once(render) };
}

/** The content of an output file, for the in-memory consumers (dev server, link checker, tests). */
export function outputContent(file: OutputFile): string | Uint8Array {
  if (isRendered(file)) return file.render();
  if (isCopy(file)) return readFileSync(file.copyFrom);
  return file;
}

export function isCopy(content: OutputFile): content is { copyFrom: string } {
  return typeof content === 'object' && 'copyFrom' in content;
}

export function isRendered(content: OutputFile): content is RenderedFile {
  return typeof content === 'object' && 'render' in content;
}
