// Acceptance of sandbox runs in real bubblewrap: workspace modes, approval, refusals, side effects, titles, env.

import { readFolderFiles } from "@packstudio/core/testing";
import { afterAll, describe, expect, it } from "vitest";
import { installBwrapMessage } from "./launch/availability.js";
import { defaultLimits } from "./limits/limits.js";
import { cgroupSupport, effectiveLimits } from "./limits/run-cgroup.js";
import { Sandbox } from "./sandbox.js";
import { ledgerPack, ran, scriptPack, testSandbox } from "./test-support.js";

// Host uids 61010-61013: apart from the default 61000 range a studio or CLI on this machine may be using.
const { sandbox, cleanup } = testSandbox(61010);
afterAll(cleanup);

const transfer = { amount: "2.80", payee: "demo-transit" };

describe("the ledger in workspace mode", () => {
  const files = ledgerPack("workspace");

  it("runs setup.apply, transfer and list in one session, and list sees its own entry", async () => {
    const setup = ran(await sandbox.dryRun({ files, verbKey: "setup.apply", approved: true, session: "alice" }));
    expect(setup).toMatchObject({ exitCode: 0, json: { created: true }, limit: null });
    const paid = ran(
      await sandbox.dryRun({ files, verbKey: "transfer", args: transfer, approved: true, session: "alice" }),
    );
    expect(paid).toMatchObject({
      exitCode: 0,
      json: { entry: { payee: "demo-transit", amount: "2.80" }, balance: "117.20" },
    });
    expect(paid.title).toBe("Paid 2.80 to demo-transit");
    expect(paid.sideEffects).toEqual([
      expect.objectContaining({ path: "home/.ledger.json", change: "changed", sizeBefore: expect.any(Number) }),
    ]);
    expect(paid.sideEffects[0]?.diff).toMatch(/^-.*"entries":\[\]\}\n\+.*"payee":"demo-transit"/);
    const list = ran(await sandbox.dryRun({ files, verbKey: "list", session: "alice" }));
    expect(list.json).toEqual({ entries: [{ id: "e1", amount: "2.80", payee: "demo-transit", memo: "" }] });
    expect(list.sideEffects).toEqual([]);
  });

  it("keeps one session's workspace from another", async () => {
    ran(await sandbox.dryRun({ files, verbKey: "setup.apply", approved: true, session: "bob" }));
    const list = ran(await sandbox.dryRun({ files, verbKey: "list", session: "bob" }));
    expect(list.json).toEqual({ entries: [] });
  });
});

describe("workspaces kept on disk for the next process (the CLI)", () => {
  it("a second process of the same session starts from the first one's files, and only that session", async () => {
    const files = ledgerPack("workspace");
    const first = testSandbox(61014);
    const second = new Sandbox({ root: first.root, uidBase: 61014 }, {}, true);
    const firstBox = new Sandbox({ root: first.root, uidBase: 61014 }, {}, true);
    try {
      ran(await firstBox.dryRun({ files, verbKey: "setup.apply", approved: true, session: "cli-a" }));
      const paid = ran(
        await second.dryRun({ files, verbKey: "transfer", args: transfer, approved: true, session: "cli-a" }),
      );
      expect(paid).toMatchObject({ exitCode: 0, json: { balance: "117.20" } });
      const other = ran(await second.dryRun({ files, verbKey: "list", session: "cli-b" }));
      expect(other.exitCode).not.toBe(0);
    } finally {
      first.cleanup();
    }
  });
});

