// The Streamable HTTP server in process, with the SDK's own Client: loopback URL, a bearer token on every request
// (DECISIONS.md 12), a bounded number of sessions that never closes an active one, bounded approvals waiting.
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { type CallToolResult, ElicitRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { repoRoot, specExample } from "@packstudio/core/testing";
import { afterEach, describe, expect, it } from "vitest";
import { loadFacePack } from "./face-pack.js";
import { HostRunner } from "./host-runner.js";
import { type HttpServeOptions, type HttpServing, serveHttp } from "./mcp-http.js";
import { newToken } from "./mcp-http-auth.js";

const loaded = loadFacePack(specExample("ledger"));
if ("ok" in loaded) throw new Error(loaded.error.message);
const pack = loaded;
const dir = join(repoRoot, "spec/examples/ledger");
const runner = new HostRunner(pack, { packDir: dir, projectDir: dir, env: {} });
const token = newToken();
const bearer = (t: string) => ({ Authorization: `Bearer ${t}` });

let serving: HttpServing | undefined;
const clients: Client[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) await c.close().catch(() => undefined);
  await serving?.close();
  serving = undefined;
});

async function serve(options: Partial<HttpServeOptions> = {}): Promise<string> {
  serving = await serveHttp({ pack, runner, port: 0, auth: { token }, ...options });
  return serving.url;
}

type Held = (action: "accept" | "decline") => void;

/** The SDK's client; with `hold`, each elicitation waits until the test answers it through the list. */
async function connect(url: string, headers: Record<string, string> = bearer(token), hold?: Held[]): Promise<Client> {
  const client = new Client({ name: "t", version: "1" }, { capabilities: hold ? { elicitation: { form: {} } } : {} });
  if (hold)
    client.setRequestHandler(
      ElicitRequestSchema,
      () =>
        new Promise((done) => hold.push((action) => done(action === "accept" ? { action, content: {} } : { action }))),
    );
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } }));
  clients.push(client);
  return client;
}

/** A bare `initialize` POST (what a script would send), answered with its status and body. */
async function initialize(url: string, headers: Record<string, string> = bearer(token)) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json, text/event-stream", ...headers },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 7,
      method: "initialize",
      params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "probe", version: "1" } },
    }),
  });
  return { status: response.status, session: response.headers.get("mcp-session-id"), text: await response.text() };
}

const until = async (ready: () => boolean) => {
  while (!ready()) await new Promise((done) => setTimeout(done, 20));
};

describe("serveHttp: the bearer token", () => {
  it("serves on 127.0.0.1 at /mcp to a client that sends the token", async () => {
    const url = await serve();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    expect((await (await connect(url)).listTools()).tools).toHaveLength(6);
  });

  it.each([
    ["no Authorization header", {}],
    ["another token", bearer(newToken())],
    ["the token with another scheme", { Authorization: `Basic ${token}` }],
    ["the token's first half", bearer(token.slice(0, 20))],
  ])("refuses %s: HTTP 401 and what to send, no session made", async (_, headers) => {
    const url = await serve();
    await expect(connect(url, headers)).rejects.toMatchObject({
      code: 401,
      message: expect.stringMatching(/Unauthorized: send the header .*Authorization: Bearer <token>/),
    });
    const answer = await initialize(url, headers);
    expect(answer.status).toBe(401);
    expect(answer.session).toBeNull();
    expect(JSON.parse(answer.text).error.message).toContain("Unauthorized");
  });

  it("refuses a known session id without the token: the session id alone is not enough", async () => {
    const url = await serve();
    const { session } = await initialize(url);
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 2, method: "tools/list" }),
    }).then((r) => ({ status: r.status, session }));
    expect(response.status).toBe(401);
  });

  it('auth "none" (--no-auth) serves a client without a token', async () => {
    const url = await serve({ auth: "none" });
    expect((await (await connect(url, {})).listTools()).tools).toHaveLength(6);
  });
});

