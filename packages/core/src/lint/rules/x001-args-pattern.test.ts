// Table tests for X001 (docs/lint-project-codes.md; D4.2: arguments are checked with patterns run in linear time, docs/decisions.md).
import { type Json, packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { rule } from "./x001-args-pattern.js";

const memo = (schema: Json) =>
  packWith({
    surface: (s: Json) => {
      s.verbs.transfer.args.properties.memo = { type: "string", description: "A note", examples: ["x"], ...schema };
    },
  });
const at = (pointer: string, message: string[]) => ({
  file: "surface.json",
  pointer: `/verbs/transfer/args/properties/memo/${pointer}`,
  message,
});

ruleTable(rule, [
  { name: "valid: ledger", files: packWith(), expect: [] },
  { name: "valid: nested quantifiers run in linear time here", files: memo({ pattern: "^(a+)+$" }), expect: [] },
  {
    name: "valid: classes, groups, \\p{L}, repeats",
    files: memo({ pattern: "^(?:[\\p{L}\\d_-]{1,64}|\\s)$" }),
    expect: [],
  },
  {
    name: "invalid: a backreference",
    files: memo({ pattern: "^(a)\\1$" }),
    expect: [at("pattern", ['"^(a)\\\\1$"', '"transfer"', "backreference", "linear time"])],
  },
  {
    name: "invalid: a lookahead inside anyOf",
    files: memo({ anyOf: [{ maxLength: 3 }, { pattern: "^(?!admin)" }] }),
    expect: [at("anyOf/1/pattern", ["lookahead"])],
  },
  {
    name: "invalid: a lookbehind as a patternProperties key, anchored on the key",
    files: memo({ type: "object", patternProperties: { "(?<=x)y": { type: "string" } } }),
    expect: [at("patternProperties/(?<=x)y", ["patternProperties key", "lookbehind"])],
  },
  {
    name: "invalid: not a regular expression at all",
    files: memo({ pattern: "([" }),
    expect: [at("pattern", ["not a regular expression"])],
  },
  {
    name: "invalid: a repeat count the linear engine does not take",
    files: memo({ pattern: "^a{2000}$" }),
    expect: [at("pattern", ["invalid repeat count"])],
  },
]);
