// Table tests for S003 (DECISIONS.md 1: HARNESS.md should show `<cliBin> <verb segments>` for every command; 5: the CLI face).
import { describe, expect, it } from "vitest";
import { type Json, packWith } from "../../testing/pack-builder.js";
import { applyFix, ruleTable } from "../../testing/rule-table.js";
import { specExample } from "../../testing/spec-example.js";
import { runRules } from "../run-rules.js";
import { rule } from "./s003-harness-command-form.js";
import { rule as s005 } from "./s005-harness-line-refused.js";

const notes = specExample("notes-project");
const harness = (text: string) => packWith({ harness: text });
const allButTransfer = "`ledger setup status`, `ledger setup apply`, `ledger connect`, `ledger status`, `ledger list`";

ruleTable(rule, [
  { name: "valid: ledger", files: packWith(), expect: [] },
  { name: "valid: notes-project (`notes remove` is the key form of cli `notes rm`)", files: notes, expect: [] },
  {
    name: "valid: the cli form (setup.apply as `ledger setup all`)",
    files: harness(`${allButTransfer.replace("setup apply", "setup all")} \`ledger transfer\``),
    expect: [],
  },
  {
    name: "valid: a form wrapped over two lines",
    files: harness(`${allButTransfer}\nthen ledger\ntransfer 5 --to x`),
    expect: [],
  },
  {
    name: "invalid: one command never shown, at its key, fixed by appending it",
    files: harness(allButTransfer),
    expect: [
      {
        file: "surface.json",
        pointer: "/verbs/transfer",
        message: ['"transfer"', '"ledger transfer"'],
        fixClears: true,
      },
    ],
  },
  {
    name: "invalid: a form glued to another word does not count",
    files: harness(`${allButTransfer} ledger transfers ledger transfer-all`),
    expect: [{ file: "surface.json", pointer: "/verbs/transfer" }],
  },
  {
    name: "invalid: a dotted key needs all its segments",
    files: harness(
      "`ledger setup` `ledger setup apply` `ledger connect` `ledger status` `ledger list` `ledger transfer`",
    ),
    expect: [
      { file: "surface.json", pointer: "/verbs/setup.status", message: '"ledger setup status"', fixClears: true },
    ],
  },
  {
    name: "invalid: the cli stops at a placeholder or flag (`ledger connect` is not `ledger connect x`)",
    files: packWith({
      surface: (s) => {
        s.verbs.connect.cli = ["ledger", "link", "{{provider}}"];
      },
      harness: `${allButTransfer.replace("`ledger connect`", "`ledger link-all`")} \`ledger transfer\``,
    }),
    expect: [{ file: "surface.json", pointer: "/verbs/connect" }],
  },
  {
    name: "valid: without cliBin, the cli's first token is the bin",
    files: packWith({
      surface: (s) => {
        delete s.cliBin;
      },
    }),
    expect: [],
  },
  {
    name: "edge: no cliBin and no cli: nothing to show, silent",
    files: packWith({
      surface: (s) => {
        delete s.cliBin;
        delete s.verbs.list.cli;
      },
      harness: `${allButTransfer.replace("`ledger list`", "")} \`ledger transfer\``,
    }),
    expect: [],
  },
  { name: "not S003: empty HARNESS.md (S001)", files: harness(""), expect: [] },
  { name: "not S003: missing HARNESS.md (P001)", files: packWith({ files: { "HARNESS.md": null } }), expect: [] },
  {
    name: "edge: verbs not an object",
    files: packWith({
      surface: (s) => {
        s.verbs = ["ledger"];
      },
    }),
    expect: [],
  },
  {
    name: "edge: cli with non-strings (M005)",
    files: packWith({
      surface: (s) => {
        s.verbs.list.cli = [1, 2];
      },
    }),
    expect: [],
  },
]);

describe("S003's fix inserts the full line with its arguments (issue 11), which S005 reads", () => {
  const cases: [string, Record<string, string>, string, string][] = [
    [
      "ledger transfer: required flags, then the optional one in [ ]",
      harness(allButTransfer),
      "transfer",
      "- `ledger transfer --amount <amount> --payee <payee> [--memo <memo>]`: Pay a saved payee. Refused until a person confirms the amount and payee.",
    ],
    [
      "ledger connect: a placeholder without args is a required string",
      harness(allButTransfer.replace(", `ledger connect`", "").concat(", `ledger transfer`")),
      "connect",
      "- `ledger connect --provider <provider>`: Link a provider account through the local credential hub.",
    ],
    [
      "a positional argument (x-position) is a bare word; a required boolean is its flag",
      packWith({
        surface: (s: Json) => {
          s.verbs.show = {
            description: "Show one.",
            cli: ["ledger", "show", "{{id}}"],
            args: {
              type: "object",
              properties: {
                id: { type: "string", description: "Id", examples: ["n-1"], "x-position": 0 },
                all: { type: "boolean", description: "All", examples: [true] },
                n: { type: "integer", description: "N", examples: [3] },
              },
              required: ["id", "all"],
            },
          };
        },
      }),
      "show",
      "- `ledger show <id> --all [--n <n>]`: Show one.",
    ],
  ];
  it.each(cases)("%s", (_name, files, verb, line) => {
    const finding = runRules([rule], files).find((f) => f.pointer === `/verbs/${verb}`);
    expect(finding?.fix?.edits[0]?.newText.trim()).toBe(line);
    const fixed = applyFix(files, finding!);
    expect(runRules([rule], fixed).filter((f) => f.pointer === `/verbs/${verb}`)).toEqual([]);
    // The line it added reads (bare forms elsewhere in these HARNESS.md files may not: S005 says so there).
    const addedFrom = (files["HARNESS.md"] ?? "").split("\n").length;
    expect(runRules([s005], fixed).filter((f) => f.range.start.line > addedFrom)).toEqual([]);
  });
});
