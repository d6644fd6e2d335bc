// XSS on the signed-in studio (issue 26), each storage driver: a person whose name is markup (from the issuer),
// a token named with markup, and the hostile pack (its id and every string markup) published by that person show
// as text on /account, the owners panel and the pack's audit log, the agent panel of the pack page, and the
// operator's /admin/audit. Nothing runs, no element is made, no dialog opens (support/hostile.ts).
import type { ChildProcess } from "node:child_process";
import type { Server } from "node:http";
import { packWithId } from "@packstudio/db/testing";
import { type Browser, expect, test } from "@playwright/test";
import { authDrivers, startAuthStudio, startIssuer, stopStudio } from "../support/auth-studio";
import { expectNoInjection, hostilePack, payload, watchDialogs } from "../support/hostile";
import { type Person, people } from "../support/oidc-issuer";
import { publishToken } from "../support/publish-token";
import { signIn } from "../support/sign-in-page";

let issuer: Server | undefined;
test.beforeAll(async () => {
  issuer = await startIssuer();
});
test.afterAll(() => {
  issuer?.close();
});

const mallory = people.mallory.name;

for (const driver of authDrivers) {
  test.describe(`markup stays text on ${driver.name}`, () => {
    const base = `http://127.0.0.1:${driver.port}`;
    let studio: ChildProcess | undefined;
    test.beforeAll(async () => {
      studio = await startAuthStudio(driver, { STUDIO_PUBLISH_TOKEN: publishToken });
    });
    test.afterAll(() => stopStudio(studio, driver.port));

    const person = async (browser: Browser, login: Person) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const dialogs = watchDialogs(page);
      await page.goto(`${base}/rules`);
      await signIn(page, login);
      return { context, page, dialogs };
    };

    test("a name, a token name and a pack with markup on /account, the owners panel, the agent panel and /admin/audit", async ({
      browser,
    }) => {
      const m = await person(browser, "mallory");
      await expectNoInjection(m.page, m.dialogs, "the header, signed in as Mallory");

      // /account: a token named with markup.
      await m.page.goto(`${base}/account`);
      await m.page.getByTestId("token-name").fill(payload.img);
      await m.page.getByTestId("token-create").click();
      await expect(m.page.getByTestId("token-secret")).toBeVisible();
      await m.page.getByTestId("token-secret-done").click();
      await expect(m.page.getByTestId("token-row")).toContainText(payload.img);
      await expect(m.page.getByTestId("account-name")).toHaveText(mallory);
      await expectNoInjection(m.page, m.dialogs, "/account");

      // Mallory publishes the hostile pack and owns it: the owners panel, the pack's audit log, the agent panel.
      const published = await m.page.request.post(`${base}/api/trpc/catalog.publish`, {
        data: { files: hostilePack() },
      });
      expect(published.ok(), await published.text()).toBe(true);
      await m.page.goto(`${base}/packs/${encodeURIComponent(payload.packId)}`);
      await expect(m.page.getByTestId("pack-page")).toHaveAttribute("data-id", payload.packId);
      await expect(m.page.getByTestId("pack-owner")).toHaveText([mallory]);
      const entry = m.page.getByTestId("audit-entry").first();
      await expect(entry.getByTestId("audit-who")).toHaveText(mallory);
      await expect(entry).toContainText(payload.packId);
      const agent = m.page.getByRole("region", { name: "Use in an agent" });
      await expect(agent.getByTestId("agent-tool").first()).toBeVisible();
      await expect(m.page.getByTestId("pack-mcp-from")).toContainText("packstudio mcp --from");
      await expectNoInjection(m.page, m.dialogs, "the hostile pack's page: owners, audit log, agent panel");

      // Ada adds Mallory (her address is verified) to a pack of hers: Ada's owners panel and audit log name her.
      const ada = await person(browser, "ada");
      const plain = await ada.page.request.post(`${base}/api/trpc/catalog.publish`, {
        data: { files: packWithId("adas-plain") },
      });
      expect(plain.ok(), await plain.text()).toBe(true);
      await ada.page.goto(`${base}/packs/adas-plain`);
      await ada.page.getByLabel("Co-owner's email").fill("mallory@example.test");
      await ada.page.getByRole("button", { name: "Add co-owner" }).click();
      await expect(ada.page.getByTestId("pack-owner").nth(1)).toContainText(mallory);
      await expect(ada.page.getByRole("button", { name: `Remove ${mallory} as an owner` })).toBeVisible();
      await expect(ada.page.getByTestId("audit-entry").first()).toContainText(`owners now: Ada Lovelace, ${mallory}`);
      await expectNoInjection(ada.page, ada.dialogs, "Ada's owners panel");

      // The operator's log: names, the hostile pack id, the token's name.
      await ada.page.goto(`${base}/admin/audit`);
      await ada.page.getByLabel("Operator token").fill(publishToken);
      await ada.page.getByRole("button", { name: "Show the log" }).click();
      const log = ada.page.getByTestId("audit-entries");
      await expect(log).toContainText(`owners now: Ada Lovelace, ${mallory}`);
      await expect(log).toContainText(payload.packId);
      await expect(log.locator('[data-action="token.create"]')).toContainText(payload.img);
      await expect(log.locator('[data-action="token.create"]').getByTestId("audit-who")).toHaveText(mallory);
      await expectNoInjection(ada.page, ada.dialogs, "/admin/audit");
      await m.context.close();
      await ada.context.close();
    });
  });
}
