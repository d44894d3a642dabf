// Every user-facing failure is a DocgenError: a code, a message, where it happened, and what to do.

export interface ErrorLocation {
  file?: string;
  line?: number;
  column?: number;
  hint?: string;
  cause?: unknown;
}

export class DocgenError extends Error {
  readonly code: string;
  readonly file?: string;
  readonly line?: number;
  readonly column?: number;
  readonly hint?: string;

  constructor(code: string, message: string, where: ErrorLocation = {}) {
    super(message, where.cause === undefined ? undefined : { cause: where.cause });
    this.name = 'DocgenError';
    this.code = code;
    this.file = where.file;
    this.line = where.line;
    this.column = where.column;
    this.hint = where.hint;
  }
}

/** Several errors found in one stage, reported together before failing once. */
export class DocgenErrors extends Error {
  readonly errors: DocgenError[];
  /** Problems found alongside that would not fail on their own. */
  readonly warnings: DocgenError[];
  constructor(errors: DocgenError[], warnings: DocgenError[] = []) {
    super(`${errors.length} error${errors.length === 1 ? '' : 's'}`);
    this.name = 'DocgenErrors';
    this.errors = errors;
    this.warnings = warnings;
  }
}

export function formatLocation(file?: string, line?: number, column?: number): string {
  if (!file) return '';
  return [file, line, line !== undefined ? column : undefined].filter((part) => part !== undefined).join(':');
}

/** Renders an error for the terminal: `file:line:col  message (code)` then the hint and cause chain. */
export function formatError(error: unknown, cwd = process.cwd()): string {
  if (error instanceof DocgenErrors) return error.errors.map((e) => formatError(e, cwd)).join('\n');
  if (!(error instanceof Error)) return String(error);
  const lines: string[] = [];
  if (error instanceof DocgenError) {
    const file = error.file ? relativeTo(cwd, error.file) : undefined;
    const where = formatLocation(file, error.line, error.column);
    lines.push(`${where ? `${where}  ` : ''}${error.message} [${error.code}]`);
    if (error.hint) lines.push(`  hint: ${error.hint}`);
  } else {
    lines.push(error.stack ?? error.message);
  }
  let cause = error.cause;
  while (cause instanceof Error) {
    lines.push(`  caused by: ${cause.message}`);
    cause = cause.cause;
  }
  return lines.join('\n');
}

function relativeTo(cwd: string, file: string): string {
  return file.startsWith(cwd + '/') ? file.slice(cwd.length + 1) : file;
}
