// Table tests for M026 (DECISIONS.md 4.2: a command without args takes its placeholders as required strings; declare them).
import { type Json, packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { rule } from "./m026-undeclared-args.js";

const connectArgs = {
  type: "object",
  properties: { provider: { type: "string", description: "Provider id", examples: ["demo"] } },
  required: ["provider"],
};
const declared = (s: Json) => {
  s.verbs.connect.args = connectArgs;
};
const finding = (verb: string, message?: string | string[]) => ({
  file: "surface.json",
  pointer: `/verbs/${verb}`,
  ...(message && { message }),
  fixClears: true,
});

ruleTable(rule, [
  // The manifest document's own connect command is written so (DECISIONS.md 4.2 says lint suggests declaring it).
  {
    name: "ledger: connect's {{provider}} undeclared",
    files: packWith(),
    expect: [finding("connect", ['"connect"', '"provider"'])],
  },
  { name: "valid: ledger with connect's args declared", files: packWith({ surface: declared }), expect: [] },
  {
    name: "invalid: several placeholders, each named once",
    files: packWith({
      surface: (s) => {
        declared(s);
        s.verbs.list.cli = ["ledger", "list", "{{from}}", "--to={{to}}", "{{from}}"];
      },
    }),
    expect: [finding("list", ['"from", "to"'])],
  },
  {
    name: "invalid: no cli, placeholders from wrap.argv_template",
    files: packWith({
      surface: (s) => {
        declared(s);
        delete s.verbs.list.cli;
        s.wrap.argv_template = ["{{verb}}", "--since", "{{since}}"];
      },
    }),
    expect: [finding("list", '"since"')],
  },
  {
    name: "valid: no cli, argv_template names only {{verb}}",
    files: packWith({
      surface: (s) => {
        declared(s);
        delete s.verbs.list.cli;
      },
    }),
    expect: [],
  },
  {
    name: "valid: no cli, default argv_template",
    files: packWith({
      surface: (s) => {
        declared(s);
        delete s.verbs.list.cli;
        delete s.wrap.argv_template;
      },
    }),
    expect: [],
  },
  {
    name: "invalid: {{verb}} in cli is an ordinary argument",
    files: packWith({
      surface: (s) => {
        declared(s);
        s.verbs.list.cli = ["ledger", "{{verb}}"];
      },
    }),
    expect: [finding("list", '"verb"')],
  },
  {
    name: "valid: command with args (M016/M017 judge the rest)",
    files: packWith({
      surface: (s) => {
        declared(s);
        s.verbs.connect.args = {};
      },
    }),
    expect: [],
  },
  {
    name: "not M026: args of the wrong type (M005)",
    files: packWith({
      surface: (s) => {
        s.verbs.connect.args = "provider";
      },
    }),
    expect: [],
  },
  {
    name: "not M026: cli of the wrong type (M005)",
    files: packWith({
      surface: (s) => {
        s.verbs.connect.cli = "ledger connect {{provider}}";
      },
    }),
    expect: [],
  },
  {
    name: "not M026: argv_template of the wrong type (M005)",
    files: packWith({
      surface: (s) => {
        declared(s);
        delete s.verbs.list.cli;
        s.wrap.argv_template = "{{x}}";
      },
    }),
    expect: [],
  },
  { name: "not M026: surface does not parse", files: packWith({ surface: "[" }), expect: [] },
]);
