// The editor: live lint markers, quick fixes, the problems panel, zip round trips and reloads.
import { readFileSync, writeFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { unzipSync } from "fflate";
import { completeSkillUrl } from "../support/schema-completion";
import { examplePack, openFile, openFresh, problem, savedFiles, typeFile } from "../support/studio";

test.beforeEach(async ({ page }) => {
  await openFresh(page);
});

test("a bad id shows an M001 marker at the id and in the problems panel; its quick fix clears it", async ({ page }) => {
  const ledger = examplePack("ledger");
  await typeFile(page, "surface.json", ledger["surface.json"]!.replace('"id": "ledger"', '"id": "Ledger-Bad"'));
  const m001 = problem(page, "M001");
  await expect(m001).toContainText("surface.json:2:9");
  await expect(m001).toContainText('"Ledger-Bad"');
  // Open the finding: the editor shows the id, underlined, and selects it; then Ctrl+. takes the quick fix.
  await m001.getByRole("button").click();
  await expect(page.locator(".monaco-editor .squiggly-error").first()).toBeVisible();
  await page.keyboard.press("Control+Period");
  const fix = page.locator(".action-widget").getByText('Set the id to "ledger-bad"', { exact: false });
  await expect(fix).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(problem(page, "M001")).toHaveCount(0);
  await expect.poll(async () => (await savedFiles(page))["surface.json"]).toContain('"id": "ledger-bad"');
});

test("deleting a policy row shows M013", async ({ page }) => {
  const policy = JSON.parse(examplePack("ledger")["policy.json"]!);
  delete policy.verbs.list;
  await typeFile(page, "policy.json", JSON.stringify(policy, null, 2));
  await expect(problem(page, "M013")).toContainText('"list"');
  await expect(page.getByTestId("lint-summary")).toContainText("fails lint");
});

test("a deep link opens the file at the line and selects the finding", async ({ page }) => {
  await typeFile(
    page,
    "policy.json",
    examplePack("ledger")["policy.json"]!.replace('"surface_id": "ledger"', '"surface_id": "other"'),
  );
  await problem(page, "M002").getByRole("button").click();
  await expect(page).toHaveURL(/#policy\.json:2&finding=M002$/);
  const link = page.url();
  await page.goto("/editor#surface.json:1");
  await page.goto(link);
  await expect(page.getByTestId("open-file")).toHaveText("policy.json");
  await expect(problem(page, "M002")).toHaveAttribute("aria-current", "true");
});

test("zip download then upload round-trips the files byte for byte", async ({ page }, info) => {
  const first = page.waitForEvent("download");
  await page.getByTestId("download").click();
  const download = await first;
  expect(download.suggestedFilename()).toBe("ledger.zip");
  const zipPath = info.outputPath("ledger.zip");
  await download.saveAs(zipPath);
  const entries = unzipSync(new Uint8Array(readFileSync(zipPath)));
  const ledger = examplePack("ledger");
  expect(Object.keys(entries).sort()).toEqual(Object.keys(ledger).sort());
  for (const [path, text] of Object.entries(ledger))
    expect(Buffer.from(entries[path]!).equals(Buffer.from(text, "utf8")), path).toBe(true);

  // Start from another pack, upload the zip, download again: the same bytes.
  page.once("dialog", (d) => d.accept());
  await page.getByTestId("template-select").selectOption("empty");
  await expect(page.getByTestId("pack-id")).toHaveText("my-pack");
  await page.getByTestId("zip-input").setInputFiles(zipPath);
  await expect(page.getByTestId("pack-id")).toHaveText("ledger");
  const second = page.waitForEvent("download");
  await page.getByTestId("download").click();
  const again = unzipSync(new Uint8Array(readFileSync(await (await second).path())));
  for (const [path, bytes] of Object.entries(entries))
    expect(Buffer.from(again[path]!).equals(Buffer.from(bytes)), path).toBe(true);
});

test("an upload that is not a pack's zip is refused with a clear message", async ({ page }, info) => {
  const path = info.outputPath("not.zip");
  writeFileSync(path, "this is not a zip");
  await page.getByTestId("zip-input").setInputFiles(path);
  await expect(page.getByTestId("upload-error")).toContainText("not a readable .zip");
  await expect(page.getByTestId("pack-id")).toHaveText("ledger");
});

test("reload keeps the edits", async ({ page }) => {
  await openFile(page, "HARNESS.md");
  await page.locator(".monaco-editor .view-lines").click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.insertText("\nKept across a reload.\n");
  await page.reload();
  await expect(page.getByTestId("open-file")).toHaveText("HARNESS.md");
  expect((await savedFiles(page))["HARNESS.md"]).toContain("Kept across a reload.");
  await expect(page.locator(".monaco-editor .view-lines")).toContainText("Kept across a reload.");
});

test("the help dialog lists the shortcuts and closes with Escape", async ({ page }) => {
  await page.getByTestId("pack-id").click();
  await page.keyboard.press("?");
  await expect(page.getByTestId("help-dialog")).toBeVisible();
  await expect(page.getByTestId("help-dialog")).toContainText("Quick fix");
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("help-dialog")).toBeHidden();
});

test("undo works across file switches: each file keeps its own history", async ({ page }) => {
  await openFile(page, "HARNESS.md");
  await page.locator(".monaco-editor .view-lines").click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.insertText("\nFirst edit.");
  await openFile(page, "policy.json");
  await openFile(page, "HARNESS.md");
  await page.locator(".monaco-editor .view-lines").click();
  await page.keyboard.press("ControlOrMeta+Z");
  await expect(page.locator(".monaco-editor .view-lines")).not.toContainText("First edit.");
  await page.keyboard.press("ControlOrMeta+Shift+Z");
  await expect(page.locator(".monaco-editor .view-lines")).toContainText("First edit.");
});

test("the manifest schema completes field names and shows their docs on hover", async ({ page }) => {
  await openFile(page, "surface.json");
  await completeSkillUrl(page);
  await page.keyboard.press("ControlOrMeta+Z");
  // The docs of the "kind" key, from the zod schema: put the cursor on it and show the hover (Ctrl+K Ctrl+I).
  await page
    .locator(".monaco-editor .view-line span span", { hasText: /^"kind"$/ })
    .first()
    .click();
  await page.keyboard.press("ControlOrMeta+K");
  await page.keyboard.press("ControlOrMeta+I");
  await expect(page.locator(".monaco-hover:not(.hidden)").first()).toContainText("How commands run");
});
