// packstudio mcp/exec --from: the real binary against a real HTTP server that answers as the studio's catalog.get
// route does (files and the version's SHA-256); tampered files, redirects (and a loop), oversized answers (a stated
// length, and 1 GiB streamed) are refused. pack-from-studio.test.ts holds the slow drips (a shorter deadline).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { catalogPack } from "@packstudio/core/testing";
import { runProcess } from "@packstudio/core/testing/process";
import { snapshotSha256 } from "@packstudio/db/canonical";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { packstudioBin, testEnv } from "./testing/mcp-servers.js";
import { repoRoot } from "./testing/run-cli.js";

// Real processes and real bubblewrap runs: generous on a busy 2-core machine (no timed assertion).
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const env = testEnv(64_300);
const ledger = catalogPack("ledger");
const sha256 = snapshotSha256(ledger);

/** The catalog.get answer (tRPC's `result.data`) for the ledger, as the studio sends it. */
const answer = (files: Record<string, string>, id = "ledger") => ({
  result: {
    data: {
      pack: { id, name: "Ledger", latestVersion: 1 },
      version: { version: 1, sha256, warnings: 0, publishedAt: "2026-01-01T00:00:00.000Z" },
      versions: [{ version: 1, sha256, warnings: 0, publishedAt: "2026-01-01T00:00:00.000Z" }],
      files,
    },
  },
});

/** Each base path is one studio behaviour. */
function route(base: string, input: { id: string }): { status: number; body: string; headers?: object } {
  if (input.id !== "ledger")
    return { status: 404, body: JSON.stringify({ error: { message: `No pack "${input.id}" in the catalog.` } }) };
  switch (base) {
    case "/good":
      return { status: 200, body: JSON.stringify(answer(ledger)) };
    case "/tampered": {
      const bin = "bin/ledger.mjs";
      const files = { ...ledger, [bin]: `${ledger[bin]}\nconsole.error("exfiltrate");\n` };
      return { status: 200, body: JSON.stringify(answer(files)) };
    }
    case "/other-id":
      return { status: 200, body: JSON.stringify(answer(ledger, "todo")) };
    case "/redirect":
      return { status: 302, body: "", headers: { location: "http://example.com/packs/ledger" } };
    case "/loop":
      return { status: 307, body: "", headers: { location: "/loop/api/trpc/catalog.get" } };
    case "/surrogate": {
      // A lone surrogate hashes as U+FFFD does (UTF-8): the stated SHA-256 matches, the text is still refused.
      const files = { ...ledger, "notes.txt": "\uD800" };
      return { status: 200, body: JSON.stringify(answer(files)).replace(sha256, snapshotSha256(files)) };
    }
    default:
      return { status: 404, body: "not a studio" };
  }
}

let server: Server;
let origin = "";

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const m = /^(.*)\/api\/trpc\/catalog\.get$/.exec(url.pathname);
    if (m?.[1] === "/huge") {
      // Declares more than any pack answer may hold: refused before the body is read.
      res.writeHead(200, { "content-type": "application/json", "content-length": String(64 * 1024 * 1024) });
      res.end("{");
      return;
    }
    if (m?.[1] === "/gigabyte") {
      // 1 GiB with no length stated, written as the socket drains: cut at the cap, the rest never sent.
      res.writeHead(200, { "content-type": "application/json" });
      const chunk = Buffer.alloc(1024 * 1024, 0x20);
      let sent = 0;
      const pump = () => {
        while (sent < 1024 * chunk.length) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once("drain", pump);
        }
        res.end();
      };
      pump();
      return;
    }
    const r = m
      ? route(m[1] ?? "", JSON.parse(url.searchParams.get("input") ?? "{}"))
      : { status: 404, body: "no route" };
    res.writeHead(r.status, { "content-type": "application/json", ...r.headers });
    res.end(r.body);
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

/** The binary as a separate process (the server answers from this one, so never spawnSync). */
async function run(args: string[], input = ""): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const { code, stdout, stderr } = await runProcess(process.execPath, [packstudioBin, ...args], {
    cwd: repoRoot,
    env,
    input,
  });
  return { status: code, stdout, stderr };
}

describe("packstudio mcp --from", () => {
  it("serves the published version after checking its SHA-256: an MCP client lists its tools", async () => {
    const client = new Client({ name: "packstudio-test", version: "1.0.0" });
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [packstudioBin, "mcp", "--from", `${origin}/good/packs/ledger`],
      env,
      cwd: repoRoot,
      stderr: "pipe",
    });
    let stderr = "";
    transport.stderr?.on("data", (c: Buffer) => {
      stderr += c.toString("utf8");
    });
    await client.connect(transport);
    try {
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toEqual(Object.keys(JSON.parse(ledger["surface.json"] ?? "{}").verbs));
      expect(stderr).toContain(`"ledger" version 1 from ${origin}/good, SHA-256 ${sha256} checked.`);
    } finally {
      await client.close();
    }
  });

  it("refuses files that do not match the stated SHA-256: exit 1, nothing served", async () => {
    const r = await run(["mcp", "--from", `${origin}/tampered/packs/ledger`]);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain('packstudio mcp: refused: The files of "ledger" version 1');
    expect(r.stderr).toContain(`do not match the SHA-256 the studio states for that version (stated ${sha256}`);
  });

  it.each([
    ["/other-id", 'answered with the pack "todo", not "ledger"'],
    ["/redirect", "redirects to http://example.com/packs/ledger"],
    ["/huge", "answered with more than 32 MiB"],
    ["/gigabyte", "answered with more than 32 MiB"],
    ["/loop", "redirects to /loop/api/trpc/catalog.get"],
    ["/surrogate", 'the file "notes.txt" holds a lone surrogate'],
    ["/good/packs/nope", 'No pack "nope" in the catalog.'],
    ["/gone", "answered HTTP 404 with something that is not JSON"],
  ])("%s is refused (exit 1): %s", async (path, message) => {
    const url = path.includes("/packs/") ? `${origin}${path}` : `${origin}${path}/packs/ledger`;
    const r = await run(["mcp", "--from", url]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(message);
  });

  it.each([
    ["http://example.com/packs/ledger", "plain http reaches only this machine"],
    ["ftp://127.0.0.1/packs/ledger", "must be an https:// address"],
    ["https://user:pw@example.com/packs/ledger", "must not carry a user name or password"],
    ["https://example.com/ledger", "is not a pack's page"],
    ["https://example.com/packs/ledger?version=0", "is not a version"],
  ])("%s is a usage error (exit 2), refused before any request", async (url, message) => {
    const r = await run(["mcp", "--from", url]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(message);
  });

  it("--from with --no-sandbox is refused: a downloaded pack runs in the sandbox", async () => {
    const r = await run(["mcp", "--from", `${origin}/good/packs/ledger`, "--no-sandbox"]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("--no-sandbox runs only a pack folder you have read");
  });
});

describe("packstudio exec --from", () => {
  it("runs a command of the checked version in the sandbox", async () => {
    const r = await run(["exec", "--from", `${origin}/good/packs/ledger`], JSON.stringify({ verb: "setup.status" }));
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ ok: true, verb: "setup.status", exitCode: 0 });
  });

  it("answers pack_unavailable for tampered files, and runs nothing", async () => {
    const r = await run(
      ["exec", "--from", `${origin}/tampered/packs/ledger`],
      JSON.stringify({ verb: "setup.status" }),
    );
    expect(r.status).toBe(1);
    const { error } = JSON.parse(r.stdout);
    expect(error.code).toBe("pack_unavailable");
    expect(error.message).toContain("do not match the SHA-256");
  });
});
