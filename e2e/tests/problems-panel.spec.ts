// Issue 11, problem 4: the problems panel lists exactly the current findings (no stale rows), and a fix is a button.
import { expect, type Page, test } from "@playwright/test";
import { examplePack, openFile, openWith, problem, savedFiles } from "../support/studio";

/** The summary's counts add up to the rows listed. */
async function expectRowsMatchSummary(page: Page): Promise<void> {
  const summary = (await page.getByTestId("lint-summary").textContent()) ?? "";
  const counts = [...summary.matchAll(/(\d+) (?:errors|warnings|info)/g)].map((m) => Number(m[1]));
  expect(counts).toHaveLength(3);
  await expect(page.getByTestId("problem")).toHaveCount(counts.reduce((a, b) => a + b, 0));
}

test("breaking and mending a JSON string leaves no stale rows (two syntax errors at one spot)", async ({ page }) => {
  await openWith(page, examplePack("ledger"));
  await openFile(page, "policy.json");
  const before = await page.getByTestId("problem").count();
  // Delete the closing quote of "surface_id": two syntax errors start at the same line and column.
  await page.locator(".monaco-editor .view-lines").click();
  await page.keyboard.press("ControlOrMeta+Home");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Home");
  for (let i = 0; i < 11; i++) await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Delete");
  await expect(problem(page, "P005").first()).toBeVisible();
  expect(await problem(page, "P005").count()).toBeGreaterThan(1);
  await expectRowsMatchSummary(page);
  await page.keyboard.press("ControlOrMeta+Z");
  await expect(page.getByTestId("lint-summary")).toContainText("passes lint");
  await expect(problem(page, "P005")).toHaveCount(0);
  await expect(page.getByTestId("problem")).toHaveCount(before);
  await expectRowsMatchSummary(page);
});

test('"Apply fix" in the problems panel applies the fix, in whatever file its edit is', async ({ page }) => {
  const files = examplePack("ledger");
  const policy = JSON.parse(files["policy.json"] ?? "{}");
  delete policy.verbs.list;
  await openWith(page, { ...files, "policy.json": `${JSON.stringify(policy, null, 2)}\n` });
  const m013 = problem(page, "M013");
  await expect(m013).toContainText("surface.json");
  await page
    .locator("[data-testid=problem-item][data-code=M013]")
    .getByRole("button", { name: /apply fix/i })
    .click();
  await expect(problem(page, "M013")).toHaveCount(0);
  await expect(page.getByTestId("open-file")).toHaveText("policy.json");
  await expect.poll(async () => JSON.parse((await savedFiles(page))["policy.json"] ?? "{}").verbs?.list).toBeTruthy();
  await expectRowsMatchSummary(page);
});