describe("where the command runs (DECISIONS.md 9)", () => {
  const probe = `import { readdirSync, readFileSync, writeFileSync } from "node:fs";
const seen = readdirSync(".").sort();
let write = "ok";
try { writeFileSync("marker.txt", "here\\n"); } catch (e) { write = e.code; }
const greet = seen.includes("src") ? readFileSync("src/greet.js", "utf8") : null;
console.log(JSON.stringify({ cwd: process.cwd(), seen, write, greet, project: process.env.HCP_PROJECT_DIR ?? null }));`;
  const sample = readFolderFiles(new URL("../sample-project", import.meta.url).pathname);

  it("ephemeral: a fresh empty folder for each run", async () => {
    const files = scriptPack(probe, { mode: "ephemeral" });
    for (let i = 0; i < 2; i++) {
      const run = ran(await sandbox.dryRun({ files, verbKey: "run", session: "eph" }));
      expect(run.json).toEqual({ cwd: "/work", seen: [], write: "ok", greet: null, project: null });
      expect(run.sideEffects).toEqual([expect.objectContaining({ path: "work/marker.txt", change: "created" })]);
    }
  });

  it("none: the pack's own folder, read-only", async () => {
    const files = scriptPack(probe, { mode: "none" });
    const run = ran(await sandbox.dryRun({ files, verbKey: "run", session: "none" }));
    expect(run.json).toEqual({
      cwd: "/pack",
      seen: ["HARNESS.md", "bin", "policy.json", "surface.json"],
      write: "EROFS",
      greet: null,
      project: null,
    });
    expect(run.sideEffects).toEqual([]);
  });

  it("project: the sample project, kept across the session's runs", async () => {
    const files = scriptPack(probe, { mode: "project" });
    const first = ran(await sandbox.dryRun({ files, verbKey: "run", session: "proj" }));
    expect(first.json).toEqual({
      cwd: "/work",
      seen: ["README.md", "src"],
      write: "ok",
      greet: sample["src/greet.js"],
      project: "/work",
    });
    const second = ran(await sandbox.dryRun({ files, verbKey: "run", session: "proj" }));
    expect(second.json).toMatchObject({ seen: ["README.md", "marker.txt", "src"] });
  });

  it("project without a sample project is refused with no_project", async () => {
    const local = testSandbox(61010, { sampleProjectDir: undefined });
    const result = await local.sandbox.dryRun({
      files: scriptPack(probe, { mode: "project" }),
      verbKey: "run",
      session: "p",
    });
    local.cleanup();
    expect(result).toMatchObject({ ok: false, error: { code: "no_project" } });
  });
});

describe("approval (DECISIONS.md 3, 7)", () => {
  const files = ledgerPack("workspace");

  it("refuses an `always` command without approved: true, every time, with its card", async () => {
    ran(await sandbox.dryRun({ files, verbKey: "setup.apply", approved: true, session: "carol" }));
    for (const step of ["before", "after an approved run"]) {
      const result = await sandbox.dryRun({ files, verbKey: "transfer", args: transfer, session: "carol" });
      expect(result.ok, step).toBe(false);
      if (result.ok) continue;
      expect(result.error).toMatchObject({ code: "approval_required", names: ["transfer"] });
      expect(result.error.card).toMatchObject({ kind: "payment" });
      expect(result.plan?.display).toContain("--confirm");
      if (step === "before")
        ran(await sandbox.dryRun({ files, verbKey: "transfer", args: transfer, approved: true, session: "carol" }));
    }
  });

  it("remembers a `first_use` approval for the session, and only for it", async () => {
    const ask = (session: string, approved?: boolean) =>
      sandbox.dryRun({ files, verbKey: "setup.apply", session, ...(approved && { approved }) });
    expect(await ask("dave")).toMatchObject({
      ok: false,
      error: { code: "approval_required", names: ["setup.apply"] },
    });
    expect(await ask("dave", true)).toMatchObject({ ok: true });
    expect(await ask("dave")).toMatchObject({ ok: true, run: { exitCode: 0 } });
    expect(await ask("erin")).toMatchObject({ ok: false, error: { code: "approval_required" } });
  });

  it("asks again for a changed pack of the same id: first use is remembered by content, not by id", async () => {
    ran(await sandbox.dryRun({ files, verbKey: "setup.apply", session: "fran", approved: true }));
    expect(await sandbox.dryRun({ files, verbKey: "setup.apply", session: "fran" })).toMatchObject({ ok: true });
    const changed = { ...files, "HARNESS.md": `${files["HARNESS.md"]}\nA later version.\n` };
    expect(await sandbox.dryRun({ files: changed, verbKey: "setup.apply", session: "fran" })).toMatchObject({
      ok: false,
      error: { code: "approval_required", names: ["setup.apply"] },
    });
  });
});

