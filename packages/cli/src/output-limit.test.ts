// `packstudio run` past the output limit (DECISIONS.md 10): a node script writing 100 MiB to stdout or stderr is
// stopped at 1 MiB and the run fails by the `output` limit, not `memory` (issue 26 item 6); a shell writer too.
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCli } from "./testing/run-cli.js";

const MiB = 1024 * 1024;
const packs = mkdtempSync(join(tmpdir(), "packstudio-output-limit-"));
// Its own sandbox root and uids, apart from other test files.
const env = {
  PACKSTUDIO_SANDBOX_ROOT: `/dev/shm/packstudio-cli-output-${process.pid}-${randomBytes(4).toString("hex")}`,
  PACKSTUDIO_SANDBOX_UID_BASE: "64620",
  // A long wall clock, so the output limit binds first on a busy machine.
  PACKSTUDIO_SANDBOX_WALL_MS: "30000",
};
afterAll(() => {
  rmSync(packs, { recursive: true, force: true });
  rmSync(env.PACKSTUDIO_SANDBOX_ROOT, { recursive: true, force: true });
});

/** A pack folder whose one read command `spew` runs `script` (bin/spew.sh when it opens with #!, else .mjs). */
function spewPack(name: string, script: string): string {
  const bin = script.startsWith("#!") ? "bin/spew.sh" : "bin/spew.mjs";
  const surface = {
    id: "spew",
    kind: "wrap",
    cliBin: "spew",
    wrap: { bin: `./${bin}`, json_flag: [], workspace: { mode: "ephemeral" } },
    verbs: { spew: { description: "Write a lot.", cli: ["spew", "go"] } },
  };
  const files: Record<string, string> = {
    "surface.json": JSON.stringify(surface, null, 2),
    "policy.json": JSON.stringify({ surface_id: "spew", verbs: { spew: { effect: "read" } } }, null, 2),
    "HARNESS.md": "# spew\n\nRun `spew go`.\n",
    [bin]: script,
  };
  const dir = join(packs, name);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const nodeSpew = (stream: string) => `for (let i = 0; i < 100; i++) process.${stream}.write("x".repeat(1 << 20));`;

describe("packstudio run past the output limit", () => {
  it.each([
    { name: "node-stdout", stream: "stdout", script: nodeSpew("stdout") },
    // Exiting right after: node dropped what it had queued, and the run looked like a plain exit 3.
    { name: "node-stderr", stream: "stderr", script: `${nodeSpew("stderr")} process.exit(3);` },
    { name: "shell-stdout", stream: "stdout", script: "#!/bin/sh\nyes | head -c 200M\n" },
  ])("$name: the run fails by the output limit (--format json)", async ({ name, stream, script }) => {
    const r = await runCli(["run", spewPack(name, script), "spew", "--format", "json"], { env });
    expect(r.code).toBe(1);
    const { run } = JSON.parse(r.stdout);
    expect(run).toMatchObject({ limit: "output", [`${stream}Truncated`]: true, outcome: { status: "failed" } });
    expect(run.outcome.reason).toContain("output limit");
    if (stream === "stdout") expect(run.stdout).toHaveLength(MiB);
    expect(run.stderr).toContain(`[sandbox] stopped by the output limit: ${stream} cut at 1 MiB`);
  });

  it("says so in the text view", async () => {
    const r = await runCli(["run", spewPack("node-text", nodeSpew("stdout")), "spew"], { env });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^limit +stopped by the output limit$/m);
    expect(r.stdout).toContain("… stdout cut at the output limit");
    expect(r.stdout).not.toContain("memory limit");
  });
});
