// Property tests (fast-check): lint never throws, projection inserts values exactly once, cards hide nothing.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardText, segmentsText, shownSegments } from "./card/card-text.js";
import { maxJsonDepth } from "./json/parse-json.js";
import { createContext } from "./lint/context.js";
import { lintPack } from "./lint/lint-pack.js";
import { type LoadedPack, renderLoaded } from "./projection/render-loaded.js";
import { type Json, packWith } from "./testing/pack-builder.js";

const rethrow = {
  onRuleError: (_code: string, error: unknown) => {
    throw error;
  },
};
const names = ["surface.json", "policy.json", "HARNESS.md", "Surface.json", "bin/x.mjs", "../x", "/abs"];

describe("lintPack never throws", () => {
  it("on arbitrary strings as files", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...names), fc.string({ unit: "binary", maxLength: 300 })), (files) => {
        expect(Array.isArray(lintPack(files, rethrow))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("on arbitrary JSON values as surface.json and policy.json", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 5 }), fc.jsonValue({ maxDepth: 4 }), (surface, policy) => {
        const files = {
          "surface.json": JSON.stringify(surface),
          "policy.json": JSON.stringify(policy),
          "HARNESS.md": "x",
        };
        expect(Array.isArray(lintPack(files, rethrow))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("on the ledger pack with any field replaced by any JSON value", () => {
    const keys = [
      "id",
      "kind",
      "adapter_kind",
      "cliBin",
      "plane",
      "transports",
      "binding",
      "wrap",
      "verbs",
      "stimulusTriggers",
      "hcp",
      "openapi",
      "pass_through",
    ];
    const verbKeys = ["description", "cli", "args", "json_flag", "title", "policy", "preview"];
    fc.assert(
      fc.property(
        fc.constantFrom(...keys),
        fc.constantFrom(...verbKeys),
        fc.jsonValue({ maxDepth: 3 }),
        fc.jsonValue({ maxDepth: 3 }),
        (k, vk, a, b) => {
          const files = packWith({
            surface: (s) => {
              s[k] = a;
              if (s.verbs && typeof s.verbs === "object" && s.verbs.transfer) s.verbs.transfer[vk] = b;
            },
            policy: (p) => {
              p.verbs.list = b;
            },
          });
          expect(Array.isArray(lintPack(files, rethrow))).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("on JSON nested up to the depth limit and past it, wherever it sits in the pack", () => {
    // JSON text nested `depth` levels (built as text: JSON.stringify itself recurses per level): arrays,
    // objects, and JSON Schemas inside schemas (what ajv compiles; a schema step is two levels).
    const nest = (depth: number, kind: number): string => {
      if (kind === 0) return `${"[".repeat(depth)}"x"${"]".repeat(depth)}`;
      if (kind === 1) return `${'{"a":'.repeat(depth)}"x"${"}".repeat(depth)}`;
      const steps = Math.floor(depth / 2);
      return `${'{"type":"object","properties":{"a":'.repeat(steps)}{"type":"string"}${"}}".repeat(steps)}`;
    };
    const places: ((s: Json, v: unknown) => void)[] = [
      (s, v) => {
        s.extra = v;
      },
      (s, v) => {
        s.verbs.transfer.args.properties.memo = v;
      },
      (s, v) => {
        s.verbs.transfer.args.properties.memo.examples = [v];
      },
      (s, v) => {
        s.verbs.transfer.args = v;
      },
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom(0, 1, 2),
        fc.oneof(
          fc.integer({ min: 100, max: 140 }),
          fc.constant(maxJsonDepth - 8),
          fc.integer({ min: 200, max: 15_000 }),
        ),
        (place, kind, depth) => {
          // Compact JSON: indentation would take a deep value past the 1 MiB a file may hold (P007).
          const surface = JSON.parse(packWith()["surface.json"] ?? "");
          places[place]?.(surface, "<deep>");
          const files = packWith({ surface: JSON.stringify(surface).replace('"<deep>"', nest(depth, kind)) });
          const findings = lintPack(files, rethrow);
          const tooDeep = findings.some((f) => f.code === "P005" && f.message.includes("levels deep"));
          // Deeper than the limit (counting the levels around the value) is P005; shallower is linted as usual.
          if (depth > maxJsonDepth) expect(tooDeep).toBe(true);
          if (depth < maxJsonDepth - 10) expect(tooDeep).toBe(false);
        },
      ),
      { numRuns: 120 },
    );
  });

  it("on non-object input", () => {
    for (const bad of [null, undefined, 3, "x", []]) expect(lintPack(bad as never)).toBeInstanceOf(Array);
  });
});

const ctx = createContext(packWith());
const ledger: LoadedPack = { surface: ctx.surface!, policy: ctx.policy! };

describe("renderCommand inserts each value exactly once", () => {
  it("amount and payee reach argv verbatim, once, and are never read again as templates", () => {
    const value = fc.oneof(
      fc.string({ unit: "binary" }),
      fc.constantFrom("{{amount}}", "{{payee}}", "{{memo}}", "{{", "}}", "--json", "$(id)", "a b;c"),
    );
    fc.assert(
      fc.property(value, value, fc.option(value, { nil: undefined }), (amount, payee, memo) => {
        const args = memo === undefined ? { amount, payee } : { amount, payee, memo };
        const r = renderLoaded(ledger, "transfer", args);
        if (!r.ok) throw new Error(r.error.message);
        const expected = [
          "ledger",
          "transfer",
          amount,
          "--to",
          payee,
          ...(memo === undefined ? [] : ["--memo", memo]),
          "--confirm",
        ];
        // The JSON flag is skipped when a value itself selects JSON (D4.6).
        expect(r.argv.slice(0, expected.length)).toEqual(expected);
        expect(r.argv.length - expected.length).toBeLessThanOrEqual(1);
      }),
      { numRuns: 500 },
    );
  });
});

describe("the card never holds a raw bidi, zero-width or control character", () => {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this test hunts
  const hidden = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff\u2028\u2029]/;
  const sneaky = fc.oneof(
    fc.string({ unit: "binary" }),
    fc.string({
      unit: fc.constantFrom("a", "\u202e", "\u2066", "\u200b", "\u200d", "\ufeff", "\n", "\u001b", "\u0085", "é", "💸"),
    }),
  );
  it("in any field, title or argv line", () => {
    fc.assert(
      fc.property(sneaky, sneaky, sneaky, (amount, payee, memo) => {
        const r = renderLoaded(ledger, "transfer", { amount, payee, memo });
        if (!r.ok || !r.card) throw new Error("no card");
        const texts = [r.card.title, r.card.argvLine, ...r.card.fields.map((f) => f.value)].flatMap((t) => [
          t.text,
          t.full,
        ]);
        for (const t of texts) expect(t).not.toMatch(hidden);
        if (hidden.test(amount + payee + memo)) expect(r.card.flagged).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("cardText escapes are reversible: every hidden character becomes one <U+…>", () => {
    fc.assert(
      fc.property(sneaky, (s) => {
        const t = cardText(s);
        expect(t.full).not.toMatch(hidden);
        const restored = t.full.replace(/<U\+([0-9A-F]{4,6})>/g, (_m, hex: string) =>
          String.fromCodePoint(Number.parseInt(hex, 16)),
        );
        if (!/<U\+[0-9A-F]{4,6}>/.test(s)) expect(restored).toBe(s);
        expect(segmentsText(t.segments)).toBe(t.full);
        expect(segmentsText(shownSegments(t))).toBe(t.text);
      }),
      { numRuns: 500 },
    );
  });
});
