/** "Did you mean …?": the known name a mistyped one is closest to. Pure. */

/** The name of `names` closest to `name` (case aside) within `maxEdits` single-letter edits, if any. */
export function closestName(name: string, names: readonly string[], maxEdits = 2): string | undefined {
  let best: { name: string; edits: number } | undefined;
  for (const candidate of names) {
    const edits = editDistance(name.toLowerCase(), candidate.toLowerCase());
    if (edits <= maxEdits && (!best || edits < best.edits)) best = { name: candidate, edits };
  }
  return best?.name;
}

/** Levenshtein distance (names here are short). */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}
