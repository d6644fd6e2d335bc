// The action's script end to end: `node action/run.mjs` with a pull request's GITHUB_* environment, against copies of
// the spec's ledger (clean) and broken (errors) packs in a git repository, the real packstudio CLI, and one local HTTP
// server standing in for GitHub's REST API and answering the studio's share.create route.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { validSarif } from "@packstudio/cli/testing/sarif-schema";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { outputNames } from "./run-action.mjs";
import { runScript } from "./testing/run-script.js";
import { StandInServer } from "./testing/stand-in-server.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
const stand = new StandInServer();
let temp = "";
let repo = "";
let base = "";
let url = "";

function git(...args: string[]) {
  const env = { ...process.env, GIT_AUTHOR_NAME: "t", GIT_AUTHOR_EMAIL: "t@x", GIT_COMMITTER_NAME: "t" };
  return execFileSync("git", args, { cwd: repo, env: { ...env, GIT_COMMITTER_EMAIL: "t@x" }, encoding: "utf8" }).trim();
}

beforeAll(async () => {
  temp = mkdtempSync(join(tmpdir(), "packstudio-action-"));
  repo = join(temp, "repo");
  cpSync(join(root, "spec/examples/ledger"), join(repo, "packs/ledger"), { recursive: true });
  git("init", "-q", "-b", "main");
  git("add", ".");
  git("commit", "-q", "-m", "ledger");
  base = git("rev-parse", "HEAD");
  // The pull request: ledger's list becomes a write command (without a card), and the broken pack is added.
  const policy = join(repo, "packs/ledger/policy.json");
  writeFileSync(
    policy,
    readFileSync(policy, "utf8").replace('"list": { "effect": "read" }', '"list": { "effect": "write" }'),
  );
  cpSync(join(root, "spec/examples/broken"), join(repo, "packs/broken"), { recursive: true });
  git("add", ".");
  git("commit", "-q", "-m", "list writes; broken pack");
  const head = git("rev-parse", "HEAD");
  writeFileSync(
    join(temp, "event.json"),
    JSON.stringify({ pull_request: { number: 7, base: { sha: base, ref: "main" }, head: { sha: head } } }),
  );
  await stand.start();
  url = stand.url;
});
afterAll(async () => {
  await stand.close();
  rmSync(temp, { recursive: true, force: true });
});

/** The script on the pull request's repository, with a pull request's (or another event's) environment. */
function runAction(inputs: Record<string, string>, event = "pull_request") {
  const env = {
    GITHUB_ACTIONS: "true",
    GITHUB_WORKSPACE: repo,
    GITHUB_EVENT_NAME: event,
    GITHUB_EVENT_PATH: join(temp, "event.json"),
    GITHUB_REPOSITORY: "acme/packs",
    GITHUB_API_URL: url,
    "INPUT_SARIF-FILE": "reports/packstudio.sarif",
    "INPUT_GITHUB-TOKEN": "test-token",
    INPUT_SERVER: url,
    ...inputs,
  };
  return runScript(env, temp);
}

type Log = {
  runs: {
    results: {
      ruleId: string;
      level: string;
      locations: { physicalLocation: { artifactLocation: { uri: string } } }[];
    }[];
    tool: { driver: { rules: { id: string }[] } };
  }[];
};
const uris = (log: Log) => log.runs[0]?.results.map((r) => r.locations[0]?.physicalLocation.artifactLocation.uri) ?? [];
const marked = () => stand.comments.filter((c) => c.body.includes("<!-- packstudio-review -->"));

