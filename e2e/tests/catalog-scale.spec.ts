// The catalog at scale (issue 16) in a real browser: typo-tolerant search as you type, pages by their cursor
// links, facet counts on the filters; on a desktop and a phone viewport.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { publishToken } from "../support/publish-token";

const packsDir = new URL("../../catalog/packs/", import.meta.url).pathname;
const examples = readdirSync(packsDir).filter((name) => statSync(join(packsDir, name)).isDirectory());

/** The ledger example under another id and a name that sorts after every example's ("Zz …"). */
function zzPack(n: number): Record<string, string> {
  const dir = join(packsDir, "ledger");
  const files: Record<string, string> = {};
  const walk = (rel: string) => {
    for (const name of readdirSync(join(dir, rel))) {
      const path = rel ? `${rel}/${name}` : name;
      if (statSync(join(dir, path)).isDirectory()) walk(path);
      else files[path] = readFileSync(join(dir, path), "utf8");
    }
  };
  walk("");
  const id = `zz-scale-${n}`;
  for (const key of ["surface.json", "policy.json"])
    files[key] = (files[key] ?? "")
      .replaceAll('"ledger"', `"${id}"`)
      .replace('"name": "Ledger"', `"name": "Zz scale ${n}"`);
  return files;
}

const resultIds = (page: Page) =>
  page.getByTestId("catalog-result").evaluateAll((els) => els.map((el) => el.getAttribute("data-id") ?? ""));

for (const [label, viewport] of [
  ["desktop", { width: 1440, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test.describe(`on a ${label}`, () => {
    test.use({ viewport });

    test("typing ledgr (a typo) shows the ledger pack without pressing Enter, its match marked", async ({ page }) => {
      await page.goto("/");
      await page.getByTestId("catalog-search").pressSequentially("ledgr", { delay: 40 });
      await expect(page).toHaveURL(/\/\?q=ledgr$/);
      await expect(page.getByTestId("catalog-result").first()).toHaveAttribute("data-id", "ledger");
      await expect(page.getByTestId("catalog-result").first().getByTestId("catalog-match").first()).toHaveText(
        "Ledger",
      );
    });

    test("a word nothing matches offers the nearest one", async ({ page }) => {
      await page.goto("/?q=ledgre");
      await expect(page.getByTestId("catalog-empty")).toBeVisible();
      await page.getByTestId("catalog-suggestion").getByRole("link", { name: "ledger" }).click();
      await expect(page).toHaveURL(/\/\?q=ledger$/);
      await expect(page.getByTestId("catalog-result").first()).toHaveAttribute("data-id", "ledger");
    });

    test("each filter option shows how many packs it leaves, and choosing it leaves that many", async ({ page }) => {
      await page.goto("/");
      const option = page.getByTestId("catalog-filter-binding").locator('option[value="local"]');
      const count = Number(await option.getAttribute("data-count"));
      expect(count).toBeGreaterThan(0);
      await expect(option).toHaveText(`Local (${count})`);
      await page.getByTestId("catalog-filter-binding").selectOption("local");
      await expect(page).toHaveURL(/binding=local/);
      await expect(page.getByTestId("catalog-total")).toHaveText(`${count} pack${count === 1 ? "" : "s"}`);
    });
  });
}

test("a later page opens by its link (the cursor in the URL), and Previous goes back", async ({ page, request }) => {
  // Past one page of 20: the examples and nine more, published as an operator would (the publish limit is 10 a minute).
  const wanted = 21 - examples.length;
  for (let n = 1; n <= Math.max(wanted, 1); n++) {
    const response = await request.post("/api/trpc/catalog.publish", {
      data: { files: zzPack(n), token: publishToken },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
  await page.goto("/");
  const first = await resultIds(page);
  expect(first).toHaveLength(20);
  await page.getByTestId("catalog-next").click();
  await expect(page).toHaveURL(/[?&]page=2&cursor=[A-Za-z0-9_-]+$/);
  await expect(page.getByTestId("catalog-page")).toContainText("Page 2");
  const second = await resultIds(page);
  expect(second.length).toBeGreaterThan(0);
  for (const id of second) expect(first).not.toContain(id);
  // The link alone, in a fresh page, opens the same page.
  const link = page.url();
  const fresh = await page.context().newPage();
  await fresh.goto(link);
  expect(await resultIds(fresh)).toEqual(second);
  await fresh.getByTestId("catalog-prev").click();
  await expect(fresh).toHaveURL(/\/$/);
  expect(await resultIds(fresh)).toEqual(first);
});
