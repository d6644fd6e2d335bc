// Document symbols and go-to-definition on the ledger example: commands, policy rows, {{placeholders}}.
import { LineIndex } from "@packstudio/core";
import { specExample } from "@packstudio/core/testing";
import { describe, expect, it } from "vitest";
import { definition } from "./definition.js";
import { toLspPosition } from "./positions.js";
import { documentSymbols } from "./symbols.js";

const files = specExample("ledger");
const surface = files["surface.json"] ?? "";
const policy = files["policy.json"] ?? "";
const rangeIn = (text: string) => {
  const index = new LineIndex(text);
  return (s: number, e: number) => ({ start: toLspPosition(index.position(s)), end: toLspPosition(index.position(e)) });
};

describe("documentSymbols", () => {
  it("lists surface.json's commands with their descriptions, selecting the key", () => {
    const symbols = documentSymbols("surface.json", surface, rangeIn(surface));
    expect(symbols.map((s) => s.name)).toEqual([
      "setup.status",
      "setup.apply",
      "connect",
      "status",
      "list",
      "transfer",
    ]);
    const transfer = symbols[5];
    expect(transfer?.detail).toMatch(/^Pay a saved payee/);
    const line = surface.split("\n").findIndex((l) => l.includes('"transfer": {'));
    expect(transfer?.selectionRange).toEqual({ start: { line, character: 4 }, end: { line, character: 14 } });
  });

  it("lists policy.json's rows with their effects; none for HARNESS.md or a file that is not JSON", () => {
    expect(documentSymbols("policy.json", policy, rangeIn(policy)).map((s) => `${s.name} ${s.detail}`)).toContain(
      "transfer write",
    );
    expect(documentSymbols("HARNESS.md", "# x", rangeIn("# x"))).toEqual([]);
    expect(documentSymbols("surface.json", "{ nope", rangeIn("{ nope"))).toEqual([]);
  });
});

describe("definition", () => {
  const textOf = (path: string) => files[path];
  it.each([
    ["a policy row's key", policy, '"transfer": {', 3],
    ["a field of a policy row", policy, '"Moves money', 3],
  ])("%s leads to the command in surface.json", (_, text, marker, shift) => {
    const target = definition({ path: "policy.json", text, offset: text.indexOf(marker) + shift, textOf });
    expect(target?.path).toBe("surface.json");
    expect(surface.slice(target?.start, target?.end)).toBe('"transfer"');
    const index = new LineIndex(surface).position(target?.start ?? 0);
    expect(surface.split("\n")[index.line - 1]).toContain('"transfer": {');
  });

  it("a stimuli row leads to its trigger's ref", () => {
    const target = definition({
      path: "policy.json",
      text: policy,
      offset: policy.indexOf("binding.degraded") + 2,
      textOf,
    });
    expect(surface.slice(target?.start, target?.end)).toBe('"binding.degraded"');
  });

  it("a {{placeholder}} leads to its argument's declaration in the same command", () => {
    const at = surface.indexOf("{{payee}}") + 4;
    const target = definition({ path: "surface.json", text: surface, offset: at, textOf });
    expect(target?.path).toBe("surface.json");
    expect(surface.slice(target?.start, target?.end)).toBe('"payee"');
    expect(target?.start).toBeGreaterThan(surface.indexOf('"properties"'));
  });

  it("nothing for a placeholder without a declaration, or text outside any", () => {
    const connect = surface.indexOf("{{provider}}") + 4;
    expect(definition({ path: "surface.json", text: surface, offset: connect, textOf })).toBeUndefined();
    expect(definition({ path: "surface.json", text: surface, offset: 3, textOf })).toBeUndefined();
  });
});
