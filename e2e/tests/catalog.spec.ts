// The catalog: / lists the example catalog, searches and filters by link, a pack's page, and "Open in editor".
import { readdirSync, readFileSync, statSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { unzipSync } from "fflate";
import { fillTransfer } from "../support/studio";

const packsDir = new URL("../../catalog/packs/", import.meta.url);
const shots = new URL("../screenshots/", import.meta.url).pathname;
const examples = readdirSync(packsDir).filter((name) => statSync(new URL(`${name}/`, packsDir)).isDirectory());
const surface = (id: string) => JSON.parse(readFileSync(new URL(`${id}/surface.json`, packsDir), "utf8"));
const publicIds = examples.filter((id) => surface(id).binding?.mode === "public").sort();

const results = (page: import("@playwright/test").Page) => page.getByTestId("catalog-result");
const resultIds = async (page: import("@playwright/test").Page) =>
  (await results(page).evaluateAll((els) => els.map((el) => el.getAttribute("data-id") ?? ""))).sort();

test("/ lists the example catalog", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("catalog-total")).toHaveText(/^\d+ packs$/);
  const ids = await resultIds(page);
  for (const id of examples) expect(ids).toContain(id);
  const ledger = results(page).and(page.locator('[data-id="ledger"]'));
  await expect(ledger).toContainText("Ledger");
  await expect(ledger.getByTestId("badge-binding")).toHaveText("Binding: Local");
  await expect(ledger.getByTestId("badge-write")).toBeVisible();
  await page.screenshot({ path: `${shots}catalog.png` });
});

test("example packs whose arguments have a pattern dry-run cleanly in the production build", async ({ page }) => {
  // Their args checks run patterns through the linear-time engine; the minified build once called it without
  // `new` and refused every such schema, so these packs never earned the badge. Badges are computed after start.
  const withPattern = examples.filter((id) =>
    readFileSync(new URL(`${id}/surface.json`, packsDir), "utf8").includes('"pattern"'),
  );
  expect(withPattern).toEqual(expect.arrayContaining(["calendar", "convert"]));
  await expect
    .poll(
      async () => {
        await page.goto("/");
        const cards = results(page).filter({ has: page.getByTestId("badge-dry-run") });
        return cards.evaluateAll((els) => els.map((el) => el.getAttribute("data-id")));
      },
      { timeout: 120_000, intervals: [2000] },
    )
    .toEqual(expect.arrayContaining(["calendar", "convert", "ledger"]));
});

test('searching "payee" finds ledger; the search is a link', async ({ page }) => {
  await page.goto("/");
  await page.getByTestId("catalog-search").fill("payee");
  await page.getByTestId("catalog-search").press("Enter");
  await expect(page).toHaveURL(/\/\?q=payee$/);
  await expect(page.getByTestId("catalog-total")).toContainText("matching “payee”");
  expect(await resultIds(page)).toContain("ledger");
  await page.reload();
  expect(await resultIds(page)).toContain("ledger");
});

test("filtering by binding mode public shows only public packs", async ({ page }) => {
  await page.goto("/");
  await page.getByTestId("catalog-filter-binding").selectOption("public");
  await expect(page).toHaveURL(/\/\?binding=public$/);
  await expect(page.getByTestId("catalog-total")).toHaveText(/^\d+ packs?$/);
  // The example catalog's public packs, and (on a studio where more were published) only public ones.
  expect(await resultIds(page)).toEqual(expect.arrayContaining(publicIds));
  for (const badge of await results(page).getByTestId("badge-binding").all())
    await expect(badge).toHaveText("Binding: Public");
  // The filter stays selected, and clearing it brings every pack back.
  await expect(page.getByTestId("catalog-filter-binding")).toHaveValue("public");
  await page.getByTestId("catalog-clear").click();
  await expect(page).toHaveURL(/\/$/);
  expect((await resultIds(page)).length).toBeGreaterThanOrEqual(examples.length);
});

test("a filter picked while the page's script is still loading opens its page once the script runs", async ({
  page,
}) => {
  // The studio's scripts are held back until the pick is made: a person on a slow line does the same.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/_next/static/chunks/**", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/", { waitUntil: "commit" });
  await page.getByTestId("catalog-filter-binding").selectOption("public");
  await expect(page).toHaveURL(/\/$/);
  release();
  await expect(page).toHaveURL(/\/\?binding=public$/);
  await expect(page.getByTestId("catalog-filter-binding")).toHaveValue("public");
  for (const badge of await results(page).getByTestId("badge-binding").all())
    await expect(badge).toHaveText("Binding: Public");
});

