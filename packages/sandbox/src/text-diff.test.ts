// Line diffs of side effects: removals before additions, kept lines as context, final newlines handled.
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
