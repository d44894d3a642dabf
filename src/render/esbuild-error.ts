// Turns an esbuild failure into a DocgenError at the first error's file and line.
import path from 'node:path';
import { DocgenError } from './errors.js';

interface EsbuildFailure {
  errors?: { text: string; location?: { file: string; line: number; column: number } | null }[];
}

/** `workingDir`: the build's absWorkingDir, which esbuild's file names are relative to. */
export function esbuildError(code: string, what: string, cause: unknown, fallbackFile?: string, workingDir = process.cwd()): DocgenError {
  const first = (cause as EsbuildFailure).errors?.[0];
  const location = first?.location;
  return new DocgenError(code, `${what}: ${first?.text ?? (cause as Error).message}`, {
    file: location?.file ? path.resolve(workingDir, location.file) : fallbackFile,
    line: location?.line,
    column: location ? location.column + 1 : undefined,
    cause,
  });
}
