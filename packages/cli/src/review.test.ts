// packstudio review: goldens of the offline comparison (ledger vs ledger whose list writes), git bases, the studio link.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { hazardOf } from "@packstudio/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot as root, runCli } from "./testing/run-cli.js";

const ledgerDir = join(root, "spec/examples/ledger");

const run = (argv: string[], cwd = root) => runCli(argv, { cwd });

/** policy.json of the ledger with `list` as a write command (and no preview declared for it). */
function listWrites(text: string): string {
  const read = '"list": { "effect": "read" }';
  expect(text).toContain(read);
  return text.replace(read, '"list": { "effect": "write" }');
}

/** `text` with `from` replaced by `to`, `from` being there exactly once. */
function edited(text: string, from: string, to: string): string {
  expect(text.split(from)).toHaveLength(2);
  return text.replace(from, to);
}

/**
 * The kanban-api example, changed in its document alone (server on another host, getCard sent as a POST, a body
 * field added to moveCard) and given a new command `card.drop` that sends the DELETE of a card (D14).
 */
function kanbanChanged(dir: string): void {
  cpSync(join(root, "spec/examples/kanban-api"), dir, { recursive: true });
  const doc = join(dir, "openapi.yaml");
  let yaml = readFileSync(doc, "utf8");
  yaml = edited(yaml, "https://api.kanban.example/{version}", "https://kanban.elsewhere.example/{version}");
  yaml = edited(yaml, "    get:\n      operationId: getCard", "    post:\n      operationId: getCard");
  const column = "                column: { type: string, enum: [todo, doing, done] }\n";
  yaml = edited(yaml, column, `${column}                note: { type: string }\n`);
  writeFileSync(doc, yaml);
  const surface = JSON.parse(readFileSync(join(dir, "surface.json"), "utf8"));
  surface.verbs["card.drop"] = {
    description: "Drop a card from its board.",
    operation: "DELETE /boards/{boardId}/cards/{cardId}",
    preview: { kind: "removal", title: "Drop {{cardId}}", fields: { card: "{{cardId}}" } },
  };
  writeFileSync(join(dir, "surface.json"), JSON.stringify(surface, null, 2));
  const policy = JSON.parse(readFileSync(join(dir, "policy.json"), "utf8"));
  policy.verbs["card.drop"] = { effect: "write", approval: "always", reason: "Deletes a card for good" };
  writeFileSync(join(dir, "policy.json"), JSON.stringify(policy, null, 2));
}

