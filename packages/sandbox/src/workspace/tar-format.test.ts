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

  // pax record lengths count bytes: a non-ASCII path is shorter in characters than its record says.
  const paxNames = ["work/café-日本.md", `work/${"ü".repeat(80)}/${"日".repeat(40)}.txt`, "work/plain.txt"];

  it("reads Python tarfile's pax archive (its default format): non-ASCII paths, contents and modes", () => {
    const python = `import io, sys, tarfile
with tarfile.open(fileobj=sys.stdout.buffer, mode="w|", encoding="utf-8") as t:
    for n, name in enumerate(sys.argv[1:]):
        info = tarfile.TarInfo(name)
        data = name.encode()
        info.size = len(data)
        info.mode = 0o755 if n == 0 else 0o644
        t.addfile(info, io.BytesIO(data))`;
    const read = readTar(execFileSync("python3", ["-c", python, ...paxNames]), 100);
    if (!read.ok) throw new Error(read.problem);
    expect(read.entries.map((e) => [e.path, e.data?.toString(), e.mode])).toEqual(
      paxNames.map((name, n) => [name, name, n === 0 ? 0o755 : 0o644]),
    );
  });

  it("reads GNU tar --format=pax: non-ASCII paths among its time records", () => {
    for (const name of paxNames) {
      mkdirSync(join(dir, ...name.split("/").slice(0, -1)), { recursive: true });
      writeFileSync(join(dir, name), name);
    }
    const bytes = execFileSync("tar", ["-c", "-f", "-", "--format=pax", "-C", dir, ...paxNames], {
      env: { ...process.env, LC_ALL: "C.UTF-8" },
    });
    const read = readTar(bytes, 100);
    if (!read.ok) throw new Error(read.problem);
    expect(read.entries.map((e) => [e.path, e.data?.toString()])).toEqual(paxNames.map((name) => [name, name]));
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
  it("writes what Python's tarfile reads: non-ASCII names, long ones, modes and contents", () => {
    const archive = writeTar([
      { kind: "dir", path: "work/sub", mtime: 0 },
      { kind: "file", path: `work/${longName}`, data: Buffer.from("long"), mode: 0o644, mtime: 1_700_000_000 },
      { kind: "file", path: "work/sub/café-日本.sh", data: Buffer.from("#!/bin/sh\n"), mode: 0o755, mtime: 0 },
    ]);
    const python = `import json, sys, tarfile
with tarfile.open(fileobj=sys.stdin.buffer, mode="r|", encoding="utf-8") as t:
    print(json.dumps([[m.name, oct(m.mode), m.type.decode(), m.isfile() and t.extractfile(m).read().decode()] for m in t]))`;
    const listed = JSON.parse(execFileSync("python3", ["-c", python], { input: archive }).toString("utf8"));
    expect(listed).toEqual([
      ["work/sub", "0o755", "5", false],
      [`work/${longName}`, "0o644", "0", "long"],
      ["work/sub/café-日本.sh", "0o755", "0", "#!/bin/sh\n"],
    ]);
  });

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
