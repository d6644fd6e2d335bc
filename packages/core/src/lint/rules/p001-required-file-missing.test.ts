// Table tests for P001 (§2.1.2, §2.1.4: surface.json, policy.json and HARNESS.md are required at the root).
import { packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { rule } from "./p001-required-file-missing.js";

ruleTable(rule, [
  { name: "valid: ledger", files: packWith(), expect: [] },
  { name: "valid: empty HARNESS.md is present (S001)", files: packWith({ harness: "" }), expect: [] },
  {
    name: "invalid: surface.json missing",
    files: packWith({ files: { "surface.json": null } }),
    expect: [{ file: "surface.json", pointer: "", message: '"surface.json"', at: [1, 1] }],
  },
  {
    name: "invalid: policy.json missing",
    files: packWith({ files: { "policy.json": null } }),
    expect: [{ file: "policy.json", pointer: "", message: '"policy.json"' }],
  },
  {
    name: "invalid: HARNESS.md missing",
    files: packWith({ files: { "HARNESS.md": null } }),
    expect: [{ file: "HARNESS.md", pointer: "", message: '"HARNESS.md"' }],
  },
  {
    name: "invalid: all three missing, one finding each",
    files: { "bin/x.mjs": "" },
    expect: [
      { file: "surface.json", pointer: "" },
      { file: "policy.json", pointer: "" },
      { file: "HARNESS.md", pointer: "" },
    ],
  },
  {
    name: "invalid: an empty pack",
    files: {},
    expect: ["surface.json", "policy.json", "HARNESS.md"].map((file) => ({ file, pointer: "" })),
  },
  {
    name: "invalid: only in a sub-folder does not count",
    files: packWith({ files: { "HARNESS.md": null, "docs/HARNESS.md": "# x" } }),
    expect: [{ file: "HARNESS.md", pointer: "" }],
  },
  {
    name: "not P001: Surface.json instead (P002)",
    files: packWith({ files: { "surface.json": null, "Surface.json": "{}" } }),
    expect: [],
  },
  {
    name: "not P001: harness.md instead (P002)",
    files: packWith({ files: { "HARNESS.md": null, "harness.md": "# x" } }),
    expect: [],
  },
  // A non-string value cannot be read: it is as good as missing (the context ignores it too).
  {
    name: "edge: a non-string file value",
    files: { ...packWith(), "policy.json": 42 as unknown as string },
    expect: [{ file: "policy.json", pointer: "" }],
  },
]);
