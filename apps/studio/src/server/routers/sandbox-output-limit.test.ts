// command.dryRun through createCaller past the output limit (DECISIONS.md 10): a node script writing 100 MiB to
// stdout or stderr is stopped at 1 MiB and the run fails by the `output` limit, not `memory` (issue 26 item 6).
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { createCaller } from "../root";

// The studio's sandbox reads these at its first run: its own root and uids, apart from other test files, and a long
// wall clock so the output limit binds first on a busy machine.
const root = `/dev/shm/packstudio-studio-output-${process.pid}-${randomBytes(4).toString("hex")}`;
process.env.PACKSTUDIO_SANDBOX_ROOT = root;
process.env.PACKSTUDIO_SANDBOX_UID_BASE = "64720";
process.env.PACKSTUDIO_SANDBOX_WALL_MS = "30000";
afterAll(() => rmSync(root, { recursive: true, force: true }));

const caller = createCaller({ clientAddress: "192.0.2.26" });
const MiB = 1024 * 1024;

/** A pack whose one read command `spew` runs `script` with node. */
function spewPack(script: string): Record<string, string> {
  const surface = {
    id: "spew",
    kind: "wrap",
    cliBin: "spew",
    wrap: { bin: "./bin/spew.mjs", json_flag: [], workspace: { mode: "ephemeral" } },
    verbs: { spew: { description: "Write a lot.", cli: ["spew", "go"] } },
  };
  return {
    "surface.json": JSON.stringify(surface, null, 2),
    "policy.json": JSON.stringify({ surface_id: "spew", verbs: { spew: { effect: "read" } } }, null, 2),
    "HARNESS.md": "# spew\n\nRun `spew go`.\n",
    "bin/spew.mjs": script,
  };
}

const spew = (stream: string) => `for (let i = 0; i < 100; i++) process.${stream}.write("x".repeat(1 << 20));`;

describe("command.dryRun past the output limit", () => {
  it.each([
    { stream: "stdout", script: spew("stdout") },
    // Exiting right after: node dropped what it had queued, and the run looked like a plain exit 3.
    { stream: "stderr", script: `${spew("stderr")} process.exit(3);` },
  ])("node writing 100 MiB to $stream: the output limit", async ({ stream, script }) => {
    const result = await caller.command.dryRun({ files: spewPack(script), verb: "spew", session: `output-${stream}` });
    if (!result.ok) throw new Error(`expected a run, got ${result.error.code}: ${result.error.message}`);
    const { run } = result;
    expect(run).toMatchObject({ limit: "output", [`${stream}Truncated`]: true, outcome: { status: "failed" } });
    expect(run.outcome.reason).toContain("output limit");
    if (stream === "stdout") expect(run.stdout).toHaveLength(MiB);
    expect(run.stderr).toContain(`[sandbox] stopped by the output limit: ${stream} cut at 1 MiB`);
  });
});
