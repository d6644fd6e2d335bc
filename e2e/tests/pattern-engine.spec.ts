// Issue 29's budget: the linear-time pattern engine (re2js) downloads only for a pack that holds a pattern. A pack
// without one never fetches it; the first pattern typed loads it and is checked by it; a pack with patterns opens
// with them checked, in lint and in the preview's arguments.
import { expect, type Page, test } from "@playwright/test";
import { examplePack, openFresh, openWith, problem, typeFile } from "../support/studio";

/** The ledger example with `pattern` on transfer's `payee`. */
function ledgerWithPattern(pattern: string): Record<string, string> {
  const files = examplePack("ledger");
  const surface = JSON.parse(files["surface.json"] ?? "{}");
  surface.verbs.transfer.args.properties.payee.pattern = pattern;
  return { ...files, "surface.json": JSON.stringify(surface, null, 2) };
}

/** The URLs of the pattern engine's chunk that the page requested, as they come. */
function engineRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("pattern-engine")) urls.push(request.url());
  });
  return urls;
}

test("a pack without a pattern never downloads the engine; the first pattern typed loads it and is checked by it", async ({
  page,
}) => {
  const engine = engineRequests(page);
  await openFresh(page);
  await page.getByTestId("verb-select").selectOption("transfer");
  await page.getByTestId("arg-amount").fill("2.80");
  await page.getByTestId("arg-payee").fill("demo-transit");
  await expect(page.getByTestId("refusal")).toHaveCount(0);
  await expect(problem(page, "X001")).toHaveCount(0);
  expect(engine).toEqual([]);

  // A lookbehind: valid JavaScript, refused by the linear-time engine (its reader), so only the engine can say so.
  await typeFile(page, "surface.json", ledgerWithPattern("(?<=demo-)transit")["surface.json"] ?? "");
  await expect(problem(page, "X001")).toContainText("it uses a lookbehind");
  await expect(problem(page, "X001")).not.toContainText("pattern engine has loaded");
  expect(engine.length).toBeGreaterThan(0);
});

test("a pack with a pattern opens with it checked: lint and the preview's arguments", async ({ page }) => {
  const engine = engineRequests(page);
  await openWith(page, ledgerWithPattern("^demo-[a-z]+$"));
  await expect(page.getByTestId("pack-id")).toHaveText("ledger");
  expect(engine.length).toBeGreaterThan(0);
  await expect(problem(page, "X001")).toHaveCount(0);
  await expect(problem(page, "M028")).toHaveCount(0);
  await page.getByTestId("verb-select").selectOption("transfer");
  await page.getByTestId("arg-amount").fill("2.80");
  await page.getByTestId("arg-payee").fill("Demo Transit");
  await expect(page.getByTestId("refusal")).toContainText("invalid_argument");
  await expect(page.getByTestId("refusal")).toContainText("payee");
  await page.getByTestId("arg-payee").fill("demo-transit");
  await expect(page.getByTestId("refusal")).toHaveCount(0);
});
