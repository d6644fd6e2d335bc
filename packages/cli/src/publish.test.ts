// packstudio publish against a stand-in studio (tRPC's HTTP shape): lint first, the token, clear refusals.
import { mkdtempSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { runCli } from "./testing/run-cli.js";

const token = "operator-token";

// An empty config folder: no token stored by packstudio login is picked up from the real home.
const emptyConfig = mkdtempSync(join(tmpdir(), "packstudio-publish-"));
const run = (argv: string[], env: Record<string, string> = {}) =>
  runCli(argv, { env: { XDG_CONFIG_HOME: emptyConfig, ...env } });

/** What the stand-in received, and how it answers: like catalog.publish with STUDIO_PUBLISH_TOKEN set (or not). */
let received: { url: string; body: { files: Record<string, string>; token?: string } }[] = [];
let publishingOn = true;
let rateLimited = false;
let server: Server;
let base = "";

function answer(status: number, body: unknown) {
  return { status, text: JSON.stringify(body) };
}

function studio(body: { files: Record<string, string>; token?: string }) {
  const refuse = (status: number, code: string, message: string) =>
    answer(status, { error: { message, code: -32001, data: { code, httpStatus: status, path: "catalog.publish" } } });
  if (rateLimited) return refuse(429, "TOO_MANY_REQUESTS", "Too many requests: catalog.publish allows 10 a minute.");
  if (!publishingOn)
    return refuse(403, "FORBIDDEN", "publishing is not enabled on this server: set STUDIO_PUBLISH_TOKEN");
  if (body.token !== token) return refuse(401, "UNAUTHORIZED", "The publish token is wrong: nothing was published.");
  return answer(200, {
    result: { data: { id: "ledger", version: 2, created: true, warnings: 0, path: "/packs/ledger" } },
  });
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => {
      raw += c;
    });
    req.on("end", () => {
      const body = JSON.parse(raw || "{}");
      received.push({ url: req.url ?? "", body });
      const out = req.url === "/api/trpc/catalog.publish" ? studio(body) : { status: 404, text: "<html>nope</html>" };
      const wait = out.status === 429 ? { "retry-after": new Date(Date.now() + 30_000).toUTCString() } : {};
      res.writeHead(out.status, { "content-type": "application/json", ...wait }).end(out.text);
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));
beforeEach(() => {
  received = [];
  publishingOn = true;
  rateLimited = false;
});

describe("packstudio publish", () => {
  it("lints, then sends the files and the token; prints id, version and link", async () => {
    const r = await run(["publish", "spec/examples/ledger", "--server", `${base}/`], { STUDIO_PUBLISH_TOKEN: token });
    expect([r.code, r.stderr]).toEqual([0, ""]);
    expect(r.stdout).toBe(`Published ledger version 2: ${base}/packs/ledger\n`);
    expect(received).toHaveLength(1);
    expect(received[0]?.url).toBe("/api/trpc/catalog.publish");
    expect(received[0]?.body.token).toBe(token);
    expect(Object.keys(received[0]?.body.files ?? {}).sort()).toEqual([
      "HARNESS.md",
      "bin/ledger.mjs",
      "policy.json",
      "surface.json",
    ]);
  });

  it("--format json, --token on the command line", async () => {
    const r = await run(["publish", "spec/examples/ledger", "--server", base, "--token", token, "--format", "json"]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({
      published: true,
      id: "ledger",
      version: 2,
      created: true,
      warnings: 0,
      path: "/packs/ledger",
      url: `${base}/packs/ledger`,
    });
  });

  it("refuses a pack with lint errors here: findings printed, nothing sent", async () => {
    const r = await run(["publish", "spec/examples/broken", "--server", base, "--token", token]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("spec/examples/broken/surface.json:2:");
    expect(r.stdout).toContain("fails lint");
    expect(r.stderr).toBe("packstudio publish: not published: fix the lint errors above first.\n");
    expect(received).toEqual([]);
  });

  it("a wrong token: the studio's message, exit 1", async () => {
    const r = await run(["publish", "spec/examples/ledger", "--server", base, "--token", "nope"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(
      "packstudio publish: the studio refused (UNAUTHORIZED): The publish token is wrong: nothing was published.\n",
    );
  });

  it("publishing off on the studio: the studio's message, exit 1 (JSON too)", async () => {
    publishingOn = false;
    const r = await run(["publish", "spec/examples/ledger", "--server", base, "--token", token, "--format", "json"]);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout)).toMatchObject({
      published: false,
      status: 403,
      code: "FORBIDDEN",
      message: expect.stringContaining("publishing is not enabled on this server"),
    });
  });

  it("a rate limit: the studio's message and when to retry (an HTTP-date Retry-After), exit 1", async () => {
    rateLimited = true;
    const r = await run(["publish", "spec/examples/ledger", "--server", base, "--token", token]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /^packstudio publish: the studio at http:\S+ is rate limiting this address \(HTTP 429\): Too many requests: catalog\.publish allows 10 a minute\. Retry after (29|30|31) s \(Retry-After: \d+\)\.\n$/,
    );
    const json = await run(["publish", "spec/examples/ledger", "--server", base, "--token", token, "--format", "json"]);
    expect(JSON.parse(json.stdout)).toMatchObject({ published: false, status: 429, code: "TOO_MANY_REQUESTS" });
    expect(JSON.parse(json.stdout).retryAfterSeconds).toBeGreaterThanOrEqual(29);
  });

  it.each([
    [["publish", "spec/examples/ledger", "--token", token], "publish needs --server URL"],
    [
      ["publish", "spec/examples/ledger", "--server", "http://127.0.0.1:9"],
      "publish needs a token: set STUDIO_PUBLISH_TOKEN (or pass --token T), or run packstudio login",
    ],
    [["publish", "spec/examples/ledger", "--server", "ftp://x", "--token", token], "http:// or https://"],
    [["publish", "--server", "http://127.0.0.1:9", "--token", token], "publish takes one pack folder"],
    [
      ["publish", "spec/examples/ledger", "--server", "http://127.0.0.1:9", "--token", token],
      "Cannot reach the studio",
    ],
  ])("%j: one clear line, exit 2", async (argv, message) => {
    const r = await run(argv);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it("a server that is not a studio: exit 2", async () => {
    const r = await run(["publish", "spec/examples/ledger", "--server", `${base}/elsewhere`, "--token", token]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("is --server the studio's address?");
  });
});
