// An openapi pack in the faces (DECISIONS 12, 14): answered from the document by every runner, the approval
// rule as for wrap packs, and --live sending real requests only for a public binding (to a server on loopback).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { type CallToolResult, ElicitRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { specExample } from "@packstudio/core/testing";
import { Sandbox } from "@packstudio/sandbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { DocumentedRunner, liveRefusal } from "./documented-runner.js";
import { execAnswer } from "./exec-answer.js";
import { type FacePack, loadFacePack } from "./face-pack.js";
import { HostRunner } from "./host-runner.js";
import { createPackServer } from "./mcp-server.js";
import { SandboxRunner } from "./runner.js";

// biome-ignore lint/suspicious/noExplicitAny: test edits of parsed JSON, read and written freely
type Json = Record<string, any>;

/** kanban-api, changed: its surface and its document (written back as JSON, which YAML reads too). */
function kanban(surface: (s: Json) => void = () => {}, doc: (d: Json) => void = () => {}): Record<string, string> {
  const files = { ...specExample("kanban-api") };
  const s = JSON.parse(files["surface.json"] as string);
  surface(s);
  files["surface.json"] = JSON.stringify(s);
  const d = parse(files["openapi.yaml"] as string);
  doc(d);
  files["openapi.yaml"] = JSON.stringify(d);
  return files;
}

function load(files: Record<string, string>): FacePack & { openapi: unknown } {
  const pack = loadFacePack(files);
  if ("ok" in pack) throw new Error(pack.error.message);
  return { ...pack, openapi: pack.openapi };
}

const request = (verb: string, args: unknown, approved = false) => ({ verb, args, approved, session: "s" });

describe("DocumentedRunner: answers from the document", () => {
  const runner = new DocumentedRunner(load(kanban()));

  it("answers a read with the documented example, marked documented with its status", async () => {
    expect(execAnswer(await runner.run(request("boards.list", {})))).toMatchObject({
      ok: true,
      verb: "boards.list",
      documented: true,
      status: 200,
      result: { boards: [{ id: "b-17" }] },
    });
  });

  it("keeps the approval rule: a write asks first, and with first_use is remembered for the session", async () => {
    const args = { boardId: "b-17", title: "Rotate keys" };
    expect(execAnswer(await runner.run(request("card.create", args)))).toMatchObject({
      ok: false,
      error: { code: "approval_required", card: { kind: "record" } },
    });
    expect(execAnswer(await runner.run(request("card.create", args, true)))).toMatchObject({ ok: true, status: 201 });
    // first_use: remembered for this session only.
    expect(execAnswer(await runner.run(request("card.create", args)))).toMatchObject({ ok: true, status: 201 });
    expect(execAnswer(await runner.run({ ...request("card.create", args), session: "other" }))).toMatchObject({
      ok: false,
      error: { code: "approval_required" },
    });
    // always: never remembered.
    const move = { boardId: "b-17", cardId: "c-1", column: "done" };
    expect((await runner.run(request("card.move", move, true))).ok).toBe(true);
    expect(execAnswer(await runner.run(request("card.move", move)))).toMatchObject({
      error: { code: "approval_required" },
    });
  });

  it("says what the operation would refuse", async () => {
    expect(execAnswer(await runner.run(request("card.get", { boardId: "x", cardId: "c-1" })))).toMatchObject({
      ok: false,
      error: { code: "invalid_argument", names: ["boardId"] },
    });
  });
});

describe("MCP tools/call of an openapi pack", () => {
  it("answers from the document, says so in _meta, and asks the person for a write by elicitation", async () => {
    const pack = load(kanban());
    const server = createPackServer({ pack, runner: new DocumentedRunner(pack), session: "s" });
    const client = new Client({ name: "t", version: "1" }, { capabilities: { elicitation: { form: {} } } });
    const asked: string[] = [];
    client.setRequestHandler(ElicitRequestSchema, (req) => {
      asked.push(req.params.message);
      return { action: "accept", content: {} };
    });
    const [a, b] = InMemoryTransport.createLinkedPair();
    await Promise.all([server.connect(a), client.connect(b)]);
    const read = (await client.callTool({ name: "boards.list", arguments: {} })) as CallToolResult;
    expect(read.isError).toBeFalsy();
    expect(read._meta).toMatchObject({ "packstudio/documented": true, "packstudio/status": 200 });
    expect(read.structuredContent).toMatchObject({ boards: [{ id: "b-17" }] });
    const write = (await client.callTool({
      name: "card.delete",
      arguments: { boardId: "b-17", cardId: "c-1" },
    })) as CallToolResult;
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain("DELETE https://api.kanban.example/v1/boards/b-17/cards/c-1");
    expect(write._meta).toMatchObject({ "packstudio/documented": true, "packstudio/status": 204 });
    await client.close();
  });
});

