// Table tests of the CLI projection, one row per sentence of DECISIONS.md section 4 (and 9 for cwd).
import { describe, expect, it } from "vitest";
import { createContext } from "../lint/context.js";
import type { PackFiles } from "../pack/pack-files.js";
import { type Json, minimalPack, packWith } from "../testing/pack-builder.js";
import { type LoadedPack, renderLoaded } from "./render-loaded.js";

function load(files: PackFiles): LoadedPack {
  const ctx = createContext(files);
  if (!ctx.surface || !ctx.policy) throw new Error("fixture does not parse");
  return { surface: ctx.surface, policy: ctx.policy };
}

/** A pack whose `probe` command is `cli` with `args` (or none), for single-sentence cases. */
function probe(cli: string[] | undefined, args?: Json, extra: (s: Json) => void = () => {}): LoadedPack {
  return load(
    minimalPack({
      surface: (s) => {
        s.verbs.probe = { description: "Probe.", ...(cli && { cli: ["mini", ...cli] }), ...(args && { args }) };
        extra(s);
      },
      policy: (p) => {
        p.verbs.probe = { effect: "read" };
      },
    }),
  );
}

const str = { type: "string" };
const opt = (props: Record<string, Json>, required: string[] = []) => ({ type: "object", properties: props, required });

interface Row {
  section: string;
  pack: LoadedPack;
  verb?: string;
  args: unknown;
  argv?: string[];
  error?: { code: string; names: string[] };
}

