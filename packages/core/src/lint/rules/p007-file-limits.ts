// P007: a pack over the limits of DECISIONS.md 1 (200 files, 5 MiB in all, 1 MiB a file, 4 MiB an openapi pack's document; 1,000 commands), or a path that is absolute, has `..`, is malformed or over 512 characters: core's packProblems.
import { byteSize as size } from "../../bytes/byte-size.js";
import { packLimits, SURFACE } from "../../pack/pack-files.js";
import { packProblems } from "../../pack/pack-problems.js";
import type { Rule } from "../types.js";

/** Text for a message: control characters (NUL…) shown as `\u0000` escapes. */
export function visible(text: string): string {
  let out = "";
  for (const c of text) {
    const code = c.charCodeAt(0);
    out += code < 0x20 ? `\\u${code.toString(16).padStart(4, "0")}` : c;
  }
  return out;
}

const shown = (path: string) => `"${visible(path)}"`;

export const rule: Rule = {
  code: "P007",
  check(ctx, report) {
    const byPath = new Map<string, string[]>();
    const over: string[] = [];
    for (const problem of packProblems(ctx.files)) {
      if (problem.kind === "file-count") over.push(`${problem.count} files (the limit is ${packLimits.maxFiles})`);
      else if (problem.kind === "total-bytes")
        over.push(`${size(problem.bytes)} in all (the limit is ${size(packLimits.maxTotalBytes)})`);
      else {
        const clauses = byPath.get(problem.path) ?? [];
        byPath.set(problem.path, clauses);
        if (problem.kind === "path") clauses.push(...problem.problems.map((p) => p.text));
        else {
          const which = problem.limit === packLimits.maxFileBytes ? "a file" : "an openapi pack's document";
          clauses.push(`it is ${size(problem.bytes)}, over the ${size(problem.limit)} ${which} allows`);
        }
      }
    }
    for (const [path, clauses] of byPath) {
      report({
        file: path,
        message: `The pack file ${shown(path)} is not accepted: ${clauses.join("; ")}. Rename, shrink or remove it.`,
      });
    }
    // The totals belong to the pack as a whole; they are reported on its manifest.
    if (over.length > 0) {
      report({ file: SURFACE, message: `The pack holds ${over.join(" and ")}: remove files it does not need.` });
    }
    const cap = packLimits.maxCommands;
    if (ctx.commandCount > cap) {
      report({
        file: SURFACE,
        path: ["verbs"],
        anchor: "key",
        message: `The pack declares ${ctx.commandCount} commands, over the ${cap} a pack may hold: split it into packs of related commands (lint checked only the first ${cap}).`,
      });
    }
  },
};
