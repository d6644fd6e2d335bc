// The audit log and creators' shares on both drivers: entries newest first in bounded keyset pages, by pack.
import { catalogPack } from "@packstudio/core/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Store } from "../store.js";
import { addAccounts } from "../testing/test-accounts.js";
import { drivers } from "../testing/test-databases.js";
import { maxAuditDetail, maxAuditPage } from "./audit-log.js";

const ada = { id: "acc-ada", name: "Ada Lovelace", email: "ada@example.test" };
const grace = { id: "acc-grace", name: "Grace Hopper", email: "grace@example.test" };

describe.each(drivers)("audit log and creators' shares on %s", (_name, open) => {
  let store: Store;
  beforeAll(async () => {
    store = (await open()).store;
    await addAccounts(store, [ada, grace]);
  });
  afterAll(() => store.close());

  it("records who, what, where, and lists newest first in keyset pages, of one pack or all", async () => {
    const actor = { kind: "account" as const, id: ada.id, name: ada.name };
    for (let i = 0; i < 5; i++) {
      await store.audit.record({ action: "publish", actor, packId: "p1", clientAddress: "10.0.0.1", detail: `v${i}` });
    }
    await store.audit.record({ action: "share.delete", actor: { kind: "anonymous" }, shareId: "AAAAAAAAAAAAAAAA" });
    await store.audit.record({
      action: "owner.transfer",
      actor: { kind: "operator" },
      packId: "p2",
      detail: "x".repeat(9999),
    });
    const first = await store.audit.list({ packId: "p1", limit: 2 });
    expect(first.entries.map((e) => e.detail)).toEqual(["v4", "v3"]);
    expect(first.entries[0]).toMatchObject({
      actor: "account",
      accountId: ada.id,
      accountName: ada.name,
      clientAddress: "10.0.0.1",
    });
    const second = await store.audit.list({ packId: "p1", limit: 2, before: first.next ?? 0 });
    const third = await store.audit.list({ packId: "p1", limit: 2, before: second.next ?? 0 });
    expect([...second.entries, ...third.entries].map((e) => e.detail)).toEqual(["v2", "v1", "v0"]);
    expect(third.next).toBeNull();
    const all = await store.audit.list({ limit: 1_000_000 });
    expect(all.entries).toHaveLength(7);
    expect(all.entries[0]?.detail).toHaveLength(maxAuditDetail);
    expect(all.entries[1]).toMatchObject({ action: "share.delete", actor: "anonymous", accountId: null });
    expect((await store.audit.list({ limit: 0 })).entries).toHaveLength(1);
    expect(maxAuditPage).toBe(100);
  });

  it("lists a creator's live shares and lets only the creator delete one without its key", async () => {
    const ledger = catalogPack("ledger");
    const mine = await store.shares.create(ledger, "never", ada.id);
    const older = await store.shares.create(ledger, "1d", ada.id);
    await store.shares.create(ledger, "never");
    await store.shares.create(ledger, "never", grace.id);
    expect((await store.shares.byCreator(ada.id)).shares.map((s) => s.id).sort()).toEqual([mine.id, older.id].sort());
    expect(await store.shares.deleteByCreator(mine.id, grace.id)).toBe(false);
    expect(await store.shares.get(mine.id)).not.toBeNull();
    expect(await store.shares.deleteByCreator(mine.id, ada.id)).toBe(true);
    expect(await store.shares.get(mine.id)).toBeNull();
    expect((await store.shares.byCreator(ada.id)).shares.map((s) => s.id)).toEqual([older.id]);
  });
});
