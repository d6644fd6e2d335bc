// Table tests for S002 (manifest cliBin: "The CLI binary name the Skill teaches"; DECISIONS.md 1: HARNESS.md should name it).
import { describe, expect, it } from "vitest";
import { packWith } from "../../testing/pack-builder.js";
import { applyFix, ruleTable } from "../../testing/rule-table.js";
import { specExample } from "../../testing/spec-example.js";
import { runRules } from "../run-rules.js";
import { rule } from "./s002-harness-cli-bin.js";
import { rule as s003 } from "./s003-harness-command-form.js";
import { rule as s005 } from "./s005-harness-line-refused.js";

const notes = specExample("notes-project");

ruleTable(rule, [
  { name: "valid: ledger", files: packWith(), expect: [] },
  { name: "valid: notes-project", files: notes, expect: [] },
  { name: "valid: named in prose, not in code", files: packWith({ harness: "Use ledger to pay." }), expect: [] },
  {
    name: "valid: no cliBin declared",
    files: packWith({
      surface: (s) => {
        delete s.cliBin;
      },
      harness: "# Pay",
    }),
    expect: [],
  },
  {
    name: "valid: a cliBin with regex characters",
    files: packWith({
      surface: (s) => {
        s.cliBin = "c++";
      },
      harness: "Run `c++ status`.",
    }),
    expect: [],
  },
  {
    name: "invalid: never named, fixed by showing the commands",
    files: packWith({ harness: "# Ledger\n\nPays saved payees." }),
    expect: [{ file: "HARNESS.md", pointer: "", message: ['"ledger"', "cliBin"], fixClears: true }],
  },
  {
    name: "invalid: only as part of a word",
    files: packWith({ harness: "The ledgers and ledger-sync and Ledger." }),
    expect: [{ file: "HARNESS.md", pointer: "", message: '"ledger"' }],
  },
  {
    name: "invalid: no fix when every command is shown another way",
    files: packWith({
      surface: (s) => {
        s.cliBin = "ldg";
      },
      harness:
        "`ledger setup status` `ledger setup all` `ledger connect` `ledger status` `ledger list` `ledger transfer`",
    }),
    expect: [{ file: "HARNESS.md", pointer: "", message: '"ldg"' }],
  },
  { name: "not S002: empty HARNESS.md (S001)", files: packWith({ harness: "  " }), expect: [] },
  { name: "not S002: missing HARNESS.md (P001)", files: packWith({ files: { "HARNESS.md": null } }), expect: [] },
  {
    name: "edge: cliBin not a string (M005)",
    files: packWith({
      surface: (s) => {
        s.cliBin = ["ledger"];
      },
      harness: "# x",
    }),
    expect: [],
  },
  {
    name: "edge: empty cliBin",
    files: packWith({
      surface: (s) => {
        s.cliBin = "";
      },
      harness: "# x",
    }),
    expect: [],
  },
  { name: "edge: surface.json does not parse", files: packWith({ surface: "{", harness: "# x" }), expect: [] },
]);

describe("S002's fix shows every command as its full line with its arguments (issue 11)", () => {
  it("the ledger's six commands, each ready to run once <name> is filled; S003 and S005 find nothing after", () => {
    const files = packWith({ harness: "# Ledger\n\nPays saved payees." });
    const [finding] = runRules([rule], files);
    const added = finding?.fix?.edits[0]?.newText ?? "";
    expect(
      added
        .split("\n")
        .filter((l) => l.startsWith("- "))
        .map((l) => l.slice(0, l.indexOf("`:") + 1)),
    ).toEqual([
      "- `ledger setup status`",
      "- `ledger setup apply`",
      "- `ledger connect --provider <provider>`",
      "- `ledger status`",
      "- `ledger list`",
      "- `ledger transfer --amount <amount> --payee <payee> [--memo <memo>]`",
    ]);
    const fixed = applyFix(files, finding!);
    expect(runRules([rule, s003, s005], fixed)).toEqual([]);
  });
});
