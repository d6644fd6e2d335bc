// Table tests for Y001 (DECISIONS.md 2: policy.json fields, their types and enums; unknown fields are errors).
import { minimalPack, packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { specExample } from "../../testing/spec-example.js";
import { rule } from "./y001-policy-field.js";

const P = "policy.json";

ruleTable(rule, [
  { name: "valid: ledger", files: packWith(), expect: [] },
  { name: "valid: notes-project", files: specExample("notes-project"), expect: [] },
  { name: "broken pack: roles is P009's", files: specExample("broken"), expect: [] },
  { name: "valid: minimal pack, approval and stimuli left out", files: minimalPack(), expect: [] },
  {
    name: "valid: $schema, deliver defaulted, every enum value",
    files: packWith({
      policy: (p) => {
        p.$schema = "x";
        p.stimuli["binding.degraded"] = {};
        p.stimuli.other = { deliver: "wake" };
      },
    }),
    expect: [],
  },
  {
    name: "invalid: surface_id missing",
    files: packWith({
      policy: (p) => {
        delete p.surface_id;
      },
    }),
    expect: [{ file: P, pointer: "/surface_id", message: ['policy.json has no "surface_id"', "a string"], at: [1, 1] }],
  },
  {
    name: "invalid: surface_id not a string",
    files: packWith({
      policy: (p) => {
        p.surface_id = 5;
      },
    }),
    expect: [{ file: P, pointer: "/surface_id", message: "5 (a number)" }],
  },
  {
    name: "invalid: effect outside its enum, fixed to the close value; effect missing",
    files: packWith({
      policy: (p) => {
        p.verbs.status.effect = "wrte";
        delete p.verbs.list.effect;
      },
    }),
    expect: [
      { file: P, pointer: "/verbs/status/effect", message: ['"wrte"', '"write"'], fixClears: true },
      { file: P, pointer: "/verbs/list/effect", message: ['"verbs.list" has no "effect"', '"read" or "write"'] },
    ],
  },
  {
    name: "invalid: approval outside its enum, with and without a close value",
    files: packWith({
      policy: (p) => {
        p.verbs["setup.apply"].approval = "first-use";
        p.verbs.connect.approval = "sometimes";
      },
    }),
    expect: [
      { file: P, pointer: "/verbs/setup.apply/approval", message: ['"first-use"', '"first_use"'], fixClears: true },
      { file: P, pointer: "/verbs/connect/approval", message: ['"sometimes"', '"never", "first_use" or "always"'] },
    ],
  },
  {
    name: "invalid: reason not a string",
    files: packWith({
      policy: (p) => {
        p.verbs.transfer.reason = ["x"];
      },
    }),
    expect: [{ file: P, pointer: "/verbs/transfer/reason", message: '["x"] (a list)' }],
  },
  {
    name: "invalid: rows and maps of the wrong type",
    files: packWith({
      policy: (p) => {
        p.verbs.status = "read";
        p.stimuli = [];
      },
    }),
    expect: [
      { file: P, pointer: "/verbs/status", message: ['"read"', "an object"] },
      { file: P, pointer: "/stimuli", message: "[] (a list)" },
    ],
  },
  {
    name: "invalid: deliver outside its enum",
    files: packWith({
      policy: (p) => {
        p.stimuli["binding.degraded"].deliver = "push";
      },
    }),
    expect: [
      { file: P, pointer: "/stimuli/binding.degraded/deliver", message: ['"push"', '"log", "notify" or "wake"'] },
    ],
  },
  {
    name: "invalid: unknown fields, renamed when a close name is free",
    files: packWith({
      policy: (p) => {
        p.verbs.connect.aproval = "always";
        delete p.verbs.connect.approval;
        p.verbs.status.color = 1;
        p.surfaceid = "x";
      },
    }),
    expect: [
      { file: P, pointer: "/verbs/connect/aproval", message: ['"aproval"', '"approval"'], fixClears: true },
      { file: P, pointer: "/verbs/status/color", message: ['"color"', "known fields: effect, approval, reason"] },
      { file: P, pointer: "/surfaceid", message: ['"surfaceid"', '"surface_id"', "already set"], fixClears: true },
    ],
  },
  {
    name: "not Y001: P009 and P010 keys in their places",
    files: packWith({
      policy: (p) => {
        p.roles = ["admin"];
        p.verbs.status.tenant_id = "t";
        p.stimuli["binding.degraded"].delivery = {};
        p.grants = [];
      },
    }),
    expect: [],
  },
  {
    name: "invalid: the file is not an object",
    files: packWith({ policy: '"ledger"' }),
    expect: [{ file: P, pointer: "", message: ['policy.json is "ledger"', "an object"] }],
  },
  { name: "silent: syntax error", files: packWith({ policy: "{ surface_id: 1 }" }), expect: [] },
  { name: "silent: no policy.json", files: packWith({ files: { "policy.json": null } }), expect: [] },
]);
