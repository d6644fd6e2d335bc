// Rate limits through createCaller and over HTTP: every mutating route and dry-runs counted per client address
// in the database, refused with TOO_MANY_REQUESTS (HTTP 429), a clear message, and Retry-After.

import { specExample } from "@packstudio/core/testing";
import { openStore, type Store } from "@packstudio/db";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST } from "~/app/api/trpc/[trpc]/route";
import { createCaller } from "../root";
import { setStudioStore } from "../store-instance";

const ledger = specExample("ledger");
let store: Store;
let base = "";
let head = "";

beforeAll(async () => {
  store = await openStore({});
  setStudioStore(store);
  base = (await store.shares.create(ledger)).id;
  head = (await store.shares.create({ ...ledger, "HARNESS.md": "changed\n" })).id;
});
afterAll(() => store.close());
afterEach(async () => {
  process.env.PACKSTUDIO_RATE_LIMITS = "off";
  delete process.env.STUDIO_PUBLISH_TOKEN;
  await store.rateLimits.prune(new Date("2999-01-01T00:00:00Z")); // each test starts with no counts
});

type Caller = ReturnType<typeof createCaller>;
const session = "rate-limit-test-session";

// One call of each limited route: [class, route, call]. Each call is valid, so only the limit can refuse it.
const routes: [string, string, (c: Caller) => Promise<unknown>][] = [
  ["share", "share.create", (c) => c.share.create({ files: ledger })],
  ["share", "share.delete", async (c) => c.share.delete({ id: base, deleteKey: "not-the-key" }).catch(forbidden)],
  ["review", "review.comment", (c) => c.review.comment({ base, head, file: "HARNESS.md", author: "Ada", body: "Hm." })],
  ["review", "review.verdict", (c) => c.review.verdict({ base, head, author: "Ada", verdict: "approve" })],
  ["publish", "catalog.publish", async (c) => c.catalog.publish({ files: ledger, token: "wrong" }).catch(forbidden)],
  ["dryRun", "command.dryRun", (c) => c.command.dryRun({ files: ledger, verb: "nope", session })],
  ["device", "device.start", (c) => c.device.start({ client: "laptop" }).catch(forbidden)],
  ["device", "device.poll", (c) => c.device.poll({ deviceCode: "no-such-code" }).catch(forbidden)],
  // Typing codes on /device (issue 26): a guesser of codes is held to a few a minute from one address.
  ["deviceApproval", "device.pending", (c) => c.device.pending({ userCode: "BCDF-GHJK" }).catch(forbidden)],
  [
    "deviceApproval",
    "device.decide",
    (c) => c.device.decide({ userCode: "BCDF-GHJK", approve: true }).catch(forbidden),
  ],
];

/** A refusal by the route itself (a wrong key or token) is an answer, not the limit. */
function forbidden(error: { code?: string }) {
  if (error.code === "TOO_MANY_REQUESTS") throw error;
  return error.code;
}

