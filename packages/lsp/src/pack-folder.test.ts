// Pack folders on disk: the root above a file, and a bounded read that reports symlinks instead of following them.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { packPath, packRootOf, readDiskPack } from "./pack-folder.js";

const dir = mkdtempSync(join(tmpdir(), "lsp-folder-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("pack folders", () => {
  mkdirSync(join(dir, "pack/bin/deep"), { recursive: true });
  writeFileSync(join(dir, "pack/surface.json"), "{}");
  writeFileSync(join(dir, "pack/bin/deep/tool.mjs"), "x");
  mkdirSync(join(dir, "pack/.git"));
  writeFileSync(join(dir, "pack/.git/HEAD"), "ref");
  symlinkSync("/etc/hostname", join(dir, "pack/link"));

  it("finds the root from a file inside it, and none outside any pack", () => {
    expect(packRootOf(join(dir, "pack/surface.json"))).toBe(join(dir, "pack"));
    expect(packRootOf(join(dir, "pack/bin/deep/tool.mjs"))).toBe(join(dir, "pack"));
    expect(packRootOf(join(dir, "elsewhere.json"))).toBeUndefined();
    expect(packPath(join(dir, "pack"), join(dir, "pack/bin/deep/tool.mjs"))).toBe("bin/deep/tool.mjs");
  });

  it("reads the pack's files, skips tooling folders, and notes a symlink (DECISIONS.md 1: no symlinks)", () => {
    const pack = readDiskPack(join(dir, "pack"));
    expect(Object.keys(pack.files).sort()).toEqual(["bin/deep/tool.mjs", "surface.json"]);
    expect(pack.notes).toEqual(['"link" is a symbolic link; a pack holds no symlinks: copy the file in instead.']);
  });
});
