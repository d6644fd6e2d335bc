// Tests of edit distance and closest-name suggestions (used by M005, M006 and Y001 messages and fixes).
import { describe, expect, it } from "vitest";
import { closestName, editDistance, quotedList } from "./closest-name.js";

describe("editDistance", () => {
  it.each([
    ["", "", 0],
    ["abc", "", 3],
    ["kitten", "sitting", 3],
    ["descripton", "description", 1],
    ["ab", "ba", 1],
    ["mode", "mode", 0],
  ])("%s -> %s is %i", (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
    expect(editDistance(b, a)).toBe(d);
  });
});

describe("closestName", () => {
  const top = ["id", "name", "kind", "cliBin", "plane", "transports", "verbs"];
  it.each([
    ["cli_bin", top, "cliBin"],
    ["CLIBIN", top, "cliBin"],
    ["descripton", ["description", "cli", "args"], "description"],
    ["proj", ["none", "project", "workspace", "ephemeral"], "project"],
    ["json-exec", ["cli", "json_exec", "mcp"], "json_exec"],
    ["transport", top, "transports"],
    ["grpc", ["cli", "json_exec", "mcp"], undefined],
    ["color", top, undefined],
    ["id", top, undefined],
    ["x", [], undefined],
  ] as const)("%s -> %s", (name, candidates, expected) => {
    expect(closestName(name, candidates)).toBe(expected);
  });
  it("prefers the nearer of two close names", () => {
    expect(closestName("mod", ["model", "mode"])).toBe("mode");
  });
});

describe("quotedList", () => {
  it("quotes and joins", () => {
    expect(quotedList([])).toBe("");
    expect(quotedList(["a"])).toBe('"a"');
    expect(quotedList(["a", "b", 1])).toBe('"a", "b" or 1');
  });
});
