// Table tests for P010 (§2.8: runtime concerns are not part of the pack; key list and places in DECISIONS.md 2).
import { packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { specExample } from "../../testing/spec-example.js";
import { rule } from "./p010-runtime-concern.js";

const S = "surface.json";
const P = "policy.json";

ruleTable(rule, [
  { name: "valid: ledger", files: packWith(), expect: [] },
  { name: "valid: notes-project", files: specExample("notes-project"), expect: [] },
  { name: "broken pack: none", files: specExample("broken"), expect: [] },
  {
    name: "invalid: grants, catalog and ui in the manifest, removed",
    files: packWith({
      surface: (s) => {
        s.wrap.sink = "stdout";
        s.verbs.list.ui = { icon: "x" };
        s.catalog = { tags: [] };
      },
    }),
    expect: [
      { file: S, pointer: "/wrap/sink", message: ['"sink"', '"wrap"', "runtime"], fixClears: true },
      { file: S, pointer: "/verbs/list/ui", message: '"verbs.list"', fixClears: true },
      { file: S, pointer: "/catalog", message: ['"catalog"', "surface.json"], fixClears: true },
    ],
  },
  {
    name: "invalid: delivery in a stimuli row, grants and a principal map in policy.json",
    files: packWith({
      policy: (p) => {
        p.stimuli["binding.degraded"].delivery = { sink: "x" };
        p.verbs.status.Grants = [];
        p.principal_map = {};
      },
    }),
    expect: [
      { file: P, pointer: "/verbs/status/Grants", fixClears: true },
      { file: P, pointer: "/stimuli/binding.degraded/delivery", message: '"delivery"', fixClears: true },
      { file: P, pointer: "/principal_map", fixClears: true },
    ],
  },
  {
    name: "not P010: inside args, preview and hcp; deliver is a policy field",
    files: packWith({
      surface: (s) => {
        s.verbs.transfer.args.properties.sink = { type: "string", description: "Sink", examples: ["a"] };
        s.verbs.transfer.preview.fields.ui = "x";
        s.hcp = { hcp: 1, pack_id: "ledger", grants: [] };
      },
    }),
    expect: [],
  },
  {
    name: "not P010: allow-list keys (P009)",
    files: packWith({
      surface: (s) => {
        s.roles = [];
      },
    }),
    expect: [],
  },
  { name: "edge: wrong types do not crash", files: packWith({ surface: "[]", policy: "null" }), expect: [] },
  { name: "silent: unparsable files", files: packWith({ surface: "{", policy: '{"a" 1}' }), expect: [] },
]);
