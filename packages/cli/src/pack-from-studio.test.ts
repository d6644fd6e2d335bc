// fetchPublishedPack against a hostile studio: a real HTTP server (node:http) on loopback answering catalog.get
// with tampered files, redirects (another host, a loop), a 1 GiB answer and a slow drip (DECISIONS.md 12, --from).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { catalogPack } from "@packstudio/core/testing";
import { snapshotSha256 } from "@packstudio/db/canonical";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FetchRefused, fetchPublishedPack, maxAnswerBytes, packSource } from "./pack-from-studio.js";

const ledger = catalogPack("ledger");
const GiB = 1024 * 1024 * 1024;

/** The catalog.get answer for `files`, stating `sha256` (by default the files' own). */
const answer = (files: Record<string, string>, sha256 = snapshotSha256(files)) =>
  JSON.stringify({
    result: {
      data: {
        pack: { id: "ledger", name: "Ledger", latestVersion: 1 },
        version: { version: 1, sha256, warnings: 0, publishedAt: "2026-01-01T00:00:00.000Z" },
        files,
      },
    },
  });

/** What each studio behaviour (the base path) wrote, and whether its client hung up. */
const seen = new Map<string, { requests: number; bytes: number; closed: boolean }>();
let other: Server;
let otherRequests = 0;
let studio: Server;
let origin = "";
let otherOrigin = "";

/** 1 GiB in 1 MiB chunks, each written when the socket drains: the server never holds it all either. */
function gigabyte(res: ServerResponse, record: { bytes: number }, declared: boolean): void {
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  res.writeHead(200, { "content-type": "application/json", ...(declared && { "content-length": String(GiB) }) });
  const pump = () => {
    while (record.bytes < GiB) {
      record.bytes += chunk.length;
      if (!res.write(chunk)) return void res.once("drain", pump);
    }
    res.end();
  };
  pump();
}

function behave(base: string, req: IncomingMessage, res: ServerResponse): void {
  const record = seen.get(base) ?? { requests: 0, bytes: 0, closed: false };
  seen.set(base, record);
  record.requests++;
  res.on("close", () => {
    record.closed = true;
  });
  const json = (body: string) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(body);
  };
  switch (base) {
    case "/tampered":
      json(
        answer(
          { ...ledger, "bin/ledger.mjs": `${ledger["bin/ledger.mjs"]}\nprocess.exit(0);\n` },
          snapshotSha256(ledger),
        ),
      );
      break;
    case "/surrogate": {
      // U+FFFD and a lone surrogate hash alike (UTF-8 makes one of the other): the stated hash matches both.
      const clean = { ...ledger, "notes.txt": "a \uFFFD b" };
      json(answer({ ...ledger, "notes.txt": "a \uD800 b" }, snapshotSha256(clean)));
      break;
    }
    case "/elsewhere":
      res.writeHead(302, { location: `${otherOrigin}/packs/ledger` });
      res.end();
      break;
    case "/elsewhere-307":
      res.writeHead(307, { location: `${otherOrigin}/api/trpc/catalog.get` });
      res.end();
      break;
    case "/loop":
      res.writeHead(302, { location: req.url ?? "/" });
      res.end();
      break;
    case "/gigabyte":
      gigabyte(res, record, false);
      break;
    case "/gigabyte-declared":
      gigabyte(res, record, true);
      break;
    case "/drip": {
      // A byte every 20 ms, forever: never idle long enough for an idle timeout.
      res.writeHead(200, { "content-type": "application/json" });
      const timer = setInterval(() => {
        record.bytes++;
        res.write(" ");
      }, 20);
      res.on("close", () => clearInterval(timer));
      break;
    }
    case "/silent":
      break; // never answers, not even headers
    default:
      res.writeHead(404);
      res.end();
  }
}

beforeAll(async () => {
  studio = createServer((req, res) => {
    const m = /^(.*)\/api\/trpc\/catalog\.get$/.exec(new URL(req.url ?? "/", "http://x").pathname);
    behave(m?.[1] ?? "", req, res);
  });
  other = createServer((_req, res) => {
    otherRequests++;
    res.end(answer(ledger));
  });
  for (const s of [studio, other]) await new Promise<void>((done) => s.listen(0, "127.0.0.1", done));
  origin = `http://127.0.0.1:${(studio.address() as AddressInfo).port}`;
  otherOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of [studio, other]) {
    s.closeAllConnections();
    await new Promise((done) => s.close(done));
  }
});

const fetchFrom = (base: string, deadlineMs?: number) =>
  fetchPublishedPack(packSource(`${origin}${base}/packs/ledger`), deadlineMs);

describe("fetchPublishedPack refuses a hostile studio", () => {
  it("tampered files whose hash does not match the stated SHA-256", async () => {
    await expect(fetchFrom("/tampered")).rejects.toThrow(
      /The files of "ledger" version 1 from .* do not match the SHA-256 the studio states for that version/,
    );
  });

  it("a lone surrogate, which would hash as U+FFFD does", async () => {
    const refused = fetchFrom("/surrogate");
    await expect(refused).rejects.toBeInstanceOf(FetchRefused);
    await expect(refused).rejects.toThrow('the file "notes.txt" holds a lone surrogate');
  });

  it.each([
    ["/elsewhere", "302 to another host"],
    ["/elsewhere-307", "307 to another host"],
  ])("%s (%s): not followed, the other host never asked", async (base) => {
    await expect(fetchFrom(base)).rejects.toThrow(`redirects to ${otherOrigin}/`);
    expect(otherRequests).toBe(0);
  });

  it("a redirect loop: refused at the first redirect, one request made", async () => {
    await expect(fetchFrom("/loop")).rejects.toThrow("redirects to /loop/api/trpc/catalog.get");
    expect(seen.get("/loop")?.requests).toBe(1);
  });

  it.each([
    ["/gigabyte", "streamed without a length"],
    ["/gigabyte-declared", "with Content-Length: 1 GiB"],
  ])("a 1 GiB answer (%s, %s) is cut at 32 MiB and the connection dropped", async (base) => {
    await expect(fetchFrom(base)).rejects.toThrow(
      `The studio at ${origin}${base} answered with more than 32 MiB: no pack is that large.`,
    );
    const record = seen.get(base);
    await expect.poll(() => record?.closed).toBe(true);
    // Cut near the cap (what the sockets held on the way aside), far from the whole gigabyte.
    expect(record?.bytes).toBeLessThan(maxAnswerBytes + 64 * 1024 * 1024);
  });

  it("a slow drip is cut by the deadline over the whole answer, though bytes keep coming", async () => {
    await expect(fetchFrom("/drip", 1_000)).rejects.toThrow(
      `The studio at ${origin}/drip stopped answering (no complete answer within 1 s).`,
    );
    expect(seen.get("/drip")?.bytes).toBeGreaterThan(0);
    await expect.poll(() => seen.get("/drip")?.closed).toBe(true);
  });

  it("a studio that never sends its headers is cut by the same deadline", async () => {
    await expect(fetchFrom("/silent", 1_000)).rejects.toThrow(
      `Cannot reach the studio at ${origin}/silent (no complete answer within 1 s). Is the address right?`,
    );
  });
});
