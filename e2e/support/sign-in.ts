// Signing in to the sign-in studio (support/auth-studio.ts) through the test issuer's own login and consent pages.
import { expect, type Page } from "@playwright/test";
import { issuerUrl } from "./auth-studio";
import { people } from "./oidc-issuer";

/** Signs in from the page's current studio page; back on it, the header shows the person's name. */
export async function signIn(page: Page, login: keyof typeof people): Promise<void> {
  await page.getByRole("button", { name: /^Sign in with 127\.0\.0\.1/ }).click();
  await page.waitForURL(`${issuerUrl}/**`);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("any password");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByTestId("account-name")).toHaveText(people[login].name);
}
