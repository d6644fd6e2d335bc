// Sandbox dry-runs from the studio: the card before a run, the result panel, first-use memory, plans only, history.
import { expect, type Page, test } from "@playwright/test";
import { examplePack, fillTransfer, openFresh, typeFile } from "../support/studio";

const shots = new URL("../screenshots/", import.meta.url).pathname;

test.beforeEach(async ({ page }) => {
  await openFresh(page);
});

const realEntries = (page: Page) => page.locator("[data-testid=history-entry][data-real=true]");

test("transfer: the card comes first, Approve runs it, and the result shows the done title", async ({ page }) => {
  await fillTransfer(page, "2.80", "demo-transit");
  await expect(page.getByTestId("run-button")).toHaveText("Run in sandbox");
  await page.getByTestId("run-button").click();
  const dialog = page.getByTestId("approval-dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("approval-card")).toHaveAttribute("data-kind", "payment");
  await expect(dialog.getByTestId("card-amount")).toHaveText("2.80");
  await expect(realEntries(page)).toHaveCount(0);
  await page.screenshot({ path: `${shots}dry-run-approval.png` });

  await dialog.getByTestId("approve-run").click();
  await expect(dialog).toBeHidden();
  const result = page.getByTestId("run-result");
  await expect(result).toHaveAttribute("data-real", "true");
  await expect(result.getByTestId("run-title")).toHaveText("Paid 2.80 to demo-transit");
  // The stand-in ledger is not set up in `none` mode: it answers not_set_up with exit code 3.
  await expect(result.getByTestId("run-exit")).toHaveText("3");
  await expect(result.getByTestId("run-json")).toContainText('"error": "not_set_up"');
  await expect(result.getByTestId("run-approval")).toContainText("approved by you");
  await expect(page.getByTestId("history-entry").first()).toHaveAttribute("data-real", "true");
  await expect(page.getByTestId("history-entry").first()).toContainText("Ran in sandbox");
  await result.screenshot({ path: `${shots}dry-run.png` });
});

test("Cancel (or Escape) on the card runs nothing", async ({ page }) => {
  await fillTransfer(page, "2.80", "demo-transit");
  await page.getByTestId("run-button").click();
  const dialog = page.getByTestId("approval-dialog");
  await expect(dialog).toBeVisible();
  // The safe choice has the focus; Approve is a Tab away.
  await expect(page.getByTestId("cancel-run")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByTestId("approve-run")).toBeFocused();
  await page.getByTestId("cancel-run").click();
  await expect(dialog).toBeHidden();

  await page.getByTestId("run-button").click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await expect(page.getByTestId("run-history")).toBeVisible();
  await expect(realEntries(page)).toHaveCount(0);
  await expect(page.getByTestId("history-entry")).toHaveCount(0);
  await expect(page.getByTestId("run-result")).toHaveCount(0);
});

test("setup.status (read, never asks) runs straight away and shows its JSON as a tree", async ({ page }) => {
  await page.getByTestId("verb-select").selectOption("setup.status");
  await page.getByTestId("run-button").click();
  const result = page.getByTestId("run-result");
  await expect(result).toHaveAttribute("data-real", "true");
  await expect(page.getByTestId("approval-dialog")).toBeHidden();
  await expect(result.getByTestId("run-exit")).toHaveText("0");
  await expect(result.getByTestId("run-json")).toContainText('"ready": false');
  await expect(result.locator("[data-testid=json-leaf][data-key=ready]")).toContainText("false");
  await expect(result.getByTestId("run-limit")).toHaveText("none");
  await result.getByTestId("toggle-raw").click();
  await expect(result.getByTestId("run-stdout")).toContainText('{"ready":false}');
  await expect(result.getByTestId("no-side-effects")).toBeVisible();
});

test("setup.apply (first_use): approved once, later runs in this session go straight through", async ({ page }) => {
  await page.getByTestId("verb-select").selectOption("setup.apply");
  await page.getByTestId("run-button").click();
  await page.getByTestId("approve-run").click();
  const result = page.getByTestId("run-result");
  await expect(result.getByTestId("run-exit")).toHaveText("0");
  const effect = result.locator("[data-testid=side-effect][data-path='home/.ledger.json']");
  await expect(effect).toHaveAttribute("data-change", "created");
  await expect(effect.getByTestId("side-effect-diff")).toContainText('+{"balance":"120.00"');
  await result.screenshot({ path: `${shots}dry-run-side-effects.png` });

  await page.getByTestId("run-button").click();
  await expect(realEntries(page)).toHaveCount(2);
  await expect(page.getByTestId("approval-dialog")).toBeHidden();
  await expect(page.getByTestId("run-result").getByTestId("run-approval")).toContainText("first use");

  // Clicking the older entry shows its result again.
  await page.getByTestId("history-entry").nth(1).click();
  await expect(page.getByTestId("history-entry").nth(1)).toHaveAttribute("aria-current", "true");
  await expect(page.getByTestId("run-result").getByTestId("run-approval")).toContainText("approved by you");
});

test("a CLI on PATH the operator has not allowed is a plan only, marked as not run", async ({ page }) => {
  const surface = JSON.parse(examplePack("ledger")["surface.json"]!);
  surface.wrap.bin = "ledger";
  await typeFile(page, "surface.json", JSON.stringify(surface, null, 2));
  await page.getByTestId("verb-select").selectOption("status");
  await expect(page.getByTestId("display-line")).toContainText("ledger status");
  await page.getByTestId("run-button").click();
  const refusal = page.getByTestId("run-refusal");
  await expect(refusal).toHaveAttribute("data-code", "not_runnable");
  await expect(refusal).toContainText("Plan only - not run");
  await expect(page.getByTestId("history-entry").first()).toHaveAttribute("data-real", "false");
  await expect(realEntries(page)).toHaveCount(0);
});

test("a refused preview disables Run with the reason", async ({ page }) => {
  await page.getByTestId("verb-select").selectOption("transfer");
  await page.getByTestId("arg-amount").fill("2.80");
  await expect(page.getByTestId("run-button")).toBeDisabled();
  await expect(page.getByTestId("run-disabled-reason")).toContainText("refused");
  await expect(page.getByTestId("sandbox-unavailable")).toHaveCount(0);
});

test("without bubblewrap, Run is disabled with how to install it, and plans keep working", async ({ page }) => {
  // The server's answer as it gives it on a machine without bubblewrap.
  await page.route(/\/api\/trpc\/sandbox\.status\?/, (route) =>
    route.fulfill({
      contentType: "application/json",
      body: JSON.stringify([
        {
          result: {
            data: {
              available: false,
              bwrap: null,
              prlimit: "/usr/bin/prlimit",
              message:
                "Sandbox runs need bubblewrap, which is not installed: install it with `apt-get install bubblewrap` (Debian/Ubuntu) and restart the studio. Plans still work.",
              concurrency: 4,
              running: 0,
            },
          },
        },
      ]),
    }),
  );
  await openFresh(page);
  await fillTransfer(page, "2.80", "demo-transit");
  await expect(page.getByTestId("sandbox-unavailable")).toContainText("apt-get install bubblewrap");
  await expect(page.getByTestId("run-button")).toBeDisabled();
  await expect(page.getByTestId("run-disabled-reason")).toContainText("plan above still works");
  await expect(page.getByTestId("display-line")).toContainText("ledger transfer 2.80 --to demo-transit");
  await expect(page.getByTestId("approval-card")).toBeVisible();
});
