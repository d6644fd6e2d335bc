// Table tests for M025 (manifest Adapter: pass_through is an HCP/1.1 bootstrap, non-conforming as a destination).
import { packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { rule } from "./m025-pass-through-field.js";

const passThrough = { allowedSubcommands: ["status"], maxArgv: 4 };

ruleTable(rule, [
  { name: "valid: ledger", files: packWith(), expect: [] },
  {
    name: "invalid: present beside named commands; fixed by removing it",
    files: packWith({
      surface: (s) => {
        s.pass_through = passThrough;
      },
    }),
    expect: [{ file: "surface.json", pointer: "/pass_through", message: '"pass_through"', fixClears: true }],
  },
  {
    name: "invalid: the only way to run commands (no fix)",
    files: packWith({
      surface: (s) => {
        s.pass_through = passThrough;
        delete s.verbs;
      },
    }),
    expect: [{ file: "surface.json", pointer: "/pass_through" }],
  },
  {
    name: "invalid: of the wrong type, still present",
    files: packWith({
      surface: (s) => {
        s.pass_through = true;
      },
    }),
    expect: [{ file: "surface.json", pointer: "/pass_through" }],
  },
  { name: "not M025: surface does not parse", files: packWith({ surface: '{"pass_through": ' }), expect: [] },
]);
