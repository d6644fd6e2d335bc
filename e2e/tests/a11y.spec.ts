// Issue 11, accessibility: axe finds no violation of any impact on every page kind, light and dark; one h1 a page;
// the first Tab reaches a skip link to the content.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { examplePack, openFresh, share } from "../support/studio";

// Axe over Monaco in two themes takes a while on a busy machine: a budget, not a timed assertion.
test.describe.configure({ timeout: 240_000 });

async function expectNoViolations(page: Page, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, what).toEqual([]);
}

/** Axe in the light and the dark theme (the system's, as most people leave it). */
async function checkBothThemes(page: Page, what: string, ready: () => Promise<void>): Promise<void> {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await ready();
    await expect(page.locator("html")).toHaveAttribute("data-theme", scheme);
    await expectNoViolations(page, `${what}, ${scheme}`);
  }
}

async function expectPageBasics(page: Page): Promise<void> {
  await expect(page.locator("h1")).toHaveCount(1);
  await page.locator("body").press("Tab");
  const skip = page.getByRole("link", { name: "Skip to the content" });
  await expect(skip).toBeFocused();
  await expect(page.locator("#main")).toHaveCount(1);
}

test("the catalog", async ({ page }) => {
  await page.goto("/");
  await expectPageBasics(page);
  await checkBothThemes(page, "catalog", async () => {
    await page.reload();
    await expect(page.getByTestId("catalog-total")).toBeVisible();
  });
});

test("a pack's page", async ({ page }) => {
  await page.goto("/packs/ledger");
  await expectPageBasics(page);
  await checkBothThemes(page, "pack page", async () => {
    await page.reload();
    await expect(page.getByTestId("pack-page")).toBeVisible();
  });
});

test("the rules, with the site header", async ({ page }) => {
  await page.goto("/rules");
  await expectPageBasics(page);
  // The site header, as on the catalog: the way back to the catalog and the editor.
  await expect(page.getByRole("navigation", { name: "Studio" }).getByRole("link", { name: "Editor" })).toBeVisible();
  await checkBothThemes(page, "rules", async () => {
    await page.reload();
    await expect(page.locator("#M001")).toBeVisible();
  });
});

test("the editor's Use in an agent panel", async ({ page }) => {
  await openFresh(page);
  await checkBothThemes(page, "agent panel", async () => {
    await page.reload();
    await page.getByRole("tab", { name: "Use in an agent" }).click();
    await expect(page.getByTestId("agent-tool").first()).toBeVisible();
  });
});

test("the editor, its help and share dialogs", async ({ page }) => {
  await openFresh(page);
  await expectPageBasics(page);
  await checkBothThemes(page, "editor", async () => {
    await page.reload();
    await expect(page.locator(".monaco-editor .view-lines")).toBeVisible();
    await expect(page.getByTestId("problem").first()).toBeVisible();
  });
  await page.getByTestId("pack-id").click();
  await page.keyboard.press("?");
  await expect(page.getByTestId("help-dialog")).toBeVisible();
  await expectNoViolations(page, "help dialog");
  await page.keyboard.press("Escape");
  await page.getByTestId("share-button").click();
  await expect(page.getByTestId("share-dialog")).toBeVisible();
  await expectNoViolations(page, "share dialog");
});

test("a share", async ({ page, request }) => {
  const id = await share(request, examplePack("ledger"));
  await page.goto(`/s/${id}`);
  await expect(page.locator(".monaco-editor .view-lines")).toBeVisible();
  await expectPageBasics(page);
  await checkBothThemes(page, "share", async () => {
    await page.reload();
    await expect(page.locator(".monaco-editor .view-lines")).toBeVisible();
  });
});

test("a review, with the site header", async ({ page, request }) => {
  const ledger = examplePack("ledger");
  const base = await share(request, ledger);
  const head = await share(request, {
    ...ledger,
    "policy.json": (ledger["policy.json"] ?? "").replace('"effect": "read"', '"effect": "write"'),
  });
  await page.goto(`/review/${base}...${head}`);
  await expect(page.getByTestId("review")).toBeVisible();
  await expectPageBasics(page);
  await expect(page.getByRole("navigation", { name: "Studio" }).getByRole("link", { name: "Catalog" })).toBeVisible();
  await checkBothThemes(page, "review", async () => {
    await page.reload();
    await expect(page.getByTestId("review")).toBeVisible();
  });
});

test("a review's diff keeps both sides named when its width crosses the side-by-side breakpoint and back", async ({
  page,
  request,
}) => {
  // Monaco's diff editor resets a side's ariaLabel to "" on any later option change (CI saw axe's "label"
  // on both inputs after a verdict reflowed the page); a resize across the breakpoint is such a change.
  const ledger = examplePack("ledger");
  const base = await share(request, ledger);
  const head = await share(request, { ...ledger, "HARNESS.md": `${ledger["HARNESS.md"]}\nOne more line.\n` });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/review/${base}...${head}`);
  const inputs = page.getByTestId("diff-editor").locator("textarea.inputarea");
  await expect(inputs).toHaveCount(2);
  const labels = () => inputs.evaluateAll((els) => els.map((el) => el.getAttribute("aria-label")));
  const named = ["Base (before), read-only", "Head (after), read-only"];
  await expect.poll(labels).toEqual(named);
  for (const width of [700, 1440, 700]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByTestId("diff-editor")).toBeVisible();
    await expect.poll(labels, `at ${width} px`).toEqual(named);
    await expectNoViolations(page, `review at ${width} px`);
  }
});
