// Ownership on both drivers (DECISIONS.md 13): first account claims, others refused with the owners' names and
// nothing stored, the operator publishes anything, co-owners by email, never the last owner, transfer.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { snapshotSha256 } from "../snapshots/canonical.js";
import type { Store } from "../store.js";
import { addAccounts, packWithId } from "../testing/test-accounts.js";
import { drivers } from "../testing/test-databases.js";
import { isOwnershipError, OwnershipError } from "./catalog-owners.js";

const ada = { id: "acc-ada", name: "Ada Lovelace", email: "ada@example.test" };
const grace = { id: "acc-grace", name: "Grace Hopper", email: "Grace@Example.test" };
const linus = { id: "acc-linus", name: "Linus", email: "linus@example.test" };
const as = (a: { id: string }) => ({ kind: "account" as const, accountId: a.id });

describe.each(drivers)("catalog ownership on %s", (_name, open) => {
  let store: Store;
  let another: (() => Promise<Store>) | undefined;
  beforeAll(async () => {
    ({ store, another } = await open());
    await addAccounts(store, [ada, grace, linus]);
  });
  afterAll(() => store.close());

  it("gives an id to the first account to publish it, and refuses anyone else naming the owner, storing nothing", async () => {
    await store.catalog.publish(packWithId("owned-one"), 0, as(ada));
    expect((await store.owners.list("owned-one")).map((o) => o.name)).toEqual(["Ada Lovelace"]);
    const theirs = packWithId("owned-one", "\nGrace's change\n");
    const refused = await store.catalog.publish(theirs, 0, as(grace)).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(OwnershipError);
    expect((refused as OwnershipError).message).toMatch(/"owned-one" is owned by Ada Lovelace/);
    expect((await store.catalog.get("owned-one"))?.versions).toHaveLength(1);
    expect(await store.snapshots.get(snapshotSha256(theirs))).toBeNull();
    // The owner publishes again.
    expect((await store.catalog.publish(packWithId("owned-one", "\nv2\n"), 0, as(ada))).version).toBe(2);
  });

  it("lets the operator publish anything without becoming an owner; an unowned id goes to its first account", async () => {
    await store.catalog.publish(packWithId("operators"));
    expect(await store.owners.list("operators")).toEqual([]);
    await store.catalog.publish(packWithId("owned-one", "\nops\n"));
    expect((await store.owners.list("owned-one")).map((o) => o.id)).toEqual([ada.id]);
    // Published before sign-in (no owners): the first account to publish it claims it, even unchanged.
    expect((await store.catalog.publish(packWithId("operators"), 0, as(grace))).created).toBe(false);
    expect((await store.owners.list("operators")).map((o) => o.id)).toEqual([grace.id]);
  });

  it("makes one owner of two first publishes at once", async () => {
    const other = another ? await another() : store;
    const results = await Promise.allSettled([
      store.catalog.publish(packWithId("raced", "\nada\n"), 0, as(ada)),
      other.catalog.publish(packWithId("raced", "\ngrace\n"), 0, as(grace)),
    ]);
    if (other !== store) await other.close();
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.filter((r) => r.status === "rejected")).toHaveLength(1);
    expect(await store.owners.list("raced")).toHaveLength(1);
    expect((await store.catalog.get("raced"))?.versions).toHaveLength(1);
  });

  it("lets owners add co-owners by email and remove owners, never the last; outsiders change nothing", async () => {
    await store.catalog.publish(packWithId("shared-id"), 0, as(ada));
    await expect(store.owners.add("shared-id", grace.id, linus.email)).rejects.toThrow(/owned by Ada Lovelace/);
    await expect(store.owners.add("shared-id", ada.id, "nobody@example.test")).rejects.toThrow(
      /No account has the email address "nobody@example.test"/,
    );
    // Emails compare without case, as providers treat them.
    const owners = await store.owners.add("shared-id", ada.id, "grace@example.TEST");
    expect(owners.map((o) => o.name)).toEqual(["Ada Lovelace", "Grace Hopper"]);
    await store.catalog.publish(packWithId("shared-id", "\nby grace\n"), 0, as(grace));
    await expect(store.owners.remove("shared-id", linus.id, ada.id)).rejects.toThrow(/owned by/);
    await expect(store.owners.remove("shared-id", ada.id, linus.id)).rejects.toThrow(/not an owner/);
    expect((await store.owners.remove("shared-id", grace.id, ada.id)).map((o) => o.id)).toEqual([grace.id]);
    await expect(store.owners.remove("shared-id", grace.id, grace.id)).rejects.toMatchObject({
      problem: "last-owner",
    });
    await expect(store.owners.add("no-such-pack", ada.id, grace.email)).rejects.toMatchObject({ problem: "no-pack" });
    await expect(store.owners.add("operators-2", ada.id, grace.email)).rejects.toMatchObject({ problem: "no-pack" });
  });

  it("transfers an id (the operator): the new owners replace the old", async () => {
    await store.catalog.publish(packWithId("moved"), 0, as(ada));
    const owners = await store.owners.transfer("moved", [linus.email, grace.email]);
    expect(owners.map((o) => o.id).sort()).toEqual([grace.id, linus.id]);
    expect(await store.owners.isOwner("moved", ada.id)).toBe(false);
    await expect(store.owners.transfer("moved", [])).rejects.toThrow(/at least one/);
    await expect(store.owners.transfer("moved", ["x@example.test"])).rejects.toThrow(/No account/);
    expect(await store.owners.list("moved")).toHaveLength(2);
  });
});

