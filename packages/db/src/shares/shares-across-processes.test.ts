// Two stores on one PostgreSQL database stand for two studio processes: a share deleted through one
// stops being readable through the other, although the other cached it (the NOTIFY feed drops it).
import { afterAll, describe, expect, it } from "vitest";
import { openStore, type Store } from "../store.js";

const url = process.env.PACKSTUDIO_TEST_DATABASE_URL;
const files = { "surface.json": "{}", "policy.json": "{}", "HARNESS.md": "# across processes\n" };

// A generous bound: it ends the wait only when the feed never delivers; a busy CI machine can take seconds.
async function until(check: () => Promise<boolean>, ms = 30_000): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 20))) {
    if (await check()) return true;
  }
  return check();
}

describe.skipIf(!url)("share reads across processes on PostgreSQL", () => {
  const stores: Store[] = [];
  afterAll(async () => {
    await Promise.all(stores.map((s) => s.close()));
  });

  it("a deletion in one process ends cached reads in another", async () => {
    const [a, b] = await Promise.all([openStore({ databaseUrl: url }), openStore({ databaseUrl: url })]);
    stores.push(a, b);
    const created = await a.shares.create(files, "never");
    expect((await b.shares.get(created.id))?.id).toBe(created.id);
    expect((await b.shares.get(created.id))?.id).toBe(created.id); // now from b's row cache
    expect(await a.shares.delete(created.id, "wrong key")).toBe(false);
    expect((await b.shares.get(created.id))?.id).toBe(created.id);
    expect(await a.shares.delete(created.id, created.deleteKey)).toBe(true);
    expect(await a.shares.get(created.id)).toBeNull();
    expect(await until(async () => (await b.shares.get(created.id)) === null)).toBe(true);
  });
});
