// catalog.publish with a personal API token (DECISIONS.md 13), through createCaller: the token publishes as its
// account and records its use; expired, revoked, unknown and wrong-scope tokens are refused, each saying why,
// storing nothing; with sign-in off a personal token is refused; the operator's token keeps working.
import { openStore, type Store } from "@packstudio/db";
import { packWithId } from "@packstudio/db/testing";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createCaller } from "../root";
import { setStudioStore } from "../store-instance";

const signedOut = createCaller({ signIn: { account: null, anonymousReviews: false } });
const day = 86_400_000;
let store: Store;

beforeAll(async () => {
  store = await openStore({});
  setStudioStore(store);
  await store.accounts.db.insert(store.accounts.tables.user).values({ id: "acct-ada", name: "Ada", email: "a@x.test" });
});
afterAll(() => store.close());
afterEach(() => {
  delete process.env.STUDIO_PUBLISH_TOKEN;
});

const token = (over: { scope?: string; expiryDays?: number; now?: Date } = {}) =>
  store.apiTokens.create({ accountId: "acct-ada", name: "t", scope: "publish", expiryDays: 30, ...over });

describe("catalog.publish with a personal API token", () => {
  it("publishes as the token's account, signed out, and records the token's last use", async () => {
    const made = await token();
    await expect(signedOut.catalog.publish({ files: packWithId("tok-ok"), token: made.secret })).resolves.toMatchObject(
      {
        id: "tok-ok",
        created: true,
      },
    );
    const listed = (await store.apiTokens.list("acct-ada")).find((t) => t.id === made.id);
    expect(listed?.lastUsedAt).toBeInstanceOf(Date);
  });

  it.each([
    [
      "an expired token",
      async () => (await token({ expiryDays: 7, now: new Date(Date.now() - 8 * day) })).secret,
      /expired on \d{4}-\d\d-\d\d/,
    ],
    [
      "a revoked token",
      async () => {
        const made = await token();
        await store.apiTokens.revoke("acct-ada", made.id);
        return made.secret;
      },
      /was revoked on \d{4}-\d\d-\d\d/,
    ],
    ["an unknown token", async () => `pst_${"Q".repeat(43)}`, /not known to this studio/],
    [
      "a token for another scope",
      async () => (await token({ scope: "read" })).secret,
      /not for publishing \(its scope is "read"\)/,
    ],
  ])("refuses %s, saying so, and stores nothing", async (name, secret, why) => {
    process.env.STUDIO_PUBLISH_TOKEN = "operator-token-0123456789";
    const id = `tok-${name.replaceAll(/[^a-z]/g, "")}`.slice(0, 40);
    await expect(signedOut.catalog.publish({ files: packWithId(id), token: await secret() })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
      message: expect.stringMatching(why),
    });
    expect(await store.catalog.get(id)).toBeNull();
  });

  it("with sign-in off, refuses a personal token clearly (even a good one), and the operator's token still works", async () => {
    process.env.STUDIO_PUBLISH_TOKEN = "operator-token-0123456789";
    const open = createCaller({});
    const made = await token();
    await expect(open.catalog.publish({ files: packWithId("tok-off"), token: made.secret })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: expect.stringContaining("no sign-in configured"),
    });
    expect(await store.catalog.get("tok-off")).toBeNull();
    await expect(
      signedOut.catalog.publish({ files: packWithId("tok-operator"), token: "operator-token-0123456789" }),
    ).resolves.toMatchObject({ id: "tok-operator" });
  });
});
