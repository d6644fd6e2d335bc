// Issue 11, problem 7: the catalog searches as you type and its filters keep focus; Tab's way out of Monaco is shown.
import { expect, test } from "@playwright/test";
import { openFresh } from "../support/studio";

test("the catalog search updates as you type, with no Enter, and keeps the typing", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("catalog-total")).toHaveText(/^\d+ packs$/);
  const search = page.getByTestId("catalog-search");
  await search.click();
  await page.keyboard.type("payee", { delay: 20 });
  await expect(page).toHaveURL(/\/\?q=payee$/);
  await expect(page.getByTestId("catalog-total")).toContainText("matching “payee”");
  await expect(page.getByTestId("catalog-result").and(page.locator('[data-id="ledger"]'))).toBeVisible();
  // The box still has focus, with the caret at the end: typing on narrows the search.
  await expect(search).toBeFocused();
  await page.keyboard.press("Backspace");
  await page.keyboard.press("Backspace");
  await expect(page).toHaveURL(/\/\?q=pay$/);
  await expect(search).toHaveValue("pay");
  await expect(search).toBeFocused();
});

test("a filter select keeps focus when its value applies", async ({ page }) => {
  await page.goto("/");
  const kind = page.getByTestId("catalog-filter-kind");
  await kind.focus();
  await page.keyboard.press("ArrowDown");
  await expect(page).toHaveURL(/\/\?kind=/);
  await expect(page.getByTestId("catalog-filter-kind")).toBeFocused();
  // The keyboard goes on from there: the next filter is one Tab away.
  await page.keyboard.press("Tab");
  await expect(page.getByTestId("catalog-filter-kind")).not.toBeFocused();
  await expect(page.locator("select[name=transport]")).toBeFocused();
});

test("the editor shows how Tab leaves Monaco, and Ctrl+M makes Tab move focus out", async ({ page }) => {
  await openFresh(page);
  const hint = page.getByTestId("tab-hint");
  await expect(hint).toBeVisible();
  await expect(hint).toContainText("Ctrl");
  const inMonaco = () => page.evaluate(() => !!document.activeElement?.closest(".monaco-editor"));
  // Each try starts with the focus in Monaco (a click on a busy machine lands before the editor takes it, and
  // Ctrl+M then goes nowhere); a try whose Ctrl+M was lost leaves the mode off, so the next one turns it on.
  await expect(async () => {
    await page.locator(".monaco-editor .view-lines").click();
    await expect.poll(inMonaco, { timeout: 5000 }).toBe(true);
    await page.keyboard.press("Control+M");
    await page.keyboard.press("Tab");
    await expect.poll(inMonaco, { timeout: 5000 }).toBe(false);
  }).toPass({ timeout: 60_000 });
});
