// packstudio run --session NAME in real bubblewrap: one HOME per session (DECISIONS.md 9), kept on disk from one
// process to the next in every mode but ephemeral. The ledger as written (workspace mode none) is set up, then pays.
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCli } from "./testing/run-cli.js";

// A sandbox root of its own (kept workspaces live there) and host uids 64840-64843, apart from other test files.
const root = `/dev/shm/packstudio-cli-home-${process.pid}-${randomBytes(4).toString("hex")}`;
const env = { PACKSTUDIO_SANDBOX_ROOT: root, PACKSTUDIO_SANDBOX_UID_BASE: "64840" };
const packs = mkdtempSync(join(tmpdir(), "packstudio-cli-home-"));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(packs, { recursive: true, force: true });
});

const run = (argv: string[]) => runCli(argv, { env });
const json = (stdout: string) => JSON.parse(stdout) as { ok: boolean; run?: { exitCode: number; json: unknown } };
const transfer = JSON.stringify({ amount: "2.80", payee: "demo-transit" });

describe("packstudio run --session keeps HOME across processes", () => {
  it("the ledger (mode none): setup.apply then transfer in one session exits 0; another session is not set up", async () => {
    const ledger = "spec/examples/ledger";
    const setup = await run(["run", ledger, "setup.apply", "--approve", "--session", "home-a", "--format", "json"]);
    expect(setup.code).toBe(0);
    const paid = await run(["run", ledger, "transfer", "--args", transfer, "--approve", "--session", "home-a"]);
    expect(paid.stderr).toBe("");
    expect(paid.code).toBe(0);
    expect(paid.stdout).toMatch(/^outcome {2}succeeded$/m);
    expect(paid.stdout).toMatch(/^done {5}Paid 2\.80 to demo-transit$/m);
    const other = await run(["run", ledger, "transfer", "--args", transfer, "--approve", "--session", "home-b"]);
    expect(other.code).toBe(1);
    expect(other.stdout).toContain('"error": "not_set_up"');
  });

  it("an ephemeral pack: a fresh HOME for every run of the session", async () => {
    const dir = join(packs, "marks");
    mkdirSync(join(dir, "bin"), { recursive: true });
    const surface = {
      id: "marks",
      kind: "wrap",
      cliBin: "marks",
      wrap: { bin: "./bin/mark.sh", json_flag: [], workspace: { mode: "ephemeral" } },
      verbs: { mark: { description: "Leave a mark in HOME.", cli: ["marks", "mark"] } },
    };
    writeFileSync(join(dir, "surface.json"), JSON.stringify(surface, null, 2));
    writeFileSync(
      join(dir, "policy.json"),
      JSON.stringify({ surface_id: "marks", verbs: { mark: { effect: "read" } } }),
    );
    writeFileSync(join(dir, "HARNESS.md"), "# marks\n\nRun `marks mark`.\n");
    writeFileSync(
      join(dir, "bin/mark.sh"),
      '#!/bin/sh\nif [ -e "$HOME/mark" ]; then seen=true; else seen=false; fi\ntouch "$HOME/mark"\necho "{\\"seen\\":$seen}"\n',
    );
    for (let i = 0; i < 2; i++) {
      const r = await run(["run", dir, "mark", "--session", "marks", "--format", "json"]);
      expect(r.code).toBe(0);
      expect(json(r.stdout).run?.json).toEqual({ seen: false });
    }
  });
});
