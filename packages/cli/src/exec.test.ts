// packstudio exec, the json_exec face (DECISIONS.md 12): every refusal code and a successful run, as JSON answers
// of the real binary (golden files; a run's duration is the one value set to 0).
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { afterAll, describe, expect, it, vi } from "vitest";
import { packstudioBin, testEnv } from "./testing/mcp-servers.js";
import { repoRoot } from "./testing/run-cli.js";

// Real processes and real bubblewrap runs, several per test: generous on a busy 2-core machine (no timed assertion).
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const env = testEnv(64_200);
afterAll(() => rmSync(env.PACKSTUDIO_SANDBOX_ROOT ?? "", { recursive: true, force: true }));

function exec(dir: string, input: string, ...flags: string[]) {
  const r = spawnSync(process.execPath, [packstudioBin, "exec", dir, ...flags], {
    cwd: repoRoot,
    env,
    input,
    encoding: "utf8",
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The answer with a run's duration set to 0 (the only value that changes between runs). */
function stable(stdout: string): string {
  return stdout.replace(/"durationMs": [\d.]+/g, '"durationMs": 0');
}

const ledger = "spec/examples/ledger";
const pay = { amount: "2.80", payee: "demo-transit" };
// A fresh session per case: workspaces are kept per --session, and these cases must not see each other's.
let session = 0;

const cases: [name: string, dir: string, request: unknown, flags: string[], exit: number, code: string | null][] = [
  ["ok-read", ledger, { verb: "setup.status" }, [], 0, null],
  ["ok-approve-flag", ledger, { verb: "setup.apply" }, ["--approve"], 0, null],
  ["ok-approved-field", ledger, { verb: "setup.apply", approved: true }, [], 0, null],
  ["approval-required", ledger, { verb: "transfer", args: pay }, [], 1, "approval_required"],
  ["unknown-command", ledger, { verb: "refund" }, [], 1, "unknown_command"],
  ["unknown-argument", ledger, { verb: "transfer", args: { ...pay, tip: "1" } }, [], 1, "unknown_argument"],
  ["missing-argument", ledger, { verb: "transfer", args: { amount: "2.80" } }, [], 1, "missing_argument"],
  ["invalid-argument", ledger, { verb: "transfer", args: { ...pay, amount: 2.8 } }, [], 1, "invalid_argument"],
  ["run-failed", ledger, { verb: "status" }, [], 1, "run_failed"],
  ["invalid-request-field", ledger, { verb: "status", approve: true }, [], 2, "invalid_request"],
  ["invalid-request-verb", ledger, { verb: ["status"] }, [], 2, "invalid_request"],
];

describe("packstudio exec answers (D12 json_exec)", () => {
  it.each(cases)("%s", async (name, dir, request, flags, exit, code) => {
    const r = exec(dir, JSON.stringify(request), "--session", `golden-${process.pid}-${session++}`, ...flags);
    expect(r.status).toBe(exit);
    const answer = JSON.parse(r.stdout);
    expect(answer.ok).toBe(code === null);
    if (code !== null) expect(answer.error.code).toBe(code);
    await expect(stable(r.stdout)).toMatchFileSnapshot(`golden/exec-${name}.json`);
  });

  // Not golden: their messages are lint's and the sandbox's words, which change with those packages.
  it("a pack with lint errors is pack_invalid, naming the codes and the findings", () => {
    const r = exec("spec/examples/broken", JSON.stringify({ verb: "status" }));
    expect(r.status).toBe(1);
    const { error } = JSON.parse(r.stdout);
    expect(error.code).toBe("pack_invalid");
    expect(error.names).toContain("M001");
    expect(error.message).toMatch(/spec\/examples\/broken\/surface\.json:\d+:\d+ error M001 /);
  });

  it("a command the sandbox cannot start is not_runnable", () => {
    const r = exec("spec/examples/notes-project", JSON.stringify({ verb: "list" }));
    expect(r.status).toBe(1);
    expect(JSON.parse(r.stdout).error).toMatchObject({ code: "not_runnable", names: ["notes"] });
  });

  it("a request that is not JSON is invalid_request, answered in JSON", () => {
    const r = exec(ledger, "verb=status");
    expect(r.status).toBe(2);
    expect(JSON.parse(r.stdout).error).toMatchObject({ code: "invalid_request", names: [] });
  });

  it("the answer's hidden characters are \\u escapes: the same data, nothing a terminal acts on", () => {
    const r = exec(ledger, JSON.stringify({ verb: "transfer", args: { ...pay, "memo\u202E": "x" } }));
    expect(r.stdout).not.toContain("\u202E");
    expect(r.stdout).toContain("memo\\u202e");
    expect(JSON.parse(r.stdout).error.names).toEqual(["memo\u202E"]);
  });

  it("a session keeps its workspace across exec processes (DECISIONS.md 9)", () => {
    const dir = "catalog/packs/todo";
    const s = ["--session", `todo-${process.pid}`, "--approve"];
    const added = exec(dir, JSON.stringify({ verb: "add", args: { text: "Water the plants" } }), ...s);
    expect(JSON.parse(added.stdout)).toMatchObject({ ok: true, verb: "add" });
    const listed = JSON.parse(exec(dir, JSON.stringify({ verb: "list" }), ...s).stdout);
    expect(JSON.stringify(listed.result)).toContain("Water the plants");
  });

  it("--no-sandbox runs on the host and says so loudly on stderr", () => {
    const r = exec(ledger, JSON.stringify({ verb: "setup.status" }), "--no-sandbox");
    expect(r.stderr).toContain("WARNING: --no-sandbox");
    expect(JSON.parse(r.stdout)).toMatchObject({ ok: true, verb: "setup.status", exitCode: 0 });
  });
});