let temp = "";
let head = "";
let kanbanHead = "";
beforeAll(() => {
  temp = mkdtempSync(join(tmpdir(), "packstudio-review-"));
  head = join(temp, "ledger-list-writes");
  cpSync(ledgerDir, head, { recursive: true });
  writeFileSync(join(head, "policy.json"), listWrites(readFileSync(join(head, "policy.json"), "utf8")));
  kanbanHead = join(temp, "kanban-changed");
  kanbanChanged(kanbanHead);
});
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe("packstudio review, offline", () => {
  it("help", async () => {
    const r = await run(["review", "--help"]);
    expect([r.code, r.stderr]).toEqual([0, ""]);
    await expect(r.stdout).toMatchFileSnapshot("golden/help-review.txt");
  });

  it("puts list turned write without a card at the top of the risks (text)", async () => {
    const r = await run(["review", "spec/examples/ledger", head]);
    expect([r.code, r.stderr]).toEqual([0, ""]);
    await expect(r.stdout).toMatchFileSnapshot("golden/review-list-write.txt");
  });

  it("and as JSON", async () => {
    const r = await run(["review", "spec/examples/ledger", head, "--format", "json"]);
    expect([r.code, r.stderr]).toEqual([0, ""]);
    const out = JSON.parse(r.stdout);
    expect(out.link).toBeNull();
    expect(out.risks.slice(0, 2).map((k: { code: string }) => k.code)).toEqual(["read_to_write", "write_without_card"]);
    await expect(r.stdout).toMatchFileSnapshot("golden/review-list-write.json");
  });

  it("an HTTP-API pack: request risks on top, each changed command's operation, server, path, body fields (D11, D14)", async () => {
    const r = await run(["review", "spec/examples/kanban-api", kanbanHead]);
    expect([r.code, r.stderr]).toEqual([0, ""]);
    await expect(r.stdout).toMatchFileSnapshot("golden/review-kanban-request.txt");
    const json = await run(["review", "spec/examples/kanban-api", kanbanHead, "--format", "json"]);
    const out = JSON.parse(json.stdout);
    expect(out.risks.map((k: { code: string; verb?: string }) => [k.code, k.verb ?? null])).toEqual([
      ["request_read_to_write", "card.get"],
      ["delete_request_added", "card.drop"],
      ["server_changed", null],
      ["request_changed", "card.move"],
    ]);
    const move = out.commands.changed.find((c: { verb: string }) => c.verb === "card.move");
    expect(move.requestChanges).toEqual([
      { kind: "server", before: "https://api.kanban.example/v1", after: "https://kanban.elsewhere.example/v1" },
      { kind: "body_fields", added: ["note"], removed: [] },
    ]);
  });

  it("escapes the document's own text (a server URL holding ESC and U+202E) in risks and request lines", async () => {
    const dir = join(temp, "kanban-hostile-server");
    cpSync(join(root, "spec/examples/kanban-api"), dir, { recursive: true });
    const doc = join(dir, "openapi.yaml");
    const hostile = "https://api.kanban.example/\u001b[2J\u202e{version}";
    writeFileSync(
      doc,
      edited(readFileSync(doc, "utf8"), "https://api.kanban.example/{version}", JSON.stringify(hostile)),
    );
    const r = await run(["review", "spec/examples/kanban-api", dir]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("[server_changed]");
    expect([...r.stdout].filter((ch) => ch !== "\n" && hazardOf(ch.codePointAt(0) ?? 0))).toEqual([]);
    expect(r.stdout).toContain("<U+001B>");
  });

  it("a pack against itself: nothing to review", async () => {
    const r = await run(["review", "spec/examples/ledger", "spec/examples/ledger"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("Risks: none found.");
    expect(r.stdout).toContain("Files: no changes (4 unchanged)");
  });

  it.each([
    [["review", "spec/examples/ledger"], "review takes two pack folders"],
    [["review", "a", "b", "c"], "review takes two pack folders"],
    [["review", "spec/examples/ledger", "no/such/pack"], 'No pack folder at "'],
    [["review", "spec/examples/ledger", "spec/examples/ledger", "--expiry", "1w"], "give --server URL too"],
    [["review", "spec/examples/ledger", "spec/examples/ledger", "--server", "ftp://x"], "http:// or https://"],
    [["review", "spec/examples/ledger", "x", "--git-base", "HEAD"], "one pack folder (the head)"],
  ])("%j is a usage error", async (argv, message) => {
    const r = await run(argv);
    expect([r.code, r.stdout]).toEqual([2, ""]);
    expect(r.stderr).toContain(message);
  });
});

describe("packstudio review --git-base", () => {
  let repo = "";
  const git = (...args: string[]) =>
    execFileSync("git", args, {
      cwd: repo,
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: "t",
        GIT_AUTHOR_EMAIL: "t@x",
        GIT_COMMITTER_NAME: "t",
        GIT_COMMITTER_EMAIL: "t@x",
      },
    });

  beforeAll(() => {
    repo = join(temp, "repo");
    mkdirSync(repo);
    git("init", "-q", "-b", "main");
    cpSync(ledgerDir, join(repo, "packs/ledger"), { recursive: true });
    git("add", ".");
    git("commit", "-q", "-m", "ledger");
    const policy = join(repo, "packs/ledger/policy.json");
    writeFileSync(policy, listWrites(readFileSync(policy, "utf8")));
  });

  it("reads the base from git and the head from the working tree: the same review as two folders", async () => {
    const fromGit = await run(["review", "packs/ledger", "--git-base", "main"], repo);
    expect([fromGit.code, fromGit.stderr]).toEqual([0, ""]);
    const fromDirs = await run(["review", "spec/examples/ledger", head]);
    expect(fromGit.stdout).toBe(fromDirs.stdout);
  });

  it("works from a sub-folder, with the pack path relative to it", async () => {
    const r = await run(["review", "ledger", "--git-base", "HEAD", "--format", "json"], join(repo, "packs"));
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).risks[0].code).toBe("read_to_write");
  });

  it.each([
    [
      "an unknown revision",
      ["review", "packs/ledger", "--git-base", "origin/nope"],
      'Unknown git revision "origin/nope"',
    ],
    ["a revision that looks like an option", ["review", "packs/ledger", "--git-base=--all"], "needs a revision"],
  ])("refuses %s", async (_name, argv, message) => {
    const r = await run(argv, repo);
    expect([r.code, r.stdout]).toEqual([2, ""]);
    expect(r.stderr).toContain(message);
  });

  it("refuses a pack missing at that revision", async () => {
    cpSync(ledgerDir, join(repo, "packs/new-pack"), { recursive: true });
    const r = await run(["review", "packs/new-pack", "--git-base", "main"], repo);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('No pack at "packs/new-pack" in main');
  });

  it("refuses a folder outside any git repository", async () => {
    const r = await run(["review", head, "--git-base", "main"], temp);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("is not inside a git repository");
  });
});

describe("packstudio review --server", () => {
  let server: Server;
  let url = "";
  const stored: unknown[] = [];

  beforeAll(async () => {
    // A stand-in studio answering share.create as tRPC does over HTTP.
    server = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => {
        body += chunk;
      });
      req.on("end", () => {
        if (req.method !== "POST" || req.url !== "/api/trpc/share.create") {
          res.writeHead(404).end();
          return;
        }
        stored.push(JSON.parse(body));
        const id = `share${String(stored.length).padStart(11, "0")}`;
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ result: { data: { id, path: `/s/${id}`, deleteKey: `key-${id}` } } }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("stores base and head as shares and prints the review link first", async () => {
    const r = await run(["review", "spec/examples/ledger", head, "--server", `${url}/`]);
    expect([r.code, r.stderr]).toEqual([0, ""]);
    expect(r.stdout.split("\n")[0]).toBe(`${url}/review/share00000000001...share00000000002`);
    expect(r.stdout).toContain("read_to_write");
    expect(r.stdout).not.toContain("key-"); // delete keys only in the JSON
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({ expiry: "never", files: { "policy.json": expect.stringContaining('"read"') } });
  });

  it("gives the delete keys in the JSON", async () => {
    const r = await run([
      "review",
      "spec/examples/ledger",
      head,
      "--server",
      url,
      "--expiry",
      "1w",
      "--format",
      "json",
    ]);
    const out = JSON.parse(r.stdout);
    expect(out.link).toMatch(/\/review\/share00000000003\.\.\.share00000000004$/);
    expect(out.shares.head.deleteKey).toBe("key-share00000000004");
    expect(stored[2]).toMatchObject({ expiry: "1w" });
  });

  it("says when the studio cannot be reached", async () => {
    const r = await run(["review", "spec/examples/ledger", head, "--server", "http://127.0.0.1:9"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("Cannot reach the studio");
  });
});
