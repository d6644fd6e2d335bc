// Authorization is checked inside the procedures: called directly (createCaller, no HTTP, no middleware in
// front), a missing or wrong publish token or delete key is refused and changes nothing; the right one works.
import { createHash } from "node:crypto";
import { specExample } from "@packstudio/core/testing";
import { openStore, type Store } from "@packstudio/db";
import { packWithId } from "@packstudio/db/testing";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createCaller } from "./root";
import { setStudioStore } from "./store-instance";

const ledger = specExample("ledger");

const caller = createCaller({ clientAddress: "192.0.2.80" });
const token = "operator-token-0123456789";
let store: Store;

beforeAll(async () => {
  store = await openStore({});
  setStudioStore(store);
});
afterAll(() => store.close());
afterEach(() => {
  delete process.env.STUDIO_PUBLISH_TOKEN;
});

describe("catalog.publish: the operator's token", () => {
  it.each([
    ["no token", undefined, "UNAUTHORIZED"],
    ["an empty token", "", "UNAUTHORIZED"],
    ["a wrong token", "operator-token-0123456780", "UNAUTHORIZED"],
    ["the token with a trailing space", `${token} `, "UNAUTHORIZED"],
    ["the token in upper case", token.toUpperCase(), "UNAUTHORIZED"],
    ["a prefix of the token", token.slice(0, 10), "UNAUTHORIZED"],
    ["the token's SHA-256", createHash("sha256").update(token).digest("hex"), "UNAUTHORIZED"],
  ])("refuses %s (%s) and stores nothing", async (name, given, code) => {
    process.env.STUDIO_PUBLISH_TOKEN = token;
    const id = `auth-${name.replaceAll(/[^a-z]/g, "")}`.slice(0, 60);
    await expect(caller.catalog.publish({ files: packWithId(id), token: given })).rejects.toMatchObject({ code });
    expect(await store.catalog.get(id)).toBeNull();
  });

  it("refuses every token when the server has none (publishing off)", async () => {
    for (const given of [undefined, "", "undefined", token]) {
      await expect(caller.catalog.publish({ files: packWithId("auth-off"), token: given })).rejects.toMatchObject({
        code: "FORBIDDEN",
      });
    }
    expect(await store.catalog.get("auth-off")).toBeNull();
  });

  it("checks the token before the pack: a broken pack with a wrong token is UNAUTHORIZED, not its findings", async () => {
    process.env.STUDIO_PUBLISH_TOKEN = token;
    await expect(caller.catalog.publish({ files: specExample("broken"), token: "nope" })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
  });

  it("publishes with the right token", async () => {
    process.env.STUDIO_PUBLISH_TOKEN = token;
    await expect(caller.catalog.publish({ files: packWithId("auth-ok"), token })).resolves.toMatchObject({
      id: "auth-ok",
      created: true,
    });
  });
});

describe("share.delete: the share's delete key", () => {
  it("refuses every key but the share's own, deleting nothing", async () => {
    const mine = await caller.share.create({ files: ledger });
    const other = await caller.share.create({ files: ledger });
    const stored = createHash("sha256").update(mine.deleteKey).digest("hex");
    const wrong = [
      other.deleteKey, // another share's key
      stored, // the hash the database holds
      `${mine.deleteKey} `,
      mine.deleteKey.slice(0, -1),
      mine.deleteKey.toUpperCase() === mine.deleteKey ? mine.deleteKey.toLowerCase() : mine.deleteKey.toUpperCase(),
      "x",
    ];
    for (const deleteKey of wrong) {
      await expect(caller.share.delete({ id: mine.id, deleteKey })).rejects.toMatchObject({ code: "FORBIDDEN" });
    }
    // @ts-expect-error: no key at all, as a hostile client sends it
    await expect(caller.share.delete({ id: mine.id })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(caller.share.delete({ id: mine.id, deleteKey: "" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await store.shares.get(mine.id)).not.toBeNull();
    // A key opens only its own share: mine's key does not delete the other share.
    await expect(caller.share.delete({ id: other.id, deleteKey: mine.deleteKey })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    expect(await store.shares.get(other.id)).not.toBeNull();
    await expect(caller.share.delete({ id: mine.id, deleteKey: mine.deleteKey })).resolves.toEqual({
      id: mine.id,
      deleted: true,
    });
    expect(await store.shares.get(mine.id)).toBeNull();
  });
});
