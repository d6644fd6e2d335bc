// Issue 11, problem 1: the editor shows the file the tree and the header name, whatever way the file was opened.
import { expect, type Page, test } from "@playwright/test";
import { examplePack, openFresh, openWith, problem, savedFiles } from "../support/studio";

/** A line of text only each file has, to tell which file Monaco shows. */
const marks: Record<string, Record<string, string>> = {
  broken: { "surface.json": '"Broken-Pack"', "policy.json": '"surface_id"' },
  ledger: { "surface.json": '"cliBin"', "policy.json": '"surface_id"', "HARNESS.md": "keeps a small local ledger" },
};

/** The header, the tree's current file and Monaco's text all name `path`. */
async function expectShowing(page: Page, pack: string, path: string): Promise<void> {
  await expect(page.getByTestId("open-file")).toHaveText(path);
  await expect(page.locator("[data-testid=tree-file][aria-current=page]")).toHaveAttribute("data-path", path);
  const lines = page.locator(".monaco-editor .view-lines");
  for (const [file, mark] of Object.entries(marks[pack] ?? {})) {
    if (file === path) await expect(lines).toContainText(mark);
    else await expect(lines).not.toContainText(mark);
  }
}

async function clickFile(page: Page, path: string): Promise<void> {
  await page.locator(`[data-testid=tree-file][data-path="${path}"]`).click();
}

test.beforeEach(async ({ page }) => {
  await openFresh(page);
});

test("(a) after a template, a tree click shows that file, and typing goes into it", async ({ page }) => {
  page.once("dialog", (d) => d.accept());
  await page.getByTestId("template-select").selectOption("broken");
  await expect(page.getByTestId("pack-id")).toHaveText("Broken-Pack");
  await expectShowing(page, "broken", "surface.json");
  await clickFile(page, "policy.json");
  await expectShowing(page, "broken", "policy.json");
  await page.locator(".monaco-editor .view-lines").click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.insertText("\n");
  await expect.poll(async () => (await savedFiles(page))["policy.json"]).toMatch(/\n\n$/);
  expect((await savedFiles(page))["surface.json"]).not.toMatch(/\n\n$/);
});

test("(b) a finding of another file opens that file, header and tree included; the tree goes back", async ({
  page,
}) => {
  page.once("dialog", (d) => d.accept());
  await page.getByTestId("template-select").selectOption("broken");
  await clickFile(page, "policy.json");
  await expectShowing(page, "broken", "policy.json");
  await problem(page, "M001").getByRole("button").first().click();
  await expectShowing(page, "broken", "surface.json");
  await expect(problem(page, "M001")).toHaveAttribute("aria-current", "true");
  await clickFile(page, "policy.json");
  await expectShowing(page, "broken", "policy.json");
  await clickFile(page, "surface.json");
  await expectShowing(page, "broken", "surface.json");
});

test("(c) a quick fix whose edit is in another file opens that file at the new text; the tree still works", async ({
  page,
}) => {
  const files = { ...examplePack("ledger"), "HARNESS.md": "# Ledger\n\n`ledger` keeps a small local ledger.\n" };
  await openWith(page, files);
  const s003 = problem(page, "S003").first();
  await expect(s003).toContainText("surface.json");
  // Open the finding, then take its quick fix from Monaco's light bulb menu (Ctrl+.), as a person does.
  await s003.getByRole("button").first().click();
  await expectShowing(page, "ledger", "surface.json");
  await page.keyboard.press("Control+Period");
  await page.locator(".action-widget").getByText("to HARNESS.md", { exact: false }).first().click();
  await expectShowing(page, "ledger", "HARNESS.md");
  await expect(page.locator(".monaco-editor .view-lines")).toContainText("- `ledger");
  await clickFile(page, "surface.json");
  await expectShowing(page, "ledger", "surface.json");
  await clickFile(page, "HARNESS.md");
  await expectShowing(page, "ledger", "HARNESS.md");
  // The fix is one undo step of HARNESS.md's own history.
  await page.locator(".monaco-editor .view-lines").click();
  await page.keyboard.press("ControlOrMeta+Z");
  await expect(page.locator(".monaco-editor .view-lines")).not.toContainText("- `ledger");
});
