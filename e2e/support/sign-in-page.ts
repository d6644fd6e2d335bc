// Signing a page in through the test issuer's own login and consent pages (support/oidc-issuer.ts).
import { expect, type Page } from "@playwright/test";
import { issuerUrl } from "./auth-studio";
import { people } from "./oidc-issuer";

let addresses = 0;

/**
 * Browser context options for one person: an address of their own (TEST-NET-2, as X-Forwarded-For). better-auth
 * allows 3 sign-ins per 10 s from one address (its default for /sign-in): two tests of two people each, run back to
 * back from loopback, went over it when they ran fast, and the fourth sign-in got "Too many requests".
 */
export function personContext(): { extraHTTPHeaders: Record<string, string> } {
  addresses += 1;
  return { extraHTTPHeaders: { "x-forwarded-for": `198.51.100.${(addresses % 250) + 1}` } };
}

/** Signs in from the page's current studio page; back on it, signed in as that person. */
export async function signIn(page: Page, login: keyof typeof people): Promise<void> {
  await page.getByRole("button", { name: /^Sign in with 127\.0\.0\.1/ }).click();
  await page.waitForURL(`${issuerUrl}/**`);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("any password");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByTestId("account-name")).toHaveText(people[login].name);
}
