// The start's warm-up (issue 30): which pages, reached where, and the health route saying "warming" until done.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { GET as health } from "~/app/api/health/route";
import { bounded, isWarm, loopbackBase, pagesWarmed, warmPages, warmPaths, warmUpSetting } from "./warm-up";

describe("where the studio reaches itself", () => {
  it.each([
    ["no PORT (a custom server)", {}, undefined],
    ["a PORT that is not one", { PORT: "http" }, undefined],
    [
      "all interfaces (origin localhost)",
      { PORT: "3000", __NEXT_PRIVATE_ORIGIN: "http://localhost:3000" },
      "http://127.0.0.1:3000",
    ],
    ["no origin", { PORT: "3000" }, "http://127.0.0.1:3000"],
    ["-H 127.0.0.1", { PORT: "3001", __NEXT_PRIVATE_ORIGIN: "http://127.0.0.1:3001" }, "http://127.0.0.1:3001"],
    ["-H 10.1.2.3", { PORT: "3002", __NEXT_PRIVATE_ORIGIN: "http://10.1.2.3:3002" }, "http://10.1.2.3:3002"],
    ["-H ::1", { PORT: "3003", __NEXT_PRIVATE_ORIGIN: "http://[::1]:3003" }, "http://[::1]:3003"],
    [
      "https (a certificate for a name, not loopback)",
      { PORT: "3004", __NEXT_PRIVATE_ORIGIN: "https://localhost:3004" },
      undefined,
    ],
  ])("%s", (_, env, base) => {
    expect(loopbackBase(env)).toBe(base);
  });

  it("fetches the catalog, the first pack's page, the editor and the live search, in that order", () => {
    expect(warmPaths("ledger")).toEqual([
      "/",
      "/packs/ledger",
      "/editor",
      `/api/trpc/catalog.search?input=${encodeURIComponent('{"pageSize":20}')}`,
    ]);
    expect(warmPaths(undefined)).not.toContain("/packs/");
  });
});

describe("PACKSTUDIO_WARM_UP", () => {
  it.each([
    [undefined, true],
    ["", true],
    ["on", true],
    ["off", false],
  ])("%s reads as %s", (value, on) => {
    expect(warmUpSetting({ PACKSTUDIO_WARM_UP: value })).toBe(on);
  });

  it("another value stops the start, saying what to give", () => {
    expect(() => warmUpSetting({ PACKSTUDIO_WARM_UP: "yes" })).toThrow(
      'PACKSTUDIO_WARM_UP is "yes": give "on" (the default: pages are fetched once at start) or "off".',
    );
  });
});

describe("the warm-up and the health route", () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  /** A stand-in for the studio's own port: answers each path after `release()`, the catalog with a 500. */
  async function slowServer() {
    const seen: string[] = [];
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    server = createServer((req, res) => {
      seen.push(req.url ?? "");
      void released.then(() => {
        if (req.url === "/editor") return req.socket.destroy(); // a failure on the way, not an answer
        res.writeHead(req.url === "/" ? 500 : 200).end("page");
      });
    });
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    return { seen, release, env: { PORT: String(port), __NEXT_PRIVATE_ORIGIN: `http://127.0.0.1:${port}` } };
  }

  it("says warming (503) until every page has been fetched, failures included, then ready", async () => {
    const { seen, release, env } = await slowServer();
    warmPages("ledger", env);
    expect(isWarm()).toBe(false);
    const waiting = await health();
    expect(waiting.status).toBe(503);
    expect(await waiting.json()).toEqual({ ok: false, warming: true });
    release();
    await pagesWarmed();
    expect(seen).toEqual(warmPaths("ledger"));
    expect(isWarm()).toBe(true);
    expect((await health()).status).toBe(200);
  });

  it("with PACKSTUDIO_WARM_UP=off nothing is fetched and the studio is ready at once", async () => {
    const { seen, env } = await slowServer();
    warmPages("ledger", { ...env, PACKSTUDIO_WARM_UP: "off" });
    await pagesWarmed();
    expect(isWarm()).toBe(true);
    expect(seen).toEqual([]);
  });
});

describe("the start's own warm-up work", () => {
  it("gives its result when done within the limit", async () => {
    expect(await bounded(Promise.resolve("ledger"), 5000)).toBe("ledger");
  });

  it("never holds the start: work still going at the limit is left to finish in the background", async () => {
    expect(await bounded(new Promise(() => {}), 50)).toBeUndefined();
  });

  it("never stops the start: a failure is logged, not thrown", async () => {
    expect(await bounded(Promise.reject(new Error("no database")), 5000)).toBeUndefined();
  });
});

describe("the page fetches' limit", () => {
  it("counts the studio warm once the limit cuts off a page that never answers", async () => {
    const hung = createServer(() => {}); // takes the request, never answers
    await new Promise<void>((resolve) => hung.listen(0, "127.0.0.1", resolve));
    const { port } = hung.address() as AddressInfo;
    try {
      warmPages("ledger", { PORT: String(port) }, 200);
      expect(isWarm()).toBe(false);
      await pagesWarmed();
      expect(isWarm()).toBe(true);
    } finally {
      hung.closeAllConnections();
      hung.close();
    }
  });
});
