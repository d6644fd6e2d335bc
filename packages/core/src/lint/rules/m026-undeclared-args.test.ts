// Table tests for M026 (DECISIONS.md 4.2: a command without args takes its placeholders as required strings; declare them).
import { describe, expect, it } from "vitest";
import { type Json, packWith } from "../../testing/pack-builder.js";
import { applyFix, ruleTable } from "../../testing/rule-table.js";
import { runRules } from "../run-rules.js";
import { rule as m019 } from "./m019-arg-docs.js";
import { describeName, rule } from "./m026-undeclared-args.js";

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

describe("M026's fix describes each argument by its placeholder name (issue 11)", () => {
  it.each([
    ["provider", "Provider"],
    ["payee_id", "Payee id"],
    ["dryRun", "Dry run"],
    ["api.key", "Api key"],
    ["max-count", "Max count"],
    ["URL", "Url"],
  ])("%s is described as %j", (name, description) => {
    expect(describeName(name)).toBe(description);
  });

  it("the fixed ledger's connect declares provider with a description, and lint finds no M026 again", () => {
    const files = packWith();
    const [finding] = runRules([rule], files);
    const fixed = applyFix(files, finding!);
    const args = JSON.parse(fixed["surface.json"]!).verbs.connect.args;
    expect(args).toEqual({
      type: "object",
      properties: { provider: { type: "string", description: "Provider" } },
      required: ["provider"],
    });
    expect(runRules([rule], fixed)).toEqual([]);
    // M019 asks for a description and examples: only the examples are left to the author.
    const docs = runRules([m019], fixed).filter((f) => f.pointer.includes("/connect/"));
    expect(docs.map((f) => f.message.includes("description"))).toEqual([false]);
  });
});
