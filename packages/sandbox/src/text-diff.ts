// A small line diff (longest common subsequence) for side effects: `-` removed, `+` added, ` ` kept.
const maxLines = 2000;

/** The lines of a text; a final newline ends the last line rather than starting an empty one. */
function lines(text: string): string[] {
  if (text === "") return [];
  const out = text.split("\n");
  if (text.endsWith("\n")) out.pop();
  return out;
}

export function lineDiff(before: string, after: string): string {
  const a = lines(before);
  const b = lines(after);
  if (a.length > maxLines || b.length > maxLines)
    return `(${a.length} lines before, ${b.length} after: too long to diff)`;
  // lcs[i][j]: common length of a[i..] and b[j..]
  const lcs = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      out.push(` ${a[i]}`);
      i++;
      j++;
    } else if (i < a.length && (j >= b.length || lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) {
      // On a tie the removal comes first, as in a unified diff: the old line, then its replacement.
      out.push(`-${a[i]}`);
      i++;
    } else {
      out.push(`+${b[j]}`);
      j++;
    }
  }
  // A change of the final newline alone changes no line: say so, or the diff would look empty.
  const endBefore = before.endsWith("\n");
  const endAfter = after.endsWith("\n");
  if (before !== "" && after !== "" && endBefore !== endAfter)
    out.push(endAfter ? "\\ newline added at end of file" : "\\ no newline at end of file");
  return out.join("\n");
}
