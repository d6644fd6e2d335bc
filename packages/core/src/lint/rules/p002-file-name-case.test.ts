// Table tests for P002 (§2.1.2: the three file names are exact and case-sensitive).
import { packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { rule } from "./p002-file-name-case.js";

ruleTable(rule, [
  { name: "valid: ledger", files: packWith(), expect: [] },
  {
    name: "valid: a missing file without variant is P001's",
    files: packWith({ files: { "surface.json": null } }),
    expect: [],
  },
  {
    name: "invalid: Surface.json instead of surface.json",
    files: packWith({ files: { "surface.json": null, "Surface.json": "{}" } }),
    expect: [{ file: "Surface.json", pointer: "", message: ['"Surface.json"', '"surface.json"', "rename"] }],
  },
  {
    name: "invalid: harness.md instead of HARNESS.md",
    files: packWith({ files: { "HARNESS.md": null, "harness.md": "# x" } }),
    expect: [{ file: "harness.md", pointer: "", message: ['"harness.md"', '"HARNESS.md"'] }],
  },
  {
    name: "invalid: POLICY.JSON instead of policy.json",
    files: packWith({ files: { "policy.json": null, "POLICY.JSON": "{}" } }),
    expect: [{ file: "POLICY.JSON", pointer: "", message: '"policy.json"' }],
  },
  {
    name: "invalid: two variants, one finding each",
    files: packWith({ files: { "HARNESS.md": null, "harness.md": "a", "Harness.md": "b" } }),
    expect: [
      // findings of other files sort by localeCompare: lower case first
      { file: "harness.md", pointer: "" },
      { file: "Harness.md", pointer: "" },
    ],
  },
  {
    name: "valid: a variant beside the right name is just another file",
    files: packWith({ files: { "Surface.json": "{}" } }),
    expect: [],
  },
  {
    name: "valid: a variant in a sub-folder is not at the root",
    files: packWith({ files: { "surface.json": null, "x/Surface.json": "{}" } }),
    expect: [],
  },
]);
