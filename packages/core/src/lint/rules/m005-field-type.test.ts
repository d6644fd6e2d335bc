// Table tests for M005 (manifest field tables: each field's type and enum; DECISIONS.md 6 for title unions).
import { minimalPack, packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { specExample } from "../../testing/spec-example.js";
import { rule } from "./m005-field-type.js";

const S = "surface.json";

ruleTable(rule, [
  { name: "valid: ledger", files: packWith(), expect: [] },
  { name: "valid: notes-project", files: specExample("notes-project"), expect: [] },
  {
    name: "broken pack: the grpc transport only",
    files: specExample("broken"),
    expect: [{ file: S, pointer: "/transports/1", message: '"grpc"' }],
  },
  { name: "valid: minimal pack, defaults left out", files: minimalPack(), expect: [] },
  {
    name: "valid: defaults and free JSON Schema left alone",
    files: packWith({
      surface: (s) => {
        delete s.kind;
        delete s.plane;
        s.wrap.workspace = {};
        s.verbs.transfer.args.additionalProperties = false;
        s.verbs.transfer.args.properties.amount.type = ["string", "null"];
        s.verbs.transfer.args.properties.memo.format = "text";
      },
    }),
    expect: [],
  },
  {
    name: "invalid: transport outside its enum, no close value",
    files: packWith({
      surface: (s) => {
        s.transports = ["cli", "grpc"];
      },
    }),
    expect: [{ file: S, pointer: "/transports/1", message: ['"grpc"', '"cli", "json_exec" or "mcp"'] }],
  },
  {
    name: "invalid: kind with a typo, fixed to the close value",
    files: packWith({
      surface: (s) => {
        s.kind = "wrapp";
      },
    }),
    expect: [{ file: S, pointer: "/kind", message: ['"wrapp"', 'use "wrap"', '"sense_only"'], fixClears: true }],
  },
  {
    name: "invalid: plane in upper case",
    files: packWith({
      surface: (s) => {
        s.plane = "Control";
      },
    }),
    expect: [{ file: S, pointer: "/plane", message: '"control"', fixClears: true }],
  },
  {
    name: "invalid: binding mode and hub",
    files: packWith({
      surface: (s) => {
        s.binding.mode = "usr";
        s.binding.hub = "local_credential";
      },
    }),
    expect: [
      { file: S, pointer: "/binding/mode", message: ['"usr"', '"user"'], fixClears: true },
      { file: S, pointer: "/binding/hub", message: ['"local_credential"', '"local-credential"'], fixClears: true },
    ],
  },
  {
    name: "invalid: workspace mode abbreviated",
    files: packWith({
      surface: (s) => {
        s.wrap.workspace = { mode: "proj" };
      },
    }),
    expect: [{ file: S, pointer: "/wrap/workspace/mode", message: ['"proj"', '"project"'], fixClears: true }],
  },
  {
    name: "invalid: preview kind and policy hint",
    files: packWith({
      surface: (s) => {
        s.verbs.connect.policy = "Write";
        s.verbs.transfer.preview.kind = "money";
      },
    }),
    expect: [
      { file: S, pointer: "/verbs/connect/policy", message: ['"Write"', '"write"'], fixClears: true },
      { file: S, pointer: "/verbs/transfer/preview/kind", message: ['"money"', '"payment"', '"fields"'] },
    ],
  },
  {
    name: "invalid: id of the wrong type",
    files: packWith({
      surface: (s) => {
        s.id = 7;
      },
    }),
    expect: [{ file: S, pointer: "/id", message: ["7 (a number)", "a string"] }],
  },
  {
    name: "invalid: transports as one string, fixed into a list",
    files: packWith({
      surface: (s) => {
        s.transports = "cli";
      },
    }),
    expect: [{ file: S, pointer: "/transports", message: ['"cli"', "a list of"], fixClears: true }],
  },
  {
    name: "invalid: cli and json_flag of the wrong type",
    files: packWith({
      surface: (s) => {
        s.wrap.json_flag = "--json";
        s.verbs.list.cli = "ledger list";
        s.verbs.status.cli[1] = 3;
      },
    }),
    expect: [
      { file: S, pointer: "/wrap/json_flag", message: ['"--json"', "a list of strings"] },
      { file: S, pointer: "/verbs/status/cli/1", message: ["3 (a number)", "a string"] },
      { file: S, pointer: "/verbs/list/cli", message: '"ledger list"' },
    ],
  },
  {
    name: "invalid: titles, a readable union message and item pointers",
    files: packWith({
      surface: (s) => {
        s.verbs.transfer.title = { live: 5, done: ["Paid", 3] };
      },
    }),
    expect: [
      {
        file: S,
        pointer: "/verbs/transfer/title/live",
        message: ["5 (a number)", "a template string or a list of template strings"],
      },
      { file: S, pointer: "/verbs/transfer/title/done/1", message: ["3", "a template string"] },
    ],
  },
  {
    name: "invalid: a required field missing in a nested object",
    files: packWith({
      surface: (s) => {
        delete s.verbs.transfer.preview.kind;
        s.stimulusTriggers = [{}];
      },
    }),
    expect: [
      {
        file: S,
        pointer: "/verbs/transfer/preview/kind",
        message: ['"verbs.transfer.preview" has no "kind"', '"payment"'],
      },
      { file: S, pointer: "/stimulusTriggers/0/ref", message: 'no "ref"' },
    ],
  },
  {
    name: "invalid: objects of the wrong type",
    files: packWith({
      surface: (s) => {
        s.binding = "local";
        s.verbs.list = 5;
        s.stimulusTriggers = "binding.degraded";
      },
    }),
    expect: [
      { file: S, pointer: "/binding", message: ['"local"', "an object"] },
      { file: S, pointer: "/verbs/list", message: "5" },
      { file: S, pointer: "/stimulusTriggers", message: "a list of objects" },
    ],
  },
  {
    name: "invalid: args shape (type, required, a property not a schema)",
    files: packWith({
      surface: (s) => {
        const a = s.verbs.transfer.args;
        a.type = "obj";
        a.properties.memo = 5;
        a.required = "amount";
      },
    }),
    expect: [
      { file: S, pointer: "/verbs/transfer/args/type", message: ['"obj"', '"object"'], fixClears: true },
      { file: S, pointer: "/verbs/transfer/args/properties/memo", message: "an object" },
      { file: S, pointer: "/verbs/transfer/args/required", message: '"amount"' },
    ],
  },
  {
    name: "invalid: the argument fields the manifest names (M019 and M020 leave wrong types to M005)",
    files: packWith({
      surface: (s) => {
        const p = s.verbs.transfer.args.properties;
        p.amount["x-position"] = "first";
        p.amount.type = 5;
        p.payee.description = 5;
        p.payee.examples = "demo";
        p.memo["x-position"] = null;
      },
    }),
    expect: [
      {
        file: S,
        pointer: "/verbs/transfer/args/properties/amount/type",
        message: ["5", "a string or a list of strings"],
      },
      { file: S, pointer: "/verbs/transfer/args/properties/amount/x-position", message: ['"first"', "a number"] },
      { file: S, pointer: "/verbs/transfer/args/properties/payee/description", message: "5 (a number)" },
      { file: S, pointer: "/verbs/transfer/args/properties/payee/examples", message: ['"demo"', "a list"] },
      { file: S, pointer: "/verbs/transfer/args/properties/memo/x-position", message: ["null", "a number"] },
    ],
  },
  {
    name: "valid: boolean schemas and x-position values M020 judges",
    files: packWith({
      surface: (s) => {
        const p = s.verbs.transfer.args.properties;
        p.memo = true;
        p.amount["x-position"] = -1;
        p.payee["x-position"] = 1.5;
      },
    }),
    expect: [],
  },
  {
    name: "invalid: a missing wrap.bin when the kind is not wrap",
    files: packWith({
      surface: (s) => {
        s.kind = "composite";
        delete s.wrap.bin;
      },
    }),
    expect: [{ file: S, pointer: "/wrap/bin", message: '"wrap" has no "bin"' }],
  },
  {
    name: "not M005: missing wrap.bin with kind wrap (M060)",
    files: packWith({
      surface: (s) => {
        delete s.wrap.bin;
      },
    }),
    expect: [],
  },
  {
    name: "not M005: missing id (M001)",
    files: packWith({
      surface: (s) => {
        delete s.id;
      },
    }),
    expect: [],
  },
  {
    name: "not M005: hcp (M050, M051)",
    files: packWith({
      surface: (s) => {
        s.hcp = { hcp: 2, pack_id: 3, color: "red" };
      },
    }),
    expect: [],
  },
  {
    name: "not M005: hcp not an object",
    files: packWith({
      surface: (s) => {
        s.hcp = "1";
      },
    }),
    expect: [],
  },
  {
    name: "not M005: unknown field (M006)",
    files: packWith({
      surface: (s) => {
        s.cli_bin = "x";
      },
    }),
    expect: [],
  },
  {
    name: "invalid: the file is not an object",
    files: packWith({ surface: "[]" }),
    expect: [{ file: S, pointer: "", message: "[] (a list)" }],
  },
  { name: "silent: syntax error", files: packWith({ surface: '{ "id": ' }), expect: [] },
  { name: "silent: no surface.json", files: packWith({ files: { "surface.json": null } }), expect: [] },
  {
    name: "edge: __proto__ key does not crash",
    files: packWith({ surface: '{ "id": "x", "__proto__": { "kind": 5 } }' }),
    expect: [],
  },
]);
