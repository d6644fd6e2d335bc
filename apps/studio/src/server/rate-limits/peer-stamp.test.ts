// The peer stamp on a real Node HTTP server (as `next start` runs one): the limit counts the TCP peer, whatever
// X-Forwarded-For or address header a client sends.
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { networkInterfaces } from "node:os";
import { specExample } from "@packstudio/core/testing";
import { openStore, type Store } from "@packstudio/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST } from "~/app/api/trpc/[trpc]/route";
import { setStudioStore } from "../store-instance";
import { installPeerStamp, peerHeader } from "./client-address";

let store: Store;
let server: Server;
let port = 0;
let base = "";
let head = "";

beforeAll(async () => {
  store = await openStore({});
  setStudioStore(store);
  const ledger = specExample("ledger");
  base = (await store.shares.create(ledger)).id;
  head = (await store.shares.create({ ...ledger, "HARNESS.md": "changed\n" })).id;
  installPeerStamp({});
  // The route handler behind a plain Node server: headers as Node holds them after the stamp ran.
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    const answer = await POST(
      new Request(`http://studio.test${req.url}`, { method: "POST", headers, body: Buffer.concat(chunks) }),
    );
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  // Dual stack, as `next start` listens: an IPv4 client's peer is then "::ffff:127.0.0.1", an IPv6 one's "::1".
  await new Promise<void>((done) => server.listen(0, "::", done));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((done) => server.close(done));
  await store.close();
});

/** An address of this machine that is not loopback (a LAN interface), if it has one. */
const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && !i.internal && i.family === "IPv4")?.address;

let voters = 0;

/**
 * POST a verdict from `localAddress` (to the server on the same address) with the given headers. Each comes from a
 * new browser (no voter cookie), so each types its own name: a name another browser's verdict holds is refused.
 */
function verdict(localAddress: string, headers: Record<string, string> = {}) {
  const body = JSON.stringify({ base, head, author: `Ada ${++voters}`, verdict: "approve" });
  return new Promise<{ status: number; retryAfter: string | undefined; message: string }>((resolve, reject) => {
    const req = request(
      {
        host: localAddress,
        port,
        localAddress,
        method: "POST",
        path: "/api/trpc/review.verdict",
        headers: { "content-type": "application/json", ...headers },
      },
      (res) => {
        let text = "";
        res.on("data", (c) => {
          text += c;
        });
        res.on("end", () => {
          const message = (JSON.parse(text) as { error?: { message: string } }).error?.message ?? "";
          resolve({ status: res.statusCode ?? 0, retryAfter: res.headers["retry-after"] as string, message });
        });
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

describe("the peer stamp", () => {
  it("counts by the TCP peer: forged headers change nothing, and IPv4 and IPv6 loopback are one client", async () => {
    process.env.PACKSTUDIO_RATE_LIMITS = "review=3/1h";
    try {
      expect((await verdict("127.0.0.1", { "x-forwarded-for": "203.0.113.1" })).status).toBe(200);
      expect((await verdict("127.0.0.1", { [peerHeader]: "203.0.113.2" })).status).toBe(200);
      // The same machine over IPv6 loopback (and 127.0.0.2) is the same client, not a fresh count.
      expect((await verdict("::1")).status).toBe(200);
      for (const from of ["::1", "127.0.0.2", "127.0.0.1"]) {
        const refused = await verdict(from, { "x-forwarded-for": "203.0.113.3", [peerHeader]: "203.0.113.4" });
        expect(refused.status).toBe(429);
        expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
        expect(refused.message).toContain("this address (loopback)");
      }
    } finally {
      process.env.PACKSTUDIO_RATE_LIMITS = "off";
    }
  });

  it.skipIf(!lanAddress)("counts a client on another address apart", async () => {
    process.env.PACKSTUDIO_RATE_LIMITS = "review=1/1h";
    try {
      // The loopback client used its count in the test above (and this one's limit is lower still).
      expect((await verdict("127.0.0.1")).status).toBe(429);
      const lan = await verdict(lanAddress as string);
      expect(lan.status).toBe(200);
      expect((await verdict(lanAddress as string)).message).toContain(`this address (${lanAddress})`);
    } finally {
      process.env.PACKSTUDIO_RATE_LIMITS = "off";
    }
  });
});
