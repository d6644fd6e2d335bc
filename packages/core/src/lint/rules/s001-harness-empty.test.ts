// Table tests for S001 (§2.1.2: HARNESS.md is a required file; DECISIONS.md 1: it must be non-empty).
import { packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { specExample } from "../../testing/spec-example.js";
import { rule } from "./s001-harness-empty.js";

const broken = specExample("broken");

ruleTable(rule, [
  { name: "valid: ledger", files: packWith(), expect: [] },
  { name: "valid: one word", files: packWith({ harness: "ledger" }), expect: [] },
  {
    name: "invalid: the broken example",
    files: broken,
    expect: [{ file: "HARNESS.md", pointer: "", message: '"HARNESS.md"' }],
  },
  {
    name: "invalid: empty",
    files: packWith({ harness: "" }),
    expect: [{ file: "HARNESS.md", pointer: "", at: [1, 1] }],
  },
  {
    name: "invalid: whitespace only",
    files: packWith({ harness: " \n\t\r\n " }),
    expect: [{ file: "HARNESS.md", pointer: "", message: "empty" }],
  },
  { name: "not S001: missing (P001)", files: packWith({ files: { "HARNESS.md": null } }), expect: [] },
  {
    name: "not S001: only harness.md (P002)",
    files: packWith({ files: { "HARNESS.md": null, "harness.md": "" } }),
    expect: [],
  },
]);
