// A command as HARNESS.md shows it: its ready-to-run line (DECISIONS 5) with `<name>` words (LINT.md S005).
//
// The order is the ready-to-run line's (reader/ready-line.ts): required bare words by `x-position`, then
// `--name <name>` for the other required ones; optional arguments follow in `[ ]`. S005 reads `<name>` as
// the argument's first example (else first enum value, else `x`), so the line reads back as the ready-to-run
// line itself, while telling an agent which value goes where.
import type { JsonRecord } from "../pack/json-value.js";
import type { SurfaceView, VerbView } from "../pack/surface-view.js";
import { readyArguments } from "../reader/ready-line.js";

const isBoolean = (schema: JsonRecord | undefined) => schema?.type === "boolean";

/** The argument words of `verb`'s HARNESS.md line, after its `<cliBin> <verb segments>`. */
export function harnessArgumentWords(surface: SurfaceView, verb: VerbView): string[] {
  const { positional, flags, properties } = readyArguments(surface, verb);
  const words = positional.map((name) => `<${name}>`);
  for (const name of flags) {
    // A boolean given as `--name` alone is true (DECISIONS 5); `<name>` after it could read as no boolean.
    if (isBoolean(properties[name])) words.push(`--${name}`);
    else words.push(`--${name}`, `<${name}>`);
  }
  const shown = new Set([...positional, ...flags]);
  for (const name of Object.keys(properties)) {
    if (shown.has(name)) continue;
    words.push(isBoolean(properties[name]) ? `[--${name}]` : `[--${name} <${name}>]`);
  }
  return words;
}

/** The full line: `form` (`<cliBin> <verb segments>`) and the argument words. */
export function harnessLine(surface: SurfaceView, verb: VerbView, form: readonly string[]): string {
  return [...form, ...harnessArgumentWords(surface, verb)].join(" ");
}
