// A line diff for side effects, by jsdiff (the `diff` package): `-` removed, `+` added, ` ` kept.
import { diffArrays } from "diff";

// Past this many lines a side effect shows a one-line note: a diff of huge files helps no one reading a dry-run.
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
  // The texts are split here, not by `diffLines`, so a final newline's change is one note, not a changed last line.
  // jsdiff gives a minimal diff with each removal before the addition beside it, as a unified diff reads.
  const out: string[] = [];
  for (const part of diffArrays(a, b)) {
    const mark = part.added ? "+" : part.removed ? "-" : " ";
    for (const line of part.value) out.push(`${mark}${line}`);
  }
  // A change of the final newline alone changes no line: say so, or the diff would look empty.
  const endBefore = before.endsWith("\n");
  const endAfter = after.endsWith("\n");
  if (before !== "" && after !== "" && endBefore !== endAfter)
    out.push(endAfter ? "\\ newline added at end of file" : "\\ no newline at end of file");
  return out.join("\n");
}
