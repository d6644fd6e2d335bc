// Table tests for M007 (manifest Adapter: adapter_kind is an alias of kind; both present and different is an error).
import { packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { specExample } from "../../testing/spec-example.js";
import { rule } from "./m007-kind-alias.js";

const broken = specExample("broken");

ruleTable(rule, [
  { name: "valid: ledger (kind only)", files: packWith(), expect: [] },
  {
    name: "valid: both, equal",
    files: packWith({
      surface: (s) => {
        s.adapter_kind = "wrap";
      },
    }),
    expect: [],
  },
  {
    name: "valid: alias only",
    files: packWith({
      surface: (s) => {
        delete s.kind;
        s.adapter_kind = "wrap";
      },
    }),
    expect: [],
  },
  {
    name: "invalid: both, different; fixed by removing the alias",
    files: packWith({
      surface: (s) => {
        s.adapter_kind = "composite";
      },
    }),
    expect: [{ file: "surface.json", pointer: "/adapter_kind", message: ['"composite"', '"wrap"'], fixClears: true }],
  },
  {
    name: "invalid: broken example",
    files: broken,
    expect: [{ file: "surface.json", pointer: "/adapter_kind", fixClears: true }],
  },
  {
    name: "invalid: alias of another type",
    files: packWith({
      surface: (s) => {
        s.adapter_kind = 3;
      },
    }),
    expect: [{ file: "surface.json", pointer: "/adapter_kind", message: '"3"' }],
  },
  { name: "not M007: surface is an array", files: packWith({ surface: "[]" }), expect: [] },
]);
