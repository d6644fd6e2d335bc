// Sign-in (DECISIONS.md 13) against a real OpenID Provider on loopback, on each storage driver: two people
// sign in through the issuer's own pages, the session lives in the database (a replayed cookie is dead after
// sign-out), the cookie is HttpOnly and SameSite=Lax; a review's comments and verdicts carry the account; a studio configured without its secret refuses to start;
// the open studio of the other specs has no sign-in at all.
import type { ChildProcess } from "node:child_process";
import type { Server } from "node:http";
import { type BrowserContext, expect, test } from "@playwright/test";
import { authDrivers, signInEnv, spawnStudio, startAuthStudio, startIssuer, stopStudio } from "../support/auth-studio";
import { signIn } from "../support/sign-in-page";
import { examplePack } from "../support/studio";

let issuer: Server | undefined;
test.beforeAll(async () => {
  issuer = await startIssuer();
});
test.afterAll(() => {
  issuer?.close();
});

const sessionCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name.endsWith("better-auth.session_token"));

for (const driver of authDrivers) {
  test.describe(`sign-in on ${driver.name}`, () => {
    const base = `http://127.0.0.1:${driver.port}`;
    let studio: ChildProcess | undefined;
    test.beforeAll(async () => {
      studio = await startAuthStudio(driver);
    });
    test.afterAll(() => stopStudio(studio, driver.port));

    test("two people sign in through the issuer, get their names, and sign out for good", async ({ browser }) => {
      const ada = await browser.newContext();
      const page = await ada.newPage();
      await page.goto(`${base}/rules`);
      await signIn(page, "ada");
      // Back where sign-in started.
      expect(new URL(page.url()).pathname).toBe("/rules");
      const cookie = await sessionCookie(ada);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: false });
      const session = await page.request.get(`${base}/api/auth/get-session`);
      // The issuer's address, as it stated it verified; sign-in's own unique email is a key of the subject.
      expect((await session.json()).user).toMatchObject({
        name: "Ada Lovelace",
        providerEmail: "ada@example.test",
        providerEmailVerified: true,
        email: expect.stringMatching(/^oidc\.[0-9a-f]{40}@subject\.invalid$/),
      });

      // Grace, in another browser context, is someone else.
      const grace = await browser.newContext();
      const gracePage = await grace.newPage();
      await gracePage.goto(`${base}/`);
      await signIn(gracePage, "grace");
      const graceSession = await (await gracePage.request.get(`${base}/api/auth/get-session`)).json();
      expect(graceSession.user.id).not.toBe((await session.json()).user.id);

      // Sign-out deletes the session row: the old cookie, replayed, is nobody.
      await page.getByRole("button", { name: "Sign out" }).click();
      await expect(page.getByRole("button", { name: /^Sign in with/ })).toBeVisible();
      const replay = await fetch(`${base}/api/auth/get-session`, {
        headers: { cookie: `${cookie?.name}=${cookie?.value}` },
      });
      expect(await replay.json()).toBeNull();
      // Grace stays signed in.
      await gracePage.reload();
      await expect(gracePage.getByTestId("account-name")).toHaveText("Grace Hopper");
      await ada.close();
      await grace.close();
    });

    test("a review's comments and verdicts carry the signed-in account; nobody signed in cannot write", async ({
      browser,
    }) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const ledger = examplePack("ledger");
      const shareOf = async (files: Record<string, string>) => {
        const response = await page.request.post(`${base}/api/trpc/share.create`, { data: { files, expiry: "never" } });
        expect(response.ok(), await response.text()).toBe(true);
        return (await response.json()).result.data.id as string;
      };
      const a = await shareOf(ledger);
      const b = await shareOf({ ...ledger, "HARNESS.md": `${ledger["HARNESS.md"]}\nreviewed ${Date.now()}\n` });
      await page.goto(`${base}/review/${a}...${b}`);
      await expect(page.getByTestId("reviewer-name")).toHaveCount(0);
      await expect(page.getByTestId("reviewer-sign-in").first()).toBeVisible();
      // The page's offer aside, the server refuses a verdict without a session.
      await page.getByTestId("verdict-approve").click();
      await expect(page.getByTestId("verdict-error")).toContainText("Sign in to give a verdict");

      await signIn(page, "ada");
      await expect(page.getByTestId("reviewer-account").first()).toHaveText("As Ada Lovelace");
      await page.getByTestId("comment-text").fill("looks right");
      await page.getByTestId("comment-submit").click();
      await expect(page.getByTestId("comment-author")).toHaveText("Ada Lovelace");
      await page.getByTestId("verdict-approve").click();
      await expect(page.getByTestId("verdict")).toHaveAttribute("data-verdict", "approve");
      // Her later verdict replaces the earlier one.
      await page.getByTestId("verdict-request-changes").click();
      await expect(page.getByTestId("verdict")).toHaveCount(1);
      await expect(page.getByTestId("verdict")).toContainText("Changes requested by Ada Lovelace");
      await context.close();
    });
  });
}

test("a studio with sign-in configured and no PACKSTUDIO_AUTH_SECRET refuses to start, saying why", async () => {
  const port = authDrivers[0]?.port as number;
  const { PACKSTUDIO_AUTH_SECRET: _secret, ...env } = signInEnv(port);
  const server = spawnStudio(port, { ...env, PACKSTUDIO_DATA_DIR: `/tmp/packstudio-e2e-nosecret-${Date.now()}` });
  let stderr = "";
  server.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => server.on("exit", resolve));
  expect(code).not.toBe(0);
  expect(stderr).toContain("PACKSTUDIO_AUTH_SECRET is not set");
});

test("the open studio (no sign-in configured) has no sign-in routes and no sign-in buttons", async ({
  page,
  request,
}) => {
  expect((await request.get("/api/auth/get-session")).status()).toBe(404);
  await page.goto("/");
  await expect(page.getByRole("heading").first()).toBeVisible();
  await expect(page.getByRole("button", { name: /Sign in/ })).toHaveCount(0);
});
