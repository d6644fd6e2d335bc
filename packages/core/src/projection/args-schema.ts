// The effective args schema of a command: its `args`, or one required string per placeholder (D4.2).

import type { JsonRecord } from "../pack/json-value.js";
import { isRecord, isStringArray } from "../pack/json-value.js";
import { placeholderNames } from "../pack/placeholders.js";
import type { SurfaceView, VerbView } from "../pack/surface-view.js";

/** The tokens a command projects: its `cli` after the bin, else `wrap.argv_template`. */
export function commandTokens(surface: SurfaceView, verb: VerbView): { tokens: string[]; fromTemplate: boolean } {
  if (verb.cli) return { tokens: verb.cli.slice(1), fromTemplate: false };
  const template = isStringArray(surface.wrap?.argv_template) ? surface.wrap.argv_template : ["{{verb}}"];
  return { tokens: template, fromTemplate: true };
}

/** Placeholder names of the projected tokens, in order, once each (`{{verb}}` of a template excluded). */
export function tokenPlaceholders(surface: SurfaceView, verb: VerbView): string[] {
  const { tokens, fromTemplate } = commandTokens(surface, verb);
  const names = tokens.flatMap((t) => placeholderNames(t)).filter((n) => !(fromTemplate && n === "verb"));
  return [...new Set(names)];
}

/** The schema arguments are checked against. */
export function effectiveArgsSchema(surface: SurfaceView, verb: VerbView): JsonRecord {
  if (verb.args) return verb.args;
  const names = tokenPlaceholders(surface, verb);
  return {
    type: "object",
    properties: Object.fromEntries(names.map((n) => [n, { type: "string" }])),
    required: names,
  };
}

/** An argument's sample value, as ready-to-run lines and reviews pick it: its first example, else its first enum value. */
/** The bare-word position of an argument (DECISIONS.md 5: `"x-position": 0, 1, …`), or undefined: a
 * negative or fractional value (M020) is no position, for the reader and the ready-to-run line alike. */
export function xPosition(argSchema: unknown): number | undefined {
  const value = isRecord(argSchema) ? argSchema["x-position"] : undefined;
  return typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : undefined;
}

/** The names of the arguments that bare words fill, in position order. */
export function positionalArgs(properties: Record<string, unknown>): string[] {
  // One array, sorted only when there is something to order: the reader asks once a line.
  const names: string[] = [];
  for (const name in properties) {
    if (Object.hasOwn(properties, name) && xPosition(properties[name]) !== undefined) names.push(name);
  }
  if (names.length < 2) return names;
  return names.sort((a, b) => (xPosition(properties[a]) as number) - (xPosition(properties[b]) as number));
}

export function firstExample(argSchema: unknown): unknown {
  if (!isRecord(argSchema)) return undefined;
  const { examples, enum: choices } = argSchema;
  if (Array.isArray(examples) && examples.length > 0) return examples[0];
  if (Array.isArray(choices) && choices.length > 0) return choices[0];
  return undefined;
}
