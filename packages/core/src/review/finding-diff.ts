// Findings added and fixed between two lint runs, matched by code, file and pointer (ranges move with edits).
import type { Finding } from "../lint/types.js";

export interface FindingDiff {
  added: Finding[];
  fixed: Finding[];
}

const keyOf = (f: Finding) => `${f.code}\u0000${f.file}\u0000${f.pointer}`;

/** The findings of `from` that `to` does not match, counting repeats (two alike in `to` need two in `from`). */
function unmatched(from: readonly Finding[], to: readonly Finding[]): Finding[] {
  const left = new Map<string, number>();
  for (const f of to) left.set(keyOf(f), (left.get(keyOf(f)) ?? 0) + 1);
  return from.filter((f) => {
    const n = left.get(keyOf(f)) ?? 0;
    if (n > 0) left.set(keyOf(f), n - 1);
    return n === 0;
  });
}

export function diffFindings(base: readonly Finding[], head: readonly Finding[]): FindingDiff {
  return { added: unmatched(head, base), fixed: unmatched(base, head) };
}