describe.each(drivers)("owners by a verified email address on %s (issue 26)", (_name, open) => {
  let store: Store;
  // Hedy's address as three sign-ins give it: an issuer that says email_verified: false, the real Hedy, and a
  // second subject (another issuer or login) whose provider also states the address verified.
  const unverified = { id: "acc-unverified", name: "Not Hedy", email: "hedy@example.test", verified: false };
  const hedy = { id: "acc-hedy", name: "Hedy Lamarr", email: "Hedy@example.test" };
  const again = { id: "acc-hedy-2", name: "Hedy Lamarr (2)", email: "hedy@EXAMPLE.test" };
  beforeAll(async () => {
    ({ store } = await open());
    await addAccounts(store, [ada, unverified]);
    await store.catalog.publish(packWithId("verified-only"), 0, as(ada));
    await store.catalog.publish(packWithId("verified-moved"), 0, as(ada));
  });
  afterAll(() => store.close());

  it("never matches an address its provider did not state as verified, and says why", async () => {
    const refused = await store.owners.add("verified-only", ada.id, "hedy@example.test").catch((e: unknown) => e);
    expect(refused).toMatchObject({ problem: "unverified-email" });
    expect((refused as Error).message).toMatch(/"hedy@example.test".*not verified.*sign-in provider/);
    await expect(store.owners.transfer("verified-moved", ["hedy@example.test"])).rejects.toMatchObject({
      problem: "unverified-email",
    });
    expect((await store.owners.list("verified-only")).map((o) => o.id)).toEqual([ada.id]);
    expect((await store.owners.list("verified-moved")).map((o) => o.id)).toEqual([ada.id]);
  });

  it("matches the one account whose provider verified the address, never the unverified one", async () => {
    await addAccounts(store, [hedy]);
    const owners = await store.owners.add("verified-only", ada.id, "HEDY@example.test");
    expect(owners.map((o) => o.id)).toEqual([ada.id, hedy.id]);
    expect((await store.owners.transfer("verified-moved", ["hedy@example.test"])).map((o) => o.id)).toEqual([hedy.id]);
  });

  it("refuses an address two accounts hold verified, adding no one", async () => {
    await addAccounts(store, [again]);
    await store.catalog.publish(packWithId("ambiguous-id"), 0, as(ada));
    const refused = await store.owners.add("ambiguous-id", ada.id, "hedy@example.test").catch((e: unknown) => e);
    expect(refused).toMatchObject({ problem: "ambiguous-email" });
    expect((refused as Error).message).toMatch(/2 accounts have the verified email address "hedy@example.test"/);
    await expect(store.owners.transfer("ambiguous-id", [ada.email, "hedy@example.test"])).rejects.toMatchObject({
      problem: "ambiguous-email",
    });
    expect((await store.owners.list("ambiguous-id")).map((o) => o.id)).toEqual([ada.id]);
  });

  it("keeps two sign-ins with one address as two accounts (sign-in's unique key is the subject, not the address)", async () => {
    const rows = await store.accounts.db
      .select({ id: store.accounts.tables.user.id })
      .from(store.accounts.tables.user)
      .where(sql`lower(${store.accounts.tables.user.providerEmail}) = 'hedy@example.test'`);
    expect(rows.map((r) => r.id).sort()).toEqual([again.id, unverified.id, hedy.id].sort());
  });
});

describe("isOwnershipError", () => {
  it("knows a refusal from another copy of this module (Next bundles the store apart from the routes)", () => {
    const fromOtherCopy = Object.assign(new Error("owned"), { name: "OwnershipError", problem: "not-owner" });
    expect(isOwnershipError(fromOtherCopy)).toBe(true);
    expect(isOwnershipError(new OwnershipError("last-owner", "x"))).toBe(true);
    expect(isOwnershipError(new Error("OwnershipError"))).toBe(false);
    expect(isOwnershipError({ name: "OwnershipError", problem: "not-owner" })).toBe(false);
  });
});
