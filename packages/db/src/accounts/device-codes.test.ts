// Device logins on PGlite and PostgreSQL (DECISIONS.md 13): hashed device code, 10-minute life, one use.
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Store } from "../store.js";
import { drivers } from "../testing/test-databases.js";

describe.each(drivers)("device logins on %s", (_name, open) => {
  let store: Store;
  beforeAll(async () => {
    store = (await open()).store;
    const { db, tables } = store.accounts;
    await db.insert(tables.user).values({ id: "ada", name: "Ada", email: "ada@example.test" });
  });
  afterAll(() => store.close());

  it("stores the device code hashed and shows the user code while it waits", async () => {
    const started = await store.devices.start("laptop");
    expect(started.userCode).toMatch(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/);
    const rows = await store.accounts.db.execute(sql`SELECT * FROM device_codes`);
    const stored = JSON.stringify((rows as unknown as { rows: unknown[] }).rows);
    expect(stored).not.toContain(started.deviceCode);
    expect(stored).toContain(createHash("sha256").update(started.deviceCode).digest("hex"));
    expect(await store.devices.pending(started.userCode)).toMatchObject({ clientName: "laptop" });
    expect(await store.devices.poll(started.deviceCode)).toEqual({ state: "pending" });
  });

  it("hands an approved login to the CLI once", async () => {
    const started = await store.devices.start("desk");
    expect(await store.devices.decide(started.userCode, "ada", true)).toBe(true);
    expect(await store.devices.pending(started.userCode)).toBeNull();
    // A second decision changes nothing: the code is no longer pending.
    expect(await store.devices.decide(started.userCode, "ada", false)).toBe(false);
    const polls = await Promise.all([store.devices.poll(started.deviceCode), store.devices.poll(started.deviceCode)]);
    expect(polls.filter((p) => p.state === "approved")).toEqual([
      { state: "approved", accountId: "ada", accountName: "Ada", clientName: "desk" },
    ]);
    expect(await store.devices.poll(started.deviceCode)).toEqual({ state: "unknown" });
  });

  it("says denied, expired (after 10 minutes) and unknown", async () => {
    const denied = await store.devices.start("a");
    await store.devices.decide(denied.userCode, "ada", false);
    expect(await store.devices.poll(denied.deviceCode)).toEqual({ state: "denied" });

    const t0 = new Date("2031-05-01T10:00:00Z");
    const late = await store.devices.start("b", t0);
    expect(late.expiresAt.toISOString()).toBe("2031-05-01T10:10:00.000Z");
    const after = new Date("2031-05-01T10:10:00Z");
    expect(await store.devices.pending(late.userCode, after)).toBeNull();
    expect(await store.devices.decide(late.userCode, "ada", true, after)).toBe(false);
    expect(await store.devices.poll(late.deviceCode, after)).toEqual({ state: "expired" });

    expect(await store.devices.poll("no-such-code")).toEqual({ state: "unknown" });
  });
});
