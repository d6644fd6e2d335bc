// packstudio share: help and the link-carried form as goldens, and storing through a stand-in studio (tRPC's HTTP shape).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inflateRawSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot as root, runCli } from "./testing/run-cli.js";

const run = (argv: string[]) => runCli(argv);

function packFiles(name: string): Record<string, string> {
  const dir = join(root, "spec/examples", name);
  const list = ["HARNESS.md", "bin/ledger.mjs", "policy.json", "surface.json"];
  return Object.fromEntries(list.map((f) => [f, readFileSync(join(dir, f), "utf8")]));
}

/** The files a `#z:` link carries (as the studio's /s page reads them), and the output with the data elided. */
function readLink(stdout: string): { files: unknown; shown: string } {
  const data = /#z:([A-Za-z0-9_-]+)/.exec(stdout)?.[1] ?? "";
  const files = JSON.parse(inflateRawSync(Buffer.from(data, "base64url")).toString("utf8"));
  return { files, shown: stdout.replace(data, "<data>") };
}

describe("packstudio share without storing", () => {
  it("help", async () => {
    const r = await run(["share", "--help"]);
    expect([r.code, r.stderr]).toEqual([0, ""]);
    await expect(r.stdout).toMatchFileSnapshot("golden/help-share.txt");
  });

  it("prints a #z: link carrying the files, pointing at the default studio and saying so", async () => {
    const r = await run(["share", "spec/examples/ledger"]);
    expect([r.code, r.stderr]).toEqual([0, ""]);
    const { files, shown } = readLink(r.stdout);
    expect(files).toEqual(packFiles("ledger"));
    await expect(shown).toMatchFileSnapshot("golden/share-ledger.txt");
  });

  it("prints JSON with --format json and uses --server as the link's address with --no-store", async () => {
    const r = await run([
      "share",
      "spec/examples/ledger",
      "--server",
      "https://studio.example/",
      "--no-store",
      "--format",
      "json",
    ]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ stored: false, server: "https://studio.example", pack: "ledger", passes: true });
    expect(out.link).toMatch(/^https:\/\/studio\.example\/s#z:[A-Za-z0-9_-]+$/);
    expect(readLink(out.link).files).toEqual(packFiles("ledger"));
  });

  it("says when the pack fails lint (the link shows the findings)", async () => {
    const r = await run(["share", "spec/examples/broken"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("fails lint (");
  });

  describe("refusals", () => {
    let dir: string;
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), "packstudio-share-"));
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it("refuses a pack too large for a link and points at --server (exit 1)", async () => {
      const big = join(dir, "big");
      mkdirSync(big);
      // Text that does not compress: a pseudo-random walk over many symbols.
      let x = 7;
      const noise = Array.from({ length: 20_000 }, () => {
        x = (x * 48271) % 2147483647;
        return String.fromCharCode(33 + (x % 90));
      }).join("");
      writeFileSync(join(big, "HARNESS.md"), noise);
      const r = await run(["share", big]);
      expect([r.code, r.stdout]).toEqual([1, ""]);
      expect(r.stderr).toContain("too large for a link");
      expect(r.stderr).toContain("--server URL");
    });

    it("refuses a pack with a symbolic link (exit 1)", async () => {
      const linked = join(dir, "linked");
      mkdirSync(linked);
      writeFileSync(join(linked, "surface.json"), "{}");
      symlinkSync("/etc/hostname", join(linked, "host"));
      const r = await run(["share", linked]);
      expect(r.code).toBe(1);
      expect(r.stderr).toContain('"host" is a symbolic link');
    });

    it.each([
      [["share"], "share takes one pack folder"],
      [["share", "spec/examples/ledger", "--expiry", "1y"], '--expiry must be 1d, 1w, 1m or never, not "1y"'],
      [["share", "spec/examples/ledger", "--expiry", "1d"], "--expiry applies to a stored share"],
      [["share", "spec/examples/ledger", "--server", "localhost:3000"], "must be an http:// or https:// address"],
      [["share", "spec/examples/ledger", "--server", "not a url"], "--server must be the studio's address"],
      [["share", "no/such/pack"], 'No pack folder at "'],
    ])("%j is a usage error (exit 2)", async (argv, message) => {
      const r = await run(argv);
      expect([r.code, r.stdout]).toEqual([2, ""]);
      expect(r.stderr).toContain(message);
    });
  });
});

