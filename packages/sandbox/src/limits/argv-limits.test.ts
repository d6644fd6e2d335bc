// Command lines that no program can receive are refused with the word and the reason, before any run.
import { describe, expect, it } from "vitest";
import { argvProblem, maxLineBytes, maxWordBytes } from "./argv-limits.js";

const plan = (argv: string[], env: Record<string, string> = {}) => ({ argv, env });

describe("argvProblem", () => {
  it.each([
    ["an ordinary line", plan(["ledger", "transfer", "2.80", "--memo", "é 💸"], { HCP_X: "1" }), undefined],
    ["a word at the limit", plan(["x", "a".repeat(maxWordBytes)]), undefined],
    [
      "a NUL in a word",
      plan(["ledger", "--memo", "a\u0000b"]),
      'word 3 of the command line ("a<U+0000>b") holds a NUL',
    ],
    ["a NUL in the environment", plan(["x"], { A: "\u0000" }), "the environment variable A"],
    ["a word past the limit", plan(["x", "a".repeat(maxWordBytes + 1)]), `is ${maxWordBytes + 1} bytes`],
    ["a word past the limit in UTF-8 bytes", plan(["x", "é".repeat(70_000)]), "is 140000 bytes"],
    [
      "a line past the total",
      plan(Array.from({ length: 10 }, () => "a".repeat(maxWordBytes))),
      `a run takes ${maxLineBytes}`,
    ],
  ])("%s", (_name, p, want) => {
    const got = argvProblem(p);
    if (want === undefined) expect(got).toBeUndefined();
    else expect(got).toContain(want);
  });
});
