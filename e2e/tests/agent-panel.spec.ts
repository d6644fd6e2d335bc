// Issue 13: "Use in an agent" in the editor and on /packs/<id>: the MCP client config, the tools an MCP client
// sees (names, titles, hints), the json_exec request of the chosen command and form, each copyable.
import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { openFresh } from "../support/studio";

/**
 * What `packstudio mcp <folder>` lists (DECISIONS.md 12), read straight from the folder's JSON: one tool per
 * command in order, its hints from its effect in policy.json (read: readOnlyHint; write: destructiveHint).
 */
function expectedTools(folder: URL): [name: string, read: boolean][] {
  const read = (file: string) => JSON.parse(readFileSync(new URL(file, folder), "utf8"));
  const policy = read("policy.json").verbs;
  return Object.keys(read("surface.json").verbs).map((name) => [name, policy[name].effect === "read"]);
}
const editorLedger = expectedTools(new URL("../../spec/examples/ledger/", import.meta.url));
const catalogLedger = expectedTools(new URL("../../catalog/packs/ledger/", import.meta.url));

const shot = (name: string) => new URL(`../screenshots/${name}.png`, import.meta.url).pathname;

async function openAgentPanel(page: Page): Promise<void> {
  await page.getByRole("tab", { name: "Use in an agent" }).click();
  await expect(page.getByTestId("agent-panel")).toBeVisible();
}

async function expectLedgerTools(page: Page, expected: [string, boolean][], statusTitle: string): Promise<void> {
  const tools = page.getByTestId("agent-tool");
  await expect(tools.getByTestId("agent-tool-name")).toHaveText(expected.map(([name]) => name));
  for (const [name, read] of expected) {
    const tool = tools.and(page.locator(`[data-name="${name}"]`));
    await expect(tool.getByTestId("hint-readOnlyHint")).toHaveAttribute("data-on", String(read));
    await expect(tool.getByTestId("hint-destructiveHint")).toHaveAttribute("data-on", String(!read));
  }
  // Titles: the first live title without placeholders, else the description.
  await expect(tools.and(page.locator('[data-name="transfer"]')).getByTestId("agent-tool-title")).toHaveText(
    "Paying a payee",
  );
  await expect(tools.and(page.locator('[data-name="status"]')).getByTestId("agent-tool-title")).toHaveText(statusTitle);
}

const json = async (page: Page, testId: string) => JSON.parse((await page.getByTestId(testId).textContent()) ?? "");

async function expectExecRequestFollowsTheForm(page: Page): Promise<void> {
  await page.getByLabel("Command").selectOption("transfer");
  await page.getByTestId("arg-amount").fill("2.80");
  await page.getByTestId("arg-payee").fill("demo-transit");
  await expect
    .poll(() => json(page, "agent-exec-request"))
    .toEqual({ verb: "transfer", args: { amount: "2.80", payee: "demo-transit" }, approved: false });
  await page.getByLabel(/A person approved the card/).check();
  await expect.poll(() => json(page, "agent-exec-request")).toMatchObject({ verb: "transfer", approved: true });
  await page.getByLabel("Command").selectOption("status");
  await expect.poll(() => json(page, "agent-exec-request")).toEqual({ verb: "status", args: {}, approved: true });
}

/** Click a copy button: it says "Copied" and the clipboard holds the snippet. */
async function expectCopies(page: Page, testId: string): Promise<void> {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  const text = (await page.getByTestId(testId).textContent()) ?? "";
  await page.getByTestId(`copy-${testId}`).click();
  await expect(page.getByTestId(`copy-${testId}`)).toHaveText("Copied");
  expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(text.trim());
}

/** Nothing overflows the page sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { w, vw } = await page.evaluate(() => ({ w: document.documentElement.scrollWidth, vw: innerWidth }));
  expect(w).toBeLessThanOrEqual(vw);
}

async function editorPanel(page: Page, name: string): Promise<void> {
  await openAgentPanel(page);
  expect(await json(page, "agent-mcp-config")).toEqual({
    mcpServers: { ledger: { command: "packstudio", args: ["mcp", "./ledger"] } },
  });
  // The ledger lists cli and json_exec: mcp serves it anyway, with a warning.
  await expect(page.getByTestId("agent-undeclared")).toBeVisible();
  await expectLedgerTools(page, editorLedger, "Balance, currency, and provider link health.");
  await expectCopies(page, "agent-mcp-config");
  await expectExecRequestFollowsTheForm(page);
  await expectCopies(page, "agent-exec-request");
  await expect(page.getByTestId("agent-exec-line")).toHaveText("packstudio exec ./ledger < request.json");
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: shot(name) });
}

async function packPage(page: Page, name: string): Promise<void> {
  await page.goto("/packs/ledger");
  const section = page.getByRole("region", { name: "Use in an agent" });
  await expect(section).toBeVisible();
  const url = `${new URL(page.url()).origin}/packs/ledger`;
  await expect(page.getByTestId("pack-mcp-from")).toHaveText(`packstudio mcp --from ${url}`);
  expect(await json(page, "pack-mcp-config")).toEqual({
    mcpServers: { ledger: { command: "packstudio", args: ["mcp", "--from", url] } },
  });
  await expectLedgerTools(page, catalogLedger, "Reading the balance");
  await expectCopies(page, "pack-mcp-from");
  await expectNoSidewaysScroll(page);
  await section.screenshot({ path: shot(name) });
}

test.describe("desktop", () => {
  test("the editor's agent panel for the ledger: config, tools and hints, the json_exec request", async ({ page }) => {
    await openFresh(page);
    await editorPanel(page, "agent-panel");
  });

  test("a pack with lint errors has no tools: packstudio mcp would refuse it", async ({ page }) => {
    await openFresh(page);
    await openAgentPanel(page);
    await page.getByLabel("Command").selectOption("status");
    // policy.json becomes an empty object (Monaco closes the brace): lint errors, so no tools.
    await page.locator('[data-testid=tree-file][data-path="policy.json"]').click();
    await page.locator(".monaco-editor .view-lines").click();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("{");
    await expect(page.getByTestId("agent-refused")).toBeVisible();
    await expect(page.getByTestId("agent-tool")).toHaveCount(0);
  });

  test("/packs/ledger: the --from line and the tools", async ({ page }) => {
    await packPage(page, "agent-pack-page");
  });
});

test.describe("phone 390×844", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the editor's agent panel", async ({ page }) => {
    await openFresh(page);
    await page.getByRole("tab", { name: "Preview" }).and(page.locator("[data-testid^=pane-tab-]")).click();
    await editorPanel(page, "phone-agent-panel");
  });

  test("/packs/ledger", async ({ page }) => {
    await packPage(page, "phone-agent-pack-page");
  });
});
