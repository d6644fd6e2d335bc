// The output limit (DECISIONS.md 10): past 1 MiB on stdout or stderr the run stops at once and the limit is
// `output`, whatever the process then dies of (issue 26 item 6: node queueing its writes died of memory first).
import { afterAll, describe, expect, it } from "vitest";
import { defaultLimits } from "./limits/limits.js";
import type { RunResult } from "./sandbox.js";
import { processesOfUids, ran, scriptPack, sleep, testSandbox } from "./test-support.js";

const UID = 61700;
// A long wall clock, so the output limit is the one that binds even on a busy machine.
const { sandbox, cleanup } = testSandbox(UID, { limits: { ...defaultLimits, wallMs: 30_000 } });
afterAll(cleanup);

const MiB = 1024 * 1024;

async function run(script: string): Promise<RunResult> {
  return ran(await sandbox.dryRun({ files: scriptPack(script), verbKey: "run", session: "output-limit" }));
}

interface OutputCase {
  name: string;
  script: string;
  stream: "stdout" | "stderr";
}

const cases: OutputCase[] = [
  {
    // The issue's own script: a new 1 MiB string each time, no back-pressure, so node queues what the pipe refuses.
    name: "node writing a new 1 MiB string 100 times",
    script: 'for (let i = 0; i < 100; i++) process.stdout.write("x".repeat(1 << 20));',
    stream: "stdout",
  },
  {
    name: "node writing a new 1 MiB string 100 times",
    script: 'for (let i = 0; i < 100; i++) process.stderr.write("x".repeat(1 << 20));',
    stream: "stderr",
  },
  {
    name: "node writing 100 MiB as Buffers",
    script: "for (let i = 0; i < 100; i++) process.stdout.write(Buffer.alloc(1 << 20, 120));",
    stream: "stdout",
  },
  {
    name: "node writing exactly 1 MiB, then one byte more, then holding on",
    script: 'process.stdout.write("x".repeat(1 << 20)); process.stdout.write("y"); setTimeout(() => {}, 60_000);',
    stream: "stdout",
  },
  {
    // Nothing dies of memory here: queued writes were simply dropped at exit, and the run looked clean.
    name: "node writing 100 MiB, then exiting",
    script: 'for (let i = 0; i < 100; i++) process.stdout.write("x".repeat(1 << 20)); process.exit(3);',
    stream: "stdout",
  },
  {
    name: "node writing 100 MiB, then exiting",
    script: 'for (let i = 0; i < 100; i++) process.stderr.write("x".repeat(1 << 20)); process.exit(3);',
    stream: "stderr",
  },
  {
    // fork() hands node's flags (process.execArgv) to the child, the preload with them.
    name: "a child node forked by the script",
    script: `import { fork } from "node:child_process";
if (process.argv[3] === "child") for (let i = 0; i < 100; i++) process.stdout.write("x".repeat(1 << 20));
else fork(process.argv[1], ["run", "child"]).on("exit", (code) => process.exit(code ?? 1));`,
    stream: "stdout",
  },
  { name: "the shell", script: "#!/bin/sh\nyes | head -c 200M\n", stream: "stdout" },
  { name: "the shell", script: "#!/bin/sh\nyes | head -c 200M >&2\n", stream: "stderr" },
];

describe("the output limit (DECISIONS.md 10)", () => {
  it.each(cases)("$name on $stream: output", async ({ script, stream }) => {
    const result = await run(script);
    expect(result.limit, result.stderr.slice(-600)).toBe("output");
    const kept = stream === "stdout" ? result.stdout : result.stderr.slice(0, MiB);
    expect(kept.length).toBe(MiB);
    expect(stream === "stdout" ? result.stdoutTruncated : result.stderrTruncated).toBe(true);
    expect(result.stderr).toContain(`[sandbox] stopped by the output limit: ${stream} cut at 1 MiB`);
    expect(result.exitCode).not.toBe(0);
    for (let i = 0; i < 20 && processesOfUids(UID, UID + 7).length > 0; i++) await sleep(50);
    expect(processesOfUids(UID, UID + 7)).toEqual([]);
  });

  it("exactly 1 MiB is not past the limit", async () => {
    const result = await run('process.stdout.write("x".repeat(1 << 20));');
    expect([result.limit, result.exitCode, result.stdout.length, result.stdoutTruncated]).toEqual([
      null,
      0,
      MiB,
      false,
    ]);
  });
});
