// Table tests for M028 (LINT.md; D4: lint compiles each `args` as a run would, so no call fails with pack_invalid).
import { type Json, packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { rule } from "./m028-args-unusable.js";

const args = (change: (a: Json) => void) =>
  packWith({
    surface: (s: Json) => {
      change(s.verbs.transfer.args);
    },
  });
const at = (pointer: string, message: string[]) => ({
  file: "surface.json",
  pointer: `/verbs/transfer/args${pointer}`,
  message,
});

ruleTable(rule, [
  { name: "valid: ledger", files: packWith(), expect: [] },
  {
    name: "valid: a $ref into $defs, and a plain-name anchor",
    files: args((a) => {
      a.$defs = { money: { type: "string", pattern: "^[0-9]+\\.[0-9]{2}$" } };
      a.properties.amount = { $ref: "#/$defs/money", description: "Amount", examples: ["2.80"] };
    }),
    expect: [],
  },
  {
    name: "valid: a pattern-like key inside an example is data, not a keyword",
    files: args((a) => {
      a.properties.memo = { type: "object", description: "A note", examples: [{ pattern: "(?=x)" }] };
    }),
    expect: [],
  },
  {
    name: "invalid: a $ref that resolves to nothing",
    files: args((a) => {
      a.properties.amount = { $ref: "#/$defs/missing", description: "Amount", examples: ["2.80"] };
    }),
    expect: [at("/properties/amount/$ref", ['"#/$defs/missing"', "resolves to nothing"])],
  },
  {
    name: "invalid: a remote $ref",
    files: args((a) => {
      a.properties.amount = { $ref: "https://example.com/money.json", description: "Amount", examples: ["2.80"] };
    }),
    expect: [at("/properties/amount/$ref", ["is remote", "never fetches"])],
  },
  {
    name: "invalid: a lookahead under dependencies (X001's walk does not reach it)",
    files: args((a) => {
      a.dependencies = { memo: { properties: { payee: { pattern: "^(?!admin)" } } } };
    }),
    expect: [at("/dependencies/memo/properties/payee/pattern", ['"^(?!admin)"', "lookahead", "linear time"])],
  },
  {
    name: "not M028: a lookahead under properties is X001's",
    files: args((a) => {
      a.properties.payee.pattern = "^(?!admin)";
    }),
    expect: [],
  },
  {
    name: "invalid: a value the validator refuses (a type no JSON Schema has)",
    files: args((a) => {
      a.properties.amount.type = "money";
    }),
    expect: [at("", ['"transfer"', "pack_invalid", "money"])],
  },
]);
