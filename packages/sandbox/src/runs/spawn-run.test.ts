// The spawner of runs: finding a run's inner processes, output and wall caps, a fast run not held back by the watcher.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { defaultLimits } from "../limits/limits.js";
import { childrenOf, spawnRun } from "./spawn-run.js";

const dir = mkdtempSync(join(tmpdir(), "packstudio-spawn-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("childrenOf", () => {
  it("finds this process's children, and only them", async () => {
    const child = spawn("/bin/sleep", ["5"], { stdio: "ignore" });
    try {
      await new Promise((resolve) => child.once("spawn", resolve));
      expect(childrenOf(process.pid)).toContain(child.pid);
      expect(childrenOf(child.pid ?? -1)).toEqual([]);
    } finally {
      child.kill("SIGKILL");
    }
  });
});

describe("spawnRun", () => {
  it("hands fd 4 in and reads fd 5 back, at most its cap", async () => {
    const copy = ["-c", "cat <&4 >&5"];
    const small = await spawnRun({
      command: "/bin/sh",
      args: copy,
      fd4: Buffer.from("hello"),
      fd5Cap: 100,
      limits: defaultLimits,
    });
    expect(small).toMatchObject({ exitCode: 0, fd5Capped: false });
    expect(small.fd5.toString()).toBe("hello");
    expect(small.marks.ready).toBeGreaterThanOrEqual(small.marks.spawned);
    const big = await spawnRun({ command: "/usr/bin/yes", args: [], fd5Cap: 1000, limits: defaultLimits });
    expect(big.fd5.length).toBe(0); // yes writes to stdout, not fd 5
    const flood = await spawnRun({ command: "/bin/sh", args: ["-c", "yes >&5"], fd5Cap: 1000, limits: defaultLimits });
    expect(flood).toMatchObject({ fd5Capped: true, wallKilled: false });
    expect(flood.fd5.length).toBe(0); // past its cap fd 5 is not kept at all
  });

  it("cuts stdout at the cap exactly, and stops the run", async () => {
    const limits = { ...defaultLimits, stdoutBytes: 1000 };
    const result = await spawnRun({ command: "/usr/bin/yes", args: [], limits });
    expect(result).toMatchObject({ stdoutTruncated: true, outputCapped: true, wallKilled: false });
    expect(result.stdout.length).toBe(1000);
  });

  it("stops a run at the wall clock", async () => {
    const limits = { ...defaultLimits, wallMs: 200 };
    const result = await spawnRun({ command: "/bin/sleep", args: ["5"], limits });
    // Killed, not ended: `sleep 5` ending by itself would exit 0 with no signal (no timed assertion on a busy machine).
    expect(result).toMatchObject({ wallKilled: true, signal: "SIGKILL" });
  });

  it("stops the command at its own wall clock, counted from the restore mark, and lets the steps after it run", async () => {
    // As in the sandbox: a monitor whose one child is PID 1, whose child is the command; PID 1 marks fd 5 and,
    // once its command ends, writes the status.
    const pid1 = 'printf sr >&5; /bin/sleep 30; printf "%s\\n" "$?" >&5; printf after';
    const result = await spawnRun({
      command: "/bin/sh",
      args: ["-c", '/bin/sh -c "$1"; exit $?', "monitor", pid1],
      fd5Cap: 100,
      limits: { ...defaultLimits, wallMs: 30_000 },
      commandWallMs: 200,
    });
    expect(result).toMatchObject({ commandStopped: true, wallKilled: false, exitCode: 0 });
    expect(result.fd5.toString()).toBe("sr137\n");
    expect(result.stdout.toString()).toBe("after");
  });

  it("answers once the sandbox's last step ended, the command's output on fds 6 and 7, not at the monitor's exit", async () => {
    // As bubblewrap: a monitor that keeps only fds 0 to 2 and outlives PID 1, whose steps use fds 5 to 7.
    const pid1 = "printf 'sr0\\n' >&5; echo out >&6; echo err >&7";
    const result = await spawnRun({
      command: "/bin/sh",
      args: ["-c", '/bin/sh -c "$1" & exec 3>&- 4>&- 5>&- 6>&- 7>&-; wait; echo monitor >&2; sleep 2', "monitor", pid1],
      fd5Cap: 100,
      limits: defaultLimits,
      commandFds: true,
    });
    // No exit status yet (the monitor still runs): the answer came from the sandbox's steps alone.
    expect(result).toMatchObject({ exitCode: null, signal: null, wallKilled: false });
    expect(result.pid).toBeGreaterThan(0);
    expect(result.stdout.toString()).toBe("out\n");
    // The command's stderr (fd 7); the monitor's own line (fd 2, another pipe, read in either order) may come
    // before the answer on a busy machine.
    expect(
      result.stderr
        .toString()
        .split("\n")
        .filter((line) => line !== "monitor"),
    ).toEqual(["err", ""]);
    expect(result.fd5.toString()).toBe("sr0\n");
  });

  it("waits for the exit when the sandbox's steps never got to their status (a failed start)", async () => {
    const result = await spawnRun({
      command: "/bin/sh",
      args: ["-c", "echo 'bwrap: cannot start' >&2; exit 1"],
      fd5Cap: 100,
      limits: defaultLimits,
      commandFds: true,
    });
    expect(result.exitCode).toBe(1);
    expect(result.stderr.toString()).toBe("bwrap: cannot start\n");
  });

  it("reports a program that cannot start", async () => {
    const result = await spawnRun({ command: join(dir, "missing"), args: [], limits: defaultLimits });
    expect(result.exitCode).toBeNull();
    expect(result.stderr.toString()).toContain("could not start the sandbox");
  });
});
