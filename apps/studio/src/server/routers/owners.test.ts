// owners.*, audit.* and catalog.publish as an account through createCaller (DECISIONS.md 13): no session, the
// wrong account, the operator's token missing or wrong, sign-in off; and the right caller works and is logged.
import { openStore, type Store } from "@packstudio/db";
import { addAccounts, packWithId } from "@packstudio/db/testing";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { SignedInAccount } from "../auth/signed-in";
import { createCaller } from "../root";
import { setStudioStore } from "../store-instance";

const token = "operator-token-0123456789";
const ada: SignedInAccount = { id: "acct-ada", name: "Ada Lovelace", image: null };
const grace: SignedInAccount = { id: "acct-grace", name: "Grace Hopper", image: null };
const emails: Record<string, string> = { [ada.id]: "ada@example.test", [grace.id]: "grace@example.test" };
const address = "192.0.2.15";
/** A caller with sign-in on (account null: nobody signed in); `off`: sign-in not configured. */
const as = (account: SignedInAccount | null) =>
  createCaller({ clientAddress: address, signIn: { account, anonymousReviews: false } });
const off = createCaller({ clientAddress: address });

let store: Store;
vi.setConfig({ testTimeout: 60_000 });
beforeAll(async () => {
  store = await openStore({});
  setStudioStore(store);
  await addAccounts(
    store,
    [ada, grace].map((a) => ({ id: a.id, name: a.name, email: emails[a.id] ?? "" })),
  );
  // Ada owns "adas"; the operator published "unclaimed" (no owner).
  await as(ada).catalog.publish({ files: packWithId("adas") });
  process.env.STUDIO_PUBLISH_TOKEN = token;
  await off.catalog.publish({ files: packWithId("unclaimed"), token });
  delete process.env.STUDIO_PUBLISH_TOKEN;
}, 300_000);
afterAll(() => store.close());
afterEach(() => {
  delete process.env.STUDIO_PUBLISH_TOKEN;
});

const owners = async (id: string) => (await store.owners.list(id)).map((o) => o.name);

