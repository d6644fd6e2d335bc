// The spawner of runs: finding a run's inner processes, output and wall caps, a fast run not held back by the watcher.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { defaultLimits } from "./limits.js";
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
  it("finishes a fast run without waiting for the 100 ms written-bytes check", async () => {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const result = await spawnRun({ command: "/bin/true", args: [], limits: defaultLimits, watched: [dir] });
      expect(result.exitCode).toBe(0);
      times.push(result.durationMs);
    }
    // The written-bytes check ticks every 100 ms; a run that waited for it could not finish sooner.
    expect(Math.min(...times)).toBeLessThan(95);
  });

  it("cuts stdout at the cap exactly, and stops the run", async () => {
    const limits = { ...defaultLimits, stdoutBytes: 1000 };
    const result = await spawnRun({ command: "/usr/bin/yes", args: [], limits, watched: [] });
    expect(result).toMatchObject({ stdoutTruncated: true, outputCapped: true, wallKilled: false });
    expect(result.stdout.length).toBe(1000);
  });

  it("stops a run at the wall clock", async () => {
    const limits = { ...defaultLimits, wallMs: 200 };
    const result = await spawnRun({ command: "/bin/sleep", args: ["5"], limits, watched: [] });
    expect(result).toMatchObject({ wallKilled: true, signal: "SIGKILL" });
    expect(result.durationMs).toBeLessThan(1000);
  });

  it("reports a program that cannot start", async () => {
    const result = await spawnRun({ command: join(dir, "missing"), args: [], limits: defaultLimits, watched: [] });
    expect(result.exitCode).toBeNull();
    expect(result.stderr.toString()).toContain("could not start the sandbox");
  });
});