describe("on a pull request", () => {
  beforeAll(() => {
    stand.requests = [];
    stand.comments = [{ id: 1, body: "Looks good to me", html_url: "https://github.test/c/1" }];
  });

  it("first push, the clean ledger: warnings annotated, SARIF, summary, exit 0, and the review comment created", async () => {
    const r = await runAction({ INPUT_PACKS: "packs/ledger" });
    expect([r.code, r.stderr]).toEqual([0, ""]);
    const annotations = r.stdout.split("\n").filter((l) => l.startsWith("::"));
    expect(annotations).toHaveLength(9); // the eight of the spec's ledger (two M027 option injections among them), and M024 for list, now a write command
    for (const line of annotations)
      expect(line).toMatch(
        /^::warning file=packs\/ledger\/surface\.json,line=\d+,col=\d+,endLine=\d+,endColumn=\d+,title=M0\d\d::/,
      );
    expect(r.stdout).toContain('✔ "ledger" passes lint: 0 errors, 9 warnings, 0 info');

    expect(validSarif(r.sarif)).toBe(true);
    expect(new Set(uris(r.sarif as Log))).toEqual(new Set(["packs/ledger/surface.json"]));
    expect(Object.keys(r.outputs)).toEqual(outputNames);
    expect(r.outputs).toEqual({
      "sarif-file": "reports/packstudio.sarif",
      errors: "0",
      warnings: "9",
      notes: "0",
      packs: "packs/ledger",
      "review-comment-url": "https://github.test/acme/packs/pull/7#issuecomment-1001",
    });
    expect(r.summary).toContain("| `packs/ledger` | ✔ passes (0 errors, 9 warnings, 0 notes) |");

    // Both sides stored on the studio, and one comment created with the review link and the risks.
    const link = `${url}/review/share00000000001...share00000000002`;
    expect(stand.requests.filter((q) => q.path === "/api/trpc/share.create")).toHaveLength(2);
    expect(stand.requests.filter((q) => q.method === "POST" && q.path.endsWith("/comments"))).toHaveLength(1);
    expect(marked()).toHaveLength(1);
    expect(marked()[0]?.body).toContain(`[Open the review in Pack Studio](${link})`);
    expect(marked()[0]?.body).toContain(
      '- **HIGH** "list" went from read to write: a runtime now treats it as changing data \\(approval',
    );
    expect(r.summary).toContain(link);
    expect(r.stdout).toContain("Review comment created: https://github.test/acme/packs/pull/7#issuecomment-1001");
  });

  it("second push, every pack: broken's errors annotated, exit 1, and the same comment updated", async () => {
    const before = stand.requests.length;
    const r = await runAction({ INPUT_PACKS: "packs/*" });
    expect([r.code, r.stderr]).toEqual([1, ""]);
    expect(r.stdout).toContain(
      '::error file=packs/broken/surface.json,line=2,col=9,endLine=2,endColumn=22,title=M001::The pack "id" "Broken-Pack" is not lower-case',
    );
    expect(r.stdout).toContain('✖ "Broken-Pack" fails lint: 19 errors, 5 warnings, 0 info');

    const log = r.sarif as Log;
    expect(validSarif(log)).toBe(true);
    expect(log.runs).toHaveLength(1);
    expect(uris(log).filter((u) => u?.startsWith("packs/broken/"))).toHaveLength(24);
    expect(uris(log).filter((u) => u?.startsWith("packs/ledger/"))).toHaveLength(9);
    const ids = log.runs[0]?.tool.driver.rules.map((rule) => rule.id) ?? [];
    expect(ids).toEqual([...new Set(ids)].sort());
    expect(r.outputs).toMatchObject({ errors: "19", warnings: "14", notes: "0", packs: "packs/broken\npacks/ledger" });
    expect(r.summary).toContain("| `packs/broken` | ✖ fails (19 errors, 5 warnings, 0 notes) |");

    const calls = stand.requests.slice(before);
    expect(calls.filter((q) => q.method === "POST" && q.path.includes("/comments"))).toHaveLength(0);
    expect(calls.filter((q) => q.method === "PATCH").map((q) => q.path)).toEqual([
      "/repos/acme/packs/issues/comments/1001",
    ]);
    expect(stand.comments).toHaveLength(2); // the person's comment and the action's one
    const body = marked()[0]?.body ?? "";
    expect(body).toContain("A new pack in this change: nothing to compare with. [Open it in Pack Studio](");
    expect(body).toContain(`${url}/review/share`);
    expect(r.outputs["review-comment-url"]).toBe("https://github.test/acme/packs/pull/7#issuecomment-1001");
  });

  it("a read-only token (a fork's pull request): a warning, and the exit status from lint alone", async () => {
    const r = await runAction({ INPUT_PACKS: "packs/ledger", "INPUT_GITHUB-TOKEN": "read-only" });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("::warning title=packstudio review::The review comment was not posted: PATCH");
    expect(r.stdout).toContain("HTTP 403: Resource not accessible by integration");
    expect(r.outputs["review-comment-url"]).toBe("");
  });

  it("a base commit the clone does not hold and cannot fetch: a warning, no review", async () => {
    const event = join(temp, "event.json");
    const saved = readFileSync(event, "utf8");
    writeFileSync(event, JSON.stringify({ pull_request: { number: 7, base: { sha: "0".repeat(40) } } }));
    try {
      const before = stand.requests.length;
      const r = await runAction({ INPUT_PACKS: "packs/ledger" });
      expect(r.code).toBe(0);
      expect(r.stdout).toContain(
        `::warning title=packstudio review::No review: the base commit ${"0".repeat(40)} is not in the clone`,
      );
      expect(stand.requests.slice(before)).toEqual([]);
    } finally {
      writeFileSync(event, saved);
    }
  });
});

