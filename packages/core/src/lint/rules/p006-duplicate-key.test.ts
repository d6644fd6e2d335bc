// Table tests for P006 (DECISIONS.md 1: a duplicate key is an error; a reviewer would read one value while a runtime used the other).
import { packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { rule } from "./p006-duplicate-key.js";

ruleTable(rule, [
  { name: "valid: ledger", files: packWith(), expect: [] },
  {
    name: "valid: the same key in two objects",
    files: packWith({ policy: '{"a": {"x": 1}, "b": {"x": 2}}' }),
    expect: [],
  },
  {
    name: "invalid: top-level key twice, at the repeated key, naming the first line",
    files: packWith({ surface: '{\n  "id": "ledger",\n  "name": "L",\n  "id": "other"\n}' }),
    expect: [{ file: "surface.json", pointer: "/id", message: ['"id"', "line 2"], at: [4, 3] }],
  },
  {
    name: "invalid: nested key twice",
    files: packWith({ policy: '{\n  "verbs": {\n    "list": { "effect": "read", "effect": "write" }\n  }\n}' }),
    expect: [{ file: "policy.json", pointer: "/verbs/list/effect", message: ['"effect"', "line 3"], at: [3, 33] }],
  },
  {
    name: "invalid: inside an array item",
    files: packWith({ surface: '{"stimulusTriggers": [{"ref": "a", "ref": "b"}]}' }),
    expect: [{ file: "surface.json", pointer: "/stimulusTriggers/0/ref", message: "line 1" }],
  },
  {
    name: "invalid: three times, two findings",
    files: packWith({ policy: '{"a": 1,\n"a": 2,\n"a": 3}' }),
    expect: [
      { file: "policy.json", pointer: "/a", message: "line 1", at: [2, 1] },
      { file: "policy.json", pointer: "/a", message: "line 1", at: [3, 1] },
    ],
  },
  {
    name: "edge: a key with a slash is escaped in the pointer",
    files: packWith({ policy: '{"a/b": 1, "a/b": 2}' }),
    expect: [{ file: "policy.json", pointer: "/a~1b" }],
  },
  { name: "not P006: a file with syntax errors (P005)", files: packWith({ surface: '{"id": 1 "id": 2}' }), expect: [] },
  { name: "not P006: other JSON files", files: packWith({ files: { "x.json": '{"a": 1, "a": 2}' } }), expect: [] },
]);
