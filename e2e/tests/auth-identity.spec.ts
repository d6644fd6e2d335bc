// Who an account is (issue 26) on the sign-in studio, each storage driver: an address the issuer did not verify
// names nobody (and its real owner still signs in), a second subject with a verified address is an account of
// its own (not the first person's, tokens and all) and leaves that address naming no one, a session cookie set
// before sign-in never becomes the signed-in session, and sign-in starts are limited by the TCP peer, whatever
// X-Forwarded-For a client sends.
import type { ChildProcess } from "node:child_process";
import type { Server } from "node:http";
import { packWithId } from "@packstudio/db/testing";
import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { authDrivers, startAuthStudio, startIssuer, stopStudio } from "../support/auth-studio";
import type { Person } from "../support/oidc-issuer";
import { issuerLogin, signIn } from "../support/sign-in-page";

let issuer: Server | undefined;
test.beforeAll(async () => {
  issuer = await startIssuer();
});
test.afterAll(() => {
  issuer?.close();
});

const sessionCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name.endsWith("better-auth.session_token"));

/** The session a cookie value names, asked with no browser: the user, or null. */
async function sessionOf(base: string, name: string, value: string) {
  const answer = await fetch(`${base}/api/auth/get-session`, { headers: { cookie: `${name}=${value}` } });
  return (await answer.json()) as { user: { id: string; name: string } } | null;
}