describe("outside pull requests and with other inputs", () => {
  beforeEach(() => {
    stand.requests = [];
  });

  it("a push: checks only, no review and no request anywhere", async () => {
    const r = await runAction({ INPUT_PACKS: "**" }, "push");
    expect(r.code).toBe(1);
    expect(r.outputs.packs).toBe("packs/broken\npacks/ledger");
    expect(r.outputs["review-comment-url"]).toBe("");
    expect(stand.requests).toEqual([]);
    expect(r.summary).not.toContain("Pack Studio review");
  });

  it.each([
    ["never", "packs/*", 0],
    ["warning", "packs/ledger", 1],
    ["error", "packs/ledger", 0],
  ])("fail-on %s with %s exits %i", async (failOn, packs, exit) => {
    const r = await runAction({ INPUT_PACKS: packs, "INPUT_FAIL-ON": failOn, INPUT_REVIEW: "false" });
    expect(r.code).toBe(exit);
  });

  it.each([
    [{ "INPUT_FAIL-ON": "sometimes" }, '"fail-on" must be error, warning or never, not "sometimes".'],
    [{ INPUT_PACKS: "nope/*" }, '"packs": no folder holding a surface.json matches "nope/*".'],
    [{ INPUT_PACKS: "../outside" }, '"packs": "../outside" leaves the workspace'],
    [{ INPUT_PACKS: "packs/missing" }, '"packs": "packs/missing" is not a folder in the workspace.'],
    [{ INPUT_REVIEW: "yes" }, '"review" must be true or false, not "yes".'],
    [{ INPUT_SERVER: "studio.example" }, '"server" must be the studio\'s http:// or https:// address'],
  ])("bad input %j: one ::error line, exit 2, nothing written", async (inputs, message) => {
    const r = await runAction({ INPUT_PACKS: "packs/ledger", ...inputs });
    expect(r.code).toBe(2);
    expect(r.stdout.trim().split("\n")).toHaveLength(1);
    expect(r.stdout).toContain(`::error title=packstudio action::${message}`);
    expect(r.sarif).toBeUndefined();
    expect(stand.requests).toEqual([]);
  });

  it("a folder with no pack files: P001 errors at the files it lacks", async () => {
    const r = await runAction({ INPUT_PACKS: "packs/ledger/bin", INPUT_REVIEW: "false" });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("::error file=packs/ledger/bin/surface.json,line=1,col=1,");
    expect(validSarif(r.sarif)).toBe(true);
  });

  it("a folder packstudio refuses to read (over 1000 files): its error annotated, exit 2, the others checked", async () => {
    const huge = join(repo, "huge");
    mkdirSync(huge);
    for (let i = 0; i <= 1000; i++) writeFileSync(join(huge, `f${i}.txt`), "x");
    try {
      const r = await runAction({ INPUT_PACKS: "huge\npacks/ledger", INPUT_REVIEW: "false" });
      expect(r.code).toBe(2);
      expect(r.stdout).toMatch(/^::error title=packstudio check::huge: "\/.*huge" holds more than 1000 files/m);
      expect(validSarif(r.sarif)).toBe(true);
      expect(r.outputs).toMatchObject({ errors: "0", warnings: "9", packs: "huge\npacks/ledger" });
      expect(r.summary).toContain("| `huge` | ✖ not checked:");
      // Alone, it leaves a SARIF log with no results, so an upload step after it still finds a valid file.
      const alone = await runAction({ INPUT_PACKS: "huge", INPUT_REVIEW: "false" });
      expect(alone.code).toBe(2);
      expect(validSarif(alone.sarif)).toBe(true);
      expect((alone.sarif as Log).runs[0]?.results).toEqual([]);
    } finally {
      rmSync(huge, { recursive: true, force: true });
    }
  });
});
