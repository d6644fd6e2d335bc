// Tests of the approval card (DECISIONS.md 7): layouts, left-out fields, escapes and the 500 cut.
import { describe, expect, it } from "vitest";
import { createContext } from "../lint/context.js";
import { type LoadedPack, renderLoaded } from "../projection/render-loaded.js";
import { packWith } from "../testing/pack-builder.js";
import { specExample } from "../testing/spec-example.js";
import { cardText, shownSegments, visibleSegments } from "./card-text.js";
import { hazardOf, hiddenCharactersIn } from "./hidden-characters.js";

const notesFiles = specExample("notes-project");

const load = (files: Record<string, string>): LoadedPack => {
  const c = createContext(files);
  if (!c.surface || !c.policy) throw new Error("fixture");
  return { surface: c.surface, policy: c.policy };
};
const ledger = load(packWith());
const card = (pack: LoadedPack, verb: string, args: Record<string, unknown>) => {
  const r = renderLoaded(pack, verb, args);
  if (!r.ok) throw new Error(r.error.message);
  if (!r.card) throw new Error("no card");
  return r.card;
};

describe("cardText", () => {
  it.each([
    ["plain text stays", "Pay demo", "Pay demo", []],
    ["RLO is escaped and flagged", "abc\u202Efdp.exe", "abc<U+202E>fdp.exe", ["bidi"]],
    ["isolates are bidi", "\u2066x\u2069", "<U+2066>x<U+2069>", ["bidi"]],
    ["zero-width space", "pay\u200Bpal", "pay<U+200B>pal", ["zero_width"]],
    ["BOM", "\uFEFFx", "<U+FEFF>x", ["zero_width"]],
    ["newline and escape are control", "a\nb\u001b[31m", "a<U+000A>b<U+001B>[31m", ["control"]],
    ["C1 control", "a\u009bb", "a<U+009B>b", ["control"]],
    ["a lone surrogate", "a\uD800b", "a<U+D800>b", ["control"]],
    ["markup is text", "<img src=x onerror=alert(1)>", "<img src=x onerror=alert(1)>", []],
    ["emoji are not split", "💸", "💸", []],
  ])("%s", (_n, input, text, hazards) => {
    const t = cardText(input);
    expect(t.text).toBe(text);
    expect(t.hazards).toEqual(hazards);
  });

  it("cuts values over 500 characters with a visible marker and keeps the full value", () => {
    const t = cardText("x".repeat(501));
    expect(t.cut).toBe(true);
    expect(t.text).toBe(`${"x".repeat(500)}… [cut: 1 more characters]`);
    expect(t.full).toBe("x".repeat(501));
    expect(cardText("x".repeat(500)).cut).toBe(false);
  });

  it("counts characters, not UTF-16 units, for the cut", () => {
    expect(cardText("💸".repeat(500)).cut).toBe(false);
  });
});

describe("hiddenCharactersIn (lint's scan) finds exactly the characters a card escapes", () => {
  it("every BMP code point and a few astral ones, alone and between letters", () => {
    const wrong: number[] = [];
    for (const cp of [...Array(0x10000).keys(), 0x1f4b8, 0xe0001, 0x10ffff]) {
      const ch = cp >= 0xd800 && cp <= 0xdfff ? String.fromCharCode(cp) : String.fromCodePoint(cp);
      const expected = hazardOf(cp) ? [cp] : [];
      if (JSON.stringify(hiddenCharactersIn(`a${ch}b`)) !== JSON.stringify(expected)) wrong.push(cp);
    }
    expect(wrong).toEqual([]);
  });

  it("distinct characters in order, a surrogate pair as one character", () => {
    expect(hiddenCharactersIn("\u202E💸\u200B\u202E\uDC00")).toEqual([0x202e, 0x200b, 0xdc00]);
  });
});