const ledger = load(packWith());
const rows: Row[] = [
  {
    section: "4 example: ledger transfer",
    pack: ledger,
    verb: "transfer",
    args: { amount: "2.80", payee: "demo-transit" },
    argv: ["ledger", "transfer", "2.80", "--to", "demo-transit", "--confirm", "--json"],
  },
  {
    section: "4.1 unknown command",
    pack: ledger,
    verb: "pay",
    args: {},
    error: { code: "unknown_command", names: ["pay"] },
  },
  {
    section: "4.2 unknown argument, whatever additionalProperties says",
    pack: probe(["x", "{{a}}"], { ...opt({ a: str }, ["a"]), additionalProperties: true }),
    args: { a: "1", b: "2" },
    error: { code: "unknown_argument", names: ["b"] },
  },
  {
    section: "4.2 missing required argument",
    pack: ledger,
    verb: "transfer",
    args: { amount: "1" },
    error: { code: "missing_argument", names: ["payee"] },
  },
  {
    section: "4.2 wrong type",
    pack: ledger,
    verb: "transfer",
    args: { amount: 2.8, payee: "p" },
    error: { code: "invalid_argument", names: ["amount"] },
  },
  {
    section: "4.2 all problems at once, by name",
    pack: ledger,
    verb: "transfer",
    args: { amount: 1, zzz: 1 },
    error: { code: "unknown_argument", names: ["zzz", "payee", "amount"] },
  },
  {
    section: "4.2 args not an object",
    pack: ledger,
    verb: "transfer",
    args: ["2.80"],
    error: { code: "invalid_argument", names: [] },
  },
  {
    section: "4.2 without args: placeholders are required strings",
    pack: ledger,
    verb: "connect",
    args: { provider: "bank" },
    argv: ["ledger", "connect", "bank", "--json"],
  },
  {
    section: "4.2 without args: missing placeholder argument",
    pack: ledger,
    verb: "connect",
    args: {},
    error: { code: "missing_argument", names: ["provider"] },
  },
  {
    section: "4.2 without args: a non-string is refused",
    pack: ledger,
    verb: "connect",
    args: { provider: 3 },
    error: { code: "invalid_argument", names: ["provider"] },
  },
  {
    section: "4.2 without args: takes no other argument",
    pack: ledger,
    verb: "status",
    args: { x: "1" },
    error: { code: "unknown_argument", names: ["x"] },
  },
  {
    section: "4.2 an enum outside its values",
    pack: probe(["{{c}}"], opt({ c: { type: "string", enum: ["a", "b"] } }, ["c"])),
    args: { c: "z" },
    error: { code: "invalid_argument", names: ["c"] },
  },
  {
    section: "4.3 numbers and booleans by String()",
    pack: probe(
      ["{{n}}", "{{b}}", "{{i}}"],
      opt({ n: { type: "number" }, b: { type: "boolean" }, i: { type: "integer" } }),
    ),
    args: { n: 1.5, b: false, i: -3 },
    argv: ["mini", "1.5", "false", "-3", "--json"],
  },
  {
    section: "4.3 an array value is refused",
    pack: probe(["{{files}}"], opt({ files: { type: "array" } })),
    args: { files: ["a", "b"] },
    error: { code: "invalid_argument", names: ["files"] },
  },
  {
    section: "4.3 an object value is refused",
    pack: probe(["{{o}}"], opt({ o: { type: "object" } })),
    args: { o: { a: 1 } },
    error: { code: "invalid_argument", names: ["o"] },
  },
  {
    section: "4.3 a value with spaces, quotes or ; stays one token",
    pack: ledger,
    verb: "transfer",
    args: { amount: "1; rm -rf /", payee: "a b 'c' \"d\"" },
    argv: ["ledger", "transfer", "1; rm -rf /", "--to", "a b 'c' \"d\"", "--confirm", "--json"],
  },
  {
    section: "4.3 several placeholders in one token",
    pack: probe(["{{a}}:{{b}}"], opt({ a: str, b: str }, ["a", "b"])),
    args: { a: "x", b: "y" },
    argv: ["mini", "x:y", "--json"],
  },
  {
    section: "4.3 an inserted value is not read again as a template",
    pack: ledger,
    verb: "transfer",
    args: { amount: "{{payee}}", payee: "{{amount}}" },
    argv: ["ledger", "transfer", "{{payee}}", "--to", "{{amount}}", "--confirm", "--json"],
  },
  {
    section: "4.4 absent optional drops its token and the flag before it",
    pack: ledger,
    verb: "transfer",
    args: { amount: "2", payee: "p" },
    argv: ["ledger", "transfer", "2", "--to", "p", "--confirm", "--json"],
  },
  {
    section: "4.4 present optional keeps both",
    pack: ledger,
    verb: "transfer",
    args: { amount: "2", payee: "p", memo: "m" },
    argv: ["ledger", "transfer", "2", "--to", "p", "--memo", "m", "--confirm", "--json"],
  },
  {
    section: "4.4 null is absent",
    pack: ledger,
    verb: "transfer",
    args: { amount: "2", payee: "p", memo: null },
    argv: ["ledger", "transfer", "2", "--to", "p", "--confirm", "--json"],
  },
  {
    section: "4.4 an empty string is a value, kept",
    pack: ledger,
    verb: "transfer",
    args: { amount: "2", payee: "p", memo: "" },
    argv: ["ledger", "transfer", "2", "--to", "p", "--memo", "", "--confirm", "--json"],
  },
  {
    section: "4.4 --flag={{name}} is one token: only it drops",
    pack: probe(["-v", "--tag={{t}}", "x"], opt({ t: str })),
    args: {},
    argv: ["mini", "-v", "x", "--json"],
  },
  {
    section: "4.4 the token before is kept when it has a placeholder",
    pack: probe(["--a={{a}}", "{{b}}"], opt({ a: str, b: str })),
    args: { a: "1" },
    argv: ["mini", "--a=1", "--json"],
  },
  {
    section: "4.4 the token before is kept when it is not a flag",
    pack: probe(["show", "{{b}}"], opt({ b: str })),
    args: {},
    argv: ["mini", "show", "--json"],
  },
  {
    section: "4.4 a required null is missing",
    pack: ledger,
    verb: "transfer",
    args: { amount: "2", payee: null },
    error: { code: "missing_argument", names: ["payee"] },
  },
  {
    section: "4.5 argv[0] is cliBin; the program is wrap.bin as declared",
    pack: ledger,
    verb: "status",
    args: {},
    argv: ["ledger", "status", "--json"],
  },
  {
    section: "4.5 without cliBin, argv[0] is wrap.bin",
    pack: probe(undefined, undefined, (s) => {
      delete s.cliBin;
      for (const v of Object.values(s.verbs) as Json[]) delete v.cli;
    }),
    args: {},
    argv: ["./bin/mini.sh", "probe", "--json"],
  },
  {
    section: "4.6 the command's json_flag replaces wrap's",
    pack: probe(["x"], undefined, (s) => {
      s.verbs.probe.json_flag = ["-o", "json"];
      s.wrap.json_flag = ["--j"];
    }),
    args: {},
    argv: ["mini", "x", "-o", "json"],
  },
  {
    section: "4.6 wrap.json_flag when the command has none",
    pack: probe(["x"], undefined, (s) => {
      s.wrap.json_flag = ["--format", "json"];
    }),
    args: {},
    argv: ["mini", "x", "--format", "json"],
  },
  {
    section: "4.6 [] appends nothing",
    pack: probe(["x"], undefined, (s) => {
      s.verbs.probe.json_flag = [];
    }),
    args: {},
    argv: ["mini", "x"],
  },
  ...["--json", "--json=true", "-ojson", "--output=json", "--format=json"].map((t) => ({
    section: `4.6 skipped when a token ${t} selects JSON`,
    pack: probe(["x", t]),
    args: {},
    argv: ["mini", "x", t],
  })),
  ...["-o", "--output", "--format"].map((t) => ({
    section: `4.6 skipped after the pair ${t} json`,
    pack: probe([t, "json"]),
    args: {},
    argv: ["mini", t, "json"],
  })),
  {
    section: "4.6 a filled value can select JSON",
    pack: probe(["--format", "{{f}}"], opt({ f: str }, ["f"])),
    args: { f: "json" },
    argv: ["mini", "--format", "json"],
  },
  {
    section: "4.6 --format yaml does not select JSON",
    pack: probe(["--format", "yaml"]),
    args: {},
    argv: ["mini", "--format", "yaml", "--json"],
  },
  {
    section: "4.7 no cli: {{verb}} expands to the key's segments",
    pack: ledger,
    verb: "setup.status",
    args: {},
    argv: ["ledger", "setup", "status", "--json"],
  },
  {
    section: "4.7 no cli: wrap.argv_template with {{verb}} and {{name}}",
    pack: probe(undefined, opt({ q: str }), (s) => {
      s.wrap.argv_template = ["--profile", "p1", "{{verb}}", "--q", "{{q}}"];
    }),
    args: { q: "hi" },
    argv: ["mini", "--profile", "p1", "probe", "--q", "hi", "--json"],
  },
  { section: "4.7 no cli: default template", pack: probe(undefined), args: {}, argv: ["mini", "probe", "--json"] },
];

