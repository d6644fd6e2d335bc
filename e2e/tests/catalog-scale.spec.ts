// The catalog at scale (issue 16) in a real browser: typo-tolerant search as you type, pages by their cursor
// links, facet counts on the filters; on a desktop and a phone viewport. Typing cancels the search before;
// page 500 of a catalog loaded by the bulk import opens by its link.

import type { ChildProcess } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, type Request, type Route, test } from "@playwright/test";
import { stopStudio } from "../support/auth-studio";
import { largeCatalogPort, startLargeCatalogStudio } from "../support/large-catalog-studio";
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
      // Two letters swapped and one moved: past what search reads as a typo, near enough to suggest.
      await page.goto("/?q=ticekts");
      await expect(page.getByTestId("catalog-empty")).toBeVisible();
      await page.getByTestId("catalog-suggestion").getByRole("link", { name: "tickets" }).click();
      await expect(page).toHaveURL(/\/\?q=tickets$/);
      await expect(page.getByTestId("catalog-result").first()).toHaveAttribute("data-id", "tickets");
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

test("as you type, each search cancels the one before: a slow answer for led never replaces ledger's", async ({
  page,
}) => {
  const held: Route[] = [];
  const failed: Request[] = [];
  page.on("requestfailed", (r) => failed.push(r));
  // The search for "led" is held (a slow server); the others go through.
  await page.route("**/api/trpc/catalog.search*", async (route) => {
    const input = route.request().postDataJSON() as { q?: string } | null;
    if (input?.q === "led") held.push(route);
    else await route.continue();
  });
  await page.goto("/");
  const field = page.getByTestId("catalog-search");
  await field.pressSequentially("led");
  await expect.poll(() => held.length).toBe(1);
  await field.pressSequentially("ger");
  await expect(page).toHaveURL(/\/\?q=ledger$/);
  await expect(page.getByTestId("catalog-total")).toContainText("matching “ledger”");
  await expect(page.getByTestId("catalog-result").first()).toHaveAttribute("data-id", "ledger");
  // The held search was cancelled by the browser (its AbortController), so it can never land.
  const led = held[0]?.request();
  await expect.poll(() => failed.some((r) => r === led)).toBe(true);
  await held[0]?.continue().catch(() => undefined);
  await expect(page.getByTestId("catalog-live")).toHaveAttribute("data-q", "ledger");
  await expect(page.getByTestId("catalog-total")).toContainText("matching “ledger”");
});

test.describe("a catalog of 10,040 packs loaded by the bulk import", () => {
  let server: ChildProcess | undefined;
  const base = `http://127.0.0.1:${largeCatalogPort}`;
  test.beforeAll(async () => {
    test.setTimeout(600_000);
    // Every generated pack lints clean, so the import loads all of them.
    const started = await startLargeCatalogStudio(10_040);
    server = started.server;
    expect(started.imported).toBe(10_040);
  });
  test.afterAll(() => stopStudio(server));

  test("page 500 opens by its cursor link, as the API reads rows 9,981 to 10,000, and Previous goes back", async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const search = async (input: object) => {
      const response = await request.post(`${base}/api/trpc/catalog.search`, { data: input });
      expect(response.ok(), await response.text()).toBe(true);
      return (await response.json()).result.data as { items: { id: string }[]; next: string | null };
    };
    // The cursor after row 9,980 by name, 100 rows at a time (a cursor is a row's key, whatever the page size).
    let cursor: string | undefined;
    for (let read = 0; read < 9_980; read += 100) {
      const got = await search({ sort: "name", pageSize: Math.min(100, 9_980 - read), cursor });
      cursor = got.next ?? undefined;
    }
    const want = (await search({ sort: "name", pageSize: 20, cursor })).items.map((p) => p.id);
    expect(want).toHaveLength(20);
    await page.goto(`${base}/?page=500&cursor=${cursor}`);
    await expect(page.getByTestId("catalog-page")).toContainText("Page 500 of 500+");
    expect(await resultIds(page)).toEqual(want);
    await page.getByTestId("catalog-prev").click();
    await expect(page.getByTestId("catalog-page")).toContainText("Page 499 of 500+");
    await page.getByTestId("catalog-next").click();
    await expect(page.getByTestId("catalog-page")).toContainText("Page 500 of 500+");
    expect(await resultIds(page)).toEqual(want);
  });
});
