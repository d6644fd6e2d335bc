// Issue 11, problem 3: a refused typed command line greys out the last accepted preview and says what to fix.
import { expect, type Locator, test } from "@playwright/test";
import { openFresh } from "../support/studio";

const opacity = (l: Locator) => l.evaluate((el) => Number(getComputedStyle(el).opacity));

test.beforeEach(async ({ page }) => {
  await openFresh(page);
});

test("the argv, line and card of the last accepted line are greyed out below a refused line", async ({ page }) => {
  const input = page.getByTestId("command-line-input");
  await input.fill("ledger transfer --amount 2.80 --payee demo-transit");
  await input.press("Enter");
  const preview = page.getByTestId("preview-result");
  const argv = preview.getByTestId("argv");
  await expect(argv).toContainText("demo-transit");
  await expect(preview.getByTestId("approval-card")).toBeVisible();
  const current = page.locator("[data-testid=preview-result] [data-stale]");
  await expect(current).toHaveCount(0);

  await input.fill("ledger transfer --amount 3 --to someone-else");
  await input.press("Enter");
  await expect(page.getByTestId("command-line-error")).toContainText('"--to" is not an argument');
  // Still the previous input's plan, and it says so: greyed, out of the Tab order, with what to fix above it.
  await expect(preview.getByTestId("preview-stale")).toContainText("refused");
  await expect(preview.getByTestId("preview-stale")).toContainText('"--to" is not an argument');
  await expect(current).toHaveCount(1);
  expect(await opacity(current)).toBeLessThan(0.6);
  expect(await current.evaluate((el) => (el as HTMLElement).inert)).toBe(true);
  // Run would run the greyed plan: it is off, and says why, before any click.
  await expect(page.getByTestId("run-button")).toBeDisabled();
  await expect(page.getByTestId("run-disabled-reason")).toContainText("The typed command line is refused");

  // Correcting the line and reading it again makes the preview current.
  await input.fill("ledger transfer --amount 3 --payee someone-else");
  await input.press("Enter");
  await expect(argv).toContainText("someone-else");
  await expect(preview.getByTestId("preview-stale")).toHaveCount(0);
  await expect(current).toHaveCount(0);
  await expect(page.getByText("The typed command line is refused")).toHaveCount(0);
});

test("changing the form by hand after a refused line makes the preview current again", async ({ page }) => {
  const input = page.getByTestId("command-line-input");
  await input.fill("ledger list --nope");
  await input.press("Enter");
  await expect(page.getByTestId("preview-stale")).toBeVisible();
  await page.getByTestId("verb-select").selectOption("status");
  await expect(page.getByTestId("preview-stale")).toHaveCount(0);
  await expect(page.getByTestId("argv")).toContainText("status");
});
