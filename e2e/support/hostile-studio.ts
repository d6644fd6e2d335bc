// Walks every panel of the studio (editor or share view) on the hostile pack, checking its markup shows as text.
import { expect, type Page } from "@playwright/test";
import { expectNoInjection, payload } from "./hostile";

/** The write commands of the fixture and the card kind each declares (`undeclared` gets the fallback table). */
export const cardKinds: [verb: string, kind: string][] = [
  ["send", "message"],
  ["pay", "payment"],
  ["schedule", "event"],
  ["remove", "removal"],
  ["publish", "publish"],
  ["record", "record"],
  ["fields", "fields"],
  ["undeclared", "fields"],
];

/** The file tree lists the hostile file names as text; each file opens in Monaco with its text as text. */
export async function checkFiles(page: Page, dialogs: string[]): Promise<void> {
  const tree = page.getByTestId("file-tree");
  const paths = await tree.getByTestId("tree-file").evaluateAll((els) => els.map((el) => el.getAttribute("data-path")));
  expect(paths).toEqual(expect.arrayContaining([payload.bin, payload.notes, "HARNESS.md"]));
  await expect(tree).toContainText(payload.bin);
  await expect(tree).toContainText(payload.notes);
  for (const path of [payload.bin, payload.notes, "HARNESS.md", "policy.json", "surface.json"]) {
    await tree
      .getByTestId("tree-file")
      .and(page.locator(`[data-path="${path.replaceAll('"', '\\"')}"]`))
      .click();
    await expect(page.getByTestId("open-file")).toHaveText(path);
    await expect(page.locator(".monaco-editor .view-lines")).toContainText("window.__xss=1");
    await expectNoInjection(page, dialogs, `editor on ${path}`);
  }
}

/** The problems panel holds M004 naming the id, and the hover at the id shows that finding as text. */
export async function checkProblemsAndHover(page: Page, dialogs: string[]): Promise<void> {
  const m004 = page.locator("[data-testid=problem][data-code=M004]");
  await expect(m004).toContainText(payload.packId);
  await m004.getByRole("button").click();
  await expect(page.getByTestId("open-file")).toHaveText("surface.json");
  // The finding's hover, as a person resting the mouse on the squiggle under the id sees it.
  const squiggle = await page.locator(".monaco-editor .squiggly-warning").first().boundingBox();
  expect(squiggle).not.toBeNull();
  await page.mouse.move(squiggle!.x + squiggle!.width / 2, squiggle!.y + squiggle!.height / 2);
  const hover = page.locator(".monaco-hover:not(.hidden)").first();
  await expect(hover).toContainText("M004");
  await expect(hover).toContainText(payload.packId);
  await expectNoInjection(page, dialogs, "problems panel and hover");
  await page.mouse.move(0, 0);
}

async function checkCard(page: Page, verb: string, kind: string): Promise<void> {
  const card = page.getByTestId("preview-result").getByTestId("approval-card");
  await expect(card).toHaveAttribute("data-kind", kind);
  // The values hold hidden characters: the card flags them and shows <U+202E> instead of reordering text.
  await expect(card).toHaveAttribute("data-flagged", "true");
  await expect(card.getByTestId("escape").first()).toHaveText(/^<U\+(202E|200B)>$/);
  await expect(card.getByTestId("card-reason")).toContainText(payload.script);
  await expect(card.getByTestId("card-pack")).toContainText(payload.packId);
  await expect(card.getByTestId("card-command")).toHaveText(verb);
  await expect(card.getByTestId("card-argv-line")).toContainText(payload.cliBin);
  await expect(card).toContainText(payload.svg);
  if (verb === "undeclared") {
    await expect(card.getByTestId("card-fields")).toContainText(payload.argName);
    await expect(card.getByTestId("card-fields")).toContainText(payload.fieldName);
  } else {
    await expect(card.getByTestId("card-title")).toContainText(`${payload.img} ${payload.script}`);
    await expect(card.getByTestId("card-title")).toContainText(payload.templateJs);
    await expect(card).toContainText(payload.fieldName);
  }
}