describe("refusals before anything runs", () => {
  const ledger = ledgerPack("workspace");
  const policy = JSON.parse(ledger["policy.json"] ?? "{}");
  const withBin = (bin: string) => {
    const files = scriptPack("#!/bin/sh\necho hi\n");
    const surface = JSON.parse(files["surface.json"] ?? "{}");
    surface.wrap.bin = bin;
    return { ...files, "surface.json": JSON.stringify(surface) };
  };
  const cases = [
    {
      name: "a pack that fails lint",
      files: { ...ledger, "policy.json": JSON.stringify({ ...policy, surface_id: "other" }) },
      code: "pack_invalid",
    },
    {
      name: "the broken example",
      files: readFolderFiles(new URL("../../../spec/examples/broken", import.meta.url).pathname),
      code: "pack_invalid",
    },
    { name: "a bare bin not installed where the sandbox looks", files: withBin("frobnicate"), code: "not_runnable" },
    {
      name: "a pack script node and sh do not run",
      files: { ...withBin("./bin/run.py"), "bin/run.py": "print(1)\n" },
      code: "not_runnable",
    },
  ];
  it.each(cases)("$name: $code", async ({ files, code }) => {
    const result = await sandbox.dryRun({ files, verbKey: "run", session: "r" });
    expect(result).toMatchObject({ ok: false, error: { code } });
    if (!result.ok) expect(result.error.names.length).toBeGreaterThan(0);
  });

  it.each([
    ["a NUL character", "a\u0000b", "holds a NUL character (U+0000)"],
    ["a word longer than Linux takes", "x".repeat(200_000), "one word of a command line may hold"],
  ])("an argument holding %s: invalid_argument, before anything runs", async (_name, memo, message) => {
    const result = await sandbox.dryRun({
      files: ledger,
      verbKey: "transfer",
      args: { ...transfer, memo },
      approved: true,
      session: "nul",
    });
    expect(result).toMatchObject({
      ok: false,
      error: { code: "invalid_argument", names: ["transfer"], message: expect.stringContaining(message) },
    });
  });

  it("runs a bare bin the operator allowed, from the system's folders", async () => {
    const local = testSandbox(61010, { allowedBins: ["echo"] });
    const result = await local.sandbox.dryRun({ files: withBin("echo"), verbKey: "run", session: "a" });
    local.cleanup();
    expect(ran(result)).toMatchObject({ exitCode: 0, stdout: "run\n" });
  });

  it("refuses sandbox runs without bubblewrap, saying how to install it, and still plans", async () => {
    const bare = new Sandbox({ root: "/dev/shm/packstudio-test-unused", searchPath: "/nonexistent" });
    expect(bare.status()).toMatchObject({ available: false, bwrap: null });
    const result = await bare.dryRun({ files: ledger, verbKey: "status", session: "s" });
    expect(result).toMatchObject({ ok: false, error: { code: "sandbox_unavailable", message: installBwrapMessage } });
    expect(result.ok ? "" : result.error.message).toContain("apt-get install bubblewrap");
    expect(result.plan?.argv).toEqual(["ledger", "status", "--json"]);
  });
});

