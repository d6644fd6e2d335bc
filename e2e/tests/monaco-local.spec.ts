// Issue 11: Monaco comes from the studio itself. @monaco-editor/react's loader defaults to a CDN; the studio gives
// it the local monaco-editor, so the editor, its workers, a share and a review's diff load nothing from elsewhere.
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { completeSkillUrl } from "../support/schema-completion";
import { examplePack, openFile, openFresh, share } from "../support/studio";

/** Every request of the context (pages and their workers) that is not to the studio's own origin. */
function watchOrigins(context: BrowserContext, base: string): string[] {
  const origin = new URL(base).origin;
  const foreign: string[] = [];
  context.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol === "data:" || url.protocol === "blob:") return;
    if (url.origin !== origin) foreign.push(request.url());
  });
  return foreign;
}

async function noLoaderScript(page: Page): Promise<void> {
  // The CDN path of the loader adds <script src=".../vs/loader.js"> and an AMD `require` on window.
  expect(await page.locator('script[src*="loader.js"], script[src*="/vs/"]').count()).toBe(0);
  expect(await page.evaluate(() => "monaco" in window || typeof (window as { require?: unknown }).require)).toBe(
    "undefined",
  );
}

test("the editor, its JSON worker and a second file's model load from the studio only", async ({
  page,
  context,
  baseURL,
}) => {
  const foreign = watchOrigins(context, baseURL ?? "");
  await openFresh(page);
  // The Editor is @monaco-editor/react's: its wrapper holds Monaco.
  await expect(page.locator("section[data-testid=code-editor] .monaco-editor")).toHaveCount(1);
  // Completion from core's JSON Schema (fetched from /schema) runs in the local JSON worker: a new
  // property after line 2 of surface.json.
  await completeSkillUrl(page);
  await openFile(page, "HARNESS.md");
  await expect(page.locator(".monaco-editor .view-lines")).toContainText("ledger");
  await noLoaderScript(page);
  expect(foreign).toEqual([]);
});

test("a share and a review's diff editor load from the studio only", async ({ page, context, request, baseURL }) => {
  const foreign = watchOrigins(context, baseURL ?? "");
  const ledger = examplePack("ledger");
  ledger["HARNESS.md"] = `${ledger["HARNESS.md"]}\n<!-- e2e monaco-local ${Date.now()}-${Math.random()} -->\n`;
  const head = { ...ledger, "HARNESS.md": `${ledger["HARNESS.md"]}\nOne more line.\n` };
  const [a, b] = [await share(request, ledger), await share(request, head)];

  await page.goto(`/s/${a}`);
  await expect(page.locator("[data-testid=code-editor] .monaco-editor .view-lines")).toBeVisible();
  await noLoaderScript(page);

  await page.goto(`/review/${a}...${b}`);
  await expect(page.locator("[data-testid=diff-editor] .monaco-diff-editor")).toBeVisible();
  await expect(page.locator(".modified-in-monaco-diff-editor .view-lines")).toContainText("One more line.");
  await noLoaderScript(page);
  expect(foreign).toEqual([]);
});