describe("packstudio share --server (a stand-in studio answering as tRPC does)", () => {
  let server: Server;
  let base: string;
  const received: unknown[] = [];
  let answer: { status: number; body: string; headers?: Record<string, string> } = { status: 200, body: "" };

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = "";
      req.on("data", (c) => {
        body += c;
      });
      req.on("end", () => {
        received.push({ method: req.method, url: req.url, body: JSON.parse(body || "null") });
        res.writeHead(answer.status, { "content-type": "application/json", ...answer.headers });
        res.end(answer.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const created = {
    id: "AbCdEfGhIjKlMnOp",
    path: "/s/AbCdEfGhIjKlMnOp",
    deleteKey: "k".repeat(32),
    sha256: "0".repeat(64),
    expiresAt: "2031-03-08T12:00:00.000Z",
  };

  it("POSTs the files and expiry to share.create and prints the link and the delete key", async () => {
    answer = { status: 200, body: JSON.stringify({ result: { data: created } }) };
    const r = await run(["share", "spec/examples/ledger", "--server", base, "--expiry", "1w"]);
    expect([r.code, r.stderr]).toEqual([0, ""]);
    expect(received.at(-1)).toEqual({
      method: "POST",
      url: "/api/trpc/share.create",
      body: { files: packFiles("ledger"), expiry: "1w" },
    });
    expect(r.stdout.split("\n")).toEqual([
      `${base}/s/AbCdEfGhIjKlMnOp`,
      `Delete key (shown once; keep it to delete the share): ${"k".repeat(32)}`,
      "ledger passes lint. Opens until 2031-03-08T12:00:00.000Z.",
      "",
    ]);
  });

  it("prints JSON, and nothing about a reused copy even from a studio that still says so", async () => {
    // An older studio answered "reused": whether the same files were stored before. It is not passed on.
    answer = { status: 200, body: JSON.stringify({ result: { data: { ...created, expiresAt: null, reused: true } } }) };
    const r = await run(["share", "spec/examples/ledger", "--server", base, "--format", "json"]);
    expect(JSON.parse(r.stdout)).toMatchObject({
      link: `${base}/s/AbCdEfGhIjKlMnOp`,
      stored: true,
      deleteKey: "k".repeat(32),
      expiresAt: null,
    });
    expect(JSON.parse(r.stdout)).not.toHaveProperty("reused");
    expect((received.at(-1) as { body: { expiry: string } }).body.expiry).toBe("never");
  });

  it("reports the studio's refusal with its message (exit 1)", async () => {
    const message = 'The pack cannot be shared: the path "../x" is not accepted.';
    answer = { status: 400, body: JSON.stringify({ error: { message, code: -32600, data: { code: "BAD_REQUEST" } } }) };
    const r = await run(["share", "spec/examples/ledger", "--server", base]);
    expect([r.code, r.stdout]).toEqual([1, ""]);
    expect(r.stderr).toBe(`packstudio share: The studio at ${base} refused the share (HTTP 400): ${message}\n`);
  });

  it("shows a rate limit's message and Retry-After (exit 1)", async () => {
    // The body the studio sends with a 429 (apps/studio rate-limits/limited-procedure.ts).
    const message =
      "Too many requests: share.create and share.delete allow 30 a minute from one address, and this address (127.0.0.1) has used them. Try again in 42 s (at 2031-03-01T12:01:00.000Z).";
    const data = { code: "TOO_MANY_REQUESTS", httpStatus: 429, rateLimit: { class: "share", retryAfterSeconds: 42 } };
    answer = {
      status: 429,
      body: JSON.stringify({ error: { message, code: -32029, data } }),
      headers: { "retry-after": "42" },
    };
    const r = await run(["share", "spec/examples/ledger", "--server", base]);
    expect([r.code, r.stdout]).toEqual([1, ""]);
    expect(r.stderr).toBe(
      `packstudio share: the studio at ${base} is rate limiting this address (HTTP 429): ${message} Retry after 42 s (Retry-After: 42).\n`,
    );
    // Without the header (a proxy's own 429), it still says what happened.
    answer = { status: 429, body: "<html>Too Many Requests</html>" };
    const bare = await run(["review", "spec/examples/ledger", "spec/examples/ledger", "--server", base]);
    expect(bare.code).toBe(1);
    expect(bare.stderr).toBe(
      `packstudio review: the studio at ${base} is rate limiting this address (HTTP 429): <html>Too Many Requests</html> Wait a while and try again.\n`,
    );
  });

  it("reports a failing studio and an answer that is not a studio's (exit 2)", async () => {
    answer = { status: 502, body: "<html>Bad gateway</html>" };
    const failing = await run(["share", "spec/examples/ledger", "--server", base]);
    expect(failing.code).toBe(2);
    expect(failing.stderr).toContain("failed (HTTP 502): <html>Bad gateway</html>");
    answer = { status: 200, body: "<html>hello</html>" };
    const other = await run(["share", "spec/examples/ledger", "--server", base]);
    expect(other.code).toBe(2);
    expect(other.stderr).toContain("did not answer as a Pack Studio does");
  });

  it("reports a studio that is down (exit 2)", async () => {
    const down = createServer();
    await new Promise<void>((resolve) => down.listen(0, "127.0.0.1", resolve));
    const port = (down.address() as AddressInfo).port;
    await new Promise<void>((resolve) => down.close(() => resolve()));
    const r = await run(["share", "spec/examples/ledger", "--server", `http://127.0.0.1:${port}`]);
    expect([r.code, r.stdout]).toEqual([2, ""]);
    expect(r.stderr).toContain(`Cannot reach the studio at http://127.0.0.1:${port} (ECONNREFUSED)`);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});
