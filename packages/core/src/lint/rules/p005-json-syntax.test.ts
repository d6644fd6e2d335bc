// Table tests for P005 (DECISIONS.md 1: surface.json and policy.json are strict JSON; a parse error is a finding with its position).
import { packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { rule } from "./p005-json-syntax.js";

ruleTable(rule, [
  { name: "valid: ledger", files: packWith(), expect: [] },
  {
    name: "valid: other JSON files carry no protocol meaning",
    files: packWith({ files: { "data/x.json": "{oops" } }),
    expect: [],
  },
  { name: "valid: a missing file is P001's", files: packWith({ files: { "policy.json": null } }), expect: [] },
  {
    name: "invalid: missing comma, the token found is named",
    files: packWith({ surface: '{\n  "id": "ledger"\n  "kind": "wrap"\n}' }),
    expect: [{ file: "surface.json", pointer: "", message: ["',' expected", 'found the string "kind"'], at: [3, 3] }],
  },
  {
    name: "invalid: trailing comma, one finding per error",
    files: packWith({ policy: '{"surface_id": "ledger",}' }),
    expect: [
      { file: "policy.json", pointer: "", message: ["property name", 'found "}"'], at: [1, 25] },
      { file: "policy.json", pointer: "", message: "a value expected", at: [1, 25] },
    ],
  },
  {
    name: "invalid: nested deeper than 128 levels, at the bracket that goes one level too deep",
    files: packWith({ surface: `{"x": ${"[".repeat(128)}${"]".repeat(128)}}` }),
    expect: [
      { file: "surface.json", pointer: "", message: ["nested more than 128 levels deep", 'found "["'], at: [1, 134] },
    ],
  },
  {
    name: "invalid: deep nesting left open is found the same way",
    files: packWith({ policy: "[".repeat(100_000) }),
    expect: [{ file: "policy.json", pointer: "", message: "nested more than 128 levels deep", at: [1, 129] }],
  },
  {
    name: "valid: brackets inside strings do not count, escaped quotes included",
    files: packWith({
      surface: (s) => {
        s.name = `${"[{".repeat(300)}\\"${"[".repeat(300)}`;
      },
    }),
    expect: [],
  },
  {
    name: "invalid: a comment",
    files: packWith({ surface: '{\n  // id\n  "id": "ledger"\n}' }),
    expect: [{ file: "surface.json", pointer: "", message: ["comments", '"// id"'], at: [2, 3] }],
  },
  {
    name: "invalid: cut short, found the end of the file",
    files: packWith({ policy: '{"surface_id": "ledger"' }),
    expect: [{ file: "policy.json", pointer: "", message: ["'}' expected", "end of the file"] }],
  },
  {
    name: "invalid: empty file",
    files: packWith({ surface: "" }),
    expect: [{ file: "surface.json", pointer: "", message: ['"surface.json"', "empty"] }],
  },
  {
    name: "invalid: whitespace only",
    files: packWith({ policy: " \n " }),
    expect: [{ file: "policy.json", pointer: "", message: "empty" }],
  },
  {
    name: "invalid: top-level array",
    files: packWith({ surface: "[1, 2]" }),
    expect: [{ file: "surface.json", pointer: "", message: 'surface.json" must hold a JSON object, found an array' }],
  },
  {
    name: "invalid: top-level string",
    files: packWith({ policy: '"ledger"' }),
    expect: [{ file: "policy.json", pointer: "", message: "found a string" }],
  },
  {
    name: "invalid: top-level null",
    files: packWith({ policy: "null" }),
    expect: [{ file: "policy.json", pointer: "", message: "found null" }],
  },
  {
    name: "invalid: both files broken, surface.json first",
    files: packWith({ surface: "{x}", policy: "[]" }),
    expect: [
      { file: "surface.json", pointer: "", message: 'found "x"' },
      { file: "policy.json", pointer: "", message: "found an array" },
    ],
  },
  {
    name: "edge: a long string token is cut",
    files: packWith({ surface: `{"a": 1 "${"b".repeat(100)}": 2}` }),
    expect: [{ file: "surface.json", pointer: "", message: '…"' }],
  },
  {
    name: "not P005: a duplicate key parses (P006)",
    files: packWith({ surface: '{"id": "a", "id": "b"}' }),
    expect: [],
  },
  {
    name: "not P005: over 1 MiB is not parsed (P007)",
    files: packWith({ surface: `{"x": "${"a".repeat(1024 * 1024)}"` }),
    expect: [],
  },
]);