describe("catalog.publish by a signed-in account", () => {
  it("refuses an account that does not own the id, naming the owner, storing nothing", async () => {
    await expect(as(grace).catalog.publish({ files: packWithId("adas", "\ngrace\n") })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: expect.stringContaining('"adas" is owned by Ada Lovelace'),
    });
    expect((await store.catalog.get("adas"))?.versions).toHaveLength(1);
  });

  it("lets the owner publish, and the first account claim an id nobody owns; each publish is logged", async () => {
    expect((await as(ada).catalog.publish({ files: packWithId("adas", "\nv2\n") })).version).toBe(2);
    await as(grace).catalog.publish({ files: packWithId("unclaimed", "\ngrace\n") });
    expect(await owners("unclaimed")).toEqual(["Grace Hopper"]);
    const log = await store.audit.list({ packId: "adas" });
    expect(log.entries[0]).toMatchObject({ action: "publish", actor: "account", accountName: "Ada Lovelace" });
    expect(log.entries[0]?.clientAddress).toBe(address);
  });

  it("with sign-in on and nobody signed in, still needs the operator's token; the operator owns nothing", async () => {
    await expect(as(null).catalog.publish({ files: packWithId("adas", "\nx\n") })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    process.env.STUDIO_PUBLISH_TOKEN = token;
    await as(null).catalog.publish({ files: packWithId("adas", "\noperator\n"), token });
    expect(await owners("adas")).toEqual(["Ada Lovelace"]);
    expect((await store.audit.list({ packId: "adas" })).entries[0]).toMatchObject({ actor: "operator" });
  });

  it("with sign-in off, ownership does not apply: the operator's token publishes an owned id", async () => {
    process.env.STUDIO_PUBLISH_TOKEN = token;
    expect((await off.catalog.publish({ files: packWithId("adas", "\noff\n"), token })).created).toBe(true);
    await expect(off.catalog.publish({ files: packWithId("adas", "\noff2\n") })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
  });
});

describe("owners.list, owners.add and owners.remove", () => {
  it("lists owners to anyone, without email addresses, saying whether the caller is one", async () => {
    const seen = await off.owners.list({ id: "adas" });
    expect(seen).toEqual({ signIn: false, owners: [{ id: ada.id, name: "Ada Lovelace", image: null }], youOwn: false });
    expect((await as(ada).owners.list({ id: "adas" })).youOwn).toBe(true);
    expect(JSON.stringify(seen)).not.toContain("@");
  });

  it.each([
    ["sign-in off", () => off.owners.add({ id: "adas", email: emails[grace.id] ?? "" }), "FORBIDDEN", /not configured/],
    ["no session", () => as(null).owners.add({ id: "adas", email: "grace@example.test" }), "UNAUTHORIZED", /Sign in/],
    [
      "the wrong account",
      () => as(grace).owners.add({ id: "adas", email: "grace@example.test" }),
      "FORBIDDEN",
      /owned by Ada Lovelace/,
    ],
    ["sign-in off (remove)", () => off.owners.remove({ id: "adas", account: ada.id }), "FORBIDDEN", /not configured/],
    ["no session (remove)", () => as(null).owners.remove({ id: "adas", account: ada.id }), "UNAUTHORIZED", /Sign in/],
    [
      "the wrong account (remove)",
      () => as(grace).owners.remove({ id: "adas", account: ada.id }),
      "FORBIDDEN",
      /owned by Ada Lovelace/,
    ],
  ])("refuses %s, changing nothing", async (_name, call, code, message) => {
    await expect(call()).rejects.toMatchObject({ code, message: expect.stringMatching(message) });
    expect(await owners("adas")).toEqual(["Ada Lovelace"]);
  });

  it("lets an owner add a co-owner by email and remove an owner (never the last); both are logged", async () => {
    await expect(as(ada).owners.add({ id: "adas", email: "nobody@example.test" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("must sign in to this studio once first"),
    });
    await expect(as(ada).owners.add({ id: "adas", email: "not an address" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    const added = await as(ada).owners.add({ id: "adas", email: "grace@example.test" });
    expect(added.owners.map((o) => o.name)).toEqual(["Ada Lovelace", "Grace Hopper"]);
    await as(grace).catalog.publish({ files: packWithId("adas", "\nco-owner\n") });
    await as(grace).owners.remove({ id: "adas", account: ada.id });
    await expect(as(grace).owners.remove({ id: "adas", account: grace.id })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("must keep an owner"),
    });
    const actions = (await store.audit.list({ packId: "adas" })).entries.map((e) => [e.action, e.accountName]);
    expect(actions.slice(0, 3)).toEqual([
      ["owner.remove", "Grace Hopper"],
      ["publish", "Grace Hopper"],
      ["owner.add", "Ada Lovelace"],
    ]);
  });
});

describe("owners.add and owners.transfer by a verified address only (issue 26)", () => {
  // Mallory signed in through an issuer that gave Hedy's address with email_verified: false.
  const mallory = { id: "acct-mallory", name: "Mallory", email: "hedy@example.test", verified: false };
  const hedy = { id: "acct-hedy", name: "Hedy Lamarr", email: "hedy@example.test" };
  const hedyAgain = { id: "acct-hedy-2", name: "Hedy (second sign-in)", email: "hedy@example.test" };

  it("refuses an unverified address, telling the owner why; the one verified holder is added, never Mallory", async () => {
    await as(ada).catalog.publish({ files: packWithId("adas-verified") });
    await addAccounts(store, [mallory]);
    await expect(as(ada).owners.add({ id: "adas-verified", email: "hedy@example.test" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringMatching(/"hedy@example.test" is not verified by the sign-in provider/),
    });
    process.env.STUDIO_PUBLISH_TOKEN = token;
    await expect(
      off.owners.transfer({ id: "adas-verified", emails: ["hedy@example.test"], token }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: expect.stringContaining("not verified") });
    expect(await owners("adas-verified")).toEqual(["Ada Lovelace"]);
    await expect(
      as({ id: mallory.id, name: mallory.name, image: null }).catalog.publish({
        files: packWithId("adas-verified", "\nm\n"),
      }),
    ).rejects.toMatchObject({
      code: "FORBIDDEN",
    });

    await addAccounts(store, [hedy]);
    const added = await as(ada).owners.add({ id: "adas-verified", email: "HEDY@example.test" });
    expect(added.owners.map((o) => o.id)).toEqual([ada.id, hedy.id]);
  });

  it("refuses an address two accounts hold verified, adding nobody", async () => {
    await addAccounts(store, [hedyAgain]);
    await as(ada).catalog.publish({ files: packWithId("adas-ambiguous") });
    await expect(as(ada).owners.add({ id: "adas-ambiguous", email: "hedy@example.test" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining('2 accounts have the verified email address "hedy@example.test"'),
    });
    expect(await owners("adas-ambiguous")).toEqual(["Ada Lovelace"]);
  });
});

describe("owners.transfer and audit.all: the operator's token", () => {
  it.each([
    ["the server has none", undefined, "x", "FORBIDDEN"],
    ["no token", token, undefined, "UNAUTHORIZED"],
    ["a wrong token", token, `${token}x`, "UNAUTHORIZED"],
  ])("refuse when %s, changing nothing", async (_name, server, given, code) => {
    if (server) process.env.STUDIO_PUBLISH_TOKEN = server;
    const before = await owners("adas");
    await expect(
      as(grace).owners.transfer({ id: "adas", emails: ["ada@example.test"], token: given }),
    ).rejects.toMatchObject({ code });
    await expect(as(grace).audit.all({ token: given })).rejects.toMatchObject({ code });
    expect(await owners("adas")).toEqual(before);
  });

  it("transfers an id and reads the whole log in pages", async () => {
    process.env.STUDIO_PUBLISH_TOKEN = token;
    const moved = await off.owners.transfer({ id: "adas", emails: ["ada@example.test"], token });
    expect(moved.owners.map((o) => o.name)).toEqual(["Ada Lovelace"]);
    const first = await off.audit.all({ token, limit: 2 });
    expect(first.entries[0]).toMatchObject({ action: "owner.transfer", actor: "operator", packId: "adas" });
    expect(typeof first.entries[0]?.at).toBe("string");
    const second = await off.audit.all({ token, limit: 2, before: first.next ?? undefined });
    expect(second.entries[0]?.id).toBeLessThan(first.entries[1]?.id ?? 0);
    expect((await off.audit.all({ token, packId: "unclaimed" })).entries.every((e) => e.packId === "unclaimed")).toBe(
      true,
    );
  });
});

describe("audit.forPack: the pack's owners only", () => {
  it.each([
    ["sign-in off", () => off.audit.forPack({ id: "unclaimed" }), "FORBIDDEN"],
    ["no session", () => as(null).audit.forPack({ id: "unclaimed" }), "UNAUTHORIZED"],
    ["the wrong account", () => as(ada).audit.forPack({ id: "unclaimed" }), "FORBIDDEN"],
  ])("refuses %s", async (_name, call, code) => {
    await expect(call()).rejects.toMatchObject({ code });
  });

  it("gives an owner the pack's entries, newest first", async () => {
    const got = await as(grace).audit.forPack({ id: "unclaimed" });
    expect(got.entries.map((e) => e.action)).toEqual(["publish", "publish"]);
    expect(got.entries.map((e) => e.actor)).toEqual(["account", "operator"]);
  });
});
