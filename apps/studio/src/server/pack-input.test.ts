// Pack and argument inputs: bounded in count, size and depth before any work, refused with a reason.
import { packLimits } from "@packstudio/core";
import { describe, expect, it } from "vitest";
import { argsInput, maxArgDepth, maxArgs, packFilesInput } from "./pack-input";

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe("packFilesInput", () => {
  it("takes a pack within the limits", () => {
    expect(packFilesInput.parse({ "surface.json": "{}", "bin/x.mjs": "é💸" })).toEqual({
      "surface.json": "{}",
      "bin/x.mjs": "é💸",
    });
  });

  it("refuses too many files before reading any of them", () => {
    const files = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`f${i}`, 42]));
    const r = packFilesInput.safeParse(files);
    // One issue, the count: the 100,000 non-text values were never looked at.
    expect(messages(r)).toEqual([`The pack has more than ${packLimits.maxFiles} files; the limit is 200.`]);
  });

  it.each([
    [
      '"a.txt" is not text a pack can hold: it holds a NUL character (U+0000) at line 1, column 2',
      { "a.txt": "x\u0000y" },
    ],
    ["it holds a lone surrogate (U+D800, not valid Unicode) at line 2, column 1", { "a.txt": "ok\n\ud800" }],
    ["its path holds a NUL character (U+0000)", { "a\u0000.txt": "x" }],
    ["a pack file may hold 1048576 (1 MiB)", { "a.txt": "x".repeat(packLimits.maxFileBytes + 1) }],
    ["a file path is empty", { "": "x" }],
    ["a file path is over 512 characters", { ["x".repeat(513)]: "x" }],
    ["expected string", { "a.txt": 3 }],
  ])("refuses, saying %j", (message, files) => {
    expect(messages(packFilesInput.safeParse(files)).join(" ")).toContain(message);
  });

  it('refuses a file named "__proto__" instead of dropping it', () => {
    const files = JSON.parse('{"__proto__": "x", "surface.json": "{}"}');
    expect(messages(packFilesInput.safeParse(files))).toEqual([
      'A file path "__proto__" is reserved (it would change the objects files are copied into): rename the file.',
    ]);
    expect(messages(argsInput.safeParse(JSON.parse('{"__proto__": {"x": 1}}')))).toEqual([
      'An argument cannot be named "__proto__".',
    ]);
  });

  it("refuses what is no object", () => {
    for (const v of [null, 3, "x", [["a", "b"]]]) expect(packFilesInput.safeParse(v).success).toBe(false);
  });
});

describe("argsInput", () => {
  const nested = (depth: number) => {
    let v: unknown = "x";
    for (let i = 0; i < depth; i++) v = [v];
    return v;
  };

  it("defaults to no arguments and takes values nested up to the limit", () => {
    expect(argsInput.parse(undefined)).toEqual({});
    expect(argsInput.safeParse({ a: nested(maxArgDepth), b: 1 }).success).toBe(true);
  });

  it("refuses a value nested deeper, naming the argument (no recursion: 100,000 levels are fine to check)", () => {
    expect(messages(argsInput.safeParse({ memo: nested(maxArgDepth + 1) }))).toEqual([
      `the value of "memo" nests more than ${maxArgDepth} levels deep; an argument is a string, number or boolean, or a small list or object.`,
    ]);
    expect(argsInput.safeParse({ memo: nested(100_000) }).success).toBe(false);
  });

  it("refuses a long argument name", () => {
    expect(messages(argsInput.safeParse({ ["n".repeat(257)]: 1 })).join(" ")).toContain(
      "an argument name is at most 256 characters",
    );
  });

  it("refuses too many arguments", () => {
    const args = Object.fromEntries(Array.from({ length: maxArgs + 1 }, (_, i) => [`a${i}`, i]));
    expect(messages(argsInput.safeParse(args))).toEqual([
      `args has more than ${maxArgs} arguments; a call may pass ${maxArgs}.`,
    ]);
  });
});
