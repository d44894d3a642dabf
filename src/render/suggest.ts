// "Did you mean ...?": the candidate nearest to a broken target, when one is near enough to be a likely typo.

/** Edit distance (insertions, deletions, substitutions), giving up once it exceeds `limit`. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The nearest candidate, compared case-insensitively, within a distance of a third of the length of `part`
 * (at least 2); undefined when nothing is that close. `part` is what a typo would be in: for a path, its
 * last segment, so that a long shared prefix does not make every page look close.
 */
export function closest(target: string, candidates: Iterable<string>, part = target): string | undefined {
  const wanted = target.toLowerCase();
  const limit = Math.max(2, Math.floor(part.length / 3));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of candidates) {
    if (candidate === target) continue;
    const distance = editDistance(wanted, candidate.toLowerCase(), bestDistance - 1);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
