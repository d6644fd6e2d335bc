// Table tests for M063 (manifest Lint checks: kind: sense_only needs at least one trigger).
import { packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { rule } from "./m063-sense-only-trigger.js";

ruleTable(rule, [
  { name: "valid: ledger (wrap)", files: packWith(), expect: [] },
  {
    name: "valid: sense_only with a trigger",
    files: packWith({
      surface: (s) => {
        s.kind = "sense_only";
      },
    }),
    expect: [],
  },
  {
    name: "valid: a wrap pack without triggers",
    files: packWith({
      surface: (s) => {
        delete s.stimulusTriggers;
      },
    }),
    expect: [],
  },
  {
    name: "invalid: no stimulusTriggers",
    files: packWith({
      surface: (s) => {
        s.kind = "sense_only";
        delete s.stimulusTriggers;
      },
    }),
    expect: [{ file: "surface.json", pointer: "/kind", message: '"sense_only"' }],
  },
  {
    name: "invalid: empty stimulusTriggers",
    files: packWith({
      surface: (s) => {
        s.kind = "sense_only";
        s.stimulusTriggers = [];
      },
    }),
    expect: [{ file: "surface.json", pointer: "/stimulusTriggers" }],
  },
  {
    name: "invalid: kind from the alias",
    files: packWith({
      surface: (s) => {
        delete s.kind;
        s.adapter_kind = "sense_only";
        delete s.stimulusTriggers;
      },
    }),
    expect: [{ file: "surface.json", pointer: "/adapter_kind" }],
  },
  {
    name: "not M063: stimulusTriggers of the wrong type (M005)",
    files: packWith({
      surface: (s) => {
        s.kind = "sense_only";
        s.stimulusTriggers = {};
      },
    }),
    expect: [],
  },
]);
