// The browser build's stand-in for core's pattern engine: every name core imports from it is there, nothing is
// matched or judged before the engine's chunk loads (and the load starts), the real answers after; and the
// plugin swaps only core's own imports of the engine.
import { join } from "node:path";
import { PatternRefusal } from "@packstudio/core/internal/pattern/ecma-pattern";
import * as real from "@packstudio/core/internal/pattern/linear-pattern";
import { repoRoot } from "@packstudio/core/testing";
import { describe, expect, it } from "vitest";
import { valuesCoreImports } from "~/testing/core-imports";
import { LazyPatternPlugin } from "../../../build/lazy-pattern-plugin";
import { loadPatternEngine, mayHoldPattern, patternChunk, patternRequested } from "../pattern-loader";
import * as shim from "./linear-pattern";

const core = join(repoRoot, "packages/core/src");

/** `new RegExp(source, "u")` as cfworker's validator builds it (a literal would never reach the constructor). */
const built = (source: string) => new RegExp(source, "u");

const patterns = ["^[a-z]+$", "^(a+)+$", "(?<=a)b", "[", "\\p{Letter}+", "^t-[0-9]{1,4}$"];

describe("the pattern engine's stand-in", () => {
  it("has every value core takes from the engine", () => {
    const used = valuesCoreImports("pattern", "linear-pattern");
    expect(used).toEqual(expect.arrayContaining(["patternProblem", "withLinearRegExp"]));
    for (const key of used)
      expect(typeof (shim as Record<string, unknown>)[key], key).toBe(typeof (real as Record<string, unknown>)[key]);
  });

  it("judges and matches nothing before the engine loads, starts loading it, and checks a schema without patterns", () => {
    expect(patternChunk()).toBeUndefined();
    expect(shim.withLinearRegExp(() => "no pattern checked")).toBe("no pattern checked");
    // A check without a pattern does not ask for the engine.
    expect(patternRequested()).toBe(false);
    expect(shim.patternProblem("^[a-z]+$")).toBe(shim.engineLoading);
    expect(patternRequested()).toBe(true);
    expect(() => shim.linearPattern("^[a-z]+$")).toThrow(PatternRefusal);
    expect(shim.withLinearRegExp(() => "no pattern checked")).toBe("no pattern checked");
    expect(() => shim.withLinearRegExp(() => built("^a$"))).toThrow(PatternRefusal);
    // The global RegExp is the engine's own again.
    expect(built("^a$").test("a")).toBe(true);
  });

  it("answers as core's engine once it has loaded", async () => {
    await loadPatternEngine();
    expect(patternChunk()).toBeDefined();
    for (const source of patterns) expect(shim.patternProblem(source), source).toBe(real.patternProblem(source));
    expect(shim.linearPattern("^t-[0-9]+$").test("t-12")).toBe(true);
    expect(shim.withLinearRegExp(() => built("^(a+)+$").test(`${"a".repeat(40)}!`))).toBe(false);
  });

  it.each([
    [{ "surface.json": '{"args": {"properties": {"id": {"pattern": "^a"}}}}' }, true],
    [{ "openapi.yaml": "schema: { type: string, patternProperties: {} }" }, true],
    [{ "surface.json": '{"id": "ledger"}', "HARNESS.md": "# Ledger" }, false],
  ])("mayHoldPattern(%j) is %s", (files, expected) => {
    expect(mayHoldPattern(files)).toBe(expected);
  });
});

describe("LazyPatternPlugin", () => {
  const plugin = new LazyPatternPlugin(repoRoot);
  const at = (path: string) => join(core, path);

  it.each([
    ["lint/rules/x001-args-pattern.ts", "lint/rules", "../../pattern/linear-pattern.js"],
    ["projection/args-validator.ts", "projection", "../pattern/linear-pattern.js"],
    ["openapi/schema-copy.ts", "openapi", "../pattern/linear-pattern.js"],
    ["pattern/leading-dash.ts", "pattern", "./linear-pattern.js"],
  ])("swaps %s's import of the engine for the stand-in", (issuer, context, request) => {
    expect(plugin.swap(at(issuer), at(context), request)).toBe(plugin.shim);
  });

  it("keeps the studio's own import of the engine (the chunk), and core's other imports", () => {
    const chunk = join(repoRoot, "apps/studio/src/pattern/pattern-chunk.ts");
    expect(
      plugin.swap(chunk, join(repoRoot, "apps/studio/src/pattern"), "@packstudio/core/internal/pattern/linear-pattern"),
    ).toBeUndefined();
    expect(plugin.swap(at("pattern/linear-pattern.ts"), at("pattern"), "./ecma-pattern.js")).toBeUndefined();
    expect(plugin.swap(at("lint/rules/x001-args-pattern.ts"), at("lint/rules"), "re2js")).toBeUndefined();
  });
});
