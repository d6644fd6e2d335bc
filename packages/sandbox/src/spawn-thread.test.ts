// Runs started on the spawn thread give the same answers as on this one: pipes, caps, wall clock, kills.
import { afterAll, describe, expect, it } from "vitest";
import { defaultLimits } from "./limits.js";
import { SpawnThread } from "./spawn-thread.js";

const thread = new SpawnThread();
afterAll(() => thread.close());

describe("SpawnThread", () => {
  it("starts runs on a worker thread, with fd 4 in, fd 5 out and Buffers back", async () => {
    expect(thread.onThread).toBe(true);
    const result = await thread.run({
      command: "/bin/sh",
      args: ["-c", "cat <&4 >&5; echo out; echo err >&2"],
      fd4: Buffer.from("archive"),
      fd5Cap: 100,
      limits: defaultLimits,
    });
    expect(result).toMatchObject({ exitCode: 0, fd5Capped: false, wallKilled: false });
    expect(Buffer.isBuffer(result.stdout) && Buffer.isBuffer(result.fd5)).toBe(true);
    expect([result.stdout.toString(), result.stderr.toString(), result.fd5.toString()]).toEqual([
      "out\n",
      "err\n",
      "archive",
    ]);
  });

  it("keeps the caps and the wall clock, several runs at once", async () => {
    const [flood, slow] = await Promise.all([
      thread.run({ command: "/usr/bin/yes", args: [], limits: { ...defaultLimits, stdoutBytes: 1000 } }),
      thread.run({ command: "/bin/sleep", args: ["5"], limits: { ...defaultLimits, wallMs: 200 } }),
    ]);
    expect(flood).toMatchObject({ stdoutTruncated: true, outputCapped: true });
    expect(flood.stdout.length).toBe(1000);
    expect(slow).toMatchObject({ wallKilled: true, signal: "SIGKILL" });
  });

  it("reports a program that cannot start, as on this thread", async () => {
    const result = await thread.run({ command: "/nonexistent/program", args: [], limits: defaultLimits });
    expect(result.exitCode).toBeNull();
    expect(result.stderr.toString()).toContain("could not start the sandbox");
  });
});
