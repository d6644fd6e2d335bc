// The command preview and approval card: argv token by token, hidden characters made visible, markup as text.
import { expect, test } from "@playwright/test";
import { fillTransfer, openFile, openFresh, problem, typeFile } from "../support/studio";

const shots = new URL("../screenshots/", import.meta.url).pathname;

test.beforeEach(async ({ page }) => {
  await openFresh(page);
});

test("filling the transfer form renders the expected argv tokens", async ({ page }) => {
  await fillTransfer(page, "2.80", "demo-transit");
  await expect(page.getByTestId("argv-token")).toHaveText(
    ["ledger", "transfer", "2.80", "--to", "demo-transit", "--confirm", "--json"].map(
      (t) => new RegExp(`^\\s*\\d*\\s*${t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*$`),
    ),
  );
  await expect(page.getByTestId("display-line")).toContainText(
    "ledger transfer 2.80 --to demo-transit --confirm --json",
  );
  await expect(page.getByTestId("live-title")).toHaveText("Paying 2.80 to demo-transit");
  await page.screenshot({ path: `${shots}editor.png` });
  await page.getByTestId("argv").screenshot({ path: `${shots}argv-preview.png` });
  await expect(page.getByTestId("approval-card")).toHaveAttribute("data-kind", "payment");
  await page.getByTestId("approval-card").screenshot({ path: `${shots}payment-card.png` });
});

test("a value with spaces, quotes or ; stays one token", async ({ page }) => {
  await fillTransfer(page, "1; rm -rf /", `a "b" 'c'`);
  await expect(page.getByTestId("argv-token")).toHaveCount(7);
  await expect(page.getByTestId("argv-token").nth(2)).toContainText("1; rm -rf /");
  await expect(page.getByTestId("display-line")).toContainText(`'1; rm -rf /'`);
});

test("a payee containing U+202E shows a visible escape and a warning on the card", async ({ page }) => {
  await fillTransfer(page, "2.80", "evil\u202Etxt.exe");
  const card = page.getByTestId("approval-card");
  await expect(card.getByTestId("escape").first()).toHaveText("<U+202E>");
  await expect(card.getByTestId("card-warning")).toContainText("hidden characters");
  // The raw override character itself appears nowhere on the card.
  expect(await card.textContent()).not.toContain("\u202E");
  await card.screenshot({ path: `${shots}payment-card-bidi.png` });
});

test("a payee that literally holds the text <U+202E> shows it as text: no escape, no warning", async ({ page }) => {
  await fillTransfer(page, "2.80", "pay <U+202E> literally");
  const card = page.getByTestId("approval-card");
  await expect(card.getByTestId("card-payee")).toContainText("pay <U+202E> literally");
  await expect(card.getByTestId("escape")).toHaveCount(0);
  await expect(card).toHaveAttribute("data-flagged", "false");
  await expect(page.getByTestId("argv-token").getByTestId("escape")).toHaveCount(0);
});

test("an <img onerror> value renders as text on the card and in the rendered skill", async ({ page }) => {
  const markup = `<img src=x onerror="window.__xss=1">`;
  await fillTransfer(page, "1", markup);
  const card = page.getByTestId("approval-card");
  await expect(card).toContainText(markup);
  await expect(card.locator("img")).toHaveCount(0);

  await typeFile(page, "HARNESS.md", `# Ledger\n\nUse \`ledger\`. ${markup}\n\n<script>window.__xss=2</script>\n`);
  await page.getByRole("tab", { name: "Skill" }).click();
  await expect(page.getByTestId("skill-view")).toContainText("Use");
  await expect(page.getByTestId("skill-view").locator("img, script")).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});

