// A code fence's meta string, as markdown writes it after the language and MDX's CodeBlock takes it, and the
// magic comments Docusaurus sites mark lines with.

export interface CodeMeta {
  title?: string;
  lines: Set<number>;
  /** The first line's number, when the block shows line numbers (`showLineNumbers`, `showLineNumbers=5`). */
  lineNumbersFrom?: number;
}

/**
 * A code block's language as docgen names it: lowercased, as Docusaurus reads ```` ```JavaScript ```` (its
 * highlighter's names, and shiki's, are all lowercase).
 */
export function codeLanguage(written: string): string {
  return written.toLowerCase();
}

/** Reads `title="pick.lua"`, `{1,3-4}` and `showLineNumbers[=N]` from a code fence's meta string. */
export function parseCodeMeta(meta: string | undefined): CodeMeta {
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta ?? '');
  const lines = new Set<number>();
  const ranges = /\{([\d,\s-]+)\}/.exec(meta ?? '')?.[1] ?? '';
  for (const part of ranges.split(',')) {
    if (part.trim() === '') continue;
    const [from, to] = part.trim().split('-').map(Number);
    if (from === undefined || Number.isNaN(from)) continue;
    for (let line = from; line <= (to ?? from); line++) lines.add(line);
  }
  const numbers = /(?:^|\s)showLineNumbers(?:=(\d+))?(?=\s|$)/.exec(meta ?? '');
  return { title: title?.[1] ?? title?.[2] ?? title?.[3], lines, lineNumbersFrom: numbers ? Number(numbers[1] ?? 1) : undefined };
}

/** A comment line holding only `highlight-next-line`, `highlight-start` or `highlight-end`, in any common comment syntax. */
const MAGIC = /^\s*(?:\/\/|#|--|%|;|\/\*|<!--|\{\/\*)\s*highlight-(next-line|start|end)\s*(?:\*\/\}|\*\/|-->)?\s*$/;

/**
 * The code without its magic comment lines, and the lines they mark (1-based, in the code as shown). A block
 * whose meta string gives lines (`{1,3}`) keeps its comments as written, as Docusaurus does.
 */
export function magicComments(code: string, meta: CodeMeta): { code: string; lines: Set<number> } {
  if (meta.lines.size > 0 || !code.includes('highlight-')) return { code, lines: meta.lines };
  const kept: string[] = [];
  const lines = new Set<number>();
  let next = false;
  let open = 0;
  for (const line of code.split('\n')) {
    const magic = MAGIC.exec(line)?.[1];
    if (magic === 'next-line') next = true;
    else if (magic === 'start') open++;
    else if (magic === 'end') open = Math.max(0, open - 1);
    else {
      kept.push(line);
      if (next || open > 0) lines.add(kept.length);
      next = false;
    }
  }
  return { code: kept.join('\n'), lines };
}

/** The style that numbers a block's lines from its first number (styles.css counts `.line`s), if it shows them. */
export function lineNumbersStyle(meta: CodeMeta): string | undefined {
  return meta.lineNumbersFrom === undefined ? undefined : `counter-reset:line ${meta.lineNumbersFrom - 1}`;
}
