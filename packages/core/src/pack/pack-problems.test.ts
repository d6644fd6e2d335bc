// packProblems (DECISIONS.md 1): every path and size problem of a pack, the one check each layer words for its reader.
import { describe, expect, it } from "vitest";
import { packLimits } from "./pack-files.js";
import { packProblems, packProblemText, pathProblems } from "./pack-problems.js";

describe("pathProblems", () => {
  it.each([
    ["", ["empty"]],
    ["/etc/passwd", ["absolute"]],
    ["C:/x", ["absolute"]],
    ["a\\b", ["backslash"]],
    ["a\u0000b", ["nul"]],
    ["a/../b", ["dot-dot"]],
    ["./a", ["dot"]],
    ["a//b", ["empty-segment"]],
    ["a/ /b", ["spaces"]],
    ["a".repeat(packLimits.maxPathChars + 1), ["too-long"]],
    ["../a\\b", ["backslash", "dot-dot"]],
  ])("%j: %j", (path, codes) => {
    expect(pathProblems(path).map((p) => p.code)).toEqual(codes);
  });

  it.each(["surface.json", "docs/a b.md", "a".repeat(packLimits.maxPathChars)])("accepts %j", (path) => {
    expect(pathProblems(path)).toEqual([]);
  });
});

describe("packProblems", () => {
  it("finds nothing in a small pack", () => {
    expect(packProblems({ "surface.json": "{}", "docs/a.md": "é" })).toEqual([]);
  });

  it("gives the count first, then each file's path and size, then the bytes in all", () => {
    const big = "a".repeat(packLimits.maxFileBytes);
    const files: Record<string, string> = {};
    for (let i = 0; i < packLimits.maxFiles; i++) files[`f${i}`] = i < 6 ? big : "";
    files["../x"] = `${big}a`;
    expect(packProblems(files).map((p) => p.kind)).toEqual(["file-count", "path", "file-bytes", "total-bytes"]);
  });

  it("counts bytes as UTF-8, not characters", () => {
    const text = "é".repeat(packLimits.maxFileBytes / 2 + 1);
    expect(packProblems({ "a.md": text })).toEqual([
      { kind: "file-bytes", path: "a.md", bytes: packLimits.maxFileBytes + 2, limit: packLimits.maxFileBytes },
    ]);
  });

  it("lets an openapi pack's document hold 4 MiB, and only that file (DECISIONS 14)", () => {
    const surface = JSON.stringify({ kind: "openapi", openapi: { path: "./api/openapi.yaml" } });
    const three = "a".repeat(3 * 1024 * 1024);
    expect(packProblems({ "surface.json": surface, "api/openapi.yaml": three })).toEqual([]);
    expect(packProblems({ "surface.json": surface, "api/other.yaml": three })).toEqual([
      { kind: "file-bytes", path: "api/other.yaml", bytes: three.length, limit: packLimits.maxFileBytes },
    ]);
    const over = `${three}${"a".repeat(1024 * 1024 + 1)}`;
    expect(packProblems({ "surface.json": surface, "api/openapi.yaml": over })).toEqual([
      { kind: "file-bytes", path: "api/openapi.yaml", bytes: over.length, limit: packLimits.maxOpenApiBytes },
    ]);
    const wrap = JSON.stringify({ kind: "wrap", openapi: { path: "./api/openapi.yaml" } });
    expect(packProblems({ "surface.json": wrap, "api/openapi.yaml": three }).map((p) => p.kind)).toEqual([
      "file-bytes",
    ]);
  });
});

describe("packProblemText", () => {
  it.each([
    [{ kind: "file-count", count: 201 } as const, "it holds 201 files; a pack may hold 200"],
    [{ kind: "total-bytes", bytes: 6 * 1024 * 1024 } as const, "it holds 6 MiB; a pack may hold 5 MiB in all"],
    [
      { kind: "file-bytes", path: "a.md", bytes: 2_000_000, limit: packLimits.maxFileBytes } as const,
      '"a.md" is 2000000 bytes; a pack file may hold 1 MiB',
    ],
    [
      { kind: "file-bytes", path: "o.yaml", bytes: 5_000_000, limit: packLimits.maxOpenApiBytes } as const,
      '"o.yaml" is 5000000 bytes; an openapi pack\'s document may hold 4 MiB',
    ],
    [
      { kind: "path", path: "../x", problems: pathProblems("../x") } as const,
      'the path "../x" is not accepted: it climbs out of the pack (a pack path has no ".." segments)',
    ],
  ])("%j", (problem, text) => {
    expect(packProblemText(problem)).toBe(text);
  });
});
