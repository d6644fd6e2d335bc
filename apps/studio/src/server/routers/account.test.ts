// account.tokens.* through createCaller (DECISIONS.md 13): no session, sign-in off, another account's token,
// the secret shown once and never listed, the expiry choices, revoking only one's own.
import { openStore, type Store } from "@packstudio/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SignedInAccount } from "../auth/signed-in";
import { createCaller } from "../root";
import { setStudioStore } from "../store-instance";
import { maxActiveTokens } from "./account";

const ada: SignedInAccount = { id: "acct-ada", name: "Ada Lovelace", image: null };
const bo: SignedInAccount = { id: "acct-bo", name: "Bo", image: null };
const as = (account: SignedInAccount | null) => createCaller({ signIn: { account, anonymousReviews: false } });
const signInOff = createCaller({});
let store: Store;

beforeAll(async () => {
  store = await openStore({});
  setStudioStore(store);
  for (const a of [ada, bo])
    await store.accounts.db
      .insert(store.accounts.tables.user)
      .values({ id: a.id, name: a.name, email: `${a.id}@x.test` });
});
afterAll(() => store.close());

describe("account.tokens: who may", () => {
  it.each([
    ["list", (c: ReturnType<typeof as>) => c.account.tokens.list()],
    ["create", (c: ReturnType<typeof as>) => c.account.tokens.create({ name: "ci", expiryDays: 30 })],
    ["revoke", (c: ReturnType<typeof as>) => c.account.tokens.revoke({ id: "whatever" })],
  ])("%s: refused without a session (UNAUTHORIZED) and with sign-in off (FORBIDDEN)", async (_what, call) => {
    await expect(call(as(null))).rejects.toMatchObject({
      code: "UNAUTHORIZED",
      message: expect.stringMatching(/^Sign in to/),
    });
    await expect(call(signInOff)).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: expect.stringContaining("has not configured"),
    });
    expect(await store.apiTokens.list(ada.id)).toEqual([]);
  });

  it("revoking another account's token is NOT_FOUND and leaves it working", async () => {
    const bos = await as(bo).account.tokens.create({ name: "bo ci", expiryDays: 7 });
    await expect(as(ada).account.tokens.revoke({ id: bos.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await store.apiTokens.verify(bos.secret, "publish")).toMatchObject({ ok: true, account: { id: bo.id } });
    expect((await as(ada).account.tokens.list()).map((t) => t.id)).not.toContain(bos.id);
  });
});

describe("account.tokens: create, list, revoke", () => {
  it("answers the secret once; the list shows name, dates and state, never the secret", async () => {
    const made = await as(ada).account.tokens.create({ name: "  laptop  ", expiryDays: 90 });
    expect(made).toMatchObject({ name: "laptop", scope: "publish", state: "active", lastUsedAt: null });
    expect(made.secret).toMatch(/^pst_/);
    const days = (Date.parse(made.expiresAt) - Date.parse(made.createdAt)) / 86_400_000;
    expect(days).toBe(90);
    const list = await as(ada).account.tokens.list();
    expect(list.find((t) => t.id === made.id)).toMatchObject({ name: "laptop", state: "active" });
    expect(JSON.stringify(list)).not.toContain(made.secret);

    const revoked = await as(ada).account.tokens.revoke({ id: made.id });
    expect(revoked.state).toBe("revoked");
    expect((await as(ada).account.tokens.list()).find((t) => t.id === made.id)?.state).toBe("revoked");
  });

  it.each([
    [{ name: "x", expiryDays: 0 }, "expires in 7, 30, 90, 365 days"],
    [{ name: "x", expiryDays: 14 }, "expires in 7, 30, 90, 365 days"],
    [{ name: "   ", expiryDays: 7 }, "give the token a name"],
    [{ name: "a\u0007b", expiryDays: 7 }, "control characters"],
    [{ name: "x".repeat(81), expiryDays: 7 }, "at most 80 characters"],
  ])("refuses %j, saying why", async (input, why) => {
    await expect(as(ada).account.tokens.create(input)).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining(why),
    });
  });
});

describe("account.tokens: bounded", () => {
  it(`keeps at most ${maxActiveTokens} active tokens per account; revoking one makes room`, async () => {
    const cap = { id: "acct-cap", name: "Cap", image: null };
    await store.accounts.db
      .insert(store.accounts.tables.user)
      .values({ id: cap.id, name: cap.name, email: "c@x.test" });
    const made = [];
    for (let i = 0; i < maxActiveTokens; i++)
      made.push(await store.apiTokens.create({ accountId: cap.id, name: `t${i}`, scope: "publish", expiryDays: 7 }));
    await expect(as(cap).account.tokens.create({ name: "one more", expiryDays: 7 })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("revoke one you no longer use first"),
    });
    await as(cap).account.tokens.revoke({ id: made[0]?.id ?? "" });
    await expect(as(cap).account.tokens.create({ name: "one more", expiryDays: 7 })).resolves.toMatchObject({
      state: "active",
    });
  });
});

describe("account.tokens: the audit log (DECISIONS.md 13)", () => {
  it("records a token's creation and revocation with the account, its address and the token's name", async () => {
    const caller = createCaller({ clientAddress: "192.0.2.44", signIn: { account: bo, anonymousReviews: false } });
    const made = await caller.account.tokens.create({ name: "audited", expiryDays: 7 });
    await caller.account.tokens.revoke({ id: made.id });
    const entries = (await store.audit.list({})).entries.filter((e) => e.detail?.startsWith("audited"));
    expect(entries.map((e) => [e.action, e.accountId, e.clientAddress])).toEqual([
      ["token.revoke", bo.id, "192.0.2.44"],
      ["token.create", bo.id, "192.0.2.44"],
    ]);
  });
});
