// The card's own texts (DECISIONS.md 7): what the pack writes (reason, field names and templates, title, description,
// pack id, command) is escaped and flags the card like an argument's value; and an option-like value flags it too.
import { describe, expect, it } from "vitest";
import { createContext } from "../lint/context.js";
import { renderLoaded } from "../projection/render-loaded.js";
import { type Json, type PackChange, packWith } from "../testing/pack-builder.js";
import type { ApprovalCard } from "./card-model.js";
import type { CardText } from "./card-text.js";
import { hazardOf } from "./hidden-characters.js";

function render(change: PackChange, verb = "transfer", args: Record<string, unknown> = { amount: "1", payee: "p" }) {
  const c = createContext(packWith(change));
  if (!c.surface || !c.policy) throw new Error("fixture");
  const r = renderLoaded({ surface: c.surface, policy: c.policy }, verb, args);
  if (!r.ok) throw new Error(r.error.message);
  if (!r.card) throw new Error("no card");
  return r.card;
}

/** Every raw hidden character anywhere in the card model (its texts, segments, warnings, roles). */
function rawHidden(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") {
    for (const ch of value) if (hazardOf(ch.codePointAt(0) ?? 0)) out.push(ch);
  } else if (Array.isArray(value)) {
    for (const v of value) rawHidden(v, out);
  } else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) rawHidden([k, v], out);
  }
  return out;
}

const hostile: [name: string, raw: string, escaped: string, hazard: string][] = [
  ["ANSI colour (ESC[31m)", "\u001b[31m", "<U+001B>[31m", "control"],
  ["right-to-left override U+202E", "\u202E", "<U+202E>", "bidi"],
  ["zero-width space U+200B", "\u200B", "<U+200B>", "zero_width"],
  ["left-to-right isolate U+2066", "\u2066", "<U+2066>", "bidi"],
  ["newline", "\n", "<U+000A>", "control"],
  ["carriage return", "\r", "<U+000D>", "control"],
  ["NUL", "\u0000", "<U+0000>", "control"],
];

type Place = [
  place: string,
  change: (h: string) => PackChange,
  shown: (c: ApprovalCard) => CardText | undefined,
  warning: string,
  verb?: (h: string) => string,
];

const places: Place[] = [
  [
    "the policy reason",
    (h) => ({
      policy: (p: Json) => {
        p.verbs.transfer.reason = `Moves${h} money`;
      },
    }),
    (c) => c.reason ?? undefined,
    "The reason holds hidden characters",
  ],
  [
    "a preview field name",
    (h) => ({
      surface: (s: Json) => {
        s.verbs.transfer.preview.fields[`note${h}x`] = "fixed";
      },
    }),
    (c) => c.fields.find((f) => f.name.text.startsWith("note"))?.name,
    "The field name",
  ],
  [
    "a preview field template",
    (h) => ({
      surface: (s: Json) => {
        s.verbs.transfer.preview.fields.currency = `EUR${h}`;
      },
    }),
    (c) => c.fields.find((f) => f.name.text === "currency")?.value,
    'The value of "currency" holds hidden characters',
  ],
  [
    "the title template",
    (h) => ({
      surface: (s: Json) => {
        s.verbs.transfer.preview.title = `Pay${h} {{payee}}`;
      },
    }),
    (c) => c.title,
    "The title holds hidden characters",
  ],
  [
    "the description (the title without a preview title)",
    (h) => ({
      surface: (s: Json) => {
        delete s.verbs.transfer.preview.title;
        s.verbs.transfer.description = `Pay${h} a payee`;
      },
    }),
    (c) => c.title,
    "The title holds hidden characters",
  ],
  [
    "the pack id",
    (h) => ({
      surface: (s: Json) => {
        s.id = `ledger${h}`;
      },
    }),
    (c) => c.pack,
    "The pack id holds hidden characters",
  ],
  [
    "the command's key",
    (h) => ({
      surface: (s: Json) => {
        s.verbs[`transfer${h}`] = s.verbs.transfer;
        delete s.verbs.transfer;
      },
      policy: (p: Json) => {
        p.verbs[`transfer${h}`] = p.verbs.transfer;
        delete p.verbs.transfer;
      },
    }),
    (c) => c.command,
    "The command holds hidden characters",
    (h) => `transfer${h}`,
  ],
];

