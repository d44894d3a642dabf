// Build errors as the browser overlay shows them: the same place and words as in the terminal.
import path from 'node:path';
import { DocgenError, DocgenErrors, formatLocation } from '../../render/errors.js';
import type { BuildError } from '../../shared/live-reload-protocol.js';

export function toBuildErrors(error: unknown, cwd = process.cwd()): BuildError[] {
  if (error instanceof DocgenErrors) return error.errors.flatMap((e) => toBuildErrors(e, cwd));
  if (error instanceof DocgenError) {
    const file = error.file && (path.relative(cwd, error.file).startsWith('..') ? error.file : path.relative(cwd, error.file));
    return [{ location: formatLocation(file, error.line, error.column), message: error.message, hint: error.hint, code: error.code }];
  }
  return [{ location: '', message: error instanceof Error ? (error.stack ?? error.message) : String(error) }];
}
