// Table tests for M017 (manifest Commands: cli `{{name}}` placeholders map to args; a required one the CLI never gets is a mistake).
import { type Json, packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { rule } from "./m017-required-arg-unused.js";

const transfer = (change: (t: Json) => void) => packWith({ surface: (s: Json) => change(s.verbs.transfer) });
const at = (i: number, message?: string | string[]) => ({
  file: "surface.json",
  pointer: `/verbs/transfer/args/required/${i}`,
  ...(message && { message }),
});

ruleTable(rule, [
  { name: "valid: ledger", files: packWith(), expect: [] },
  {
    name: "valid: used in a --flag= token",
    files: transfer((t) => {
      t.cli[4] = "--to={{payee}}";
      t.cli.splice(3, 1);
    }),
    expect: [],
  },
  {
    name: "valid: an optional argument may stay out of cli",
    files: transfer((t) => {
      t.cli.splice(5, 2);
    }),
    expect: [],
  },
  {
    name: "invalid: a required argument missing from cli",
    files: transfer((t) => {
      t.cli.splice(3, 2);
    }),
    expect: [at(1, ['"payee"', '"{{payee}}"'])],
  },
  {
    name: "invalid: two missing",
    files: transfer((t) => {
      t.cli = ["ledger", "transfer"];
    }),
    expect: [at(0, '"amount"'), at(1, '"payee"')],
  },
  {
    name: "invalid: a required name that is not declared",
    files: transfer((t) => {
      t.args.required.push("currency");
    }),
    expect: [at(2, '"currency"')],
  },
  {
    name: "invalid: listed twice, reported once",
    files: transfer((t) => {
      t.args.required = ["amount", "payee", "fee", "fee"];
    }),
    expect: [at(2, '"fee"')],
  },
  {
    name: "valid: no cli (argv_template decides)",
    files: transfer((t) => {
      delete t.cli;
    }),
    expect: [],
  },
  {
    name: "invalid: a use in the title or preview does not count",
    files: transfer((t) => {
      t.cli.splice(2, 1);
    }),
    expect: [at(0, '"amount"')],
  },
  {
    name: "edge: required is a string",
    files: transfer((t) => {
      t.args.required = "amount";
    }),
    expect: [],
  },
  {
    name: "edge: required items of other types",
    files: transfer((t) => {
      t.args.required = [1, null, "amount"];
    }),
    expect: [],
  },
  {
    name: "edge: cli is a string",
    files: transfer((t) => {
      t.cli = "ledger transfer";
    }),
    expect: [],
  },
  {
    name: "edge: cli items of other types",
    files: transfer((t) => {
      t.cli = ["ledger", 5, "{{amount}}", "{{payee}}"];
    }),
    expect: [],
  },
  {
    name: "edge: args is a list",
    files: transfer((t) => {
      t.args = ["amount"];
    }),
    expect: [],
  },
  { name: "edge: surface.json does not parse", files: packWith({ surface: "{]" }), expect: [] },
]);
