// The Streamable HTTP server in process, with the SDK's own Client: loopback URL, and a bounded number of sessions
// (a client that vanished never says so; the least recently used session is closed past the bound).
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { repoRoot, specExample } from "@packstudio/core/testing";
import { afterAll, describe, expect, it } from "vitest";
import { loadFacePack } from "./face-pack.js";
import { HostRunner } from "./host-runner.js";
import { type HttpServing, serveHttp } from "./mcp-http.js";

const pack = loadFacePack(specExample("ledger"));
if ("ok" in pack) throw new Error(pack.error.message);
const dir = join(repoRoot, "spec/examples/ledger");
const runner = new HostRunner(pack, { packDir: dir, projectDir: dir, env: {} });

describe("serveHttp", () => {
  let serving: HttpServing | undefined;
  const clients: Client[] = [];
  afterAll(async () => {
    for (const c of clients) await c.close().catch(() => undefined);
    await serving?.close();
  });

  async function connect(url: string): Promise<Client> {
    const client = new Client({ name: "t", version: "1" });
    await client.connect(new StreamableHTTPClientTransport(new URL(url)));
    clients.push(client);
    return client;
  }

  it("serves on 127.0.0.1 at /mcp and closes the least recently used session past the bound", async () => {
    serving = await serveHttp({ pack, runner, port: 0, maxSessions: 2 });
    expect(serving.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    const first = await connect(serving.url);
    const second = await connect(serving.url);
    expect((await first.listTools()).tools).toHaveLength(6);
    // first was used last: second is the least recent when a third arrives.
    await connect(serving.url);
    expect((await first.listTools()).tools).toHaveLength(6);
    await expect(second.listTools()).rejects.toThrow(/Unknown or missing Mcp-Session-Id/);
  });
});
