// Catalog ownership, the audit log and shares on /account (DECISIONS.md 13) on the sign-in studio, each storage
// driver, desktop and phone: Ada publishes an id and owns it, Grace is refused with Ada's name, Ada adds Grace
// as a co-owner from the pack page, Grace publishes, Ada reads the pack's audit log there; the operator reads
// the whole log at /admin/audit with the token (never in the address); a creator deletes a share on /account.
import type { ChildProcess } from "node:child_process";
import type { Server } from "node:http";
import { packWithId } from "@packstudio/db/testing";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { authDrivers, startAuthStudio, startIssuer, stopStudio } from "../support/auth-studio";
import { publishToken } from "../support/publish-token";
import { signIn } from "../support/sign-in-page";
import { examplePack } from "../support/studio";

let issuer: Server | undefined;
test.beforeAll(async () => {
  issuer = await startIssuer();
});
test.afterAll(() => {
  issuer?.close();
});

/** catalog.publish from the page's signed-in session (no token: the account publishes). */
async function publish(page: Page, base: string, files: Record<string, string>) {
  const response = await page.request.post(`${base}/api/trpc/catalog.publish`, { data: { files } });
  const body = await response.json();
  return { status: response.status(), body };
}

const viewports = [
  ["desktop", { width: 1440, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const;

for (const driver of authDrivers) {
  test.describe(`ownership on ${driver.name}`, () => {
    const base = `http://127.0.0.1:${driver.port}`;
    let studio: ChildProcess | undefined;
    test.beforeAll(async () => {
      // Publishes and owner changes share the publish limit (10 a minute per address): off here, where every
      // call comes from loopback; rate-limits.spec.ts tests the limits.
      studio = await startAuthStudio(driver, {
        STUDIO_PUBLISH_TOKEN: publishToken,
        PACKSTUDIO_RATE_LIMITS: "publish=off",
      });
    });
    test.afterAll(() => stopStudio(studio, driver.port));

    const person = async (browser: Browser, viewport: { width: number; height: number }, login: "ada" | "grace") => {
      const context = await browser.newContext({ viewport, hasTouch: viewport.width < 500 });
      const page = await context.newPage();
      await page.goto(`${base}/rules`);
      await signIn(page, login);
      return { context, page };
    };

    for (const [label, viewport] of viewports) {
      test(`an owner, a refused publisher, a co-owner and the audit log on a ${label}`, async ({ browser }) => {
        const id = `owned-${label}`;
        const ada = await person(browser, viewport, "ada");
        const grace = await person(browser, viewport, "grace");

        const first = await publish(ada.page, base, packWithId(id));
        expect(first.status, JSON.stringify(first.body)).toBe(200);
        const refused = await publish(grace.page, base, packWithId(id, "\nby grace\n"));
        expect(refused.status, JSON.stringify(refused.body)).toBe(403);
        expect(refused.body.error.message).toContain(`"${id}" is owned by Ada Lovelace`);

        // Grace sees the owner, and no controls.
        await grace.page.goto(`${base}/packs/${id}`);
        await expect(grace.page.getByTestId("pack-owner")).toHaveText(["Ada Lovelace"]);
        await expect(grace.page.getByTestId("pack-version-shown")).toContainText("version 1");
        await expect(grace.page.getByLabel("Co-owner's email")).toHaveCount(0);

        // Ada adds Grace by the email address her provider gives.
        await ada.page.goto(`${base}/packs/${id}`);
        await ada.page.getByLabel("Co-owner's email").fill("nobody@example.test");
        await ada.page.getByRole("button", { name: "Add co-owner" }).click();
        await expect(ada.page.getByTestId("owners-error")).toContainText("must sign in to this studio once first");
        await ada.page.getByLabel("Co-owner's email").fill("grace@example.test");
        await ada.page.getByRole("button", { name: "Add co-owner" }).click();
        await expect(ada.page.getByTestId("pack-owner")).toHaveText([/Ada Lovelace/, /Grace Hopper/]);

        const second = await publish(grace.page, base, packWithId(id, "\nby grace\n"));
        expect(second.status, JSON.stringify(second.body)).toBe(200);
        expect(second.body.result.data.version).toBe(2);

        // The owner reads the pack's entries, newest first.
        await ada.page.reload();
        const entries = ada.page.getByTestId("audit-entry");
        await expect(entries).toHaveCount(3);
        await expect(entries.nth(0)).toHaveAttribute("data-action", "publish");
        await expect(entries.nth(0).getByTestId("audit-who")).toHaveText("Grace Hopper");
        await expect(entries.nth(1)).toHaveAttribute("data-action", "owner.add");
        await expect(entries.nth(2).getByTestId("audit-who")).toHaveText("Ada Lovelace");
        await ada.context.close();
        await grace.context.close();
      });

      test(`the operator's audit log and a creator's shares on a ${label}`, async ({ browser }) => {
        const ada = await person(browser, viewport, "ada");
        const created = await ada.page.request.post(`${base}/api/trpc/share.create`, {
          data: { files: examplePack("ledger"), expiry: "never" },
        });
        const shareId = (await created.json()).result.data.id as string;
        await ada.page.goto(`${base}/account`);
        const share = ada.page.locator(`[data-testid="account-share"][data-id="${shareId}"]`);
        await expect(share).toBeVisible();
        await share.getByRole("button", { name: `Delete the share ${shareId}` }).click();
        await expect(share).toHaveCount(0);
        expect((await ada.page.request.get(`${base}/s/${shareId}`)).status()).toBe(404);

        const page = ada.page;
        await page.goto(`${base}/admin/audit`);
        await page.getByLabel("Operator token").fill(`${publishToken}-wrong`);
        await page.getByRole("button", { name: "Show the log" }).click();
        await expect(page.getByTestId("audit-error")).toContainText("token is wrong");
        await page.getByLabel("Operator token").fill(publishToken);
        await page.getByRole("button", { name: "Show the log" }).click();
        const first = page.getByTestId("audit-entry").first();
        await expect(first).toHaveAttribute("data-action", "share.delete");
        await expect(first).toContainText(shareId);
        expect(page.url()).toBe(`${base}/admin/audit`);
        await ada.context.close();
      });
    }
  });
}
