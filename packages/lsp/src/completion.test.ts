// Completion from core's schemas and the pack's other file: field names with their descriptions, enum values,
// stimuli refs in policy.json (the server test covers verb keys, row fields and {{ }} over the wire).
import { LineIndex } from "@packstudio/core";
import { specExample } from "@packstudio/core/testing";
import { describe, expect, it } from "vitest";
import { completions } from "./completion.js";
import { toLspPosition } from "./positions.js";

const files = specExample("ledger");

/** Completion at `|` in `path` after `from` is replaced by `to` (`to` holds the `|`). */
async function at(path: string, from: string, to: string) {
  const edited = (files[path] ?? "").replace(from, to);
  expect(edited).not.toBe(files[path]);
  const offset = edited.indexOf("|");
  const text = edited.replace("|", "");
  const index = new LineIndex(text);
  const range = (s: number, e: number) => ({
    start: toLspPosition(index.position(s)),
    end: toLspPosition(index.position(e)),
  });
  return completions({ path, text, offset, files: { ...files, [path]: text }, range });
}

describe("completions", () => {
  it("a key typed at the top of surface.json: the fields not yet there, each with its schema description", async () => {
    const items = await at("surface.json", '"cliBin": "ledger",', '"|": "ledger",');
    const cliBin = items.find((i) => i.label === "cliBin");
    expect(cliBin?.documentation).toMatch(/^The CLI binary name the Skill teaches\./);
    expect(items.map((i) => i.label)).not.toContain("kind");
  });

  it("an enum value: surface.json's kind", async () => {
    const items = await at("surface.json", '"kind": "wrap"', '"kind": "|"');
    expect(items.map((i) => i.label)).toEqual(['"wrap"', '"composite"', '"openapi"', '"sense_only"']);
  });

  it("a key in policy.json's stimuli: the stimulusTriggers refs of surface.json", async () => {
    const items = await at("policy.json", '"binding.degraded": {', '"|": {');
    expect(items.map((i) => [i.label, i.detail])).toEqual([
      ["binding.degraded", "a stimulusTriggers ref of surface.json"],
    ]);
  });

  it("nothing in HARNESS.md", async () => {
    expect(await at("HARNESS.md", "# Ledger", "# Led|ger")).toEqual([]);
  });
});
