// Table tests for M006 (manifest field tables: an unknown field, with the closest known name; DECISIONS.md 2 for P009/P010 keys).
import { packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { specExample } from "../../testing/spec-example.js";
import { rule } from "./m006-unknown-field.js";

const S = "surface.json";

ruleTable(rule, [
  { name: "valid: ledger", files: packWith(), expect: [] },
  { name: "valid: notes-project", files: specExample("notes-project"), expect: [] },
  { name: "broken pack: hcp.color is M051's", files: specExample("broken"), expect: [] },
  {
    name: "invalid: top-level typo, renamed to the close name",
    files: packWith({
      surface: (s) => {
        delete s.cliBin;
        s.cli_bin = "ledger";
      },
    }),
    expect: [{ file: S, pointer: "/cli_bin", message: ['"cli_bin"', '"cliBin"'], at: [130, 3], fixClears: true }],
  },
  {
    name: "invalid: close name already present, removed instead",
    files: packWith({
      surface: (s) => {
        s.cli_bin = "ledger";
      },
    }),
    expect: [{ file: S, pointer: "/cli_bin", message: ['"cli_bin"', '"cliBin" is already set'], fixClears: true }],
  },
  {
    name: "invalid: nested typos in a command, wrap, title and preview",
    files: packWith({
      surface: (s) => {
        s.wrap.jsonflag = [];
        s.verbs.status.descripton = s.verbs.status.description;
        delete s.verbs.status.description;
        s.verbs.transfer.title.lve = "x";
        s.verbs.transfer.preview.feilds = {};
      },
    }),
    expect: [
      { file: S, pointer: "/wrap/jsonflag", message: '"json_flag"', fixClears: true },
      {
        file: S,
        pointer: "/verbs/status/descripton",
        message: ['"descripton"', '"verbs.status"', '"description"'],
        fixClears: true,
      },
      { file: S, pointer: "/verbs/transfer/title/lve", message: '"live"', fixClears: true },
      { file: S, pointer: "/verbs/transfer/preview/feilds", message: '"fields"' },
    ],
  },
  {
    name: "invalid: nothing close, known names listed, no fix",
    files: packWith({
      surface: (s) => {
        s.color = "red";
        s.stimulusTriggers[0].why = 1;
      },
    }),
    expect: [
      { file: S, pointer: "/stimulusTriggers/0/why", message: ['"stimulusTriggers[0]"', "known fields: ref"] },
      { file: S, pointer: "/color", message: ['"color"', "the manifest", "known fields: $schema, id, name"] },
    ],
  },
  {
    name: "invalid: keys P009/P010 look for only in their places",
    files: packWith({
      surface: (s) => {
        s.verbs.transfer.preview.roles = [];
        s.binding.modes = "x";
      },
    }),
    expect: [
      { file: S, pointer: "/binding/modes", message: ['"modes"', '"mode"', "already set"] },
      { file: S, pointer: "/verbs/transfer/preview/roles" },
    ],
  },
  {
    name: "not M006: P009 and P010 keys",
    files: packWith({
      surface: (s) => {
        s.roles = [];
        s.binding.tenant_id = "t";
        s.wrap.sinks = [];
        s.verbs.list.ui = {};
      },
    }),
    expect: [],
  },
  {
    name: "not M006: free JSON Schema in args, and the hcp object (M051)",
    files: packWith({
      surface: (s) => {
        s.verbs.transfer.args.additionalProperties = false;
        s.verbs.transfer.args.$defs = {};
        s.verbs.transfer.args.properties.memo.maxLength = 80;
        s.hcp = { hcp: 1, pack_id: "ledger", color: "red" };
      },
    }),
    expect: [],
  },
  {
    name: "not M006: wrong types (M005)",
    files: packWith({
      surface: (s) => {
        s.binding = 5;
        s.verbs.list = [];
      },
    }),
    expect: [],
  },
  { name: "not M006: the file is not an object", files: packWith({ surface: "[1]" }), expect: [] },
  { name: "silent: syntax error", files: packWith({ surface: '{ "id": "x", }' }), expect: [] },
  { name: "silent: no surface.json", files: packWith({ files: { "surface.json": null } }), expect: [] },
  {
    name: "edge: __proto__ and constructor are plain unknown keys",
    files: packWith({ surface: '{ "id": "x", "__proto__": { "kind": 5 }, "constructor": 1 }' }),
    expect: [
      { file: S, pointer: "/__proto__", message: '"__proto__"' },
      { file: S, pointer: "/constructor", message: '"constructor"' },
    ],
  },
]);
