// Table tests for M061 (manifest Lint checks: a kind: wrap without named commands or pass_through).
import { packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { rule } from "./m061-wrap-commands.js";

const passThrough = { allowedSubcommands: ["status"], maxArgv: 4 };

ruleTable(rule, [
  { name: "valid: ledger", files: packWith(), expect: [] },
  {
    name: "valid: pass_through without verbs (M025 warns)",
    files: packWith({
      surface: (s) => {
        delete s.verbs;
        s.pass_through = passThrough;
      },
    }),
    expect: [],
  },
  {
    name: "valid: composite without verbs",
    files: packWith({
      surface: (s) => {
        s.kind = "composite";
        delete s.verbs;
      },
    }),
    expect: [],
  },
  {
    name: "invalid: no verbs",
    files: packWith({
      surface: (s) => {
        delete s.verbs;
      },
    }),
    expect: [{ file: "surface.json", pointer: "/kind", message: '"wrap"' }],
  },
  {
    name: "invalid: empty verbs",
    files: packWith({
      surface: (s) => {
        s.verbs = {};
      },
    }),
    expect: [{ file: "surface.json", pointer: "/kind" }],
  },
  {
    name: "invalid: kind from the alias",
    files: packWith({
      surface: (s) => {
        delete s.kind;
        s.adapter_kind = "wrap";
        s.verbs = {};
      },
    }),
    expect: [{ file: "surface.json", pointer: "/adapter_kind" }],
  },
  {
    name: "not M061: verbs of the wrong type (M005)",
    files: packWith({
      surface: (s) => {
        s.verbs = [];
      },
    }),
    expect: [],
  },
  { name: "not M061: surface is an array", files: packWith({ surface: "[]" }), expect: [] },
]);
