// What crosses between a thread and its page workers (worker-compiler.ts, compile-worker.ts): plain data only,
// errors included.
import { DocgenError } from '../errors.js';
import type { PageOutcome, PageTask } from '../stages/page-task.js';
import type { RenderSetup, SiteLinks } from './page-compiler.js';

export type WorkerRequest = { type: 'links'; links: SiteLinks } | { type: 'render'; setup: RenderSetup } | { type: 'page'; id: number; task: PageTask };

/** A page's outcome with its warnings as plain data. */
export type OutcomeData = Omit<PageOutcome, 'compiled'> & {
  compiled?: Omit<NonNullable<PageOutcome['compiled']>, 'meta'> & { meta: Omit<NonNullable<PageOutcome['compiled']>['meta'], 'warnings'> & { warnings: ErrorData[] } };
};

export type WorkerAnswer = { id: number; outcome: OutcomeData } | { id: number; error: ErrorData };

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

export function outcomeData(outcome: PageOutcome): OutcomeData {
  const { compiled } = outcome;
  return compiled ? { ...outcome, compiled: { ...compiled, meta: { ...compiled.meta, warnings: compiled.meta.warnings.map(errorData) } } } : { ...outcome, compiled: undefined };
}

export function fromOutcomeData(data: OutcomeData): PageOutcome {
  const { compiled } = data;
  return compiled ? { ...data, compiled: { ...compiled, meta: { ...compiled.meta, warnings: compiled.meta.warnings.map(fromErrorData) } } } : { ...data, compiled: undefined };
}
