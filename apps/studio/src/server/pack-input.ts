// zod input for a pack sent to the server, bounded by the limits of DECISIONS.md 1 before any work, and for
// a command's arguments, bounded in count and depth.
import { byteSize, packLimits, packProblems } from "@packstudio/core";
import { z } from "zod";
import { lineColumn, unstorableCharacter } from "./text-input";

/** How many own keys `value` has, counting no further than `max + 1` (a hostile object may hold a million). */
function keysUpTo(value: object, max: number): number {
  let n = 0;
  for (const key in value) {
    if (Object.hasOwn(value, key) && ++n > max) break;
  }
  return n;
}

/**
 * Checks of the raw object before anything reads its entries (typed as what follows it): more than `max` keys,
 * and an own "__proto__" key, which the record schema after it would drop without a word.
 */
function checkedObject<T>(max: number, tooMany: string, reserved: string) {
  return z.custom<T>().superRefine((value, ctx) => {
    if (typeof value !== "object" || value === null) return;
    if (keysUpTo(value, max) > max) ctx.addIssue({ code: "custom", message: tooMany });
    else if (Object.hasOwn(value, "__proto__")) ctx.addIssue({ code: "custom", message: reserved });
  });
}

/** A pack as relative path to text, refused past the studio's limits with a message that says which. */
export const packFilesInput = checkedObject<Record<string, string>>(
  packLimits.maxFiles,
  `The pack has more than ${packLimits.maxFiles} files; the limit is ${packLimits.maxFiles}.`,
  'A file path "__proto__" is reserved (it would change the objects files are copied into): rename the file.',
).pipe(
  z
    // Paths are checked below, not by a key schema: zod reports a bad key only as "Invalid key in record".
    .record(z.string(), z.string())
    .superRefine((files, ctx) => {
      // Core's one check of paths and sizes; of the path problems only an empty or overlong path is refused
      // here: the others are lint's P007 to report, and sharing or publishing refuses them.
      const refused = new Set<string>();
      for (const problem of packProblems(files)) {
        if (problem.kind === "path") {
          const { path } = problem;
          if (!problem.problems.some((p) => p.code === "empty" || p.code === "too-long")) continue;
          refused.add(path);
          ctx.addIssue({
            code: "custom",
            path: [path.slice(0, 100)],
            message:
              path === ""
                ? "a file path is empty"
                : `a file path is over ${packLimits.maxPathChars} characters: "${path.slice(0, 60)}…"`,
          });
        } else if (problem.kind === "file-bytes") {
          refused.add(problem.path);
          ctx.addIssue({
            code: "custom",
            path: [problem.path],
            message: `"${problem.path}" is ${problem.bytes} bytes; ${problem.limit === packLimits.maxFileBytes ? "a pack file" : "an openapi pack's document"} may hold ${problem.limit} (${byteSize(problem.limit)}).`,
          });
        } else if (problem.kind === "total-bytes") {
          ctx.addIssue({
            code: "custom",
            message: `The pack holds ${problem.bytes} bytes; the limit is ${packLimits.maxTotalBytes} (5 MiB).`,
          });
        }
      }
      for (const [path, text] of Object.entries(files)) {
        if (refused.has(path)) continue;
        // Pack files are text: a NUL or half a surrogate pair is no text a pack could hold (and no database can).
        const inPath = unstorableCharacter(path);
        const inText = unstorableCharacter(text);
        if (inPath || inText) {
          const where = inPath
            ? `its path holds ${inPath.what}`
            : `it holds ${inText?.what} at ${lineColumn(text, inText?.index ?? 0)}`;
          ctx.addIssue({
            code: "custom",
            path: [path],
            message: `${JSON.stringify(path.slice(0, 100))} is not text a pack can hold: ${where}. Pack files are UTF-8 text.`,
          });
        }
      }
    }),
);

/** The most arguments one call may pass, and how deeply an argument's value may nest. */
export const maxArgs = 256;
export const maxArgDepth = 32;

/** How deeply `value` nests (a scalar is 0), counting no further than `max + 1`; iterative, so no stack limit. */
function depthUpTo(value: unknown, max: number): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, d] = stack.pop() as [unknown, number];
    if (typeof v !== "object" || v === null) continue;
    if (d + 1 > deepest) deepest = d + 1;
    if (deepest > max) return deepest;
    for (const child of Object.values(v)) stack.push([child, d + 1]);
  }
  return deepest;
}

/** A command's arguments: name to any JSON value (core checks them against the command's schema), bounded. */
export const argsInput = checkedObject<Record<string, unknown>>(
  maxArgs,
  `args has more than ${maxArgs} arguments; a call may pass ${maxArgs}.`,
  'An argument cannot be named "__proto__".',
)
  .pipe(
    z.record(z.string(), z.unknown()).superRefine((args, ctx) => {
      for (const [name, value] of Object.entries(args)) {
        if (name.length > 256) {
          const message = `an argument name is at most 256 characters: "${name.slice(0, 60)}…"`;
          ctx.addIssue({ code: "custom", message });
          continue;
        }
        if (depthUpTo(value, maxArgDepth) > maxArgDepth)
          ctx.addIssue({
            code: "custom",
            path: [name],
            message: `the value of "${name.slice(0, 100)}" nests more than ${maxArgDepth} levels deep; an argument is a string, number or boolean, or a small list or object.`,
          });
      }
    }),
  )
  .default({});

/** The most a request body may carry: the pack limit with room for JSON escaping. */
export const maxRequestBytes = packLimits.maxTotalBytes * 2 + 64 * 1024;
