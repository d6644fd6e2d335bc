// Table tests for S005 (LINT.md S005, D5: a command line HARNESS.md shows must be one the CLI-face reader accepts).

import { kanbanWith } from "../../testing/openapi-pack.js";
import { packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { specExample } from "../../testing/spec-example.js";
import { rule } from "./s005-harness-line-refused.js";

const harness = (text: string) => packWith({ harness: `# Ledger\n\n${text}\n` });
const at = (line: number, column: number, message?: string | string[]) => ({
  file: "HARNESS.md",
  pointer: "",
  at: [line, column] as [number, number],
  ...(message && { message }),
});

/** The ledger's HARNESS.md before the spec fixed it: two lines the reader refuses. */
const oldLedgerHarness =
  "# Ledger\n\n`ledger` keeps a small local ledger and pays saved payees.\n\nCheck the store first with `ledger setup status`; create it with `ledger setup apply`.\nLink a provider with `ledger connect <provider>`.\n\n- `ledger status`: balance, currency and link health.\n- `ledger list`: recent entries, newest first.\n- `ledger transfer <amount> --to <payee> --memo <memo>`: pays a saved payee. A person\n  confirms the amount and payee first; never retry a refused transfer on your own.\n\nEvery command prints JSON.\n";

ruleTable(rule, [
  { name: "valid: ledger (spec example, as the spec now writes it)", files: specExample("ledger"), expect: [] },
  { name: "valid: notes-project (spec example)", files: specExample("notes-project"), expect: [] },
  { name: "valid: the ledger fixture", files: packWith(), expect: [] },
  {
    name: "invalid: the ledger's HARNESS.md before the spec fixed it",
    files: packWith({ harness: oldLedgerHarness }),
    expect: [
      at(6, 23, ['"ledger connect <provider>"', '"x" fills no argument of "connect"', '<provider> as "x"']),
      at(10, 4, ['"ledger transfer <amount> --to <payee> --memo <memo>"', '"2.80"', '"--to"']),
    ],
  },
  {
    name: "the message shows the line as the reader takes it",
    files: harness("Pay with `ledger transfer 2.80`."),
    expect: [at(3, 11, '"ledger transfer --amount <amount> --payee <payee> [--memo <memo>]"')],
  },
  // what S005 reads
  {
    name: "valid: <name> is the first example; [ ] around optional words are dropped",
    files: harness("`ledger transfer --amount <amount> --payee <payee> [--memo <memo>]`"),
    expect: [],
  },
  { name: "valid: --flag=<name>", files: harness("`ledger transfer --amount=<amount> --payee=<payee>`"), expect: [] },
  {
    name: "valid (as LINT.md reads it): <name> of no argument is x, and x may be a fine value",
    files: harness("`ledger connect --provider <bank>`"),
    expect: [],
  },
  {
    name: "invalid: <name> of no argument is x, which fills nothing",
    files: harness("`ledger status <verbose>`"),
    expect: [at(3, 2, ['"x" fills no argument of "status"', '<verbose> as "x"'])],
  },
  {
    name: "valid: a double-backtick span and a span wrapped over two lines",
    files: harness("Use ``ledger setup status`` and `ledger transfer\n--amount 1 --payee p`."),
    expect: [],
  },
  {
    name: "invalid: a line of a fenced code block (any fence, comments dropped)",
    files: harness("```sh\nledger status   # the balance\nledger setup nuke\n```\n\n~~~\nledger fly\n~~~"),
    expect: [at(5, 1, ['"ledger setup nuke"', "names no command"])],
  },
  {
    name: "valid: in a code block, a quote left open or a trailing \\ goes on to the next line (as a shell reads it)",
    files: harness(
      "```sh\nledger transfer --amount 1 --payee p --memo 'two\nlines'\nledger transfer --amount 1 \\\n  --payee p\n```",
    ),
    expect: [],
  },
  {
    name: "invalid: a quote still open at the end of the block",
    files: harness("```\nledger transfer --amount 1 --payee 'p\nledger status\n```"),
    expect: [at(4, 1, ["never closed", "--payee 'p ledger status"])],
  },
  {
    name: "invalid: an unclosed quote",
    files: harness("`ledger transfer --amount 1 --payee 'demo`"),
    expect: [at(3, 2, "never closed")],
  },
  {
    name: "invalid: a later segment of a verb key (apply of setup.apply) is a verb segment too",
    files: harness("`ledger apply`"),
    expect: [at(3, 2, "names no command")],
  },
  {
    name: "invalid: the same line twice is two findings",
    files: harness("`ledger list --all` and again `ledger list --all`"),
    expect: [at(3, 2, '"--all"'), at(3, 32)],
  },
  // code as CommonMark reads it: the preview's parse (issue 29)
  {
    name: "invalid: a line of an indented code block is a line of a code block too",
    files: harness("Run:\n\n    ledger setup nuke\n"),
    expect: [at(5, 5, '"ledger setup nuke"')],
  },
  {
    name: "invalid: a code block in a quote, at its place after the quote's marker",
    files: harness("> ```sh\n> ledger setup nuke\n> ```"),
    expect: [at(4, 3, '"ledger setup nuke"')],
  },
  {
    name: "invalid: a span in a table cell",
    files: harness("| command | what |\n|---|---|\n| `ledger setup nuke` | nukes |"),
    expect: [at(5, 4, '"ledger setup nuke"')],
  },
  // what S005 does not read
  {
    name: "valid: not cliBin followed by a verb segment",
    files: harness(
      "`ledger`, `ledger --help`, `ledger <command>`, `ledgers status`, `git status`\n\n```\n$ ledger fly\n    ledger fly\n```",
    ),
    expect: [],
  },
  {
    name: "valid: inside a fenced block, backticks are no span",
    files: harness("```\necho `ledger fly`\n```"),
    expect: [],
  },
  {
    name: "valid: an unclosed backtick is literal",
    files: harness("A lone ` then ledger fly, and `ledger status`."),
    expect: [],
  },
  {
    name: "not S005: an args schema no one can use is X001's",
    files: packWith({
      surface: (s) => {
        s.verbs.transfer.args.properties.memo.pattern = "^(a)\\1$";
      },
    }),
    expect: [],
  },
  {
    name: "edge: no cliBin: nothing to read lines against",
    files: packWith({
      surface: (s) => {
        delete s.cliBin;
      },
      harness: oldLedgerHarness,
    }),
    expect: [],
  },
  { name: "edge: HARNESS.md missing (P001)", files: packWith({ files: { "HARNESS.md": null } }), expect: [] },
  // An openapi pack's lines read against its operations' arguments (DECISIONS 14).
  { name: "valid: kanban-api's HARNESS.md lines read", files: kanbanWith(), expect: [] },
  {
    name: "invalid: a line with an argument the operation lacks",
    files: kanbanWith({ harness: "# Kanban\n\n`kanban cards search --query <words>`\n" }),
    expect: [{ file: "HARNESS.md", pointer: "", message: '"--query" is not an argument of "cards.search"' }],
  },
]);
