// P007: a pack over the limits of DECISIONS.md 1 (200 files, 5 MiB in all, 1 MiB a file; 1,000 commands), or a path that is absolute, has `..` or is malformed.
import { fileBytes, fileOver, packLimits, SURFACE } from "../../pack/pack-files.js";
import type { Rule } from "../types.js";

const mib = 1024 * 1024;

function size(bytes: number): string {
  return bytes >= mib ? `${(bytes / mib).toFixed(2)} MiB` : `${bytes} bytes`;
}

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

/** What is wrong with a pack path, if anything: paths are relative, `/`-separated, canonical. */
export function pathProblems(path: string): string[] {
  const problems: string[] = [];
  if (path === "") return ["the path is empty"];
  if (path.startsWith("/") || path.startsWith("\\") || /^[A-Za-z]:/.test(path)) problems.push("the path is absolute");
  if (path.includes("\\")) problems.push('it uses "\\" (separate folders with "/")');
  if (path.includes("\u0000")) problems.push("it contains a NUL character");
  const segments = path.replace(/^[\\/]+/, "").split(/[\\/]/);
  if (segments.includes("..")) problems.push('it has a ".." segment');
  if (segments.includes(".")) problems.push('it has a "." segment');
  if (segments.includes("")) problems.push('it has an empty segment ("//" or a trailing "/")');
  // A name of spaces alone is blank to whoever reads the path (the studio refuses it on share and publish).
  if (segments.some((s) => s !== "" && s.trim() === "")) problems.push("it has a name of only spaces");
  return problems;
}

export const rule: Rule = {
  code: "P007",
  check(ctx, report) {
    let count = 0;
    // Bytes are counted exactly only where the length leaves the limit open (3 bytes a unit at most).
    let upperBound = 0;
    for (const [path, text] of Object.entries(ctx.files)) {
      count++;
      if (typeof text === "string") upperBound += text.length * 3;
      const problems = pathProblems(path);
      if (fileOver(ctx.files, path, packLimits.maxFileBytes))
        problems.push(
          `it is ${size(fileBytes(ctx.files, path))}, over the ${size(packLimits.maxFileBytes)} a file allows`,
        );
      if (problems.length === 0) continue;
      report({
        file: path,
        message: `The pack file ${shown(path)} is not accepted: ${problems.join("; ")}. Rename, shrink or remove it.`,
      });
    }
    // The totals belong to the pack as a whole; they are reported on its manifest.
    const over: string[] = [];
    if (count > packLimits.maxFiles) over.push(`${count} files (the limit is ${packLimits.maxFiles})`);
    const total =
      upperBound > packLimits.maxTotalBytes
        ? Object.keys(ctx.files).reduce((n, path) => n + fileBytes(ctx.files, path), 0)
        : 0;
    if (total > packLimits.maxTotalBytes)
      over.push(`${size(total)} in all (the limit is ${size(packLimits.maxTotalBytes)})`);
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
