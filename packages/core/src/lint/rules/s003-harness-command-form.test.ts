// Table tests for S003 (DECISIONS.md 1: HARNESS.md should show `<cliBin> <verb segments>` for every command; 5: the CLI face).
import { packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { specExample } from "../../testing/spec-example.js";
import { rule } from "./s003-harness-command-form.js";

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
