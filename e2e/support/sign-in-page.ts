// Signing a page in through the test issuer's own login and consent pages (support/oidc-issuer.ts). Every
// browser context signs in from loopback, as people on one machine do: the studio counts sign-ins by the TCP peer
// (its `signIn` limit, 30 a minute from one address, is room for the specs' back-to-back sign-ins), never by a
// client-sent X-Forwarded-For.
import { expect, type Page } from "@playwright/test";
import { issuerUrl } from "./auth-studio";
import { type Person, people } from "./oidc-issuer";

/** On the issuer's pages (a sign-in started): logs in as that person and consents; back on the studio, signed in. */
export async function issuerLogin(page: Page, login: Person): Promise<void> {
  await page.waitForURL(`${issuerUrl}/**`);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("any password");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByTestId("account-name")).toHaveText(people[login].name);
}

/** Signs in from the page's current studio page; back on it, signed in as that person. */
export async function signIn(page: Page, login: Person): Promise<void> {
  await page.getByRole("button", { name: "Sign in with single sign-on" }).click();
  await issuerLogin(page, login);
}