test("the rendered skill reads CommonMark as GitHub does and holds only Markdown's own elements (issue 29)", async ({
  page,
}) => {
  const skill = [
    "Ledger",
    "------",
    "",
    "&copy; 2026, a [safe link](https://example.com/docs) and a [trap](javascript:window.__xss=3).",
    "",
    '<img src=x onerror="window.__xss=1"> <svg onload=window.__xss=4> <div onclick="window.__xss=5">',
    "",
    "![a chart](http://tracker.invalid/x.png)",
    "",
    "> ```sh",
    "> ledger setup nuke",
    "> ```",
    "",
  ].join("\n");
  await typeFile(page, "HARNESS.md", skill);
  await page.getByRole("tab", { name: "Skill" }).click();
  const view = page.getByTestId("skill-view");
  // A setext heading (one level down: the page has its own h1) and a character reference, as CommonMark reads them.
  await expect(view.locator("h3")).toHaveText("Ledger");
  await expect(view).toContainText("© 2026");
  await expect(view.locator("blockquote pre code")).toHaveText("ledger setup nuke");
  await expect(view.locator(".md-image")).toContainText("[image: a chart]");
  // What Chromium built from the HTML: Markdown's elements and attributes only.
  const found = await view
    .locator("article *")
    .evaluateAll((elements) => elements.map((e) => [e.tagName.toLowerCase(), ...e.getAttributeNames()].join(" ")));
  const allowed =
    /^(p|h[1-6]|blockquote|ul|ol( start)?|li|pre|code( class)?|hr|br|em|strong|s|span class|a( href)?( title)?( target rel)?|table|thead|tbody|tr|th( style)?|td( style)?)$/;
  for (const element of found) expect(element).toMatch(allowed);
  expect(await view.locator("a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([
    "https://example.com/docs",
  ]);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  // Lint reads the same parse: the refused line in the quoted code block is S005's.
  await expect(problem(page, "S005")).toContainText("ledger setup nuke");
});

test("a command line typed as an agent would fills the form", async ({ page }) => {
  await page.getByTestId("command-line-input").fill("ledger transfer --amount 2.80 --payee demo-transit");
  await page.getByTestId("command-line-input").press("Enter");
  await expect(page.getByTestId("verb-select")).toHaveValue("transfer");
  await expect(page.getByTestId("arg-amount")).toHaveValue("2.80");
  await expect(page.getByTestId("arg-payee")).toHaveValue("demo-transit");
  await page.getByTestId("command-line-input").fill("ledger transfer --to x");
  await page.getByTestId("command-line-input").press("Enter");
  await expect(page.getByTestId("command-line-error")).toContainText('"--to" is not an argument');
});

test("a missing argument is refused in plain words", async ({ page }) => {
  await page.getByTestId("verb-select").selectOption("transfer");
  await page.getByTestId("arg-amount").fill("2.80");
  await expect(page.getByTestId("refusal")).toContainText("missing_argument");
  await expect(page.getByTestId("refusal")).toContainText('"payee" is required');
});

test("the commands overview lists every command with its ready-to-run line", async ({ page }) => {
  await page.getByRole("tab", { name: "Commands" }).click();
  const table = page.getByTestId("commands-table");
  await expect(table.getByTestId("command-row")).toHaveCount(6);
  await expect(table).toContainText("ledger transfer --amount 2.80 --payee demo-transit");
  await expect(page.getByTestId("derived-hcp")).toContainText('"pack_id": "ledger"');
});

test("keyboard only: pick a command, fill its arguments, read the argv", async ({ page }) => {
  await openFile(page, "surface.json");
  await page.getByTestId("verb-select").focus();
  await page.keyboard.press("End"); // the last command: transfer
  await expect(page.getByTestId("verb-select")).toHaveValue("transfer");
  await page.keyboard.press("Tab");
  // Tab on through the command-line field to the first argument.
  for (
    let i = 0;
    i < 8 && !(await page.getByTestId("arg-amount").evaluate((el) => el === document.activeElement));
    i++
  ) {
    await page.keyboard.press("Tab");
  }
  await expect(page.getByTestId("arg-amount")).toBeFocused();
  await page.keyboard.type("5");
  await page.keyboard.press("Tab");
  await page.keyboard.type("p1");
  await expect(page.getByTestId("display-line")).toContainText("ledger transfer 5 --to p1 --confirm --json");
});

test("the layout holds at 1280 px wide", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await fillTransfer(page, "2.80", "demo-transit");
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  for (const id of ["file-tree", "code-editor", "command-preview"]) {
    const box = await page.getByTestId(id).first().boundingBox();
    expect(box, id).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0), id).toBeLessThanOrEqual(1280);
    expect(box?.width ?? 0, id).toBeGreaterThan(150);
  }
});
