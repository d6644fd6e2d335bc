// Table tests of the command-line reader (DECISIONS.md 5) and ready-to-run lines.
import { describe, expect, it } from "vitest";
import { createContext } from "../lint/context.js";
import type { SurfaceView } from "../pack/surface-view.js";
import { packWith } from "../testing/pack-builder.js";
import { specExample } from "../testing/spec-example.js";
import { parseTokens } from "./read-tokens.js";
import { readyLine } from "./ready-line.js";
import { tokenizeCommandLine } from "./tokenize.js";

const notesFiles = specExample("notes-project");

const view = (files: Record<string, string>): SurfaceView => {
  const s = createContext(files).surface;
  if (!s) throw new Error("fixture does not parse");
  return s;
};
const ledger = view(packWith());
const notes = view(notesFiles);

const rows: { line: string; surface: SurfaceView; want: unknown }[] = [
  { line: "ledger status", surface: ledger, want: { ok: true, verb: "status", args: {} } },
  { line: "ledger setup status", surface: ledger, want: { ok: true, verb: "setup.status", args: {} } },
  {
    line: "ledger transfer --amount 2.80 --payee demo-transit",
    surface: ledger,
    want: { ok: true, verb: "transfer", args: { amount: "2.80", payee: "demo-transit" } },
  },
  {
    line: "ledger transfer --amount=2.80 --payee=demo-transit --memo=",
    surface: ledger,
    want: { ok: true, verb: "transfer", args: { amount: "2.80", payee: "demo-transit", memo: "" } },
  },
  {
    line: "ledger connect --provider bank",
    surface: ledger,
    want: { ok: true, verb: "connect", args: { provider: "bank" } },
  },
  { line: "notes show n-42", surface: notes, want: { ok: true, verb: "show", args: { id: "n-42" } } },
  {
    line: "notes list --limit 5 --tag design",
    surface: notes,
    want: { ok: true, verb: "list", args: { limit: 5, tag: "design" } },
  },
  {
    line: "notes add 'Ship it' --tag x",
    surface: notes,
    want: { ok: true, verb: "add", args: { text: "Ship it", tag: "x" } },
  },
  {
    line: "notes add -- --not-a-flag",
    surface: notes,
    want: { ok: true, verb: "add", args: { text: "--not-a-flag" } },
  },
  {
    line: "notes list --limit many",
    surface: notes,
    want: { ok: false, error: { code: "invalid_argument", names: ["limit"] } },
  },
  {
    line: "notes list --limit 2.5",
    surface: notes,
    want: { ok: false, error: { code: "invalid_argument", names: ["limit"] } },
  },
  {
    line: "notes show n-1 extra",
    surface: notes,
    want: { ok: false, error: { code: "unknown_argument", names: ["extra"] } },
  },
  { line: "notes show", surface: notes, want: { ok: false, error: { code: "missing_argument", names: ["id"] } } },
  {
    line: "notes show --color red n-1",
    surface: notes,
    want: { ok: false, error: { code: "unknown_argument", names: ["color"] } },
  },
  { line: "notes fly", surface: notes, want: { ok: false, error: { code: "unknown_command" } } },
  { line: "git status", surface: notes, want: { ok: false, error: { code: "unknown_command", names: ["git"] } } },
  {
    line: "ledger transfer 2.80",
    surface: ledger,
    want: { ok: false, error: { code: "unknown_argument", names: ["2.80"] } },
  },
];

describe("parseCommandLine (DECISIONS.md 5)", () => {
  it.each(rows.map((r) => [r.line, r] as const))("%s", (line, row) => {
    const t = tokenizeCommandLine(line);
    if (!t.ok) throw new Error(t.message);
    expect(parseTokens(row.surface, t.tokens)).toMatchObject(row.want as object);
  });

  it("a boolean property given alone is true", () => {
    const files = packWith({
      surface: (s) => {
        s.verbs.list.args = {
          type: "object",
          properties: { all: { type: "boolean", description: "All", examples: [true] } },
        };
      },
    });
    expect(parseTokens(view(files), ["ledger", "list", "--all"])).toEqual({
      ok: true,
      verb: "list",
      args: { all: true },
    });
    expect(parseTokens(view(files), ["ledger", "list", "--all", "false"])).toEqual({
      ok: true,
      verb: "list",
      args: { all: false },
    });
  });
});

