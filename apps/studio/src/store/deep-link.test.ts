// Deep links `#file:line&finding=CODE`: parsing, formatting, and the round trip between them.
import { describe, expect, it } from "vitest";
import { type DeepLink, formatDeepLink, parseDeepLink } from "./deep-link";

describe("parseDeepLink", () => {
  it.each<[string, DeepLink | undefined]>([
    ["#surface.json:12", { file: "surface.json", line: 12 }],
    ["surface.json:12", { file: "surface.json", line: 12 }],
    ["#HARNESS.md", { file: "HARNESS.md", line: 1 }],
    ["#surface.json:3&finding=M001", { file: "surface.json", line: 3, finding: "M001" }],
    ["#docs/a%20b.md:2", { file: "docs/a b.md", line: 2 }],
    ["#", undefined],
    ["", undefined],
  ])("%j", (hash, link) => {
    expect(parseDeepLink(hash)).toEqual(link);
  });

  it("keeps a finding that is not a code as part of the file name", () => {
    expect(parseDeepLink("#a.json:2&finding=nope")).toEqual({ file: "a.json:2&finding=nope", line: 1 });
  });
});

describe("formatDeepLink", () => {
  it.each<[DeepLink, string]>([
    [{ file: "surface.json", line: 12 }, "#surface.json:12"],
    [{ file: "surface.json", line: 3, finding: "P007" }, "#surface.json:3&finding=P007"],
    [{ file: "docs/a b#c.md", line: 1 }, "#docs/a%20b%23c.md:1"],
  ])("%j", (link, hash) => {
    expect(formatDeepLink(link)).toBe(hash);
  });

  it.each<DeepLink>([
    { file: "docs/a b#c.md", line: 7 },
    { file: "docs/ünï/x:y.md", line: 2, finding: "L012" },
  ])("round-trips %j", (link) => {
    expect(parseDeepLink(formatDeepLink(link))).toEqual(link);
  });
});
