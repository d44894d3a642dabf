/** Line and column of the first quoted occurrence of a value in a source file, to point a writer at it. */
export function positionOf(text: string, value: string): { line?: number; column?: number } {
  const index = ['"', "'", '`'].map((q) => text.indexOf(q + value + q)).find((i) => i >= 0);
  if (index === undefined) return {};
  const before = text.slice(0, index + 1);
  const line = before.split('\n').length;
  return { line, column: index + 1 - before.lastIndexOf('\n') };
}
