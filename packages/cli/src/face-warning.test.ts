// DECISIONS.md 12: a face the pack's `transports` does not list is served anyway, with a warning on stderr at
// start (spec/LINT.md has no code for it: docs/decisions.md, "Agent faces"). The real binary, both faces.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { packstudioBin, stdioFixture, testEnv } from "./testing/mcp-servers.js";
import { repoRoot } from "./testing/run-cli.js";

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const env = testEnv(64_400);
const fixture = stdioFixture(env);
const ledger = "spec/examples/ledger";
// The ledger with `transports` of its own choosing.
const root = mkdtempSync(join(tmpdir(), "packstudio-transports-"));
function ledgerWith(name: string, transports: string[] | undefined): string {
  const dir = join(root, name);
  cpSync(join(repoRoot, ledger), dir, { recursive: true });
  const surface = JSON.parse(readFileSync(join(dir, "surface.json"), "utf8"));
  if (transports) surface.transports = transports;
  else delete surface.transports;
  writeFileSync(join(dir, "surface.json"), JSON.stringify(surface, null, 2));
  return dir;
}
afterAll(async () => {
  await fixture.stop();
  rmSync(root, { recursive: true, force: true });
});

/** stderr of `packstudio exec <dir>` for a request refused before anything runs (no sandbox run needed). */
function execStderr(dir: string): string {
  const r = spawnSync(process.execPath, [packstudioBin, "exec", dir], {
    cwd: repoRoot,
    env,
    input: JSON.stringify({ verb: "no-such-command" }),
    encoding: "utf8",
  });
  expect(JSON.parse(r.stdout).error.code).toBe("unknown_command");
  return r.stderr;
}

describe("D12 serving a face the pack does not declare", () => {
  it("mcp of the ledger (transports: cli, json_exec) warns on stderr, then serves", async () => {
    const connected = await fixture.connect(ledger, undefined);
    try {
      expect((await connected.client.listTools()).tools.length).toBeGreaterThan(0);
      expect(connected.stderr()).toContain(
        'warning: "ledger" does not declare the mcp face (surface.json "transports" lists cli, json_exec); serving it anyway',
      );
    } finally {
      await connected.close();
    }
  });

  it("mcp of a pack that lists mcp says nothing of it", async () => {
    const connected = await fixture.connect(ledgerWith("all", ["cli", "json_exec", "mcp"]), undefined);
    try {
      await connected.client.listTools();
      expect(connected.stderr()).not.toContain("does not declare");
    } finally {
      await connected.close();
    }
  });

  it.each([
    ["declares json_exec", ledger, null],
    [
      "lists only cli",
      ledgerWith("cli", ["cli"]),
      /does not declare the json_exec face \(surface.json "transports" lists cli\)/,
    ],
    [
      "has no transports",
      ledgerWith("none", undefined),
      /does not declare the json_exec face \(surface.json "transports" is absent\)/,
    ],
  ])("exec of a pack that %s", (_, dir, warning) => {
    const stderr = execStderr(dir);
    if (warning) expect(stderr).toMatch(warning);
    else expect(stderr).not.toContain("does not declare");
  });
});