/** Each command of the preview: the form from its args schema, argv token by token, the live title and the card. */
export async function checkPreview(page: Page, dialogs: string[]): Promise<void> {
  await page.getByRole("tab", { name: "Preview" }).click();
  const select = page.getByTestId("verb-select");
  await select.selectOption(payload.probe);
  await expect(page.getByTestId("verb-description")).toContainText(`${payload.img} ${payload.script}`);
  await expect(page.getByTestId("verb-description")).toContainText(payload.template);
  // The enum values are options; the default and descriptions are help text.
  await expect(page.getByTestId("arg-mode").locator("option", { hasText: payload.svg })).toHaveCount(1);
  await expect(page.getByTestId("command-preview")).toContainText("(default: ");
  await page.getByTestId("fill-examples").click();
  await expect(page.getByTestId("arg-query")).toHaveValue(/^"><svg onload=window.__xss=1> \{\{7\*7\}\}/);
  const tokens = page.getByTestId("argv").getByTestId("argv-token");
  await expect(tokens.first()).toHaveText(payload.cliBin);
  await expect(tokens.nth(1)).toHaveText(payload.probe);
  await expect(tokens.last()).toHaveText(payload.script);
  await expect(page.getByTestId("live-title")).toContainText(payload.img);
  await expect(page.getByTestId("env")).toContainText(payload.img);
  await expect(page.getByTestId("program")).toContainText(payload.bin);
  await expectNoInjection(page, dialogs, `preview of ${payload.probe}`);

  // A command line typed as an agent would is read into the form; a wrong value or name is refused as text.
  const line = page.getByTestId("command-line-input");
  await line.fill(`${payload.cliBin} ${payload.probe} '${payload.img}' --mode plain`);
  await line.press("Enter");
  await expect(page.getByTestId("arg-query")).toHaveValue(payload.img);
  await expect(page.getByTestId("arg-mode")).toHaveValue(JSON.stringify("plain"));
  await line.fill(`${payload.cliBin} ${payload.probe} q --mode '${payload.script}'`);
  await line.press("Enter");
  await expect(page.getByTestId("command-line-error")).toContainText(payload.script);
  await line.fill(`${payload.cliBin} ${payload.probe} q '--${payload.fieldName}'`);
  await line.press("Enter");
  // --name=value: the name ends at the first "=".
  await expect(page.getByTestId("command-line-error")).toContainText(
    `"--<img src" is not an argument of "${payload.probe}"`,
  );
  await expectNoInjection(page, dialogs, "command line");

  for (const [verb, kind] of cardKinds) {
    await select.selectOption(verb);
    await page.getByTestId("fill-examples").click();
    await checkCard(page, verb, kind);
    await expectNoInjection(page, dialogs, `card of ${verb}`);
  }
  // The form labels of the undeclared command are its argument names, as text; with none given, the refusal names them.
  await expect(page.getByTestId("command-preview").locator("label", { hasText: payload.argName })).toHaveCount(1);
  await expect(page.getByTestId("command-preview").locator("label", { hasText: payload.fieldName })).toHaveCount(1);
  await page.getByTestId("clear-args").click();
  await expect(page.getByTestId("refusal")).toHaveAttribute("data-code", "missing_argument");
  await expect(page.getByTestId("refusal")).toContainText(payload.argName);
  await expectNoInjection(page, dialogs, "refusal");
}

/** The commands overview: each command, its ready-to-run line and the derived hcp object, as text. */
export async function checkOverview(page: Page, dialogs: string[]): Promise<void> {
  await page.getByRole("tab", { name: "Commands" }).click();
  await checkCommandsTable(page);
  await expect(page.getByTestId("derived-hcp")).toContainText("<img src=x onerror=window.__xss=1><xss-probe>");
  await expectNoInjection(page, dialogs, "commands overview");
}

export async function checkCommandsTable(page: Page): Promise<void> {
  const table = page.getByTestId("commands-table");
  await expect(table.getByTestId("command-row")).toHaveCount(cardKinds.length + 1);
  const probe = table.getByTestId("command-row").first();
  await expect(probe).toHaveAttribute("data-verb", payload.probe);
  await expect(probe).toContainText(`${payload.probe}${payload.img}`);
  await expect(table.getByTestId("ready-line").first()).toContainText(`${payload.cliBin} ${payload.probe}`);
}

/** HARNESS.md rendered: raw HTML as text, no script, no handler, no javascript: or data: address. */
export async function checkSkill(skill: import("@playwright/test").Locator): Promise<void> {
  // The skill's "# Title" is an h2: the page keeps its one h1 (issue 11).
  await expect(skill.locator("h2").first()).toContainText(`${payload.img} Hostile pack ${payload.script}`);
  for (const text of [
    payload.script,
    '<iframe src="javascript:window.__xss=1"></iframe>',
    "<svg onload=window.__xss=1><script>window.__xss=1</script></svg>",
    '<div onclick="window.__xss=1"',
    "<xss-probe>a custom element</xss-probe>",
    '<span style="position:fixed;inset:0">',
    `${payload.template} ${payload.templateJs}`,
  ])
    await expect(skill).toContainText(text);
  // Links keep their text; only the https one keeps an address.
  const hrefs = await skill.locator("a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  expect(hrefs.length).toBeGreaterThanOrEqual(6);
  for (const href of hrefs) expect(["", null, "https://example.com/docs"]).toContain(href);
  await expect(skill.getByText("a javascript: link")).toBeVisible();
  // Images are never fetched: each shows as a stub with its text.
  await expect(skill.locator(".md-image")).toHaveCount(3);
  await expect(skill.locator("img, script, iframe, svg, style, form, object, embed")).toHaveCount(0);
}

/** The dry-run of a write command: the card in the dialog, then the result with hostile stdout, stderr and files. */
export async function checkRun(page: Page, dialogs: string[]): Promise<void> {
  await page.getByRole("tab", { name: "Preview" }).click();
  await page.getByTestId("verb-select").selectOption("pay");
  await page.getByTestId("fill-examples").click();
  await page.getByTestId("run-button").click();
  const dialog = page.getByTestId("approval-dialog");
  await expect(dialog.getByTestId("approval-card")).toHaveAttribute("data-kind", "payment");
  await expect(dialog.getByTestId("card-title")).toContainText(payload.img);
  await expectNoInjection(page, dialogs, "approval dialog");
  await dialog.getByTestId("approve-run").click();
  const result = page.getByTestId("run-result");
  await expect(result.getByTestId("run-exit")).toHaveText("0", { timeout: 30_000 });
  await expect(result.getByTestId("run-title")).toContainText(payload.img);
  await expect(result.getByTestId("run-json")).toContainText(payload.script);
  await expect(result.getByTestId("run-json")).toContainText(payload.js);
  await expect(result.getByTestId("run-stderr")).toContainText(payload.img);
  await expect(result.getByTestId("side-effect")).toContainText('"><svg onload=window.__xss=1>.txt');
  await result.getByTestId("toggle-raw").click();
  await expect(result.getByTestId("run-stdout")).toContainText(payload.script);
  await expectNoInjection(page, dialogs, "run result");
}
