// The spec's example packs (spec/examples): ledger and notes-project pass; broken yields its expected findings.
import { describe, expect, it } from "vitest";
import { specExample, specExpected } from "../testing/spec-example.js";
import { lintPack, passes } from "./lint-pack.js";

describe("spec examples", () => {
  it.each(["ledger", "notes-project"])("%s passes (warnings allowed)", (name) => {
    const findings = lintPack(specExample(name), {
      onRuleError: (_c, e) => {
        throw e;
      },
    });
    expect(findings.filter((f) => f.severity === "error")).toEqual([]);
    expect(passes(findings)).toBe(true);
  });

  const expected = specExpected("broken") as {
    passes: boolean;
    must_include: { code: string; file: string; pointer?: string }[];
  };
  const broken = lintPack(specExample("broken"), {
    onRuleError: (_c, e) => {
      throw e;
    },
  });

  it("broken does not pass", () => {
    expect(passes(broken)).toBe(expected.passes);
  });

  it.each(expected.must_include.map((e) => [`${e.code} ${e.file}${e.pointer ?? ""}`, e] as const))(
    "broken: %s",
    (_n, e) => {
      const match = broken.find(
        (f) => f.code === e.code && f.file === e.file && (e.pointer === undefined || f.pointer === e.pointer),
      );
      expect(match, JSON.stringify(broken.filter((f) => f.code === e.code))).toBeDefined();
    },
  );

  it("every finding has a range inside its file and a message", () => {
    const files = specExample("broken");
    for (const f of broken) {
      const lines = (files[f.file] ?? "").split("\n");
      expect(f.range.start.line).toBeGreaterThanOrEqual(1);
      expect(f.range.start.line).toBeLessThanOrEqual(Math.max(1, lines.length));
      expect(f.message.length).toBeGreaterThan(10);
    }
  });
});
