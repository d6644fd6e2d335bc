// The ready-to-run line of a command (DECISIONS.md 5): the CLI face with the first example of each required argument.
import { isRecord, type JsonRecord } from "../pack/json-value.js";
import type { SurfaceView, VerbView } from "../pack/surface-view.js";
import { effectiveArgsSchema, firstExample, xPosition } from "../projection/args-schema.js";
import { quoteToken } from "../projection/posix-quote.js";
import { lineBin } from "./read-tokens.js";

export interface ReadyLine {
  /** The line, POSIX-quoted. */
  line: string;
  tokens: string[];
  /** False when a required argument has no example (its `<name>` stands in). */
  complete: boolean;
}

function word(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** The arguments a ready-to-run line shows, in order: bare words (by `x-position`), then `--name value` ones. */
export function readyArguments(
  surface: SurfaceView,
  verb: VerbView,
): { positional: string[]; flags: string[]; properties: Record<string, JsonRecord | undefined> } {
  const schema = effectiveArgsSchema(surface, verb);
  const properties = (isRecord(schema.properties) ? schema.properties : {}) as Record<string, JsonRecord | undefined>;
  const required = Array.isArray(schema.required)
    ? schema.required.filter((r): r is string => typeof r === "string")
    : [];
  const position = (name: string) => xPosition(properties[name]);
  // A required argument is a bare word only when every argument before its position is required too,
  // so that the reader fills the same argument from it.
  const isPositional = (n: string) => position(n) !== undefined;
  const positional = required
    .filter(isPositional)
    .filter((n) =>
      Object.keys(properties).every(
        (o) => !isPositional(o) || (position(o) as number) >= (position(n) as number) || required.includes(o),
      ),
    )
    .sort((a, b) => (position(a) as number) - (position(b) as number));
  return { positional, flags: required.filter((n) => !positional.includes(n)), properties };
}

export function readyLine(surface: SurfaceView, verb: VerbView): ReadyLine {
  const { positional, flags, properties } = readyArguments(surface, verb);
  const tokens = [lineBin(surface), ...verb.key.split(".")];
  let complete = true;
  const exampleOf = (name: string): unknown => {
    const example = firstExample(properties[name]);
    if (example !== undefined) return example;
    complete = false;
    return `<${name}>`;
  };
  for (const name of positional) tokens.push(word(exampleOf(name)));
  for (const name of flags) {
    const value = exampleOf(name);
    if (value === true) tokens.push(`--${name}`);
    // An array argument is a repeated `--name value`, as the reader fills it (DECISIONS 14).
    else if (Array.isArray(value) && properties[name]?.type === "array")
      for (const item of value) tokens.push(`--${name}`, word(item));
    else tokens.push(`--${name}`, word(value));
  }
  return { line: tokens.map((t) => (/^<[^>]+>$/.test(t) ? t : quoteToken(t))).join(" "), tokens, complete };
}