describe.each(routes)("%s: %s", (limitClass, _route, call) => {
  it("allows the limit per address, then refuses with TOO_MANY_REQUESTS saying what and when", async () => {
    process.env.PACKSTUDIO_RATE_LIMITS = `${limitClass}=2/1h`;
    process.env.STUDIO_PUBLISH_TOKEN = "the-token";
    const address = "198.51.100.7";
    const me = createCaller({ clientAddress: address });
    await call(me);
    await call(me);
    const refused = call(me);
    await expect(refused).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
    const error = (await refused.catch((e: Error) => e)) as Error & { cause: { data: Record<string, unknown> } };
    expect(error.message).toMatch(/^Too many requests: .+ allow 2 an hour from one address, and this address \(/);
    expect(error.message).toMatch(/Try again in \d+ s \(at \d{4}-\d\d-\d\dT\d\d:00:00\.000Z\)\.$/);
    expect(error.cause.data.rateLimit).toMatchObject({ class: limitClass, limit: 2, windowSeconds: 3600 });
    // Another address has its own count.
    await expect(call(createCaller({ clientAddress: `${address}-other` }))).resolves.not.toThrow();
  });
});

describe("limits", () => {
  it("count a malformed call too (the limit comes before the input is read)", async () => {
    process.env.PACKSTUDIO_RATE_LIMITS = "share=1/1h";
    const me = createCaller({ clientAddress: "192.0.2.50" });
    // @ts-expect-error: a malformed call, as a hostile client sends it
    await expect(me.share.create({ files: 42 })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(me.share.create({ files: ledger })).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
  });

  it("put callers without an address in one shared bucket", async () => {
    process.env.PACKSTUDIO_RATE_LIMITS = "review=1/1h";
    await createCaller({}).review.verdict({ base, head, author: "Bo", verdict: "approve" });
    await expect(
      createCaller({}).review.verdict({ base, head, author: "Cy", verdict: "approve" }),
    ).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
  });

  it('are off with PACKSTUDIO_RATE_LIMITS="off" and per class with class=off', async () => {
    process.env.PACKSTUDIO_RATE_LIMITS = "off";
    const me = createCaller({ clientAddress: "192.0.2.51" });
    for (let i = 0; i < 40; i++) await me.review.verdict({ base, head, author: "Di", verdict: "approve" });
    process.env.PACKSTUDIO_RATE_LIMITS = "review=off,share=1/1h";
    for (let i = 0; i < 3; i++) await me.review.verdict({ base, head, author: "Di", verdict: "approve" });
  });

  it("leave queries alone", async () => {
    process.env.PACKSTUDIO_RATE_LIMITS = "share=1/1h,review=1/1h";
    const me = createCaller({ clientAddress: "192.0.2.52" });
    for (let i = 0; i < 5; i++) {
      await me.share.get({ id: base });
      await me.review.get({ base, head });
    }
  });
});

describe("over HTTP", () => {
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    POST(
      new Request("http://studio.test/api/trpc/share.create", {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
      }),
    );

  it("answers 429 with Retry-After and the message in the tRPC error", async () => {
    process.env.PACKSTUDIO_RATE_LIMITS = "share=1/1h";
    expect((await post({ files: ledger })).status).toBe(200);
    const res = await post({ files: ledger });
    expect(res.status).toBe(429);
    const wait = Number(res.headers.get("retry-after"));
    expect(Number.isInteger(wait) && wait >= 1 && wait <= 3600).toBe(true);
    const body = (await res.json()) as { error: { message: string; data: Record<string, unknown> } };
    expect(body.error.message).toContain(`Try again in ${wait} s`);
    expect(body.error.data).toMatchObject({
      code: "TOO_MANY_REQUESTS",
      httpStatus: 429,
      rateLimit: { class: "share", limit: 1, windowSeconds: 3600, retryAfterSeconds: wait },
    });
  });

  it("cannot be dodged with a client-sent X-Forwarded-For or address header", async () => {
    process.env.PACKSTUDIO_RATE_LIMITS = "review=1/1h";
    const verdict = { base, head, author: "Ed", verdict: "approve" };
    const send = (h: Record<string, string>) =>
      POST(
        new Request("http://studio.test/api/trpc/review.verdict", {
          method: "POST",
          headers: { "content-type": "application/json", ...h },
          body: JSON.stringify(verdict),
        }),
      );
    expect((await send({ "x-forwarded-for": "203.0.113.1" })).status).toBe(200);
    expect((await send({ "x-forwarded-for": "203.0.113.2" })).status).toBe(429);
    expect((await send({ "x-packstudio-client-address": "203.0.113.3" })).status).toBe(429);
  });

  it("sets no Retry-After on other errors", async () => {
    process.env.PACKSTUDIO_RATE_LIMITS = "off";
    const res = await post({ files: "not files" });
    expect(res.status).toBe(400);
    expect(res.headers.get("retry-after")).toBeNull();
  });
});
