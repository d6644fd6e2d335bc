// The action's script end to end: `node action/run.mjs` with a pull request's GITHUB_* environment, against copies of
// the spec's ledger (clean) and broken (errors) packs in a git repository, the real packstudio CLI, and one local HTTP
// server standing in for GitHub's REST API and answering the studio's share.create route.
import { execFileSync, spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { validSarif } from "@packstudio/cli/testing/sarif-schema";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { outputNames } from "./run-action.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const script = join(root, "action/run.mjs");

interface Recorded {
  method: string;
  path: string;
  auth: string | undefined;
  body: { body?: string; files?: Record<string, string> } | undefined;
}
interface Comment {
  id: number;
  body: string;
  html_url: string;
}

let temp = "";
let repo = "";
let base = "";
let url = "";
let server: Server;
let requests: Recorded[] = [];
let comments: Comment[] = [];
let shares = 0;

function git(...args: string[]) {
  const env = { ...process.env, GIT_AUTHOR_NAME: "t", GIT_AUTHOR_EMAIL: "t@x", GIT_COMMITTER_NAME: "t" };
  return execFileSync("git", args, { cwd: repo, env: { ...env, GIT_COMMITTER_EMAIL: "t@x" }, encoding: "utf8" }).trim();
}

/** The stand-in's answer to one request: the studio's share.create, or GitHub's issue-comment routes. */
function answer(r: Recorded): [status: number, body: unknown] {
  if (r.method === "POST" && r.path === "/api/trpc/share.create") {
    const id = `share${String(++shares).padStart(11, "0")}`;
    return [200, { result: { data: { id, path: `/s/${id}`, deleteKey: `key-${id}`, reused: false } } }];
  }
  if (r.auth !== "Bearer test-token" && r.auth !== "Bearer read-only") return [401, { message: "Bad credentials" }];
  const list = r.path.match(/^\/repos\/acme\/packs\/issues\/7\/comments\?per_page=100&page=(\d+)$/);
  if (r.method === "GET" && list) return [200, list[1] === "1" ? comments : []];
  if (r.auth === "Bearer read-only") return [403, { message: "Resource not accessible by integration" }];
  if (r.method === "POST" && r.path === "/repos/acme/packs/issues/7/comments") {
    const id = 1000 + comments.length;
    const comment = {
      id,
      body: r.body?.body ?? "",
      html_url: `https://github.test/acme/packs/pull/7#issuecomment-${id}`,
    };
    comments.push(comment);
    return [201, comment];
  }
  const patch = r.path.match(/^\/repos\/acme\/packs\/issues\/comments\/(\d+)$/);
  const existing = comments.find((c) => c.id === Number(patch?.[1]));
  if (r.method === "PATCH" && existing) {
    existing.body = r.body?.body ?? "";
    return [200, existing];
  }
  return [404, { message: "Not Found" }];
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
  writeFileSync(
    join(temp, "event.json"),
    JSON.stringify({
      pull_request: { number: 7, base: { sha: base, ref: "main" }, head: { sha: git("rev-parse", "HEAD") } },
    }),
  );

  server = createServer((req, res) => {
    let text = "";
    req.on("data", (chunk) => {
      text += chunk;
    });
    req.on("end", () => {
      const r: Recorded = {
        method: req.method ?? "",
        path: req.url ?? "",
        auth: req.headers.authorization,
        body: text ? JSON.parse(text) : undefined,
      };
      requests.push(r);
      const [status, body] = answer(r);
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(temp, { recursive: true, force: true });
});

let runs = 0;
interface ActionRun {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  sarif: unknown;
}

/** Read a GITHUB_OUTPUT file: name=value lines and name<<DELIMITER blocks. */
function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    const block = line.match(/^([\w-]+)<<(.+)$/);
    if (block) {
      const end = lines.indexOf(block[2] as string, i + 1);
      out[block[1] as string] = lines.slice(i + 1, end).join("\n");
      i = end;
    } else if (line.includes("=")) out[line.slice(0, line.indexOf("="))] = line.slice(line.indexOf("=") + 1);
  }
  return out;
}

/** Run the script as the runner would (a child process: the stand-in server keeps answering meanwhile). */
async function runAction(inputs: Record<string, string>, event = "pull_request"): Promise<ActionRun> {
  const n = ++runs;
  const files = { output: join(temp, `output-${n}`), summary: join(temp, `summary-${n}`) };
  writeFileSync(files.output, "");
  writeFileSync(files.summary, "");
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GITHUB_ACTIONS: "true",
    GITHUB_WORKSPACE: repo,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_EVENT_NAME: event,
    GITHUB_EVENT_PATH: join(temp, "event.json"),
    GITHUB_REPOSITORY: "acme/packs",
    GITHUB_API_URL: url,
    INPUT_SARIF_FILE: "reports/packstudio.sarif",
    INPUT_GITHUB_TOKEN: "test-token",
    INPUT_SERVER: url,
    ...inputs,
  };
  const child = spawn(process.execPath, [script], { cwd: temp, env });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (d) => {
    stdout += d;
  });
  child.stderr.on("data", (d) => {
    stderr += d;
  });
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  let sarif: unknown;
  try {
    sarif = JSON.parse(readFileSync(join(repo, "reports/packstudio.sarif"), "utf8"));
  } catch {
    sarif = undefined;
  }
  rmSync(join(repo, "reports"), { recursive: true, force: true });
  const outputs = parseOutputs(readFileSync(files.output, "utf8"));
  return { code, stdout, stderr, outputs, summary: readFileSync(files.summary, "utf8"), sarif };
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
const marked = () => comments.filter((c) => c.body.includes("<!-- packstudio-review -->"));

describe("on a pull request", () => {
  beforeAll(() => {
    requests = [];
    comments = [{ id: 1, body: "Looks good to me", html_url: "https://github.test/c/1" }];
  });

  it("first push, the clean ledger: warnings annotated, SARIF, summary, exit 0, and the review comment created", async () => {
    const r = await runAction({ INPUT_PACKS: "packs/ledger" });
    expect([r.code, r.stderr]).toEqual([0, ""]);
    const annotations = r.stdout.split("\n").filter((l) => l.startsWith("::"));
    expect(annotations).toHaveLength(7); // the six of the spec's ledger, and M024 for list, now a write command
    for (const line of annotations)
      expect(line).toMatch(
        /^::warning file=packs\/ledger\/surface\.json,line=\d+,col=\d+,endLine=\d+,endColumn=\d+,title=M0\d\d::/,
      );
    expect(r.stdout).toContain('✔ "ledger" passes lint: 0 errors, 7 warnings, 0 info');

    expect(validSarif(r.sarif)).toBe(true);
    expect(new Set(uris(r.sarif as Log))).toEqual(new Set(["packs/ledger/surface.json"]));
    expect(Object.keys(r.outputs)).toEqual(outputNames);
    expect(r.outputs).toEqual({
      "sarif-file": "reports/packstudio.sarif",
      errors: "0",
      warnings: "7",
      notes: "0",
      packs: "packs/ledger",
      "review-comment-url": "https://github.test/acme/packs/pull/7#issuecomment-1001",
    });
    expect(r.summary).toContain("| `packs/ledger` | ✔ passes (0 errors, 7 warnings, 0 notes) |");

    // Both sides stored on the studio, and one comment created with the review link and the risks.
    const link = `${url}/review/share00000000001...share00000000002`;
    expect(requests.filter((q) => q.path === "/api/trpc/share.create")).toHaveLength(2);
    expect(requests.filter((q) => q.method === "POST" && q.path.endsWith("/comments"))).toHaveLength(1);
    expect(marked()).toHaveLength(1);
    expect(marked()[0]?.body).toContain(`[Open the review in Pack Studio](${link})`);
    expect(marked()[0]?.body).toContain(
      '- **HIGH** "list" went from read to write: a runtime now treats it as changing data \\(approval',
    );
    expect(r.summary).toContain(link);
    expect(r.stdout).toContain("Review comment created: https://github.test/acme/packs/pull/7#issuecomment-1001");
  });

  it("second push, every pack: broken's errors annotated, exit 1, and the same comment updated", async () => {
    const before = requests.length;
    const r = await runAction({ INPUT_PACKS: "packs/*" });
    expect([r.code, r.stderr]).toEqual([1, ""]);
    expect(r.stdout).toContain(
      '::error file=packs/broken/surface.json,line=2,col=9,endLine=2,endColumn=22,title=M001::The pack "id" "Broken-Pack" is not lower-case',
    );
    expect(r.stdout).toContain('✖ "Broken-Pack" fails lint: 19 errors, 4 warnings, 0 info');

    const log = r.sarif as Log;
    expect(validSarif(log)).toBe(true);
    expect(log.runs).toHaveLength(1);
    expect(uris(log).filter((u) => u?.startsWith("packs/broken/"))).toHaveLength(23);
    expect(uris(log).filter((u) => u?.startsWith("packs/ledger/"))).toHaveLength(7);
    const ids = log.runs[0]?.tool.driver.rules.map((rule) => rule.id) ?? [];
    expect(ids).toEqual([...new Set(ids)].sort());
    expect(r.outputs).toMatchObject({ errors: "19", warnings: "11", notes: "0", packs: "packs/broken\npacks/ledger" });
    expect(r.summary).toContain("| `packs/broken` | ✖ fails (19 errors, 4 warnings, 0 notes) |");

    const calls = requests.slice(before);
    expect(calls.filter((q) => q.method === "POST" && q.path.includes("/comments"))).toHaveLength(0);
    expect(calls.filter((q) => q.method === "PATCH").map((q) => q.path)).toEqual([
      "/repos/acme/packs/issues/comments/1001",
    ]);
    expect(comments).toHaveLength(2); // the person's comment and the action's one
    const body = marked()[0]?.body ?? "";
    expect(body).toContain("A new pack in this change: nothing to compare with. [Open it in Pack Studio](");
    expect(body).toContain(`${url}/review/share`);
    expect(r.outputs["review-comment-url"]).toBe("https://github.test/acme/packs/pull/7#issuecomment-1001");
  });

  it("a read-only token (a fork's pull request): a warning, and the exit status from lint alone", async () => {
    const r = await runAction({ INPUT_PACKS: "packs/ledger", INPUT_GITHUB_TOKEN: "read-only" });
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
      const before = requests.length;
      const r = await runAction({ INPUT_PACKS: "packs/ledger" });
      expect(r.code).toBe(0);
      expect(r.stdout).toContain(
        `::warning title=packstudio review::No review: the base commit ${"0".repeat(40)} is not in the clone`,
      );
      expect(requests.slice(before)).toEqual([]);
    } finally {
      writeFileSync(event, saved);
    }
  });
});

describe("outside pull requests and with other inputs", () => {
  beforeEach(() => {
    requests = [];
  });

  it("a push: checks only, no review and no request anywhere", async () => {
    const r = await runAction({ INPUT_PACKS: "**" }, "push");
    expect(r.code).toBe(1);
    expect(r.outputs.packs).toBe("packs/broken\npacks/ledger");
    expect(r.outputs["review-comment-url"]).toBe("");
    expect(requests).toEqual([]);
    expect(r.summary).not.toContain("Pack Studio review");
  });

  it.each([
    ["never", "packs/*", 0],
    ["warning", "packs/ledger", 1],
    ["error", "packs/ledger", 0],
  ])("fail-on %s with %s exits %i", async (failOn, packs, exit) => {
    const r = await runAction({ INPUT_PACKS: packs, INPUT_FAIL_ON: failOn, INPUT_REVIEW: "false" });
    expect(r.code).toBe(exit);
  });

  it.each([
    [{ INPUT_FAIL_ON: "sometimes" }, '"fail-on" must be error, warning or never, not "sometimes".'],
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
    expect(requests).toEqual([]);
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
      expect(r.outputs).toMatchObject({ errors: "0", warnings: "7", packs: "huge\npacks/ledger" });
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
