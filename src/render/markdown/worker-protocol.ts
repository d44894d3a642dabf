// What crosses between the dev server's thread and the markdown worker (worker-compiler.ts, compile-worker.ts):
// plain data only, errors included.
import { DocgenError } from '../errors.js';
import type { CompileOutput, PageRef, SiteLinks } from './page-compiler.js';

export type WorkerRequest = { type: 'links'; links: SiteLinks } | { type: 'compile'; id: number; body: string; page: PageRef };

export type WorkerAnswer =
  | { id: number; compiled: Omit<CompileOutput['compiled'], 'warnings'> & { warnings: ErrorData[] }; docs: CompileOutput['docs'] }
  | { id: number; error: ErrorData };

/** A DocgenError as plain data. */
export interface ErrorData {
  code: string;
  message: string;
  file?: string;
  line?: number;
  column?: number;
  hint?: string;
}

export function errorData(error: DocgenError): ErrorData {
  return { code: error.code, message: error.message, file: error.file, line: error.line, column: error.column, hint: error.hint };
}

export function fromErrorData(data: ErrorData): DocgenError {
  return new DocgenError(data.code, data.message, data);
}
