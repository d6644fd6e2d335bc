// Table tests for M011 (§2.3.3: a pack SHOULD declare 5 to 12 commands; more than 12 SHOULD be split).
import { type Json, minimalPack, packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { rule } from "./m011-too-many-commands.js";

/** The ledger with commands added until it has `n`. */
const withCommands = (n: number) => (s: Json) => {
  for (let i = Object.keys(s.verbs).length; i < n; i++)
    s.verbs[`extra.c${i}`] = { description: "Extra.", cli: ["ledger", `c${i}`] };
};

ruleTable(rule, [
  { name: "valid: ledger (6 commands)", files: packWith(), expect: [] },
  { name: "valid: fewer than 5 is allowed (MAY)", files: minimalPack(), expect: [] },
  { name: "valid: exactly 12", files: packWith({ surface: withCommands(12) }), expect: [] },
  {
    name: "invalid: 13 commands",
    files: packWith({ surface: withCommands(13) }),
    expect: [{ file: "surface.json", pointer: "/verbs", message: ["13", '"extra.c12"', "split"], at: [22, 3] }],
  },
  {
    name: "invalid: 20 commands, one finding",
    files: packWith({ surface: withCommands(20) }),
    expect: [{ file: "surface.json", pointer: "/verbs", message: ["20", "…"] }],
  },
  {
    name: "invalid: declarations of the wrong type still count",
    files: packWith({
      surface: (s: Json) => {
        for (let i = 0; i < 7; i++) s.verbs[`x${i}`] = null;
      },
    }),
    expect: [{ file: "surface.json", pointer: "/verbs", message: "13" }],
  },
  {
    name: "edge: verbs is an array of 13",
    files: packWith({
      surface: (s: Json) => {
        s.verbs = Array(13).fill({});
      },
    }),
    expect: [],
  },
  { name: "edge: surface.json does not parse", files: packWith({ surface: "{" }), expect: [] },
]);
