// The order a build compiles pages in when a doc's versions are not all the same text (one adds a paragraph,
// say): those that compile follow each other, so that the thread they go to parses the parts of the text they
// share once, keeping the parts of one doc at a time (MarkdownCompiler.versionParser).

/**
 * `families[i]`: the doc page `i` (in route order) is a version of, when it is compiled; undefined for a page
 * that is not. Returns the order to compile the pages in (every other page keeps its place; a family's later
 * versions come right after its first) and the pages of families with more than one version to compile.
 */
export function versionsTogether(families: (string | undefined)[]): { order: number[]; together: Set<number> } {
  const members = new Map<string, number[]>();
  families.forEach((family, index) => {
    if (family === undefined) return;
    const known = members.get(family);
    if (known) known.push(index);
    else members.set(family, [index]);
  });
  const after = new Map<number, number[]>();
  const together = new Set<number>();
  for (const indexes of members.values()) {
    if (indexes.length < 2) continue;
    for (const index of indexes) together.add(index);
    after.set(indexes[0]!, indexes.slice(1));
  }
  const order = families.flatMap((_, index) => {
    if (together.has(index) && !after.has(index)) return []; // placed after the family's first
    return [index, ...(after.get(index) ?? [])];
  });
  return { order, together };
}
