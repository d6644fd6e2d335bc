// M020: `x-position` values of a command's arguments are not unique non-negative integers (manifest Commands, args).

import { hasOwn } from "../../pack/json-value.js";
import { SURFACE } from "../../pack/pack-files.js";
import { replaceValue } from "../fix-edits.js";
import type { Rule } from "../types.js";

const isPosition = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0;

/*
 * A bare word fills the argument at its position (DECISIONS 5), so two arguments at one position
 * make a word ambiguous: the later one (in document order) is reported. A gap (0, 2) is allowed:
 * the rule text asks for unique values only. A value that is not a number is M005's.
 * The fix moves the argument to the smallest position no other argument holds.
 */
export const rule: Rule = {
  code: "M020",
  check(ctx, report) {
    const doc = ctx.surfaceDoc;
    if (!doc || !ctx.surface) return;
    for (const verb of ctx.surface.verbs) {
      // Most commands have at most one positioned argument, at a valid position: nothing to report, nothing made.
      let count = 0;
      let valid = true;
      for (const a of verb.properties) {
        if (!hasOwn(a.schema, "x-position") || typeof a.schema["x-position"] !== "number") continue;
        count++;
        valid &&= isPosition(a.schema["x-position"]);
      }
      if (count === 0 || (count === 1 && valid)) continue;
      const positioned = verb.properties.filter(
        (a) => hasOwn(a.schema, "x-position") && typeof a.schema["x-position"] === "number",
      );
      const holder = new Map<number, string>();
      // An argument's own value is free only when no other holds it, and then it is not reported: one set serves all.
      const taken = new Set(positioned.map((a) => a.schema["x-position"]));
      for (const arg of positioned) {
        const value = arg.schema["x-position"] as number;
        const path = ["verbs", verb.key, "args", "properties", arg.name, "x-position"];
        const first = isPosition(value) ? holder.get(value) : undefined;
        if (isPosition(value) && first === undefined) {
          holder.set(value, arg.name);
          continue;
        }
        let free = 0;
        while (taken.has(free)) free++;
        const problem =
          first === undefined
            ? `is ${JSON.stringify(value)}, not a non-negative integer`
            : `is ${value}, the position of "${first}" too`;
        report({
          file: SURFACE,
          path,
          message: `The "x-position" of argument "${arg.name}" in "${verb.key}" ${problem}: give each bare-word argument its own position 0, 1, … (${free} is free).`,
          fix: { title: `Set "x-position" to ${free}`, edits: [replaceValue(doc, path, free)] },
        });
      }
    }
  },
};