describe("segments (DECISIONS.md 7): what a screen lays out without reading the text again", () => {
  it.each([
    ["plain text is one text segment", "Pay demo", [{ text: "Pay demo" }]],
    [
      "a right-to-left override is a named escape between its texts",
      "abc\u202Efdp.exe",
      [{ text: "abc" }, { escape: "U+202E", name: "bidi override" }, { text: "fdp.exe" }],
    ],
    [
      "the literal text <U+202E> is text, not an escape",
      "pay <U+202E> literally",
      [{ text: "pay <U+202E> literally" }],
    ],
    ["a lone surrogate is named", "\uD800", [{ escape: "U+D800", name: "lone surrogate" }]],
    ["an unnamed control", "\u0001", [{ escape: "U+0001", name: "control character" }]],
  ])("%s", (_n, input, segments) => {
    const t = cardText(input);
    expect(t.segments).toEqual(segments);
    expect(shownSegments(t)).toEqual(segments);
  });

  it("the literal text <U+202E> holds no hazard", () => {
    expect(cardText("<U+202E>").hazards).toEqual([]);
  });

  it("the cut: the first 500 characters, escapes counted as one, then the cut segment", () => {
    const t = cardText(`${"x".repeat(499)}\u202Eyz`);
    expect(shownSegments(t)).toEqual([
      { text: "x".repeat(499) },
      { escape: "U+202E", name: "bidi override" },
      { cut: 2 },
    ]);
    const u = cardText(`${"x".repeat(498)}💸💸💸`);
    expect(shownSegments(u)).toEqual([{ text: `${"x".repeat(498)}💸💸` }, { cut: 1 }]);
  });

  it("program output keeps line feeds and tabs as text when asked; carriage returns stay escapes", () => {
    expect(visibleSegments("a\n\tb\r", { keepLineBreaks: true })).toEqual([
      { text: "a\n\tb" },
      { escape: "U+000D", name: "carriage return" },
    ]);
    expect(visibleSegments("a\nb")).toEqual([{ text: "a" }, { escape: "U+000A", name: "line feed" }, { text: "b" }]);
  });
});

describe("approval card model", () => {
  it("payment: amount and currency, payee; pack, command, effect and argv line", () => {
    const c = card(ledger, "transfer", { amount: "2.80", payee: "demo-transit" });
    expect(c.kind).toBe("payment");
    expect(c.title.text).toBe("Pay demo-transit");
    expect(c.fields.map((f) => [f.name.text, f.value.text])).toEqual([
      ["amount", "2.80"],
      ["currency", "EUR"],
      ["to", "demo-transit"],
    ]);
    expect(c.roles).toEqual({ amount: "amount", currency: "currency", payee: "to" });
    expect([c.pack.text, c.command.text, c.effect, c.approval, c.reason?.text]).toEqual([
      "ledger",
      "transfer",
      "write",
      "always",
      "Moves money to a payee",
    ]);
    expect(c.argvLine.text).toBe("ledger transfer 2.80 --to demo-transit --confirm --json");
    expect(c.flagged).toBe(false);
  });

  it("a field naming an absent optional argument is left out; present, it shows", () => {
    expect(card(ledger, "transfer", { amount: "1", payee: "p" }).fields.some((f) => f.name.text === "memo")).toBe(
      false,
    );
    expect(card(ledger, "transfer", { amount: "1", payee: "p", memo: "m" }).fields.at(-1)?.name.text).toBe("memo");
  });

  it("a payee with U+202E is escaped everywhere and flags the card with a warning", () => {
    const c = card(ledger, "transfer", { amount: "1", payee: "evil\u202Etxt" });
    expect(c.flagged).toBe(true);
    expect(c.title.text).toBe("Pay evil<U+202E>txt");
    expect(c.argvLine.text).toContain("evil<U+202E>txt");
    expect(c.warnings.join(" ")).toContain("hidden characters");
  });

  it("removal cards are destructive", () => {
    const c = card(load(notesFiles), "remove", { id: "n-1" });
    expect([c.kind, c.destructive, c.title.text]).toEqual(["removal", true, "Delete note n-1"]);
  });

  it("a write command without preview gets a fields card of every given argument, with a warning", () => {
    const c = card(ledger, "connect", { provider: "bank" });
    expect([c.kind, c.declared]).toEqual(["fields", false]);
    expect(c.fields.map((f) => [f.name.text, f.value.text])).toEqual([["provider", "bank"]]);
    expect(c.warnings.join(" ")).toContain("declares no preview");
  });
});
