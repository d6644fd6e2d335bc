// The workspace archive: what GNU tar writes is read back exactly, and forged bytes give a problem, never a throw.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readTar, writeTar } from "./tar-format.js";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "packstudio-tar-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const longName = `${"deep/".repeat(40)}file-${"é".repeat(60)}.txt`;

describe("readTar", () => {
  it("reads GNU tar's own archive: files, folders, long names, links as links, FIFOs unopened", () => {
    mkdirSync(join(dir, "work", ...longName.split("/").slice(0, -1)), { recursive: true });
    writeFileSync(join(dir, "work", longName), "deep text");
    writeFileSync(join(dir, "work", "run.sh"), "#!/bin/sh\n", { mode: 0o755 });
    symlinkSync("/etc/shadow", join(dir, "work", "link"));
    execFileSync("mkfifo", [join(dir, "work", "fifo")]);
    const bytes = execFileSync("tar", ["-c", "-f", "-", "--format=gnu", "-C", dir, "work"], { maxBuffer: 1e8 });
    const read = readTar(bytes, 1000);
    if (!read.ok) throw new Error(read.problem);
    const byPath = new Map(read.entries.map((e) => [e.path, e]));
    expect(byPath.get(`work/${longName}`)?.data?.toString()).toBe("deep text");
    expect(byPath.get("work/run.sh")?.mode).toBe(0o755);
    expect(byPath.get("work/link")?.kind).toBe("symlink");
    expect(byPath.get("work/link")?.data).toBeUndefined();
    expect(byPath.get("work/fifo")?.kind).toBe("special");
    expect(byPath.get("work/deep")?.kind).toBe("dir");
  });

  it("refuses more entries than allowed, a damaged header and a cut archive", () => {
    const archive = writeTar([
      { kind: "file", path: "work/a", data: Buffer.from("a"), mode: 0o644, mtime: 0 },
      { kind: "file", path: "work/b", data: Buffer.from("b"), mode: 0o644, mtime: 0 },
    ]);
    expect(readTar(archive, 1)).toEqual({ ok: false, problem: "more than 1 files and folders", overLimit: true });
    const damaged = Buffer.from(archive);
    damaged[0] = 0x41;
    expect(readTar(damaged, 10)).toMatchObject({ ok: false, problem: expect.stringContaining("damaged header") });
    expect(readTar(archive.subarray(0, 700), 10)).toMatchObject({ ok: false });
    expect(readTar(Buffer.alloc(0), 10)).toEqual({ ok: false, problem: "the archive has no end" });
  });

  it("never throws on forged bytes (a property over random archives and noise)", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 4096 }), fc.nat(4096), (noise, at) => {
        const archive = Buffer.from(
          writeTar([{ kind: "file", path: "work/x", data: Buffer.from("xyz"), mode: 0o644, mtime: 1 }]),
        );
        Buffer.from(noise).copy(archive, Math.min(at, archive.length));
        const read = readTar(archive, 100);
        expect(typeof read.ok).toBe("boolean");
        expect(typeof readTar(Buffer.from(noise), 100).ok).toBe("boolean");
      }),
      { numRuns: 500 },
    );
  });
});

describe("writeTar", () => {
  it("writes what GNU tar extracts exactly: long UTF-8 names, modes, contents", () => {
    const archive = writeTar([
      { kind: "dir", path: "work/sub", mtime: 0 },
      { kind: "file", path: `work/${longName}`, data: Buffer.from("long"), mode: 0o644, mtime: 1_700_000_000 },
      { kind: "file", path: "work/sub/x.sh", data: Buffer.from("#!/bin/sh\n"), mode: 0o755, mtime: 0 },
    ]);
    writeFileSync(join(dir, "a.tar"), archive);
    mkdirSync(join(dir, "out"));
    execFileSync("tar", ["-x", "-f", join(dir, "a.tar"), "-C", join(dir, "out")]);
    expect(readFileSync(join(dir, "out", "work", longName), "utf8")).toBe("long");
    expect(readFileSync(join(dir, "out", "work/sub/x.sh"), "utf8")).toBe("#!/bin/sh\n");
    const read = readTar(archive, 10);
    expect(read.ok && read.entries.map((e) => e.path)).toEqual(["work/sub", `work/${longName}`, "work/sub/x.sh"]);
  });
});
