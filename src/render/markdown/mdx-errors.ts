// An MDX page's errors, said so that a writer can act on them: where the syntax went wrong and how to write the
// character meant; which component the page names but nobody defines; which component failed to render.
import type { VFile } from 'vfile';
import { BUILTIN_COMPONENTS } from '../../../theme/mdx/components.js';
import type { MdxEnv } from '../../../theme/mdx/mdx-env.js';
import { DocgenError } from '../errors.js';
import { renderMdx } from './mdx.js';
import { mdxPlace, mdxReason } from './mdx-place.js';

/** A compile error of an MDX page (its syntax, mostly), placed at its line and column, with what to do. */
export function mdxError(cause: unknown, file: string, text: string): DocgenError {
  const reason = mdxReason(cause);
  const { line, column } = mdxPlace(cause);
  return new DocgenError('mdx/syntax', `MDX cannot read this page: ${reason}`, {
    file,
    line,
    column,
    hint: syntaxHint(reason, line === undefined ? '' : (text.split('\n')[line - 1] ?? '')),
    cause,
  });
}

function syntaxHint(reason: string, line: string): string {
  if (/expression|acorn/i.test(reason) || (/end of file/i.test(reason) && line.includes('{'))) {
    return 'In MDX, `{` starts a JavaScript expression: write `\\{` for the character itself, and `{/* … */}` for a comment.';
  }
  if (/closing tag|end tag|expected the closing/i.test(reason)) return 'Close the tag the message names, or write `\\<` if the `<` was meant as text.';
  if (/character|before name|tag/i.test(reason) || line.includes('<')) {
    return 'In MDX, `<` starts a JSX tag: write `\\<` (or `&lt;`) for the character itself, and close an HTML comment with `-->`.';
  }
  return 'MDX is markdown with JSX: `<` and `{` are code there, and every tag must be closed.';
}

/** Renders a compiled MDX page; a component it names but nobody defines, or one that throws, is a DocgenError. */
export function renderMdxPage(code: string, file: VFile, text: string, env: MdxEnv): string {
  try {
    return renderMdx(code, file, env);
  } catch (cause) {
    const sourceFile = file.data.ctx!.sourceFile;
    const missing = /Expected component `([^`]+)` to be defined/.exec((cause as Error).message)?.[1];
    if (missing) {
      return fail(new DocgenError('mdx/unknown-component', `This page uses the component <${missing}>, which is not defined.`, {
        file: sourceFile,
        line: lineOf(text, `<${missing}`),
        hint: `Built in, with no import: ${Object.keys(BUILTIN_COMPONENTS).filter((name) => name !== 'details').join(', ')}. Check the name's spelling and case.`,
      }));
    }
    const undefinedName = cause instanceof ReferenceError ? /^(\S+) is not defined/.exec(cause.message)?.[1] : undefined;
    if (undefinedName) {
      return fail(new DocgenError('mdx/render', `An expression of this page names "${undefinedName}", which is not defined.`, {
        file: sourceFile,
        line: lineOf(text, new RegExp(`\\{[^}]*${undefinedName.replace(/[$]/g, '\\$&')}`)),
        hint: 'In MDX, `{…}` is JavaScript: write `\\{` for a brace meant as text, or define the name with `export const`.',
        cause,
      }));
    }
    return fail(new DocgenError('mdx/render', `A component of this page failed to render: ${(cause as Error).message}`, { file: sourceFile, cause }));
  }
}

function fail(error: DocgenError): never {
  throw error;
}

/** The line of the first place `needle` is written, counting from 1. */
function lineOf(text: string, needle: string | RegExp): number | undefined {
  const at = typeof needle === 'string' ? text.indexOf(needle) : (needle.exec(text)?.index ?? -1);
  return at === -1 ? undefined : text.slice(0, at).split('\n').length;
}