describe("serveHttp: sessions", () => {
  it("70 initialize calls never close the client's session: past the bound they get HTTP 503", async () => {
    const url = await serve();
    const client = await connect(url);
    const answers = [];
    for (let i = 0; i < 70; i++) answers.push(await initialize(url));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(63);
    const refused = answers.filter((a) => a.status === 503);
    expect(refused).toHaveLength(7);
    expect(JSON.parse(refused[0]?.text ?? "{}")).toMatchObject({
      jsonrpc: "2.0",
      id: 7,
      error: { code: -32000, message: expect.stringContaining("Session limit reached: this server holds 64") },
    });
    expect((await client.listTools()).tools).toHaveLength(6);
  });

  it("a session with no request open expires after idleMs; one with its event stream open does not", async () => {
    // 5 s idle: the client's own connect (initialize, then its event stream) must not expire on a busy machine.
    const url = await serve({ maxSessions: 2, idleMs: 5_000 });
    const client = await connect(url);
    const idle = await initialize(url);
    expect(idle.status).toBe(200);
    expect((await initialize(url)).status).toBe(503);
    // The idle session makes room once it has expired: asked until then (bounded by the count, not a clock).
    let after = await initialize(url);
    for (let i = 0; i < 120 && after.status === 503; i++) {
      await new Promise((done) => setTimeout(done, 500));
      after = await initialize(url);
    }
    expect(after.status).toBe(200);
    expect((await client.listTools()).tools).toHaveLength(6);
    const gone = await fetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
        "mcp-session-id": idle.session ?? "",
        ...bearer(token),
      },
      body: JSON.stringify({ jsonrpc: "2.0", id: 2, method: "tools/list" }),
    });
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain("initialize a new session");
  });
});

describe("serveHttp: approvals waiting for a person", () => {
  // The SDK client gives up on a request after 60 s by default; on a busy 2-core machine 1,000 calls take longer,
  // and a call the client dropped never settles here. The server's own bound on a card (10 min) is what is tested.
  const connectCall = (client: Client) =>
    client.callTool({ name: "connect", arguments: { provider: "demo" } }, undefined, {
      timeout: 15 * 60_000,
    }) as Promise<CallToolResult>;
  const text = (r: CallToolResult) => r.content.map((c) => (c.type === "text" ? c.text : "")).join("");

  it("1,000 calls asking for approval: 16 cards wait, the rest are refused; other sessions still ask", async () => {
    const url = await serve({ approvals: { perSession: 16, overall: 20 } });
    const heldA: Held[] = [];
    const a = await connect(url, bearer(token), heldA);
    // The first 16 calls are held for a person; the other 984 go in waves of 48, so a busy machine's listen
    // backlog never overflows into connect timeouts (1,000 connections at once did), and each wave must be refused.
    const held = Array.from({ length: 16 }, () => connectCall(a));
    await until(() => heldA.length === 16);
    const refused: CallToolResult[] = [];
    for (let sent = 16; sent < 1000; sent += 48) {
      const wave = Array.from({ length: Math.min(48, 1000 - sent) }, () => connectCall(a));
      refused.push(...(await Promise.all(wave)));
    }
    expect(refused).toHaveLength(984);
    expect(heldA).toHaveLength(16);
    for (const r of refused) {
      expect(r.isError).toBe(true);
      expect(text(r)).toContain(
        "16 approvals already wait for a person in this MCP session (at most 16): have the person answer them",
      );
      expect(text(r)).toContain("nothing ran");
    }

    // Another client still lists, and its cards reach its person, up to the bound over all sessions.
    const heldB: Held[] = [];
    const b = await connect(url, bearer(token), heldB);
    expect((await b.listTools()).tools).toHaveLength(6);
    const bCalls = Array.from({ length: 4 }, () => connectCall(b));
    await until(() => heldB.length === 4);
    const overall = await connectCall(b);
    expect(text(overall)).toContain("20 approvals already wait for a person on this server (at most 20");

    // Answered cards free their slots.
    for (const answer of heldA) answer("decline");
    const answered = (await Promise.all(held)).filter((r) => text(r).includes("approval_declined"));
    expect(answered).toHaveLength(16);
    const again = connectCall(b);
    await until(() => heldB.length === 5);
    for (const answer of heldB) answer("decline");
    expect(text(await again)).toContain("approval_declined");
    await Promise.all(bCalls);
  });
});
