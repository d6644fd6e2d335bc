// Snapshots of real folders and what changed between two: created, changed, removed, text diffs, links unfollowed.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { diffSnapshots, snapshot } from "./side-effects.js";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "packstudio-fx-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("snapshot and diffSnapshots", () => {
  it("lists created, changed and removed files, sorted, with diffs for text", () => {
    writeFileSync(join(dir, "keep.txt"), "same\n");
    writeFileSync(join(dir, "edit.txt"), "one\ntwo\n");
    writeFileSync(join(dir, "gone.txt"), "bye\n");
    const before = snapshot(dir, "work");
    writeFileSync(join(dir, "edit.txt"), "one\n2\n");
    unlinkSync(join(dir, "gone.txt"));
    mkdirSync(join(dir, "sub"));
    writeFileSync(join(dir, "sub/new.txt"), "hello\n");
    expect(diffSnapshots(before, snapshot(dir, "work"))).toEqual([
      { path: "work/edit.txt", change: "changed", sizeBefore: 8, sizeAfter: 6, diff: " one\n-two\n+2" },
      { path: "work/gone.txt", change: "removed", sizeBefore: 4, sizeAfter: null },
      { path: "work/sub/new.txt", change: "created", sizeBefore: null, sizeAfter: 6, diff: "+hello" },
    ]);
  });

  it("sees a change that keeps the size", () => {
    writeFileSync(join(dir, "a"), "abc");
    const before = snapshot(dir, "home");
    writeFileSync(join(dir, "a"), "abd");
    expect(diffSnapshots(before, snapshot(dir, "home"))).toEqual([
      { path: "home/a", change: "changed", sizeBefore: 3, sizeAfter: 3, diff: "-abc\n+abd" },
    ]);
  });

  it.each([
    { name: "binary", write: (p: string) => writeFileSync(p, Buffer.from([0xff, 0xfe, 0x00, 0x80])), size: 4 },
    { name: "text over 64 KiB", write: (p: string) => writeFileSync(p, "x".repeat(70_000)), size: 70_000 },
  ])("gives no diff for a $name file", ({ write, size }) => {
    const before = snapshot(dir, "work");
    write(join(dir, "f"));
    expect(diffSnapshots(before, snapshot(dir, "work"))).toEqual([
      { path: "work/f", change: "created", sizeBefore: null, sizeAfter: size },
    ]);
  });

  it("records a symlink as a link, never reading what it points to", () => {
    const before = snapshot(dir, "work");
    symlinkSync("/etc/passwd", join(dir, "link"));
    const after = snapshot(dir, "work");
    expect(after.get("work/link")).toEqual({ size: 0, hash: "symlink" });
    expect(diffSnapshots(before, after)).toEqual([
      { path: "work/link", change: "created", sizeBefore: null, sizeAfter: 0 },
    ]);
  });

  it("is empty for a missing folder", () => {
    expect(snapshot(join(dir, "missing"), "work").size).toBe(0);
  });
});
