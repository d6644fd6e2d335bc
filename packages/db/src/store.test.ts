// The storage suite, run on PGlite and on a real PostgreSQL server (PACKSTUDIO_TEST_DATABASE_URL; CI starts one).
import { readdirSync } from "node:fs";
import { catalogPack, catalogPacksDir } from "@packstudio/core/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ReviewShareGone } from "./reviews/reviews.js";
import { snapshotSha256 } from "./snapshots/canonical.js";
import type { Store } from "./store.js";
import { drivers } from "./testing/test-databases.js";

const ledger = catalogPack("ledger");

describe.each(drivers)("storage on %s", (_name, open) => {
  let store: Store;
  beforeAll(async () => {
    store = (await open()).store;
  });
  afterAll(async () => {
    await store.close();
  });

  it("stores a snapshot once per canonical SHA-256", async () => {
    const a = await store.snapshots.put(ledger);
    const b = await store.snapshots.put({ ...ledger });
    expect(a.sha256).toBe(snapshotSha256(ledger));
    expect([a.created, b.created]).toEqual([true, false]);
    expect(await store.snapshots.get(a.sha256)).toEqual(ledger);
    expect(await store.snapshots.get("0".repeat(64))).toBeNull();
  });

  it("shares: a random 16-character id, reuse of stored files (unsaid), delete with the key only", async () => {
    const s1 = await store.shares.create(ledger, "1w");
    const s2 = await store.shares.create(ledger);
    expect(s1.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(s1.id).not.toBe(s2.id);
    expect(s2.sha256).toBe(s1.sha256);
    expect(s2).not.toHaveProperty("reused");
    expect(s1.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    expect((await store.shares.get(s1.id))?.files).toEqual(ledger);
    expect(await store.shares.get("not-an-id")).toBeNull();
    expect(await store.shares.get("AAAAAAAAAAAAAAAA")).toBeNull();
    expect(await store.shares.delete(s1.id, "wrong-key")).toBe(false);
    expect(await store.shares.get(s1.id)).not.toBeNull();
    expect(await store.shares.delete(s1.id, s1.deleteKey)).toBe(true);
    expect(await store.shares.get(s1.id)).toBeNull();
    expect(await store.shares.get(s2.id)).not.toBeNull();
  });

  it("publishes the example catalog and searches it with full-text search, filters, sort and pages", async () => {
    for (const name of readdirSync(catalogPacksDir)) await store.catalog.publish(catalogPack(name));
    const all = await store.catalog.search({ pageSize: 100 });
    expect(all.total).toBe(readdirSync(catalogPacksDir).length);
    expect(all.items.map((p) => p.name)).toEqual(
      [...all.items.map((p) => p.name)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    const pay = await store.catalog.search({ q: "payee" });
    expect(pay.items.map((p) => p.id)).toContain("ledger");
    const prefix = await store.catalog.search({ q: "ledg" });
    expect(prefix.items[0]?.id).toBe("ledger");
    const control = await store.catalog.search({ plane: "control" });
    expect(control.items.every((p) => p.plane === "control")).toBe(true);
    expect(control.total).toBeGreaterThan(0);
    const publicRead = await store.catalog.search({ bindingMode: "public", hasWrite: false });
    expect(publicRead.items.every((p) => p.bindingMode === "public" && !p.hasWrite)).toBe(true);
    const cli = await store.catalog.search({ needsCli: true });
    expect(cli.items.every((p) => p.needsCli)).toBe(true);
    const paged = await store.catalog.search({ pageSize: 5, page: 2 });
    expect(paged.items).toHaveLength(5);
    expect(paged.items[0]?.id).toBe(all.items[5]?.id);
    expect((await store.catalog.search({ q: "'); DROP TABLE catalog_packs; --" })).total).toBeGreaterThanOrEqual(0);
    expect(await store.catalog.size()).toBe(all.total);
  });

  it("a new snapshot of a published id is a new version; the same files are not", async () => {
    const again = await store.catalog.publish(ledger);
    expect(again.created).toBe(false);
    const changed = { ...ledger, "HARNESS.md": `${ledger["HARNESS.md"]}\nMore.\n` };
    const v2 = await store.catalog.publish(changed);
    expect([v2.created, v2.version]).toEqual([true, again.version + 1]);
    const got = await store.catalog.get("ledger");
    expect(got?.versions.map((v) => v.version)).toEqual([v2.version, again.version]);
    expect(got?.files["HARNESS.md"]).toContain("More.");
    expect((await store.catalog.get("ledger", again.version))?.files).toEqual(ledger);
  });

  it("publishing twice at once keeps both versions", async () => {
    const a = { ...ledger, "HARNESS.md": `${ledger["HARNESS.md"]}\nA.\n` };
    const b = { ...ledger, "HARNESS.md": `${ledger["HARNESS.md"]}\nB.\n` };
    const [ra, rb] = await Promise.all([store.catalog.publish(a), store.catalog.publish(b)]);
    expect(new Set([ra.version, rb.version]).size).toBe(2);
    const versions = (await store.catalog.get("ledger"))?.versions.map((v) => v.version) ?? [];
    expect(versions).toContain(ra.version);
    expect(versions).toContain(rb.version);
  });

  it("the same files published twice at once make one version (two processes seeding together)", async () => {
    const c = { ...ledger, "HARNESS.md": `${ledger["HARNESS.md"]}\nC.\n` };
    const [r1, r2] = await Promise.all([store.catalog.publish(c), store.catalog.publish(c)]);
    expect(r1.version).toBe(r2.version);
    expect([r1.created, r2.created].sort()).toEqual([false, true]);
  });

  it("ranks a match in the id or name first; a page past the end keeps the total", async () => {
    const r = await store.catalog.search({ q: "ledger" });
    expect(r.items[0]?.id).toBe("ledger");
    const payee = await store.catalog.search({ q: "payee", pageSize: 100 });
    expect(payee.items.map((p) => p.id)).toContain("ledger");
    expect(payee.total).toBe(payee.items.length);
    const paged = await store.catalog.search({ q: "list", pageSize: 2, page: 1 });
    const past = await store.catalog.search({ q: "list", pageSize: 2, page: 500 });
    expect(past.items).toEqual([]);
    expect(past.total).toBe(paged.total);
    expect((await store.catalog.search({ q: "the" })).total).toBeGreaterThanOrEqual(0); // a stop word: no error
  });

  it("keeps a review's comments and verdicts with its pair of share ids", async () => {
    const changed = { ...ledger, "HARNESS.md": "changed\n" };
    const [base, head] = [await store.shares.create(ledger), await store.shares.create(changed)];
    const pair = { base, head };
    await store.reviews.comment(pair, {
      file: "surface.json",
      pointer: "/verbs/list",
      author: "Ada",
      body: "Why write?",
    });
    await store.reviews.comment(pair, { file: "HARNESS.md", line: 1, author: "Bo", body: "Shorter, please." });
    await store.reviews.verdict(pair, { name: "Ada" }, "request_changes");
    const talk = await store.reviews.conversation(pair);
    expect(talk.comments.map((c) => [c.author, c.file, c.pointer, c.line, c.baseShare, c.headSha256])).toEqual([
      ["Ada", "surface.json", "/verbs/list", null, base.id, head.sha256],
      ["Bo", "HARNESS.md", null, 1, base.id, head.sha256],
    ]);
    expect(talk.verdicts.map((v) => v.verdict)).toEqual(["request_changes"]);
    expect(await store.reviews.size(pair)).toEqual({ comments: 2, verdicts: 1 });
    expect((await store.reviews.conversation({ base: head, head: base })).comments).toEqual([]);
  });

  it("keeps the account of a signed-in comment and verdict; a deleted account leaves the words (DECISIONS.md 13)", async () => {
    const { db, tables } = store.accounts;
    await db.insert(tables.user).values({ id: "acct-gone", name: "Ada Lovelace", email: "gone@example.test" });
    const pair = { base: await store.shares.create(ledger), head: await store.shares.create({ ...ledger, x: "1" }) };
    await store.reviews.comment(pair, { file: "x", author: "Ada Lovelace", authorAccount: "acct-gone", body: "hi" });
    await store.reviews.verdict(pair, { name: "Ada Lovelace", account: "acct-gone" }, "approve");
    let talk = await store.reviews.conversation(pair);
    expect([talk.comments[0]?.authorAccount, talk.verdicts[0]?.authorAccount]).toEqual(["acct-gone", "acct-gone"]);
    // An account id that names nobody is refused by the database, not stored.
    await expect(store.reviews.verdict(pair, { name: "Eve", account: "acct-none" }, "approve")).rejects.toThrow();
    await db.delete(tables.user);
    talk = await store.reviews.conversation(pair);
    expect(talk.comments.map((c) => [c.author, c.authorAccount, c.body])).toEqual([["Ada Lovelace", null, "hi"]]);
    expect(talk.verdicts.map((v) => [v.author, v.authorAccount])).toEqual([["Ada Lovelace", null]]);
  });

  it("answers ReviewShareGone, not a database error, when a share of the pair was deleted after it was read", async () => {
    const changed = { ...ledger, "HARNESS.md": "gone meanwhile\n" };
    const base = await store.shares.create(ledger);
    const head = await store.shares.create(changed);
    const pair = { base, head };
    expect(await store.shares.delete(head.id, head.deleteKey)).toBe(true);
    const comment = { file: "HARNESS.md", line: 1, author: "Ada", body: "Still there?" };
    await expect(store.reviews.comment(pair, comment)).rejects.toBeInstanceOf(ReviewShareGone);
    await expect(store.reviews.verdict(pair, { name: "Ada" }, "approve")).rejects.toBeInstanceOf(ReviewShareGone);
  });

  it("keeps the conversations of two reviews of the same files apart, and drops one with its share", async () => {
    const changed = { ...ledger, "HARNESS.md": "planted\n" };
    const mine = { base: await store.shares.create(ledger), head: await store.shares.create(changed) };
    const theirs = { base: await store.shares.create(ledger), head: await store.shares.create(changed) };
    expect([theirs.base.sha256, theirs.head.sha256]).toEqual([mine.base.sha256, mine.head.sha256]);
    await store.reviews.comment(theirs, { file: "HARNESS.md", author: "Mallory", body: "planted" });
    await store.reviews.verdict(theirs, { name: "Mallory" }, "approve");
    expect(await store.reviews.conversation(mine)).toEqual({ comments: [], verdicts: [] });
    expect(await store.reviews.size(mine)).toEqual({ comments: 0, verdicts: 0 });
    // Deleting a share of a review deletes that review's conversation (and no other).
    await store.reviews.comment(mine, { file: "HARNESS.md", author: "Ada", body: "mine" });
    expect(await store.shares.delete(theirs.head.id, theirs.head.deleteKey)).toBe(true);
    expect(await store.reviews.size(theirs)).toEqual({ comments: 0, verdicts: 0 });
    expect((await store.reviews.conversation(mine)).comments.map((c) => c.body)).toEqual(["mine"]);
  });
});
