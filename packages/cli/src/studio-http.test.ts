// postToStudio (publish, share, login) against a hostile studio: a real HTTP server (node:http) on loopback that
// redirects elsewhere, answers 1 GiB, or drips; a plain answer still comes back whole.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UsageError } from "./io.js";
import { maxStudioAnswerBytes, postToStudio } from "./studio-http.js";

const GiB = 1024 * 1024 * 1024;
let studio: Server;
let other: Server;
let origin = "";
let otherOrigin = "";
/** The bodies the other host received: a followed redirect would hand it the request, token and all. */
const otherBodies: string[] = [];
const sent = { gigabyte: 0, drip: 0, dripClosed: false };

function behave(route: string, res: ServerResponse): void {
  switch (route) {
    case "ok":
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ result: { data: { id: "abc" } } }));
      break;
    case "elsewhere":
      res.writeHead(307, { location: `${otherOrigin}/api/trpc/catalog.publish` });
      res.end();
      break;
    case "loop":
      res.writeHead(308, { location: "/api/trpc/loop" });
      res.end();
      break;
    case "gigabyte": {
      res.writeHead(200, { "content-type": "application/json" });
      const chunk = Buffer.alloc(1024 * 1024, 0x20);
      const pump = () => {
        while (sent.gigabyte < GiB) {
          sent.gigabyte += chunk.length;
          if (!res.write(chunk)) return void res.once("drain", pump);
        }
        res.end();
      };
      pump();
      break;
    }
    case "drip": {
      res.writeHead(200, { "content-type": "application/json" });
      const timer = setInterval(() => {
        sent.drip++;
        res.write(" ");
      }, 20);
      res.on("close", () => {
        clearInterval(timer);
        sent.dripClosed = true;
      });
      break;
    }
  }
}

beforeAll(async () => {
  studio = createServer((req: IncomingMessage, res) => {
    req.resume();
    behave(/\/api\/trpc\/(\w+)$/.exec(req.url ?? "")?.[1] ?? "", res);
  });
  other = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => {
      body += c.toString("utf8");
    });
    req.on("end", () => {
      otherBodies.push(body);
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ result: { data: {} } }));
    });
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

const refusal = async (route: string, deadlineMs?: number): Promise<string> => {
  const error = await postToStudio(origin, route, { token: "secret-token" }, deadlineMs).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(UsageError);
  return (error as Error).message;
};

describe("postToStudio against a hostile studio", () => {
  it("a plain answer comes back whole", async () => {
    const answer = await postToStudio(origin, "ok", {});
    expect(answer).toMatchObject({ status: 200, ok: true, data: { id: "abc" } });
  });

  it("a 307 to another host is not followed: the body (a token) never reaches it", async () => {
    expect(await refusal("elsewhere")).toBe(
      `The studio at ${origin} redirects to ${otherOrigin}/api/trpc/catalog.publish: give the studio's own address (nothing is sent on through a redirect).`,
    );
    expect(otherBodies).toEqual([]);
  });

  it("a redirect loop is refused at the first redirect", async () => {
    expect(await refusal("loop")).toContain("redirects to /api/trpc/loop");
  });

  it("a 1 GiB answer is cut at the cap, not read whole", async () => {
    expect(await refusal("gigabyte")).toContain(
      `answered with more than ${maxStudioAnswerBytes / 1024 / 1024} MiB: no studio answer is that large`,
    );
    expect(sent.gigabyte).toBeLessThan(maxStudioAnswerBytes + 64 * 1024 * 1024);
  });

  it("a slow drip is cut by the deadline over the whole answer, though bytes keep coming", async () => {
    expect(await refusal("drip", 1_000)).toBe(
      `The studio at ${origin} stopped answering (no complete answer within 1 s).`,
    );
    expect(sent.drip).toBeGreaterThan(0);
    await expect.poll(() => sent.dripClosed).toBe(true);
  });
});
