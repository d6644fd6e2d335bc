// Runs in the run process give the same answers as on this thread: pipes, caps, wall clock, and the workspace
// sent there and read back there, with the side effects computed beside it; the process's end fails only its runs.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { defaultLimits } from "../limits/limits.js";
import { archiveFromState, emptyState, stateFromArchive } from "../workspace/workspace-state.js";
import { RunProcess } from "./run-process.js";

const thread = new RunProcess();
const dir = mkdtempSync(join(tmpdir(), "packstudio-run-process-"));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  return thread.close();
});

const before = () => {
  const state = emptyState();
  state.dirs.add("work");
  for (const [path, text] of [
    ["work/kept.txt", "same\n"],
    ["work/notes.txt", "one\n"],
    ["work/gone.txt", "bye\n"],
  ] as const)
    state.files.set(path, { data: Buffer.from(text), executable: false, mtime: 0 });
  return archiveFromState(state);
};

describe("RunProcess", () => {
  it("sends the workspace in, reads the one that comes back, and lists what changed", async () => {
    expect(thread.inProcess).toBe(true);
    // What the sandbox's steps write on fd 5: the two marks, the status line, then GNU tar of the areas (here a host folder).
    mkdirSync(join(dir, "work"), { recursive: true });
    writeFileSync(join(dir, "work/kept.txt"), "same\n");
    writeFileSync(join(dir, "work/notes.txt"), "one\ntwo\n");
    writeFileSync(join(dir, "work/new.txt"), "hello\n");
    const fd4 = before();
    const copy = Buffer.from(fd4);
    const result = await thread.run({
      spawn: {
        command: "/bin/sh",
        args: [
          "-c",
          'cat <&4 >/dev/null; echo \'{"ok":true}\'; echo err >&2; printf "sr3\\n" >&5; cd "$0" && exec tar -c -f - --format=gnu work >&5',
          dir,
        ],
        fd4,
        fd5Cap: 1 << 20,
        limits: defaultLimits,
      },
      maxEntries: 100,
    });
    expect(result).toMatchObject({ exitCode: 3, stdout: '{"ok":true}\n', stderr: "err\n", json: { ok: true } });
    expect(result.spawn).toMatchObject({ exitCode: 0, fd5Capped: false, wallKilled: false });
    expect(result.sideEffects.map((e) => [e.path, e.change])).toEqual([
      ["work/gone.txt", "removed"],
      ["work/new.txt", "created"],
      ["work/notes.txt", "changed"],
    ]);
    expect(result.sideEffects.find((e) => e.path === "work/notes.txt")?.diff).toContain("+two");
    // The caller's own Buffer comes back as `before`, untouched (only a copy crossed).
    expect(result.before).toBe(fd4);
    expect(fd4.equals(copy)).toBe(true);
    const after = stateFromArchive(result.after ?? Buffer.alloc(0), 100);
    expect(after.ok && [...after.state.files.keys()].sort()).toEqual([
      "work/kept.txt",
      "work/new.txt",
      "work/notes.txt",
    ]);
  });

  it("keeps the caps and the wall clock, several runs at once", async () => {
    const [flood, slow] = await Promise.all([
      thread.run({
        spawn: { command: "/usr/bin/yes", args: [], limits: { ...defaultLimits, stdoutBytes: 1000 } },
        maxEntries: 10,
      }),
      thread.run({
        spawn: { command: "/bin/sleep", args: ["5"], limits: { ...defaultLimits, wallMs: 200 } },
        maxEntries: 10,
      }),
    ]);
    expect(flood.spawn).toMatchObject({ stdoutTruncated: true, outputCapped: true });
    expect(flood.stdout.length).toBe(1000);
    expect(slow.spawn).toMatchObject({ wallKilled: true, signal: "SIGKILL" });
    expect(slow.lost).toBe("no exit status came back");
  });

  it("does not read back an archive past its cap, and says why", async () => {
    const result = await thread.run({
      spawn: {
        command: "/bin/sh",
        args: ["-c", "printf '0\\n' >&5; head -c 5000 /dev/zero >&5"],
        fd5Cap: 1000,
        limits: defaultLimits,
      },
      maxEntries: 10,
    });
    expect(result).toMatchObject({ overLimit: true, lost: "it came to more bytes than the workspace may hold" });
    expect(result.after).toBeUndefined();
  });

  it("reports a program that cannot start, as on this thread", async () => {
    const result = await thread.run({
      spawn: { command: "/nonexistent/program", args: [], limits: defaultLimits },
      maxEntries: 10,
    });
    expect(result.spawn.exitCode).toBeNull();
    expect(result.stderr).toContain("could not start the sandbox");
  });

  it("forks from a process of its own, not from this one", async () => {
    const result = await thread.run({
      spawn: { command: "/bin/sh", args: ["-c", 'echo "$PPID"'], limits: defaultLimits },
      maxEntries: 10,
    });
    const parent = Number(result.stdout.trim());
    expect(parent).toBeGreaterThan(0);
    expect(parent).not.toBe(process.pid);
    // The parent of the run is a child of this process: the run process.
    const stat = readFileSync(`/proc/${parent}/stat`, "latin1");
    expect(Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1])).toBe(process.pid);
  });

  it("finishes its runs through a SIGTERM or SIGINT (a service manager signals the whole group): it ends with its parent", async () => {
    const own = new RunProcess();
    try {
      const first = await own.run({
        spawn: { command: "/bin/sh", args: ["-c", 'echo "$PPID"'], limits: defaultLimits },
        maxEntries: 10,
      });
      const runProcess = Number(first.stdout.trim());
      const slow = own.run({
        spawn: { command: "/bin/sh", args: ["-c", "sleep 0.6; echo done"], limits: defaultLimits },
        maxEntries: 10,
      });
      await new Promise((resolve) => setTimeout(resolve, 150));
      process.kill(runProcess, "SIGTERM");
      process.kill(runProcess, "SIGINT");
      expect((await slow).stdout).toBe("done\n");
    } finally {
      await own.close();
    }
  });

  it("fails the runs of a process that ended, and starts another for the next run", async () => {
    const own = new RunProcess();
    try {
      const slow = own.run({
        spawn: { command: "/bin/sleep", args: ["5"], limits: defaultLimits },
        maxEntries: 10,
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      const ending = own.close();
      await expect(slow).rejects.toThrow(/run process/);
      await ending;
      const next = await own.run({
        spawn: { command: "/bin/sh", args: ["-c", "echo again"], limits: defaultLimits },
        maxEntries: 10,
      });
      expect(next.stdout).toBe("again\n");
      expect(own.inProcess).toBe(true);
    } finally {
      await own.close();
    }
  });
});