// The ledger pack's setup.status has a cli; this row needs the template, so drop the cli.
rows.find((r) => r.section.startsWith("4.7 no cli: {{verb}}"))!.pack = load(
  packWith({
    surface: (s) => {
      delete s.verbs["setup.status"].cli;
    },
  }),
);

describe("renderCommand (DECISIONS.md 4)", () => {
  it.each(rows.map((r) => [r.section, r] as const))("%s", (_s, row) => {
    const result = renderLoaded(row.pack, row.verb ?? "probe", row.args);
    if (row.error) {
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.error.code).toBe(row.error.code);
        expect(result.error.names).toEqual(row.error.names);
        expect(result.error.message.length).toBeGreaterThan(10);
      }
    } else {
      expect(result).toMatchObject({ ok: true, argv: row.argv });
    }
  });

  it("gives the program as declared, the display line, effect, approval, card and live title", () => {
    const r = renderLoaded(ledger, "transfer", { amount: "2.80", payee: "demo transit" });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.program).toBe("./bin/ledger.mjs");
    expect(r.display).toBe("ledger transfer 2.80 --to 'demo transit' --confirm --json");
    expect([r.effect, r.approval, r.asksPerson]).toEqual(["write", "always", true]);
    expect(r.card?.kind).toBe("payment");
    expect(r.title).toBe("Paying 2.80 to demo transit");
    expect(r.jsonFlag).toEqual({ tokens: ["--json"], declared: ["--json"], source: "default" });
    expect(r.cwd).toMatchObject({ mode: "none", dir: "." });
  });

  it("a read command that never asks has no card", () => {
    const r = renderLoaded(ledger, "list", {});
    expect(r.ok && r.card).toBe(null);
  });

  it("section 9: project mode without a project folder is refused when one is required", () => {
    const notes = probe(["x"], undefined, (s) => {
      s.wrap.bin = "mini";
      s.wrap.workspace = { mode: "project" };
    });
    expect(renderLoaded(notes, "probe", {}, { requireProject: true })).toMatchObject({
      ok: false,
      error: { code: "no_project" },
    });
    expect(renderLoaded(notes, "probe", {}, { projectDir: "/tmp/p", requireProject: true })).toMatchObject({
      ok: true,
      cwd: { mode: "project", dir: "/tmp/p" },
    });
    expect(renderLoaded(notes, "probe", {})).toMatchObject({ ok: true, cwd: { mode: "project", dir: null } });
  });
});
