// Facts the repository states once (issue 31): each with the one file that may state it and the shape of a second
// copy, so a copy written anywhere else in production code is found (vocabulary.test.ts).
import { relative } from "node:path";

export interface Fact {
  name: string;
  /** The file that states it, from the repository's root. */
  home: string;
  /** What a copy of it looks like in a line of code (comments are not read). */
  copy: RegExp;
}

export const facts: Fact[] = [
  {
    name: 'the code "approval_required"',
    home: "packages/core/src/run/run-codes.ts",
    copy: /["'`]approval_required["'`]/,
  },
  {
    name: "the run limits' names",
    home: "packages/core/src/run/run-codes.ts",
    copy: /["']wall["']\s*[|,]\s*["']cpu["']/,
  },
  {
    name: "the words for each run limit",
    home: "packages/core/src/run/run-outcome.ts",
    copy: /^\s*file_size\s*:/,
  },
  {
    name: "the headings of the dry-run refusal codes",
    home: "apps/studio/src/lib/refusal-heading.ts",
    copy: /^\s*(?:sandbox_unavailable|unknown_command)\s*:/,
  },
  {
    name: "a size in bytes for people (KiB, MiB)",
    home: "packages/core/src/bytes/byte-size.ts",
    copy: /\/\s*\(?\s*(?:1024|mib|MiB|KiB)\b[^;]*\b[KM]iB\b|toFixed\(\d\)\}\s*[KM]iB/,
  },
  {
    name: "the characters of a login's client name",
    home: "packages/core/src/token/token-facts.ts",
    copy: /\\w \.@\(\)-/,
  },
];

/** A file whose text may state what the code states: tests, test helpers, benchmarks and their report (which
 * imports no package: docs/architecture.md), generated files. */
export const notProduction = (path: string) =>
  /\.(test|spec)\.[cm]?[jt]sx?$|(^|\/)(testing|bench|e2e|tests)\/|\.generated\.ts$|^(tools|bench-report)\//.test(path);

/** A line that is a comment, or the comment at its end, is not code. */
const code = (line: string) => (/^\s*(\/\/|\/?\*|\{\/\*)/.test(line) ? "" : line.replace(/\s\/\/\s.*$/, ""));

/** Each line outside a fact's home that states it again: `file:line: fact`. */
export function secondCopies(root: string, files: { path: string; text: string }[], all = facts): string[] {
  const found: string[] = [];
  for (const { path, text } of files) {
    const rel = relative(root, path);
    if (notProduction(rel)) continue;
    text.split("\n").forEach((line, i) => {
      for (const fact of all)
        if (rel !== fact.home && fact.copy.test(code(line))) found.push(`${rel}:${i + 1}: ${fact.name}`);
    });
  }
  return found;
}
