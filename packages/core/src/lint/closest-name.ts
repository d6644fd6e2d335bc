// Edit distance and the closest known name, for "did you mean" messages and rename fixes (M005, M006, Y001).

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions). */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row: number[] = [i];
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const prev = rows[i - 1] as number[];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
      row.push(d);
    }
    rows.push(row);
  }
  return (rows[a.length] as number[])[b.length] as number;
}

/** How far a name may be from a known one and still count as a typo of it. */
function tolerance(a: string, b: string): number {
  return Math.max(1, Math.floor(Math.max(a.length, b.length) / 3));
}

/**
 * The known name closest to `name` (case-insensitive), when it is close enough to be a likely
 * typo or abbreviation (`cli_bin` -> `cliBin`, `descripton` -> `description`, `proj` -> `project`);
 * undefined when nothing is close. Ties go to the earlier candidate.
 */
export function closestName(name: string, candidates: readonly string[]): string | undefined {
  const needle = name.toLowerCase();
  let best: { name: string; score: number } | undefined;
  for (const candidate of candidates) {
    if (candidate === name) continue;
    const hay = candidate.toLowerCase();
    const distance = editDistance(needle, hay);
    // An abbreviation (a prefix of 3 or more characters) counts as close whatever its length.
    const prefix = needle.length >= 3 && (hay.startsWith(needle) || (hay.length >= 3 && needle.startsWith(hay)));
    if (distance > tolerance(needle, hay) && !prefix) continue;
    if (!best || distance < best.score) best = { name: candidate, score: distance };
  }
  return best?.name;
}

/** `"a", "b" or "c"`: a list of names for a message. */
export function quotedList(names: readonly unknown[]): string {
  const quoted = names.map((n) => JSON.stringify(n));
  if (quoted.length <= 1) return quoted.join("");
  return `${quoted.slice(0, -1).join(", ")} or ${quoted.at(-1)}`;
}
