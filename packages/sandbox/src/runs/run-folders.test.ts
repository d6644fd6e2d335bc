// The host folders of a run: pack files written only inside the pack folder, readable by the run's uid.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { maxNameBytes, packLayoutProblem, safePackPath, writePackFiles } from "./run-folders.js";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "packstudio-folders-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("safePackPath", () => {
  it.each([
    { path: "surface.json", safe: true },
    { path: "bin/ledger.mjs", safe: true },
    { path: "a/b/c.txt", safe: true },
    { path: "", safe: false },
    { path: "/etc/passwd", safe: false },
    { path: "../x", safe: false },
    { path: "bin/../../x", safe: false },
    { path: "./x", safe: false },
    { path: "a//b", safe: false },
    { path: "bin/", safe: false },
    { path: "a\\..\\b", safe: false },
    { path: "a\0b", safe: false },
  ])("$path: $safe", ({ path, safe }) => {
    expect(safePackPath(path)).toBe(safe);
  });
});

describe("packLayoutProblem", () => {
  it.each([
    ["a plain pack", { "surface.json": "", "bin/x.mjs": "", "bin/lib/y.mjs": "" }, undefined],
    ["a name at the limit", { ["n".repeat(maxNameBytes)]: "" }, undefined],
    ["a name past the limit", { [`bin/${"n".repeat(maxNameBytes + 1)}`]: "" }, "is 256 bytes; a file system takes 255"],
    ["a name past the limit in UTF-8", { ["é".repeat(200)]: "" }, "is 400 bytes"],
    ["a file that is also a folder", { bin: "", "bin/x.mjs": "" }, '"bin" is a file and also a folder of other files'],
    ["a path climbing out", { "../x": "" }, "does not stay inside the pack"],
  ])("%s", (_name, files, want) => {
    const got = packLayoutProblem(files);
    if (want === undefined) expect(got).toBeUndefined();
    else expect(got).toContain(want);
  });
});

describe("writePackFiles", () => {
  it("writes every file, readable by others, folders passable", () => {
    const pack = join(dir, "run", "pack");
    writePackFiles(pack, { "surface.json": "{}", "bin/x.mjs": "x", "docs/deep/y.md": "y" });
    expect(readFileSync(join(pack, "bin/x.mjs"), "utf8")).toBe("x");
    expect(statSync(join(pack, "docs/deep/y.md")).mode & 0o777).toBe(0o644);
    for (const folder of ["", "bin", "docs", "docs/deep"])
      expect(statSync(join(pack, folder)).mode & 0o777).toBe(0o755);
  });

  it.each(["../escape.txt", "/tmp/escape.txt", "bin/../../escape.txt"])(
    "refuses %s and writes nothing outside",
    (path) => {
      const pack = join(dir, "run", "pack");
      expect(() => writePackFiles(pack, { [path]: "x" })).toThrow(/unsafe pack path/);
      expect(existsSync(join(dir, "run", "escape.txt"))).toBe(false);
      expect(existsSync(join(dir, "escape.txt"))).toBe(false);
    },
  );

  it("never overwrites: a file where a folder must go is an error", () => {
    expect(() => writePackFiles(join(dir, "pack"), { bin: "x", "bin/y": "y" })).toThrow();
  });
});
