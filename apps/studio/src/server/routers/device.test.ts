// device.* through createCaller (DECISIONS.md 13): sign-in off and no session refused, a typed code approved by
// its person, the token handed to the CLI once and good for publishing, denial and unknown codes said plainly.
import { openStore, type Store } from "@packstudio/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SignedInAccount } from "../auth/signed-in";
import { createCaller } from "../root";
import { setStudioStore } from "../store-instance";

const ada: SignedInAccount = { id: "acct-ada", name: "Ada", image: null };
const as = (account: SignedInAccount | null) => createCaller({ signIn: { account, anonymousReviews: false } });
const cli = as(null);
let store: Store;

beforeAll(async () => {
  store = await openStore({});
  setStudioStore(store);
  await store.accounts.db.insert(store.accounts.tables.user).values({ id: ada.id, name: ada.name, email: "a@x.test" });
});
afterAll(() => store.close());

describe("device login", () => {
  it("is refused with sign-in off, and deciding needs a session", async () => {
    await expect(createCaller({}).device.start({ client: "laptop" })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: expect.stringContaining("packstudio login needs sign-in"),
    });
    const { userCode } = await cli.device.start({ client: "laptop" });
    await expect(as(null).device.pending({ userCode })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(as(null).device.decide({ userCode, approve: true })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("approved on /device, gives the CLI a publishing token once, named for its host", async () => {
    const started = await cli.device.start({ client: "build-host.local" });
    expect(started.interval).toBe(5);
    expect(await cli.device.poll({ deviceCode: started.deviceCode })).toEqual({ state: "pending" });
    // Typed loosely: lower case, a space for the dash.
    const typed = started.userCode.toLowerCase().replace("-", " ");
    expect(await as(ada).device.pending({ userCode: typed })).toMatchObject({ client: "build-host.local" });
    await as(ada).device.decide({ userCode: typed, approve: true });

    const got = await cli.device.poll({ deviceCode: started.deviceCode });
    if (got.state !== "approved") throw new Error(`expected approved, got ${got.state}`);
    expect(await store.apiTokens.verify(got.token, "publish")).toMatchObject({ ok: true, account: { id: ada.id } });
    expect((await store.apiTokens.list(ada.id)).map((t) => t.name)).toContain("packstudio login on build-host.local");
    // The audit log names the approver (the CLI's poll has no session) and the login's token.
    const [logged] = (await store.audit.list({})).entries;
    expect(logged).toMatchObject({ action: "token.create", accountId: ada.id, accountName: "Ada" });
    expect(logged?.detail).toContain("packstudio login on build-host.local");
    expect(await cli.device.poll({ deviceCode: started.deviceCode })).toEqual({ state: "unknown" });
  });

  it("says denied; an unknown or malformed code is refused saying what to do", async () => {
    const started = await cli.device.start({ client: "x" });
    await as(ada).device.decide({ userCode: started.userCode, approve: false });
    expect(await cli.device.poll({ deviceCode: started.deviceCode })).toEqual({ state: "denied" });
    await expect(as(ada).device.decide({ userCode: "BCDF-GHJK", approve: true })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: expect.stringContaining("Run packstudio login again"),
    });
    await expect(as(ada).device.pending({ userCode: "hello" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("8 letters"),
    });
    await expect(cli.device.start({ client: "a\nb" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});
