// Acceptance in real bubblewrap of a run's outcome (DECISIONS.md 10) and of "can it run here", asked before a run.
import { readFolderFiles } from "@packstudio/core/testing";
import { afterAll, describe, expect, it } from "vitest";
import { ledgerDir, ledgerPack, ran, scriptPack, testSandbox } from "./test-support.js";

// Host uids 61600-61603: apart from the other test files' ranges.
const { sandbox, cleanup } = testSandbox(61600);
afterAll(cleanup);

const transfer = { amount: "2.80", payee: "demo-transit" };

/** A pack whose one command starts `bin` (a bare name or a path) with `cli`'s words. */
function withBin(bin: string, cli: string[] = ["mini", "run"], mode = "ephemeral") {
  const files = scriptPack("#!/bin/sh\necho hi\n", { mode, id: cli[0] });
  const surface = JSON.parse(files["surface.json"] ?? "{}");
  surface.wrap.bin = bin;
  surface.verbs.run.cli = cli;
  return { ...files, "surface.json": JSON.stringify(surface) };
}

describe("a run's outcome", () => {
  it("the ledger's transfer before setup exits 3: failed, says why, and has no done title", async () => {
    const files = readFolderFiles(ledgerDir);
    const run = ran(
      await sandbox.dryRun({ files, verbKey: "transfer", args: transfer, approved: true, session: "o1" }),
    );
    expect(run).toMatchObject({ exitCode: 3, json: { error: "not_set_up" }, limit: null });
    expect(run.outcome).toEqual({ status: "failed", reason: "exit code 3" });
    expect(run.title).toBe("transfer failed");
  });

  it("the same transfer after setup, in a workspace: succeeded, with the done title from the result", async () => {
    const files = ledgerPack("workspace");
    ran(await sandbox.dryRun({ files, verbKey: "setup.apply", approved: true, session: "o2" }));
    const run = ran(
      await sandbox.dryRun({ files, verbKey: "transfer", args: transfer, approved: true, session: "o2" }),
    );
    expect(run.outcome).toEqual({ status: "succeeded", reason: null });
    expect(run.title).toBe("Paid 2.80 to demo-transit");
  });

  it("a command killed by a signal failed, naming the signal", async () => {
    const files = scriptPack("#!/bin/sh\nkill -SEGV $$\n", { verb: { title: { done: "Done" } } });
    const run = ran(await sandbox.dryRun({ files, verbKey: "run", session: "o3" }));
    expect(run.outcome).toEqual({ status: "failed", reason: "killed by SIGSEGV (exit code 139)" });
    expect(run.title).toBe("run failed");
  });

  it("a command stopped by a limit failed, naming the limit, even though it printed a result", async () => {
    const files = scriptPack(`console.log('{"count":1}'); process.stdout.write("x".repeat(2 * 1024 * 1024));`, {
      verb: { title: { done: "Counted {{result.count}}" } },
    });
    const run = ran(await sandbox.dryRun({ files, verbKey: "run", session: "o4" }));
    expect(run.limit).toBe("output");
    expect(run.outcome.status).toBe("failed");
    expect(run.outcome.reason).toMatch(/^stopped by the output limit/);
    expect(run.title).toBe("run failed");
  });
});

describe("a CLI on the sandbox's PATH runs by default", () => {
  it("git --version runs with no allow-list set", async () => {
    const run = ran(
      await sandbox.dryRun({ files: withBin("git", ["git", "--version"]), verbKey: "run", session: "p1" }),
    );
    expect(run.outcome.status).toBe("succeeded");
    expect(run.stdout).toMatch(/^git version \d/);
  });

  it("PACKSTUDIO_SANDBOX_ALLOW narrows it: a name it does not list is refused before anything runs", async () => {
    const narrow = testSandbox(61600, { allowedBins: ["jq"] });
    const result = await narrow.sandbox.dryRun({
      files: withBin("git", ["git", "--version"]),
      verbKey: "run",
      session: "p2",
    });
    narrow.cleanup();
    expect(result).toMatchObject({
      ok: false,
      error: { code: "not_runnable", message: expect.stringContaining("PACKSTUDIO_SANDBOX_ALLOW") },
    });
  });
});

describe("readiness: can it run here, before the click", () => {
  const paths = (files: Record<string, string>) => Object.keys(files);
  const ledger = readFolderFiles(ledgerDir);
  const none = testSandbox(61600, { allowedBins: [] });
  const bare = testSandbox(61600, { searchPath: "/nonexistent" });
  const noProject = testSandbox(61600, { sampleProjectDir: undefined });
  afterAll(() => {
    none.cleanup();
    bare.cleanup();
    noProject.cleanup();
  });

  it.each([
    [
      "the ledger's own script: can run",
      sandbox,
      { program: "./bin/ledger.mjs", paths: paths(ledger), mode: "none" },
      null,
    ],
    ["git on PATH: can run", sandbox, { program: "git", paths: [], mode: "project" }, null],
    [
      "a script the pack lacks",
      sandbox,
      { program: "./bin/gone.mjs", paths: paths(ledger), mode: "none" },
      "not_runnable",
    ],
    ["a CLI not installed: not_runnable", sandbox, { program: "notes", paths: [], mode: "project" }, "not_runnable"],
    [
      "a CLI the operator allows none of: not_runnable",
      none.sandbox,
      { program: "git", paths: [], mode: "none" },
      "not_runnable",
    ],
    [
      "no bubblewrap: sandbox_unavailable",
      bare.sandbox,
      { program: "./bin/ledger.mjs", paths: paths(ledger), mode: "none" },
      "sandbox_unavailable",
    ],
    [
      "project mode, no project folder: no_project",
      noProject.sandbox,
      { program: "git", paths: [], mode: "project" },
      "no_project",
    ],
  ] as const)("%s", (_name, box, input, code) => {
    const ready = box.readiness(input);
    if (code === null) expect(ready).toEqual({ ok: true });
    else expect(ready).toMatchObject({ ok: false, code, reason: expect.any(String) });
  });

  it("says the same as a run: what readiness refuses, dryRun refuses with the same words", async () => {
    const files = withBin("notes", ["mini", "run"]);
    const ready = sandbox.readiness({ program: "notes", paths: paths(files), mode: "ephemeral" });
    const result = await sandbox.dryRun({ files, verbKey: "run", session: "r1" });
    expect(ready.ok).toBe(false);
    expect(result.ok ? "" : result.error.message).toBe(ready.ok ? "" : ready.reason);
  });
});