for (const driver of authDrivers) {
  test.describe(`accounts on ${driver.name}`, () => {
    const base = `http://127.0.0.1:${driver.port}`;
    let studio: ChildProcess | undefined;
    test.beforeAll(async () => {
      studio = await startAuthStudio(driver);
    });
    test.afterAll(() => stopStudio(studio, driver.port));

    const person = async (browser: Browser, login: Person) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${base}/rules`);
      await signIn(page, login);
      await page.goto(`${base}/account`);
      const me = (await (await page.request.get(`${base}/api/auth/get-session`)).json()) as { user: { id: string } };
      return { context, page, id: me.user.id };
    };

    const publish = async (page: Page, id: string, note = "") => {
      const response = await page.request.post(`${base}/api/trpc/catalog.publish`, {
        data: { files: packWithId(id, note) },
      });
      return { status: response.status(), body: await response.json() };
    };
    const published = async (page: Page, id: string, note = "") => {
      const answer = await publish(page, id, note);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    };

    const addCoOwner = async (page: Page, id: string, email: string) => {
      await page.goto(`${base}/packs/${id}`);
      await page.getByLabel("Co-owner's email").fill(email);
      await page.getByRole("button", { name: "Add co-owner" }).click();
    };

    test("an address the issuer did not verify names nobody, and its real owner still signs in", async ({
      browser,
    }) => {
      const ada = await person(browser, "ada");
      await published(ada.page, "verified-only");
      // The impostor's issuer gives Grace's address with email_verified: false.
      const impostor = await person(browser, "impostor");
      await addCoOwner(ada.page, "verified-only", "grace@example.test");
      await expect(ada.page.getByTestId("owners-error")).toContainText(
        '"grace@example.test" is not verified by the sign-in provider',
      );
      await expect(ada.page.getByTestId("pack-owner")).toHaveText(["Ada Lovelace"]);

      // Grace signs in: an account of her own, not the impostor's.
      const grace = await person(browser, "grace");
      expect(grace.id).not.toBe(impostor.id);
      await addCoOwner(ada.page, "verified-only", "grace@example.test");
      await expect(ada.page.getByTestId("pack-owner")).toHaveText([/Ada Lovelace/, /Grace Hopper/]);
      await published(grace.page, "verified-only", "\nby grace\n");
      const refused = await publish(impostor.page, "verified-only", "\nby the impostor\n");
      expect(refused.status, JSON.stringify(refused.body)).toBe(403);
      for (const p of [ada, impostor, grace]) await p.context.close();
    });

    test("a second subject with the same verified address is another account, and that address names no one", async ({
      browser,
    }) => {
      const grace = await person(browser, "grace");
      await grace.page.getByTestId("token-name").fill("grace's laptop");
      await grace.page.getByTestId("token-create").click();
      await expect(grace.page.getByTestId("token-secret")).toBeVisible();

      // Same address, verified, another subject: signed in as someone new, who sees none of Grace's tokens.
      const again = await person(browser, "grace-again");
      expect(again.id).not.toBe(grace.id);
      await expect(again.page.getByTestId("token-none")).toBeVisible();
      const listed = await again.page.request.get(`${base}/api/trpc/account.tokens.list`);
      expect((await listed.json()).result.data).toEqual([]);
      // Grace is still Grace, with her token.
      await grace.page.reload();
      await expect(grace.page.getByTestId("account-name")).toHaveText("Grace Hopper");
      await expect(grace.page.getByTestId("token-row")).toHaveCount(1);

      const ada = await person(browser, "ada");
      await published(ada.page, "two-graces");
      await addCoOwner(ada.page, "two-graces", "grace@example.test");
      await expect(ada.page.getByTestId("owners-error")).toContainText(
        '2 accounts have the verified email address "grace@example.test"',
      );
      await expect(ada.page.getByTestId("pack-owner")).toHaveText(["Ada Lovelace"]);
      for (const p of [grace, again, ada]) await p.context.close();
    });

    test("a session cookie set before sign-in never becomes the signed-in session", async ({ browser }) => {
      const grace = await person(browser, "grace");
      const graces = await sessionCookie(grace.context);
      if (!graces) throw new Error("Grace has no session cookie");
      const planted: [string, string, string | null][] = [
        ["a value of the attacker's choosing", "attacker-chosen-token.c2lnbmF0dXJl", null],
        ["the attacker's own live session (Grace's)", graces.value, "Grace Hopper"],
      ];
      for (const [what, value, owner] of planted) {
        // Planted before Ada signs in; she starts a sign-in with it in her browser and completes it at the issuer.
        const context = await browser.newContext();
        await context.addCookies([{ ...graces, value }]);
        const page = await context.newPage();
        const started = await page.request.post(`${base}/api/auth/sign-in/social`, {
          data: { provider: "oidc", callbackURL: "/account" },
          headers: { origin: base },
        });
        await page.goto((await started.json()).url);
        await issuerLogin(page, "ada");
        const now = await sessionCookie(context);
        expect(now?.value, what).not.toBe(value);
        expect((await sessionOf(base, graces.name, now?.value ?? ""))?.user.name, what).toBe("Ada Lovelace");
        // What was planted is what it was: nobody, or still Grace, never Ada.
        expect((await sessionOf(base, graces.name, value))?.user.name ?? null, what).toBe(owner);
        await context.close();
      }
      await grace.context.close();
    });
  });

  test.describe(`the sign-in limit on ${driver.name}`, () => {
    const base = `http://127.0.0.1:${driver.port}`;
    let studio: ChildProcess | undefined;
    test.beforeAll(async () => {
      studio = await startAuthStudio(driver, { PACKSTUDIO_RATE_LIMITS: "signIn=2/1h" });
    });
    test.afterAll(() => stopStudio(studio, driver.port));

    test("counts starts by the TCP peer: a new X-Forwarded-For each time buys nothing; the page says so", async ({
      page,
      request,
    }) => {
      const start = (n: number) =>
        request.post(`${base}/api/auth/sign-in/social`, {
          data: { provider: "oidc", callbackURL: "/" },
          headers: {
            origin: base,
            "x-forwarded-for": `198.51.100.${n}`,
            "x-packstudio-client-address": `198.51.100.${n}`,
          },
        });
      expect((await start(1)).status()).toBe(200);
      expect((await start(2)).status()).toBe(200);
      const refused = await start(3);
      expect(refused.status()).toBe(429);
      expect(Number(refused.headers()["retry-after"])).toBeGreaterThanOrEqual(1);
      expect((await refused.json()).error.message).toContain(
        "allow 2 an hour from one address, and this address (loopback)",
      );

      await page.goto(`${base}/rules`);
      await page.getByRole("button", { name: "Sign in with single sign-on" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "Too many requests" })).toContainText(
        "signing in (POST /api/auth/sign-in/social) allow 2 an hour",
      );
    });
  });
}
