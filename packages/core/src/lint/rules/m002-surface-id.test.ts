// Table tests for M002 (§2.2.3: policy surface_id MUST equal pack_id).
import { packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { specExample } from "../../testing/spec-example.js";
import { rule } from "./m002-surface-id.js";

const broken = specExample("broken");

ruleTable(rule, [
  { name: "valid: ledger", files: packWith(), expect: [] },
  {
    name: "invalid: surface_id differs, fixed to the id",
    files: packWith({
      policy: (p) => {
        p.surface_id = "ledgr";
      },
    }),
    expect: [
      { file: "policy.json", pointer: "/surface_id", message: ['"ledgr"', '"ledger"'], at: [2, 17], fixClears: true },
    ],
  },
  {
    name: "invalid: broken example",
    files: broken,
    expect: [{ file: "policy.json", pointer: "/surface_id", message: ['"broken"', '"Broken-Pack"'], fixClears: true }],
  },
  {
    name: "not M002: surface_id missing (Y001)",
    files: packWith({
      policy: (p) => {
        delete p.surface_id;
      },
    }),
    expect: [],
  },
  {
    name: "not M002: surface_id a number (Y001)",
    files: packWith({
      policy: (p) => {
        p.surface_id = 3;
      },
    }),
    expect: [],
  },
  {
    name: "not M002: id missing (M001)",
    files: packWith({
      surface: (s) => {
        delete s.id;
      },
    }),
    expect: [],
  },
  { name: "not M002: policy does not parse (P005)", files: packWith({ policy: "{ surface_id: " }), expect: [] },
  { name: "not M002: policy is an array", files: packWith({ policy: "[]" }), expect: [] },
  { name: "not M002: policy.json missing (P001)", files: packWith({ files: { "policy.json": null } }), expect: [] },
]);
