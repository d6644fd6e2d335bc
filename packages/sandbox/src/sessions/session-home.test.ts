// One HOME per session (DECISIONS.md 9) in real bubblewrap: kept across a session's runs in every mode but
// `ephemeral`, as a real runtime keeps the person's home; never shared between sessions.
import { readFolderFiles } from "@packstudio/core/testing";
import { afterAll, describe, expect, it } from "vitest";
import { ledgerDir, ran, scriptPack, testSandbox } from "../test-support.js";

// Host uids 61050-61053: apart from every other test file's range.
const { sandbox, cleanup } = testSandbox(61050);
afterAll(cleanup);

const transfer = { amount: "2.80", payee: "demo-transit" };

describe("the ledger as written (workspace mode none, its store in $HOME)", () => {
  const files = readFolderFiles(ledgerDir);

  it("setup.apply then transfer in one session: the transfer succeeds, from the store setup.apply made", async () => {
    const setup = ran(await sandbox.dryRun({ files, verbKey: "setup.apply", approved: true, session: "home-a" }));
    expect(setup).toMatchObject({ exitCode: 0, json: { created: true } });
    const paid = ran(
      await sandbox.dryRun({ files, verbKey: "transfer", args: transfer, approved: true, session: "home-a" }),
    );
    expect(paid).toMatchObject({ exitCode: 0, json: { balance: "117.20" }, outcome: { status: "succeeded" } });
    expect(paid.title).toBe("Paid 2.80 to demo-transit");
    expect(paid.sideEffects).toEqual([expect.objectContaining({ path: "home/.ledger.json", change: "changed" })]);
  });

  it("another session has a HOME of its own: not set up", async () => {
    ran(await sandbox.dryRun({ files, verbKey: "setup.apply", approved: true, session: "home-b" }));
    const other = ran(
      await sandbox.dryRun({ files, verbKey: "transfer", args: transfer, approved: true, session: "home-c" }),
    );
    expect(other).toMatchObject({ exitCode: 3, json: { error: "not_set_up" } });
  });
});

describe("HOME across the runs of one session, by workspace mode (DECISIONS.md 9)", () => {
  // Leaves a mark in HOME and says whether the mark was there already.
  const probe =
    '#!/bin/sh\nif [ -e "$HOME/mark" ]; then seen=true; else seen=false; fi\necho x >> "$HOME/mark"\necho "{\\"seen\\":$seen}"\n';
  it.each([
    ["none", true],
    ["workspace", true],
    ["project", true],
    ["ephemeral", false],
  ])("%s: the second run sees the first one's HOME: %s", async (mode, kept) => {
    const files = scriptPack(probe, { mode, id: `home-${mode}` });
    const session = `modes-${mode}`;
    expect(ran(await sandbox.dryRun({ files, verbKey: "run", session })).json).toEqual({ seen: false });
    expect(ran(await sandbox.dryRun({ files, verbKey: "run", session })).json).toEqual({ seen: kept });
    expect(ran(await sandbox.dryRun({ files, verbKey: "run", session: `${session}-other` })).json).toEqual({
      seen: false,
    });
  });

  it("names the workspace a runner must load for every mode but ephemeral", () => {
    expect(sandbox.workspaceKey(readFolderFiles(ledgerDir))).toBe("none:ledger");
    expect(sandbox.workspaceKey(scriptPack("#!/bin/sh\necho\n", { mode: "ephemeral" }))).toBeUndefined();
  });
});
