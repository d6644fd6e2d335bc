// command.dryRun through createCaller in real bubblewrap: one HOME per studio session (DECISIONS.md 9). The ledger
// as written (workspace mode none) is set up and then pays in one session; another session has its own HOME; an
// ephemeral pack gets a fresh HOME for every run.
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { specExample } from "@packstudio/core/testing";
import { afterAll, describe, expect, it } from "vitest";
import { createCaller } from "../root";

// The studio's sandbox reads these at its first run: its own root and uids, apart from other test files.
const root = `/dev/shm/packstudio-studio-home-${process.pid}-${randomBytes(4).toString("hex")}`;
process.env.PACKSTUDIO_SANDBOX_ROOT = root;
process.env.PACKSTUDIO_SANDBOX_UID_BASE = "64760";
afterAll(() => rmSync(root, { recursive: true, force: true }));

const caller = createCaller({ clientAddress: "192.0.2.29" });
const ledger = specExample("ledger");
const transfer = { amount: "2.80", payee: "demo-transit" };
const tag = randomBytes(4).toString("hex");

describe("command.dryRun keeps HOME across the runs of one studio session", () => {
  it("the ledger (mode none): setup.apply then transfer succeeds; another session is not set up", async () => {
    const session = `home-a-${tag}`;
    const setup = await caller.command.dryRun({ files: ledger, verb: "setup.apply", approved: true, session });
    expect(setup).toMatchObject({ ok: true, run: { exitCode: 0, json: { created: true } } });
    const paid = await caller.command.dryRun({
      files: ledger,
      verb: "transfer",
      args: transfer,
      approved: true,
      session,
    });
    expect(paid).toMatchObject({
      ok: true,
      run: {
        exitCode: 0,
        json: { balance: "117.20" },
        outcome: { status: "succeeded" },
        title: "Paid 2.80 to demo-transit",
      },
    });
    const other = await caller.command.dryRun({
      files: ledger,
      verb: "transfer",
      args: transfer,
      approved: true,
      session: `home-b-${tag}`,
    });
    expect(other).toMatchObject({ ok: true, run: { exitCode: 3, json: { error: "not_set_up" } } });
  });

  it("an ephemeral pack: a fresh HOME for every run of the session", async () => {
    const surface = {
      id: "marks",
      kind: "wrap",
      cliBin: "marks",
      wrap: { bin: "./bin/mark.sh", json_flag: [], workspace: { mode: "ephemeral" } },
      verbs: { mark: { description: "Leave a mark in HOME.", cli: ["marks", "mark"] } },
    };
    const files = {
      "surface.json": JSON.stringify(surface, null, 2),
      "policy.json": JSON.stringify({ surface_id: "marks", verbs: { mark: { effect: "read" } } }, null, 2),
      "HARNESS.md": "# marks\n\nRun `marks mark`.\n",
      "bin/mark.sh":
        '#!/bin/sh\nif [ -e "$HOME/mark" ]; then seen=true; else seen=false; fi\ntouch "$HOME/mark"\necho "{\\"seen\\":$seen}"\n',
    };
    for (let i = 0; i < 2; i++)
      expect(await caller.command.dryRun({ files, verb: "mark", session: `marks-${tag}` })).toMatchObject({
        ok: true,
        run: { json: { seen: false } },
      });
  });
});
