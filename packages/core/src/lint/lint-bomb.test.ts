// Lint bombs: the largest packs the limits allow, and past them, lint with the right findings in bounded work.
// Sized by count, never timed: the quadratic paths these close took minutes (vitest's timeout fails them).
import { describe, expect, it } from "vitest";
import { HARNESS, POLICY, packLimits, SURFACE } from "../pack/pack-files.js";
import { lintBombPack } from "../testing/lint-bomb.js";
import { lintPack, passes } from "./lint-pack.js";
import { maxFindingsPerRule } from "./run-rules.js";
import type { Finding } from "./types.js";

function codeCounts(findings: readonly Finding[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const f of findings) counts[f.code] = (counts[f.code] ?? 0) + 1;
  return counts;
}

const mib = packLimits.maxFileBytes;
const totalBytes = (files: Record<string, string>) => Object.values(files).reduce((n, t) => n + t.length, 0);

describe("the largest pack the limits allow", () => {
  const files = lintBombPack({ commands: packLimits.maxCommands });

  it("is as large as the limits allow", () => {
    expect(Object.keys(files)).toHaveLength(packLimits.maxFiles);
    for (const name of [SURFACE, POLICY, HARNESS]) {
      expect(files[name]?.length).toBeLessThanOrEqual(mib);
      expect(files[name]?.length).toBeGreaterThan(mib - 4096);
    }
    expect(totalBytes(files)).toBeLessThanOrEqual(packLimits.maxTotalBytes);
    expect(totalBytes(files)).toBeGreaterThan(packLimits.maxTotalBytes - 64 * 1024);
  });

  it("lints with the findings it has: every tenth command unshown, write commands without a card", () => {
    const findings = lintPack(files, { onRuleError: (code, error) => expect.fail(`${code} threw: ${error}`) });
    expect(codeCounts(findings)).toEqual({ M011: 1, M024: 334, S003: 100, S004: 1 });
    expect(passes(findings)).toBe(true);
    const unshown = findings.filter((f) => f.code === "S003").map((f) => f.pointer);
    expect(unshown[0]).toBe("/verbs/group9.cmd9");
    expect(unshown.at(-1)).toBe("/verbs/group29.cmd999");
  });
});

describe("past the limits", () => {
  it("3,000 commands: a P007 error, and only the first 1,000 are checked one by one", () => {
    const findings = lintPack(lintBombPack({ commands: 3000 }));
    const counts = codeCounts(findings);
    expect(counts).toEqual({ P007: 1, M011: 1, M024: 334, S003: 100, S004: 1 });
    const p007 = findings.find((f) => f.code === "P007");
    expect(p007).toMatchObject({ severity: "error", file: SURFACE, pointer: "/verbs" });
    expect(p007?.message).toBe(
      "The pack declares 3000 commands, over the 1000 a pack may hold: split it into packs of related commands (lint checked only the first 1000).",
    );
    expect(findings.find((f) => f.code === "M011")?.message).toContain("declares 3000 commands");
  });

  it("one finding a key, 30,000 times over (orphan policy rows): at most the cap is kept, each placed", () => {
    const files = lintBombPack({ commands: 10, fill: false });
    const rows: Record<string, unknown> = JSON.parse(files[POLICY] ?? "{}").verbs;
    for (let i = 0; i < 30_000; i++) rows[`orphan${i}`] = { effect: "read" }; // 30 bytes each: under 1 MiB
    files[POLICY] = JSON.stringify({ surface_id: "bomb", verbs: rows });
    expect(files[POLICY]?.length).toBeLessThan(mib);
    const m014 = lintPack(files).filter((f) => f.code === "M014");
    expect(m014).toHaveLength(maxFindingsPerRule);
    expect(m014[0]?.pointer).toBe("/verbs/orphan0");
    expect(m014.at(-1)?.range.start.line).toBe(1);
  });

  it("20,000 arguments at one x-position in one command (M020 compared each with all others)", () => {
    const files = lintBombPack({ commands: 1, fill: false });
    const surface = JSON.parse(files[SURFACE] ?? "{}");
    surface.name = "Lint bomb"; // without the padding that fills the file
    const properties: Record<string, unknown> = {};
    for (let i = 0; i < 20_000; i++) properties[`a${i}`] = { type: "string", "x-position": 0 };
    surface.verbs["group0.cmd0"].args.properties = properties;
    files[SURFACE] = JSON.stringify(surface);
    expect(files[SURFACE]?.length).toBeLessThan(mib);
    const m020 = lintPack(files).filter((f) => f.code === "M020");
    expect(m020).toHaveLength(maxFindingsPerRule);
    expect(m020[0]?.message).toContain('is 0, the position of "a0" too');
  });

  it("a HARNESS.md full of token-like strings (P008 compared each hit with all earlier ones)", () => {
    const files = lintBombPack({ commands: 10, fill: false });
    const token = `sk-${"a".repeat(24)}`;
    files[HARNESS] =
      `${files[HARNESS]?.slice(0, 4096)}\n${`${token} `.repeat(Math.floor((mib - 8192) / (token.length + 1)))}`;
    const p008 = lintPack(files).filter((f) => f.code === "P008");
    expect(p008).toHaveLength(maxFindingsPerRule);
    expect(p008[0]?.message).toContain("a secret API key");
  });
});
