// The studio's dry-runs through the queue on a real PostgreSQL (DECISIONS.md 15): two web-side clients (two web
// processes) and a runner with the studio's own sandbox executor in real bubblewrap. A session's files and first-use
// approvals follow it from one client to the other; the status and "can it run" are the runners'; the catalog's
// badge runs through the queue too.

import { rmSync } from "node:fs";
import { catalogPack } from "@packstudio/core/testing";
import { RunQueueClient } from "@packstudio/db/run-queue";
import { RunWorker } from "@packstudio/db/run-queue/worker";
import { freshPostgres } from "@packstudio/db/testing/databases";
import { defaultSessionBudgets, Sandbox } from "@packstudio/sandbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dryRunBadge } from "../catalog-badge";
import { QueuedRuns } from "./queued-runs";
import { sandboxExecutor } from "./sandbox-executor";

const url = process.env.PACKSTUDIO_TEST_DATABASE_URL;
if (!url) console.info("queued-runs: PACKSTUDIO_TEST_DATABASE_URL is unset, so the runs through the queue are skipped");

// Host uids 63300-63301: apart from every other test's range.
const root = `/dev/shm/packstudio-test-queued-${process.pid}`;
const sandbox = new Sandbox({ root, uidBase: 63300 });

function ledger(): Record<string, string> {
  const files = catalogPack("ledger");
  const surface = JSON.parse(files["surface.json"] ?? "{}");
  surface.wrap.workspace = { mode: "workspace" };
  return { ...files, "surface.json": JSON.stringify(surface) };
}

describe.skipIf(!url || !sandbox.status().available)("dry-runs through the queue", () => {
  const clients: RunQueueClient[] = [];
  let worker: RunWorker;
  let first: QueuedRuns;
  let second: QueuedRuns;
  beforeAll(async () => {
    const databaseUrl = await freshPostgres(url as string);
    worker = await RunWorker.start({
      databaseUrl,
      concurrency: 2,
      budgets: defaultSessionBudgets,
      info: { host: "test", pid: process.pid, sandbox: JSON.stringify(sandbox.status()) },
      executor: sandboxExecutor(sandbox, defaultSessionBudgets),
      warn: () => undefined,
    });
    const open = async () => {
      const client = await RunQueueClient.open({ databaseUrl, waitMs: 20_000, queuePerSession: 4 });
      clients.push(client);
      return new QueuedRuns(() => Promise.resolve(client), sandbox);
    };
    [first, second] = [await open(), await open()];
  });
  afterAll(async () => {
    await worker.stop();
    await Promise.all(clients.map((c) => c.close()));
    rmSync(root, { recursive: true, force: true });
  });

  it("carries a session's files and its first-use approval from one web process to the other", async () => {
    const files = ledger();
    const session = "queued-ledger-1";
    expect(await first.dryRun({ files, verbKey: "setup.apply", session })).toMatchObject({
      ok: false,
      error: { code: "approval_required" },
    });
    expect(await first.dryRun({ files, verbKey: "setup.apply", approved: true, session })).toMatchObject({
      ok: true,
      run: { exitCode: 0, json: { created: true } },
    });
    // Approved before, on the other process, by content: no approval asked; the ledger is set up.
    expect(await second.dryRun({ files, verbKey: "setup.apply", session })).toMatchObject({ ok: true });
    expect(await second.dryRun({ files, verbKey: "setup.status", session })).toMatchObject({
      ok: true,
      run: { json: { ready: true } },
    });
    expect(await second.dryRun({ files, verbKey: "setup.status", session: "queued-ledger-2" })).toMatchObject({
      ok: true,
      run: { json: { ready: false } },
    });
  });

  it("says the runners' status, and whether a command can run on them", async () => {
    const status = await first.status();
    expect(status).toMatchObject({ available: true, concurrency: 2, runs: { mode: "queue", runners: 1 } });
    expect(status.message).toMatch(/^Dry-runs go to 1 runner\. /);
    expect(await first.readiness({ program: "./bin/ledger.mjs", paths: ["bin/ledger.mjs"], mode: "none" })).toEqual({
      ok: true,
    });
    expect(await first.readiness({ program: "./bin/gone.mjs", paths: [], mode: "none" })).toMatchObject({
      ok: false,
      code: "not_runnable",
    });
  });

  it("gives the catalog's badge through the queue", async () => {
    expect(await dryRunBadge(first, catalogPack("todo"), `queued-badge-${process.pid}`)).toEqual({
      ok: true,
      reason: "every command exited 0",
    });
  });
});

describe("dry-runs through a queue that cannot be reached", () => {
  it("answer busy, never a server error", async () => {
    const unreachable = new QueuedRuns(
      () =>
        RunQueueClient.open({ databaseUrl: "postgres://nobody@127.0.0.1:1/none", waitMs: 1000, queuePerSession: 4 }),
      sandbox,
    );
    expect(await unreachable.dryRun({ files: ledger(), verbKey: "status", session: "unreachable-1" })).toMatchObject({
      ok: false,
      error: { code: "busy", message: expect.stringContaining("cannot be reached") },
    });
  });
});
