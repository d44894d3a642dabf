// A code fence's meta string, as markdown writes it after the language and MDX's CodeBlock takes it.

export interface CodeMeta {
  title?: string;
  lines: Set<number>;
}

/** Reads `title="pick.lua"` and `{1,3-4}` from a code fence's meta string. */
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
  return { title: title?.[1] ?? title?.[2] ?? title?.[3], lines };
}
