// share.mine and share.deleteMine through createCaller (DECISIONS.md 13): a signed-in creator lists and deletes
// their shares without the key; no session, another account and sign-in off are refused. Share deletions and
// verdicts land in the audit log with the account and the client address.
import { specExample } from "@packstudio/core/testing";
import { openStore, type Store } from "@packstudio/db";
import { addAccounts } from "@packstudio/db/testing";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { SignedInAccount } from "../auth/signed-in";
import { createCaller } from "../root";
import { setStudioStore } from "../store-instance";

const ledger = specExample("ledger");
const ada: SignedInAccount = { id: "acct-ada", name: "Ada Lovelace", image: null };
const grace: SignedInAccount = { id: "acct-grace", name: "Grace Hopper", image: null };
const address = "198.51.100.7";
const as = (account: SignedInAccount | null) =>
  createCaller({ clientAddress: address, signIn: { account, anonymousReviews: false } });
const off = createCaller({ clientAddress: address });

let store: Store;
vi.setConfig({ testTimeout: 30_000 });
beforeAll(async () => {
  store = await openStore({});
  setStudioStore(store);
  await addAccounts(
    store,
    [ada, grace].map((a) => ({ id: a.id, name: a.name, email: `${a.id}@x.test` })),
  );
}, 300_000);
afterAll(() => store.close());

describe("share.mine and share.deleteMine", () => {
  it("records the signed-in creator and lists only their live shares", async () => {
    const mine = await as(ada).share.create({ files: ledger });
    await as(grace).share.create({ files: ledger });
    await off.share.create({ files: ledger });
    await as(null).share.create({ files: ledger });
    const listed = await as(ada).share.mine();
    expect(listed.shares.map((s) => s.id)).toEqual([mine.id]);
    expect(listed.shares[0]).toMatchObject({ path: `/s/${mine.id}`, expiresAt: null });
    expect(listed.more).toBe(false);
  });

  it.each([
    ["sign-in off", () => off, "FORBIDDEN"],
    ["no session", () => as(null), "UNAUTHORIZED"],
  ])("refuses %s", async (_name, caller, code) => {
    const share = await as(ada).share.create({ files: ledger });
    await expect(caller().share.mine()).rejects.toMatchObject({ code });
    await expect(caller().share.deleteMine({ id: share.id })).rejects.toMatchObject({ code });
    expect(await store.shares.get(share.id)).not.toBeNull();
  });

  it("refuses another account's share as if it did not exist, deleting nothing; the creator deletes it", async () => {
    const share = await as(ada).share.create({ files: ledger });
    await expect(as(grace).share.deleteMine({ id: share.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: expect.stringContaining("You have no share"),
    });
    expect(await store.shares.get(share.id)).not.toBeNull();
    expect(await as(ada).share.deleteMine({ id: share.id })).toEqual({ id: share.id, deleted: true });
    expect(await store.shares.get(share.id)).toBeNull();
    const [entry] = (await store.audit.list({ limit: 1 })).entries;
    expect(entry).toMatchObject({ action: "share.delete", shareId: share.id, accountName: "Ada Lovelace" });
    expect(entry?.clientAddress).toBe(address);
  });

  it("logs a deletion with the delete key, by whoever holds it", async () => {
    const share = await off.share.create({ files: ledger });
    await off.share.delete({ id: share.id, deleteKey: share.deleteKey });
    expect((await store.audit.list({ limit: 1 })).entries[0]).toMatchObject({
      action: "share.delete",
      actor: "anonymous",
      shareId: share.id,
      detail: "with its delete key",
    });
  });
});

describe("verdicts in the audit log", () => {
  it("records the account, the verdict and the review's shares", async () => {
    const base = (await off.share.create({ files: ledger })).id;
    const head = (await off.share.create({ files: { ...ledger, "HARNESS.md": "changed\n" } })).id;
    await as(grace).review.verdict({ base, head, verdict: "approve" });
    expect((await store.audit.list({ limit: 1 })).entries[0]).toMatchObject({
      action: "verdict",
      actor: "account",
      accountId: grace.id,
      shareId: head,
      detail: `approve on review ${base}...${head}`,
      clientAddress: address,
    });
  });
});
