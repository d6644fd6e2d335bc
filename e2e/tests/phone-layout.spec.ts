// Issue 11, problem 5: the editor is a window-high app shell (the page never scrolls) with resizable panes, and on
// a 390×844 phone /editor and /s/<id> are one column with tabs. Screenshots go to e2e/screenshots/.
import { expect, type Page, test } from "@playwright/test";
import { examplePack, fillTransfer, openFresh, share } from "../support/studio";

const shot = (name: string) => new URL(`../screenshots/${name}.png`, import.meta.url).pathname;

/** The page itself neither scrolls nor overflows sideways: only panes scroll. */
async function expectNoPageScroll(page: Page): Promise<void> {
  const size = await page.evaluate(() => {
    const el = document.scrollingElement ?? document.documentElement;
    return { w: el.scrollWidth, h: el.scrollHeight, vw: innerWidth, vh: innerHeight, y: scrollY };
  });
  expect(size.w, "page width").toBeLessThanOrEqual(size.vw);
  expect(size.h, "page height").toBeLessThanOrEqual(size.vh);
  expect(size.y).toBe(0);
}

const paneTab = (page: Page, name: string) =>
  page.getByRole("tab", { name, exact: false }).and(page.locator("[data-testid^=pane-tab-]"));

test.describe("desktop 1440×900", () => {
  test("a long preview scrolls inside its panel: the toolbar stays and the page never scrolls", async ({ page }) => {
    await openFresh(page);
    await fillTransfer(page, "2.80", "demo-transit");
    await expect(page.getByTestId("approval-card")).toBeVisible();
    await expectNoPageScroll(page);
    const panel = page.getByRole("tabpanel").filter({ has: page.getByTestId("command-preview") });
    await panel.hover();
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => panel.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    await expectNoPageScroll(page);
    await expect(page.getByTestId("pack-id")).toBeInViewport();
    await page.screenshot({ path: shot("desktop-editor-long-preview") });
  });

  test("the panes resize by dragging a divider and with the arrow keys", async ({ page }) => {
    await openFresh(page);
    const side = page.getByRole("complementary", { name: "Preview panels" });
    const before = (await side.boundingBox())?.width ?? 0;
    const divider = page.getByTestId("split-side");
    const box = await divider.boundingBox();
    if (!box) throw new Error("no divider");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x - 150, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect.poll(async () => (await side.boundingBox())?.width ?? 0).toBeGreaterThan(before + 100);
    const tree = page.getByRole("navigation", { name: "Pack files" });
    const treeBefore = (await tree.boundingBox())?.width ?? 0;
    await page.getByTestId("split-tree").focus();
    await page.keyboard.press("Shift+ArrowRight");
    await expect.poll(async () => (await tree.boundingBox())?.width ?? 0).toBeGreaterThan(treeBefore + 40);
    await expectNoPageScroll(page);
  });
});

test.describe("phone 390×844", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("/editor is one column with Files, Editor, Problems and Preview tabs", async ({ page }) => {
    await openFresh(page);
    await expectNoPageScroll(page);
    for (const name of ["Files", "Editor", "Problems", "Preview"]) await expect(paneTab(page, name)).toBeVisible();
    await expect(page.locator(".monaco-editor .view-lines")).toBeInViewport();
    await page.screenshot({ path: shot("phone-editor") });

    await paneTab(page, "Files").click();
    await expect(page.locator(".monaco-editor")).toBeHidden();
    await page.screenshot({ path: shot("phone-files") });
    await page.locator('[data-testid=tree-file][data-path="policy.json"]').click();
    await expect(page.getByTestId("open-file")).toHaveText("policy.json");
    await expect(page.locator(".monaco-editor .view-lines")).toContainText('"surface_id"');

    await paneTab(page, "Problems").click();
    await expect(page.getByTestId("lint-summary")).toBeInViewport();
    await page.screenshot({ path: shot("phone-problems") });
    await page.getByTestId("problem").first().getByRole("button").click();
    await expect(page.locator(".monaco-editor .view-lines")).toBeInViewport();
    await expect(page.getByTestId("open-file")).toHaveText("surface.json");

    await paneTab(page, "Preview").click();
    await fillTransfer(page, "2.80", "demo-transit");
    await expect(page.getByTestId("argv")).toContainText("demo-transit");
    await expectNoPageScroll(page);
    const argv = await page.getByTestId("argv").boundingBox();
    expect((argv?.x ?? 0) + (argv?.width ?? 0)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: shot("phone-preview") });
  });

  test("a share /s/<id> opened on a phone is usable: one column, its files and its preview", async ({
    page,
    request,
  }) => {
    const id = await share(request, examplePack("ledger"));
    await page.goto(`/s/${id}`);
    await expect(page.locator(".monaco-editor .view-lines")).toBeVisible();
    await expectNoPageScroll(page);
    await expect(page.locator(".monaco-editor .view-lines")).toBeInViewport();
    await page.screenshot({ path: shot("phone-share") });
    await paneTab(page, "Files").click();
    await page.locator('[data-testid=tree-file][data-path="policy.json"]').click();
    await expect(page.getByTestId("open-file")).toHaveText("policy.json");
    await paneTab(page, "Preview").click();
    await expect(page.getByTestId("verb-select")).toBeInViewport();
    await expectNoPageScroll(page);
    await page.screenshot({ path: shot("phone-share-preview") });
  });
});
