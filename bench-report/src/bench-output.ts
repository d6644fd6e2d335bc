// Where a bench's figures are: the file BENCH_JSON named, else the JSON object it printed last.
import { existsSync, readFileSync } from "node:fs";

/** The last JSON object in a bench's output that starts a line (npm prints its own lines before it). */
export function printedJson(stdout: string): string | undefined {
  const text = stdout.trimEnd();
  // From the last line that opens a brace back to the first; -1 stands for the very start of the output.
  let at = text.lastIndexOf("\n{");
  for (;;) {
    const candidate = text.slice(at + 1);
    if (candidate.startsWith("{")) {
      try {
        JSON.parse(candidate);
        return candidate;
      } catch {
        // not the start of the last object: look further back
      }
    }
    if (at < 0) return undefined;
    at = at === 0 ? -1 : text.lastIndexOf("\n{", at - 1);
  }
}

/** The JSON a bench wrote to `file`, else (the bundle script prints it instead) the JSON it printed. */
export function benchJson(file: string, stdout: string): string | undefined {
  return existsSync(file) ? readFileSync(file, "utf8") : printedJson(stdout);
}
