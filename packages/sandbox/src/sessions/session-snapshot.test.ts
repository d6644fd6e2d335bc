// A session held outside this process (DECISIONS.md 15): runs in real bubblewrap against a snapshot, its changes
// carried to the next snapshot as a runner carries them through the database.
import { afterAll, describe, expect, it } from "vitest";
import { ledgerPack, ran, scriptPack, testSandbox } from "../test-support.js";
import type { HeldWorkspace } from "../workspace/workspace-state.js";
import { type SessionChanges, SessionSnapshot, type StoredSession } from "./session-snapshot.js";

// Host uids 63000-63003: apart from every other test file's range.
const { sandbox, cleanup } = testSandbox(63000);
afterAll(cleanup);

const budget = 128 * 1024 * 1024;
const empty: StoredSession = { approvals: [], workspaces: new Map() };

/** What the next run would load: the stored session with a run's changes applied. */
function apply(stored: StoredSession, changes: SessionChanges): StoredSession {
  const workspaces = new Map<string, HeldWorkspace>(stored.workspaces);
  for (const [key, held] of changes.workspaces) {
    if (held) workspaces.set(key, held);
    else workspaces.delete(key);
  }
  return { approvals: [...stored.approvals, ...changes.approved], workspaces };
}

describe("a session snapshot", () => {
  const ledger = ledgerPack("workspace");

  it("carries setup.apply's files and its first-use approval to the next snapshot, and nothing else", async () => {
    const first = new SessionSnapshot("s1", empty, budget);
    ran(await sandbox.dryRun({ files: ledger, verbKey: "setup.apply", approved: true, session: "s1" }, first));
    const changes = first.changes();
    const key = sandbox.workspaceKey(ledger);
    expect(key).toBe("workspace:ledger");
    expect([...changes.workspaces.keys()]).toEqual([key]);
    expect(changes.approved).toHaveLength(1);

    const stored = apply(empty, changes);
    const second = new SessionSnapshot("s1", stored, budget);
    // Approved before, by content: no approval asked; the ledger set up before.
    const status = ran(await sandbox.dryRun({ files: ledger, verbKey: "setup.status", session: "s1" }, second));
    expect(status.json).toMatchObject({ ready: true });
    const again = ran(await sandbox.dryRun({ files: ledger, verbKey: "setup.apply", session: "s1" }, second));
    expect(again.exitCode).toBe(0);
    // A run that wrote nothing new is no change to store.
    const unchanged = new SessionSnapshot("s1", stored, budget);
    ran(await sandbox.dryRun({ files: ledger, verbKey: "status", session: "s1" }, unchanged));
    expect(unchanged.changes()).toEqual({ approved: [], workspaces: new Map() });
  });

  it("drops a workspace over the client's budget, so the next run starts afresh", async () => {
    const files = scriptPack('#!/bin/sh\nhead -c 200000 /dev/zero > "$HOME/big"\necho done\n', {
      mode: "workspace",
      id: "big",
    });
    const before = new SessionSnapshot("s2", empty, budget);
    ran(await sandbox.dryRun({ files, verbKey: "run", session: "s2" }, before));
    const kept = before.changes().workspaces.get("workspace:big");
    expect(kept?.bytes).toBeGreaterThan(200_000);
    const small = new SessionSnapshot("s2", apply(empty, before.changes()), 100_000);
    ran(await sandbox.dryRun({ files, verbKey: "run", session: "s2" }, small));
    expect(small.changes().workspaces).toEqual(new Map([["workspace:big", null]]));
  });

  it("refuses a session it does not hold", () => {
    const snapshot = new SessionSnapshot("s3", empty, budget);
    expect(() => snapshot.isApproved("other", "k")).toThrow("holds session s3, not other");
  });

  it("names no workspace for a mode that keeps none", () => {
    expect(sandbox.workspaceKey(scriptPack("#!/bin/sh\necho\n"))).toBeUndefined();
    expect(sandbox.workspaceKey(ledgerPack("project"))).toBe("project:ledger");
  });
});
