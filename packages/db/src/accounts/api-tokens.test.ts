// Personal API tokens on PGlite and PostgreSQL (DECISIONS.md 13): hash only, each refusal reason, owner-only revoke.
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Store } from "../store.js";
import { drivers } from "../testing/test-databases.js";

describe.each(drivers)("personal API tokens on %s", (_name, open) => {
  let store: Store;
  const day = 86_400_000;
  beforeAll(async () => {
    store = (await open()).store;
    const { db, tables } = store.accounts;
    for (const id of ["ada", "bo"])
      await db.insert(tables.user).values({ id, name: `${id} person`, email: `${id}@example.test` });
  });
  afterAll(() => store.close());

  it("creates a pst_ secret, stores only its SHA-256, and verifies it for its scope (recording the use)", async () => {
    const made = await store.apiTokens.create({ accountId: "ada", name: "laptop", scope: "publish", expiryDays: 30 });
    expect(made.secret).toMatch(/^pst_[A-Za-z0-9_-]{43}$/);
    expect(made.expiresAt.getTime() - made.createdAt.getTime()).toBe(30 * day);
    const rows = await store.accounts.db.execute(sql`SELECT * FROM api_tokens WHERE id = ${made.id}`);
    const stored = JSON.stringify((rows as unknown as { rows: unknown[] }).rows);
    expect(stored).not.toContain(made.secret);
    expect(stored).toContain(createHash("sha256").update(made.secret).digest("hex"));

    expect((await store.apiTokens.list("ada")).find((t) => t.id === made.id)?.lastUsedAt).toBeNull();
    const used = new Date();
    const check = await store.apiTokens.verify(made.secret, "publish", used);
    expect(check).toEqual({
      ok: true,
      account: { id: "ada", name: "ada person" },
      token: { id: made.id, name: "laptop" },
    });
    const listed = (await store.apiTokens.list("ada")).find((t) => t.id === made.id);
    expect(listed?.lastUsedAt?.getTime()).toBe(used.getTime());
    expect(listed).not.toHaveProperty("secret");
  });

  it("says why a token is refused: unknown, revoked, expired, or another scope", async () => {
    const other = `pst_${"A".repeat(43)}`;
    expect(await store.apiTokens.verify(other, "publish")).toEqual({ ok: false, reason: "unknown" });
    expect(await store.apiTokens.verify("not-a-token", "publish")).toEqual({ ok: false, reason: "unknown" });

    const old = await store.apiTokens.create({
      accountId: "ada",
      name: "old",
      scope: "publish",
      expiryDays: 7,
      now: new Date(Date.now() - 8 * day),
    });
    expect(await store.apiTokens.verify(old.secret, "publish")).toEqual({
      ok: false,
      reason: "expired",
      expiresAt: old.expiresAt,
    });

    const gone = await store.apiTokens.create({ accountId: "ada", name: "gone", scope: "publish", expiryDays: 7 });
    await store.apiTokens.revoke("ada", gone.id);
    expect(await store.apiTokens.verify(gone.secret, "publish")).toMatchObject({ ok: false, reason: "revoked" });

    const reader = await store.apiTokens.create({ accountId: "ada", name: "read", scope: "read", expiryDays: 7 });
    expect(await store.apiTokens.verify(reader.secret, "publish")).toEqual({
      ok: false,
      reason: "scope",
      scope: "read",
    });
  });

  it("lists an account's own tokens only, newest first; revokes only the owner's own", async () => {
    const bo = await store.apiTokens.create({ accountId: "bo", name: "bo's", scope: "publish", expiryDays: 90 });
    expect((await store.apiTokens.list("bo")).map((t) => t.name)).toEqual(["bo's"]);
    expect((await store.apiTokens.list("ada")).map((t) => t.name)).not.toContain("bo's");

    expect(await store.apiTokens.revoke("ada", bo.id)).toBeNull();
    expect(await store.apiTokens.verify(bo.secret, "publish")).toMatchObject({ ok: true });
    const revoked = await store.apiTokens.revoke("bo", bo.id);
    expect(revoked?.revokedAt).toBeInstanceOf(Date);
    // Twice is not an error: the same revocation time comes back.
    expect((await store.apiTokens.revoke("bo", bo.id))?.revokedAt).toEqual(revoked?.revokedAt);
  });

  it("refuses an expiry that is not whole days ≥ 1", async () => {
    for (const expiryDays of [0, -1, 1.5])
      await expect(
        store.apiTokens.create({ accountId: "ada", name: "x", scope: "publish", expiryDays }),
      ).rejects.toThrow(RangeError);
  });
});
