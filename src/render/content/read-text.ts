// Reads a source file as the text the pipeline expects: UTF-8 without a byte-order mark, lines ending in "\n".
// A file in another encoding or a binary file is an error rather than a page of replacement characters.
import { readFileSync } from 'node:fs';
import { DocgenError } from '../errors.js';

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

export function readSourceText(file: string): string {
  return sourceText(readFileSync(file), file);
}

export function sourceText(bytes: Uint8Array, file: string): string {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    const lenient = new TextDecoder('utf-8').decode(bytes);
    throw new DocgenError('content/encoding', 'The file is not valid UTF-8 text.', {
      file,
      line: lineAt(lenient, lenient.indexOf('\uFFFD')),
      hint: 'Save it as UTF-8 (it may be in a legacy encoding such as GBK or Latin-1).',
    });
  }
  const nul = text.indexOf('\u0000');
  if (nul !== -1) {
    throw new DocgenError('content/binary', 'The file holds binary data (a NUL character), not text.', {
      file,
      line: lineAt(text, nul),
      hint: 'Only text files can be docs or pages; put binary files in the static folder or beside the doc and link to them.',
    });
  }
  // Windows and old Mac line endings: every later step (admonitions, fences, frontmatter) reads "\n" only.
  return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
}

function lineAt(text: string, index: number): number {
  return text.slice(0, Math.max(index, 0)).split('\n').length;
}
