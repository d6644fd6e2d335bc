// Table tests for M015 (manifest cliBin: the first token of every cli[] array).
import { packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { rule } from "./m015-cli-bin.js";

ruleTable(rule, [
  { name: "valid: ledger", files: packWith(), expect: [] },
  {
    name: "valid: command without cli",
    files: packWith({
      surface: (s) => {
        delete s.verbs.status.cli;
      },
    }),
    expect: [],
  },
  {
    name: "invalid: another bin, fixed to cliBin",
    files: packWith({
      surface: (s) => {
        s.verbs.list.cli[0] = "sh";
      },
    }),
    expect: [{ file: "surface.json", pointer: "/verbs/list/cli/0", message: ['"sh"', '"ledger"'], fixClears: true }],
  },
  {
    name: "invalid: no cliBin declared",
    files: packWith({
      surface: (s) => {
        delete s.cliBin;
      },
    }),
    expect: ["setup.status", "setup.apply", "connect", "status", "list", "transfer"].map((v) => ({
      file: "surface.json",
      pointer: `/verbs/${v}/cli/0`,
      message: 'no "cliBin"',
    })),
  },
]);