test("a pack's page: commands, card previews, HARNESS.md rendered, versions, lint, download", async ({
  page,
  request,
}) => {
  await page.goto("/?q=ledger");
  await results(page).and(page.locator('[data-id="ledger"]')).getByTestId("catalog-result-link").click();
  await expect(page).toHaveURL(/\/packs\/ledger$/);
  await expect(page.getByTestId("pack-name")).toHaveText("Ledger");
  await expect(page.getByTestId("pack-description")).toContainText("pays saved payees");
  const verbs = Object.keys(surface("ledger").verbs);
  await expect(page.getByTestId("command-row")).toHaveCount(verbs.length);
  await expect(page.locator('[data-testid=command-row][data-verb="transfer"]')).toContainText("write");
  const transfer = page.locator('[data-testid=card-preview][data-verb="transfer"]');
  await expect(transfer.getByTestId("approval-card")).toHaveAttribute("data-kind", "payment");
  await expect(transfer.getByTestId("card-amount")).not.toBeEmpty();
  // HARNESS.md headings sit one level under the page's own h1 (one h1 a page, issue 11).
  await expect(page.getByTestId("pack-harness").locator("h2").first()).toHaveText("Ledger");
  await expect(page.getByTestId("pack-version")).not.toHaveCount(0);
  await expect(page.getByTestId("pack-lint")).toHaveAttribute("data-passes", "true");
  await page.screenshot({ path: `${shots}catalog-pack.png`, fullPage: true });

  const href = (await page.getByTestId("pack-download").getAttribute("href")) ?? "";
  const zip = await request.get(href);
  expect(zip.headers()["content-disposition"]).toBe('attachment; filename="ledger.zip"');
  expect(Object.keys(unzipSync(new Uint8Array(await zip.body())))).toContain("surface.json");
  expect((await request.get("/packs/no-such-pack/download")).status()).toBe(404);
  expect((await page.goto("/packs/no-such-pack"))?.status()).toBe(404);
  await expect(page.getByTestId("pack-not-found")).toBeVisible();
});

test('"Open in editor" opens the pack in /editor; the editor links back to the catalog', async ({ page }) => {
  await page.goto("/packs/weather");
  await page.evaluate(() => localStorage.clear());
  page.on("dialog", (dialog) => dialog.accept());
  await page.getByTestId("open-in-editor").click();
  await expect(page).toHaveURL(/\/editor$/);
  await expect(page.getByTestId("pack-id")).toHaveText("weather");
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem("packstudio.editor.v1") ?? "{}"));
  expect(saved.origin).toBe("catalog:weather");
  await page.getByTestId("catalog-link").click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("catalog-total")).toBeVisible();
});

test("the catalog's ledger (amounts with a pattern) renders and checks its arguments in the browser", async ({
  page,
}) => {
  // The browser checks arguments with the same minified core: a pattern once made every value "cannot be used".
  await page.goto("/packs/ledger");
  await page.evaluate(() => localStorage.clear());
  page.on("dialog", (dialog) => dialog.accept());
  await page.getByTestId("open-in-editor").click();
  await expect(page.getByTestId("pack-id")).toHaveText("ledger");
  await fillTransfer(page, "2.80", "demo-transit");
  await page.getByTestId("arg-currency").selectOption("EUR");
  await expect(page.getByTestId("display-line")).toContainText("ledger transfer 2.80 --currency EUR --to demo-transit");
  await expect(page.getByTestId("refusal")).toHaveCount(0);
  await page.getByTestId("arg-amount").fill("2.8.0");
  await expect(page.getByTestId("refusal")).toHaveAttribute("data-code", "invalid_argument");
  await expect(page.getByTestId("refusal")).not.toContainText("cannot be used");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("search, filters and pages work as plain links and forms", async ({ page }) => {
    await page.goto("/?q=payee&binding=local");
    expect(await resultIds(page)).toContain("ledger");
    for (const badge of await results(page).getByTestId("badge-binding").all())
      await expect(badge).toHaveText("Binding: Local");
    await page.goto("/");
    await page.getByTestId("catalog-filter-binding").selectOption("public");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/binding=public/);
    expect(await resultIds(page)).toEqual(expect.arrayContaining(publicIds));
    for (const badge of await results(page).getByTestId("badge-binding").all())
      await expect(badge).toHaveText("Binding: Public");
  });
});