describe("array arguments: a repeated --name value (DECISIONS 14)", () => {
  const files = packWith({
    surface: (s) => {
      s.verbs.list.args = {
        type: "object",
        properties: {
          tag: { type: "array", items: { type: "string" }, description: "Tags", examples: [["a", "b c"]] },
          n: { type: "array", items: { type: "integer" }, description: "Numbers", examples: [[1]] },
        },
        required: ["tag"],
      };
    },
  });
  it.each([
    [["--tag", "a"], { ok: true, args: { tag: ["a"] } }],
    [["--tag", "a", "--tag=b", "--n", "2", "--n", "3"], { ok: true, args: { tag: ["a", "b"], n: [2, 3] } }],
    [["--tag", "a", "--n", "x"], { ok: false, error: { code: "invalid_argument", names: ["n"] } }],
  ])("%j", (words, want) => {
    expect(parseTokens(view(files), ["ledger", "list", ...words])).toMatchObject(want);
  });
  it("the ready line repeats the flag for each item of the example, and reads back", () => {
    const surface = view(files);
    const verb = surface.verbs.find((v) => v.key === "list");
    if (!verb) throw new Error("list");
    const ready = readyLine(surface, verb);
    expect(ready.line).toBe("ledger list --tag a --tag 'b c'");
    expect(parseTokens(surface, ready.tokens)).toMatchObject({ ok: true, args: { tag: ["a", "b c"] } });
  });
});

describe("an openapi pack's command line (DECISIONS 14): its operation's arguments", () => {
  const kanban = view(specExample("kanban-api"));
  it.each([
    ["kanban card get b-17 c-204", { ok: true, verb: "card.get", args: { boardId: "b-17", cardId: "c-204" } }],
    [
      "kanban cards search --q 'staging keys' --label ops --label sec",
      { ok: true, verb: "cards.search", args: { q: "staging keys", label: ["ops", "sec"] } },
    ],
    ["kanban boards list --limit 5", { ok: true, verb: "boards.list", args: { limit: 5 } }],
    ["kanban boards list --limit 500", { ok: false, error: { code: "invalid_argument", names: ["limit"] } }],
    [
      "kanban card move --boardId b-1 --cardId c-2 --column later",
      { ok: false, error: { code: "invalid_argument", names: ["column"] } },
    ],
  ])("%s", (line, want) => {
    const t = tokenizeCommandLine(line);
    if (!t.ok) throw new Error(t.message);
    expect(parseTokens(kanban, t.tokens)).toMatchObject(want);
  });
  it("every ready line reads back", () => {
    for (const verb of kanban.verbs) {
      const ready = readyLine(kanban, verb);
      expect(parseTokens(kanban, ready.tokens), ready.line).toMatchObject({ ok: true, verb: verb.key });
    }
  });
});

describe("ready-to-run line (DECISIONS.md 5)", () => {
  it.each([
    [ledger, "transfer", "ledger transfer --amount 2.80 --payee demo-transit"],
    [ledger, "setup.apply", "ledger setup apply"],
    [ledger, "connect", "ledger connect --provider <provider>"],
    [notes, "show", "notes show n-42"],
    [notes, "add", "notes add 'Ship the card preview'"],
    [notes, "list", "notes list"],
  ] as const)("%#: %s", (surface, key, line) => {
    const verb = surface.verbs.find((v) => v.key === key);
    if (!verb) throw new Error(key);
    expect(readyLine(surface, verb).line).toBe(line);
  });

  // DECISIONS.md 5: bare words fill "x-position": 0, 1, … (M020: non-negative integers). A negative or
  // fractional position is no position for the reader nor the ready line, so the line reads back.
  it.each([-1, 0.5])("an x-position of %s is a --flag in the ready line, as the reader reads it", (position) => {
    const surface = view(
      packWith({
        surface: (s) => {
          s.verbs.transfer.args.properties.amount["x-position"] = position;
        },
      }),
    );
    const verb = surface.verbs.find((v) => v.key === "transfer");
    if (!verb) throw new Error("transfer");
    const ready = readyLine(surface, verb);
    expect(ready.line).toBe("ledger transfer --amount 2.80 --payee demo-transit");
    expect(parseTokens(surface, ready.tokens)).toMatchObject({ ok: true, args: { amount: "2.80" } });
  });

  it("reads back as the same command with the examples", () => {
    for (const surface of [ledger, notes]) {
      for (const verb of surface.verbs) {
        const ready = readyLine(surface, verb);
        if (!ready.complete) continue;
        expect(parseTokens(surface, ready.tokens)).toMatchObject({ ok: true, verb: verb.key });
      }
    }
  });
});

describe("tokenizeCommandLine", () => {
  it.each([
    [`a 'b c' "d \\"e\\"" f\\ g`, ["a", "b c", 'd "e"', "f g"]],
    ["  a   b  ", ["a", "b"]],
    [`a ''`, ["a", ""]],
    [`a'b'"c"`, ["abc"]],
  ])("%s", (line, tokens) => {
    expect(tokenizeCommandLine(line)).toEqual({ ok: true, tokens });
  });
  it("an unclosed quote is an error with its offset", () => {
    expect(tokenizeCommandLine(`a 'b`)).toMatchObject({ ok: false, offset: 2 });
  });
});
