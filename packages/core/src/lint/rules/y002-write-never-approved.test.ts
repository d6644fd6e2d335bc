// Table tests for Y002 (DECISIONS.md 2: approval defaults to always for write; never is a warning).
import { packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { rule } from "./y002-write-never-approved.js";

ruleTable(rule, [
  { name: "valid: ledger", files: packWith(), expect: [] },
  {
    name: "valid: read with never",
    files: packWith({
      policy: (p) => {
        p.verbs.list.approval = "never";
      },
    }),
    expect: [],
  },
  {
    name: "valid: write without approval (defaults to always)",
    files: packWith({
      policy: (p) => {
        delete p.verbs.transfer.approval;
      },
    }),
    expect: [],
  },
  {
    name: "invalid: write with never, fixed to always",
    files: packWith({
      policy: (p) => {
        p.verbs.transfer.approval = "never";
      },
    }),
    expect: [{ file: "policy.json", pointer: "/verbs/transfer/approval", message: '"transfer"', fixClears: true }],
  },
  {
    name: "edge: verbs is not an object",
    files: packWith({
      policy: (p) => {
        p.verbs = [];
      },
    }),
    expect: [],
  },
]);