describe("the sandbox and host runners route an openapi pack to its document", () => {
  it.each([
    ["SandboxRunner", () => new SandboxRunner(new Sandbox({ root: "/nonexistent-never-used" }), kanban())],
    [
      "HostRunner",
      () => new HostRunner(load(kanban()), { packDir: "/nonexistent", projectDir: "/nonexistent", env: {} }),
    ],
  ])("%s", async (_name, make) => {
    const answer = execAnswer(await make().run(request("card.get", { boardId: "b-17", cardId: "c-204" })));
    expect(answer).toMatchObject({ ok: true, documented: true, status: 200, result: { id: expect.any(String) } });
  });
});

describe("--live: real requests, only for a public binding", () => {
  let server: Server;
  let base = "";
  const seen: { method: string; url: string; body: string }[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = "";
      req.on("data", (c) => {
        body += c;
      });
      req.on("end", () => {
        seen.push({ method: req.method ?? "", url: req.url ?? "", body });
        if (req.url?.includes("/cards/c-404")) {
          res.writeHead(404, { "content-type": "application/json" }).end('{"error":"no such card"}');
        } else if (req.url?.startsWith("/v1/big")) {
          res.writeHead(200, { "content-type": "text/plain" }).end("x".repeat(3000));
        } else res.writeHead(200, { "content-type": "application/json" }).end('{"boards":[{"id":"live-1"}]}');
      });
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  const publicPack = () =>
    load(
      kanban(
        (s) => {
          s.binding = { mode: "public", hub: "public" };
        },
        (d) => {
          d.servers = [{ url: `${base}/v1` }];
        },
      ),
    );

  it("refuses a pack whose binding is not public, saying why", () => {
    expect(liveRefusal(load(kanban()))).toMatch(/binding mode "user": only a pack whose binding.mode is "public"/);
    expect(liveRefusal(publicPack())).toBeUndefined();
  });

  it("sends the request and answers with what the API said, marked live", async () => {
    const runner = new DocumentedRunner(publicPack(), true);
    expect(execAnswer(await runner.run(request("boards.list", { limit: 5 })))).toMatchObject({
      ok: true,
      live: true,
      status: 200,
      result: { boards: [{ id: "live-1" }] },
    });
    expect(seen.at(-1)).toMatchObject({ method: "GET", url: "/v1/boards?limit=5" });
    // A write still needs approval before anything is sent.
    const before = seen.length;
    const args = { boardId: "b-17", title: "Live card" };
    expect(execAnswer(await runner.run(request("card.create", args)))).toMatchObject({
      error: { code: "approval_required" },
    });
    expect(seen.length).toBe(before);
    await runner.run(request("card.create", args, true));
    expect(seen.at(-1)).toMatchObject({ method: "POST", url: "/v1/boards/b-17/cards", body: '{"title":"Live card"}' });
  });

  it("a non-2xx answer is a failed run with the status said", async () => {
    const runner = new DocumentedRunner(publicPack(), true);
    expect(execAnswer(await runner.run(request("card.get", { boardId: "b-17", cardId: "c-404" })))).toMatchObject({
      ok: false,
      error: {
        code: "run_failed",
        message: expect.stringContaining("HTTP 404"),
        outcome: { result: { error: "no such card" } },
      },
    });
  });

  it("keeps at most the byte cap of an answer, and says it was cut", async () => {
    const pack = load(
      kanban(
        (s) => {
          s.binding = { mode: "public" };
        },
        (d) => {
          d.servers = [{ url: `${base}/v1/big` }];
        },
      ),
    );
    const result = await new DocumentedRunner(pack, true, { timeoutMs: 5_000, maxBytes: 1000 }).run(
      request("boards.list", {}),
    );
    expect(result).toMatchObject({ ok: true, run: { live: true, stdoutTruncated: true, json: null } });
    if (result.ok) expect(result.run.stdout).toHaveLength(1000);
  });

  it("a server that does not answer in time fails the request, with the wait said", async () => {
    const silent = createServer(() => {});
    await new Promise<void>((done) => silent.listen(0, "127.0.0.1", done));
    const port = (silent.address() as AddressInfo).port;
    const pack = load(
      kanban(
        (s) => {
          s.binding = { mode: "public" };
        },
        (d) => {
          d.servers = [{ url: `http://127.0.0.1:${port}` }];
        },
      ),
    );
    const result = await new DocumentedRunner(pack, true, { timeoutMs: 300, maxBytes: 1000 }).run(
      request("boards.list", {}),
    );
    silent.closeAllConnections();
    await new Promise<void>((done) => silent.close(() => done()));
    expect(result).toMatchObject({
      ok: false,
      error: { code: "request_failed", message: expect.stringContaining("no answer within 0.3 s") },
    });
  });
});
