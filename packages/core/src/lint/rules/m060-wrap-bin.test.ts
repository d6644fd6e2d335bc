// Table tests for M060 (manifest Lint checks: a kind: wrap without wrap.bin; wrap is required when kind is wrap).
import { packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { rule } from "./m060-wrap-bin.js";

ruleTable(rule, [
  { name: "valid: ledger", files: packWith(), expect: [] },
  {
    name: "valid: composite without wrap",
    files: packWith({
      surface: (s) => {
        s.kind = "composite";
        delete s.wrap;
      },
    }),
    expect: [],
  },
  {
    name: "valid: default kind without wrap",
    files: packWith({
      surface: (s) => {
        delete s.kind;
        delete s.wrap;
      },
    }),
    expect: [],
  },
  {
    name: "invalid: wrap without bin",
    files: packWith({
      surface: (s) => {
        delete s.wrap.bin;
      },
    }),
    expect: [{ file: "surface.json", pointer: "/wrap", message: '"wrap.bin"' }],
  },
  {
    name: "invalid: wrap with an empty bin",
    files: packWith({
      surface: (s) => {
        s.wrap.bin = "";
      },
    }),
    expect: [{ file: "surface.json", pointer: "/wrap" }],
  },
  {
    name: "invalid: no wrap at all",
    files: packWith({
      surface: (s) => {
        delete s.wrap;
      },
    }),
    expect: [{ file: "surface.json", pointer: "/kind", message: ['"kind"', '"wrap"'], at: [4, 11] }],
  },
  {
    name: "invalid: no wrap, kind from the alias",
    files: packWith({
      surface: (s) => {
        delete s.kind;
        s.adapter_kind = "wrap";
        delete s.wrap;
      },
    }),
    expect: [{ file: "surface.json", pointer: "/adapter_kind", message: '"adapter_kind"' }],
  },
  {
    name: "not M060: bin of the wrong type (M005)",
    files: packWith({
      surface: (s) => {
        s.wrap.bin = 3;
      },
    }),
    expect: [],
  },
  {
    name: "not M060: wrap of the wrong type (M005)",
    files: packWith({
      surface: (s) => {
        s.wrap = "./bin/ledger.mjs";
      },
    }),
    expect: [],
  },
  {
    name: "not M060: kind outside the enum (M005)",
    files: packWith({
      surface: (s) => {
        s.kind = "Wrap";
        delete s.wrap;
      },
    }),
    expect: [],
  },
]);