describe("DECISIONS.md 7: every text from the pack is escaped and flags the card", () => {
  const cases = places.flatMap(([place, change, shown, warning, verb]) =>
    hostile.map(([name, raw, escaped, hazard]) => ({
      place,
      name,
      raw,
      escaped,
      hazard,
      change,
      shown,
      warning,
      verb,
    })),
  );
  it.each(cases)("$name in $place", ({ raw, escaped, hazard, change, shown, warning, verb }) => {
    const c = render(change(raw), verb?.(raw));
    const text = shown(c);
    expect(text?.text).toContain(escaped);
    expect(text?.segments.some((s) => "escape" in s && `<${s.escape}>` === escaped.slice(0, 8))).toBe(true);
    expect(c.flagged).toBe(true);
    expect(c.hazards).toContain(hazard);
    expect(c.warnings.join("\n")).toContain(warning);
    expect(rawHidden(c)).toEqual([]);
  });

  it("the same pack without hidden characters gives a card that is not flagged", () => {
    const c = render({});
    expect([c.flagged, c.hazards, rawHidden(c)]).toEqual([false, [], []]);
  });

  it("a field name that only looks like a role's name plays no role", () => {
    const c = render({
      surface: (s: Json) => {
        s.verbs.transfer.preview.fields = { "amount\u200B": "{{amount}}", to: "{{payee}}" };
      },
    });
    expect(c.roles).toEqual({ payee: "to" });
  });
});

describe("DECISIONS.md 7 (LINT.md M027's case): a value starting with `-` where options are read flags the card", () => {
  const connect = (cli: string[]): PackChange => ({
    surface: (s: Json) => {
      s.verbs.connect.cli = cli;
    },
  });
  const fromTemplate: PackChange = {
    surface: (s: Json) => {
      s.wrap.argv_template = ["{{verb}}", "{{provider}}"];
      delete s.verbs.connect.cli;
    },
  };
  it.each([
    ["a positional amount of -5", {}, "transfer", { amount: "-5", payee: "p" }, [["amount", "-5"]]],
    [
      "a positional --upload-pack=…",
      {},
      "transfer",
      { amount: "--upload-pack=x", payee: "p" },
      [["amount", "--upload-pack=x"]],
    ],
    ["the value of --to is not read as an option", {}, "transfer", { amount: "1", payee: "-p" }, []],
    ["a lone - is an operand", {}, "transfer", { amount: "-", payee: "p" }, []],
    ["a plain value", {}, "transfer", { amount: "2.80", payee: "p" }, []],
    ["connect --help", {}, "connect", { provider: "--help" }, [["provider", "--help"]]],
    ["after --", connect(["ledger", "connect", "--", "{{provider}}"]), "connect", { provider: "--help" }, []],
    [
      "--flag={{x}} is the pack's option",
      connect(["ledger", "connect", "--p={{provider}}"]),
      "connect",
      { provider: "-x" },
      [],
    ],
    [
      "a token the value begins",
      connect(["ledger", "connect", "{{provider}}.csv"]),
      "connect",
      { provider: "-o" },
      [["provider", "-o.csv"]],
    ],
    ["the wrap template", fromTemplate, "connect", { provider: "-x" }, [["provider", "-x"]]],
  ] as [string, PackChange, string, Record<string, unknown>, [string, string][]][])(
    "%s",
    (_n, change, verb, args, expected) => {
      const c = render(change, verb, args);
      expect(c.optionValues.map((o) => [o.name.text, o.value.text])).toEqual(expected);
      expect(c.flagged).toBe(expected.length > 0);
      if (expected.length)
        expect(c.warnings.join("\n")).toContain('starts with "-" where the program still reads options');
      expect(c.hazards).toEqual([]);
    },
  );
});