describe("what a run reports", () => {
  it("lists created, changed and removed files with a text diff", async () => {
    const script = `import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
if (process.argv[3] === "one") { writeFileSync("a.txt", "one\\ntwo\\n"); writeFileSync("b.txt", "bye\\n"); }
else { writeFileSync("a.txt", "one\\nthree\\n"); rmSync("b.txt"); mkdirSync("c"); writeFileSync("c/d.txt", "new\\n"); }
console.log("{}");`;
    const files = scriptPack(script, {
      mode: "workspace",
      verb: {
        cli: ["mini", "run", "{{step}}"],
        args: { type: "object", properties: { step: { type: "string", enum: ["one", "two"] } }, required: ["step"] },
      },
    });
    const first = ran(await sandbox.dryRun({ files, verbKey: "run", args: { step: "one" }, session: "fx" }));
    expect(first.sideEffects.map((e) => `${e.change} ${e.path}`)).toEqual(["created work/a.txt", "created work/b.txt"]);
    const run = ran(await sandbox.dryRun({ files, verbKey: "run", args: { step: "two" }, session: "fx" }));
    expect(run.exitCode).toBe(0);
    expect(run.sideEffects).toEqual([
      { path: "work/a.txt", change: "changed", sizeBefore: 8, sizeAfter: 10, diff: " one\n-two\n+three" },
      { path: "work/b.txt", change: "removed", sizeBefore: 4, sizeAfter: null },
      { path: "work/c/d.txt", change: "created", sizeBefore: null, sizeAfter: 4, diff: "+new" },
    ]);
  });

  const title = { live: "Counting", done: ["Counted {{result.count}} items", "Counted"] };
  it.each([
    { output: '{"count":3}', json: { count: 3 }, expected: "Counted 3 items" },
    { output: "not json", json: null, expected: "Counted" },
  ])("fills the done title from the JSON result: $expected", async ({ output, json, expected }) => {
    const files = scriptPack(`#!/bin/sh\necho '${output}'\n`, { verb: { title } });
    const result = await sandbox.dryRun({ files, verbKey: "run", session: "t" });
    expect(result.plan?.title).toBe("Counting");
    expect(ran(result)).toMatchObject({ json, title: expected });
  });

  it("gives the command only PATH, HOME, agent_env and HCP_* values (and bubblewrap's PWD)", async () => {
    process.env.PACKSTUDIO_CANARY = "canary-7f3a";
    try {
      const files = scriptPack("console.log(JSON.stringify(process.env))", { agentEnv: { MINI_COLOR: "never" } });
      const run = ran(await sandbox.dryRun({ files, verbKey: "run", session: "env" }));
      expect(run.json).toEqual({
        PATH: "/usr/local/bin:/usr/bin:/bin",
        HOME: "/home/agent",
        MINI_COLOR: "never",
        HCP_PACK_ID: "mini",
        HCP_VERB: "run",
        HCP_WORKSPACE_MODE: "ephemeral",
        PWD: "/work",
      });
      expect(run.stdout).not.toContain("canary-7f3a");
    } finally {
      delete process.env.PACKSTUDIO_CANARY;
    }
  });

  it("caps node's heap (half the run's memory with a cgroup), in the pack's script and in node processes it starts", async () => {
    const script = `import { execFileSync } from "node:child_process";
import v8 from "node:v8";
const child = execFileSync(process.execPath, ["-p", "require('node:v8').getHeapStatistics().heap_size_limit"]);
console.log(JSON.stringify({ self: v8.getHeapStatistics().heap_size_limit, child: Number(child) }));`;
    const run = ran(await sandbox.dryRun({ files: scriptPack(script), verbKey: "run", session: "heap" }));
    const MiB = 1024 * 1024;
    const cap = effectiveLimits(defaultLimits, cgroupSupport()).nodeHeapMiB;
    expect(cap).toBeLessThanOrEqual(256);
    for (const heap of Object.values(run.json as Record<string, number>)) {
      expect(heap).toBeGreaterThanOrEqual(cap * MiB);
      expect(heap).toBeLessThanOrEqual((cap + 64) * MiB);
    }
  });
});
