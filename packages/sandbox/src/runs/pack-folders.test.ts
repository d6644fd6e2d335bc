// Pack folders kept between runs: written once, shared by a session's runs of the same pack, never removed while a
// run binds them, bounded, and gone at the end (a dead process's at the next start).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ran, scriptPack, testSandbox } from "../test-support.js";
import { PackFolders } from "./pack-folders.js";

const dir = mkdtempSync(join(tmpdir(), "packstudio-packs-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const files = (text: string) => ({ "surface.json": "{}", "bin/run.sh": text });

describe("PackFolders", () => {
  it("writes a pack once and binds the same folder for the next run of it", () => {
    const folders = new PackFolders(join(dir, "a"));
    const first = folders.acquire("k1", files("one"));
    expect(readFileSync(join(first, "bin/run.sh"), "utf8")).toBe("one");
    const written = statSync(join(first, "bin/run.sh")).mtimeMs;
    folders.release("k1");
    expect(folders.acquire("k1", files("one"))).toBe(first);
    expect(statSync(join(first, "bin/run.sh")).mtimeMs).toBe(written);
    expect(folders.acquire("k2", files("two"))).not.toBe(first);
    folders.clear();
    expect(existsSync(first)).toBe(false);
  });

  it("keeps at most its number of idle folders, and never removes one a run binds", () => {
    const folders = new PackFolders(join(dir, "b"), 2);
    const busy = folders.acquire("busy", files("busy"));
    const idle = ["i1", "i2", "i3"].map((key) => {
      const at = folders.acquire(key, files(key));
      folders.release(key);
      return at;
    });
    expect(existsSync(busy)).toBe(true);
    expect(idle.map((at) => existsSync(at))).toEqual([false, false, true]);
    folders.release("busy");
    folders.clear();
  });

  it("removes the folders of a process that is gone, not its own", () => {
    const parent = join(dir, "c");
    // A pid no process has: a child that already ended.
    const gone = spawnSync("/bin/true").pid;
    mkdirSync(join(parent, `${gone}-dead`, "k"), { recursive: true });
    const folders = new PackFolders(parent);
    folders.acquire("k", files("x"));
    expect(readdirSync(parent)).toHaveLength(1);
    expect(readdirSync(parent)[0]).toMatch(new RegExp(`^${process.pid}-`));
    folders.clear();
  });
});

describe("a session's runs of one pack", () => {
  const { sandbox, root, cleanup } = testSandbox(63780);
  afterAll(cleanup);

  it("share its folder; another session, or a changed pack, gets a folder of its own", async () => {
    const pack = scriptPack("#!/bin/sh\necho ran\n");
    const folderOf = () =>
      readdirSync(join(root, "packs"), { recursive: true })
        .map(String)
        .filter((p) => p.split("/").length === 2);
    ran(await sandbox.dryRun({ files: pack, verbKey: "run", session: "one" }));
    const after = folderOf();
    ran(await sandbox.dryRun({ files: pack, verbKey: "run", session: "one" }));
    expect(folderOf()).toEqual(after);
    ran(await sandbox.dryRun({ files: pack, verbKey: "run", session: "two" }));
    ran(await sandbox.dryRun({ files: scriptPack("#!/bin/sh\necho changed\n"), verbKey: "run", session: "one" }));
    expect(folderOf()).toHaveLength(after.length + 2);
  });
});
