// Line diffs of side effects: removals before additions, kept lines as context, final newlines handled.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lineDiff } from "./text-diff.js";

describe("lineDiff", () => {
  it.each([
    { name: "created", before: "", after: "a\nb\n", diff: "+a\n+b" },
    { name: "emptied", before: "a\n", after: "", diff: "-a" },
    { name: "unchanged", before: "a\nb", after: "a\nb", diff: " a\n b" },
    { name: "one line replaced", before: "one\ntwo\n", after: "one\nthree\n", diff: " one\n-two\n+three" },
    { name: "line inserted", before: "a\nc", after: "a\nb\nc", diff: " a\n+b\n c" },
    { name: "line removed", before: "a\nb\nc", after: "a\nc", diff: " a\n-b\n c" },
    { name: "whole JSON rewritten", before: '{"n":1}', after: '{"n":2}', diff: '-{"n":1}\n+{"n":2}' },
    { name: "final newline added", before: "a", after: "a\n", diff: " a\n\\ newline added at end of file" },
    { name: "final newline removed", before: "a\n", after: "a", diff: " a\n\\ no newline at end of file" },
  ])("$name", ({ before, after, diff }) => {
    expect(lineDiff(before, after)).toBe(diff);
  });

  it("gives a short note instead of a diff for long files", () => {
    const long = Array.from({ length: 2001 }, (_, i) => `line ${i}`).join("\n");
    expect(lineDiff(long, "x")).toBe("(2001 lines before, 1 after: too long to diff)");
  });

  it("is a minimal diff: every kept line of both sides appears once", () => {
    const before = "a\nb\nc\nd\ne\nf";
    const after = "a\nx\nc\nd\ny\nf\ng";
    const lines = lineDiff(before, after).split("\n");
    expect(lines.filter((l) => l.startsWith(" "))).toEqual([" a", " c", " d", " f"]);
    expect(lines.filter((l) => l.startsWith("-"))).toEqual(["-b", "-e"]);
    expect(lines.filter((l) => l.startsWith("+"))).toEqual(["+x", "+y", "+g"]);
  });
});

describe("lineDiff on any texts", () => {
  // Texts of few distinct lines, where many diffs are equally short and a diff could misalign.
  const text = fc
    .tuple(fc.array(fc.constantFrom("a", "b", "c", ""), { maxLength: 12 }), fc.boolean())
    .map(([lines, end]) => (lines.length > 0 && end ? `${lines.join("\n")}\n` : lines.join("\n")));
  const side = (diff: string, keep: string) =>
    diff
      .split("\n")
      .filter((l) => l !== "" && (l[0] === " " || l[0] === keep))
      .map((l) => l.slice(1));
  const linesOf = (t: string) => (t === "" ? [] : t.replace(/\n$/, "").split("\n"));

  it("gives back both texts, each removal before the addition beside it", () => {
    fc.assert(
      fc.property(text, text, (before, after) => {
        const diff = lineDiff(before, after).replace(/\n\\ .*$/, "");
        expect(side(diff, "-")).toEqual(linesOf(before));
        expect(side(diff, "+")).toEqual(linesOf(after));
        expect(diff).not.toMatch(/^\+.*\n-/m);
      }),
    );
  });
});
