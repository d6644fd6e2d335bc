// GitHub sign-in as configured (DECISIONS.md 13): the redirect to GitHub carries our client, callback and a state.
// (No test reaches github.com: the network is closed; the OIDC path is driven end to end in e2e auth-sign-in.)
import { openStore, type Store } from "@packstudio/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAuth } from "./auth-instance";

let store: Store;
beforeAll(async () => {
  store = await openStore({});
});
afterAll(() => store.close());

const settings = {
  baseUrl: "https://studio.example.com",
  secret: "s".repeat(32),
  oidc: undefined,
  github: { clientId: "gh-client", clientSecret: "gh-secret" },
  anonymousReviews: false,
};

describe("GitHub sign-in", () => {
  it("redirects to GitHub's authorize page with the studio's client, callback, scopes and a state", async () => {
    const auth = buildAuth(settings, store);
    const answer = await auth.api.signInSocial({ body: { provider: "github", callbackURL: "/account" } });
    const url = new URL(answer.url ?? "");
    expect(url.origin + url.pathname).toBe("https://github.com/login/oauth/authorize");
    expect(url.searchParams.get("client_id")).toBe("gh-client");
    expect(url.searchParams.get("redirect_uri")).toBe("https://studio.example.com/api/auth/callback/github");
    expect(url.searchParams.get("scope")?.split(" ")).toEqual(expect.arrayContaining(["read:user", "user:email"]));
    expect(url.searchParams.get("state")?.length).toBeGreaterThanOrEqual(16);
    // The client secret never travels in the browser's redirect.
    expect(answer.url).not.toContain("gh-secret");
  });

  it("is not offered when only OIDC is configured", async () => {
    const auth = buildAuth({ ...settings, github: undefined }, store);
    await expect(auth.api.signInSocial({ body: { provider: "github", callbackURL: "/" } })).rejects.toThrow(
      /not found|provider/i,
    );
  });
});

describe("the provider's address on a user row (issue 26)", () => {
  it("is written only by a provider's callback: any other write that would set it is refused", async () => {
    const auth = buildAuth(settings, store);
    const { internalAdapter } = await auth.$context;
    // As a sign-up route would write a user (the studio offers none): not a provider's callback.
    const source = { method: "email" } as const;
    const refused = await internalAdapter.createUser(
      {
        name: "Mallory",
        email: "mallory.key@subject.invalid",
        providerEmail: "ada@example.test",
        providerEmailVerified: true,
      },
      source,
    );
    expect(refused).toBeNull();
    const made = await internalAdapter.createUser({ name: "Mallory", email: "mallory.key@subject.invalid" }, source);
    const row = async () =>
      (
        await store.accounts.db
          .select()
          .from(store.accounts.tables.user)
          .where(eq(store.accounts.tables.user.id, made.id))
      )[0];
    expect(await row()).toMatchObject({ name: "Mallory", providerEmail: null, providerEmailVerified: false });
    await internalAdapter.updateUser(made.id, { providerEmail: "ada@example.test" });
    await internalAdapter.updateUser(made.id, { name: "Ada Lovelace", providerEmailVerified: true });
    expect(await row()).toMatchObject({ name: "Mallory", providerEmail: null, providerEmailVerified: false });
    // Writes that give no address still happen.
    await internalAdapter.updateUser(made.id, { name: "Mallory M." });
    expect(await row()).toMatchObject({ name: "Mallory M.", providerEmail: null });
  });

  it("never links two sign-ins into one account, and leaves rate limits to the studio", () => {
    const { options } = buildAuth(settings, store);
    expect(options.account?.accountLinking).toMatchObject({ enabled: false, disableImplicitLinking: true });
    expect(options.rateLimit?.enabled).toBe(false);
    expect(options.advanced?.ipAddress?.ipAddressHeaders).toEqual(["x-packstudio-client-address"]);
  });
});
