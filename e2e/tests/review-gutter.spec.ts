// Issue 11, reviews: a comment on a line, or on a JSON pointer, shows as a mark in the diff's gutter, on that line of
// the head.
import { expect, test } from "@playwright/test";
import { examplePack, share } from "../support/studio";

test("a line comment puts a mark in the head's gutter, and survives a reload", async ({ page, request }) => {
  const ledger = examplePack("ledger");
  ledger["HARNESS.md"] = `${ledger["HARNESS.md"]}\n<!-- e2e review-gutter ${Date.now()}-${Math.random()} -->\n`;
  const read = '"list": { "effect": "read" }';
  const head = {
    ...ledger,
    "policy.json": (ledger["policy.json"] ?? "").replace(read, '"list": { "effect": "write" }'),
  };
  const [a, b] = [await share(request, ledger), await share(request, head)];
  await page.goto(`/review/${a}...${b}`);
  await expect(page.getByTestId("diff-file")).toHaveText("policy.json");
  const marks = page.locator(".modified-in-monaco-diff-editor .review-comment-glyph");
  await expect(page.locator(".monaco-diff-editor")).toBeVisible();
  await expect(marks).toHaveCount(0);

  const form = page.getByTestId("comment-form");
  await form.getByTestId("reviewer-name").fill("Ada Reviewer");
  await form.getByTestId("comment-anchor-kind").selectOption("line");
  await form.getByTestId("comment-line").fill("3");
  await form.getByTestId("comment-text").fill("Why does list write now?");
  await form.getByTestId("comment-submit").click();
  await expect(page.getByTestId("comment")).toHaveCount(1);
  await expect(marks).toHaveCount(1);
  await page.reload();
  await expect(page.locator(".modified-in-monaco-diff-editor .review-comment-glyph")).toHaveCount(1);
});

test("a pointer comment marks the line of the key it names", async ({ page, request }) => {
  const ledger = examplePack("ledger");
  ledger["HARNESS.md"] = `${ledger["HARNESS.md"]}\n<!-- e2e review-gutter pointer ${Date.now()}-${Math.random()} -->\n`;
  const read = '"list": { "effect": "read" }';
  const policy = (ledger["policy.json"] ?? "").replace(read, '"list": { "effect": "write" }');
  const [a, b] = [await share(request, ledger), await share(request, { ...ledger, "policy.json": policy })];
  const listLine = policy.split("\n").findIndex((l) => l.includes('"list"')) + 1;
  expect(listLine).toBeGreaterThan(1);
  await page.goto(`/review/${a}...${b}`);
  await expect(page.getByTestId("diff-file")).toHaveText("policy.json");
  await expect(page.locator(".monaco-diff-editor")).toBeVisible();

  const form = page.getByTestId("comment-form");
  await form.getByTestId("reviewer-name").fill("Ada Reviewer");
  await form.getByTestId("comment-anchor-kind").selectOption("pointer");
  await form.getByTestId("comment-pointer").fill("/verbs/list");
  await form.getByTestId("comment-text").fill("A write now: is the card right?");
  await form.getByTestId("comment-submit").click();
  await expect(page.getByTestId("comment")).toHaveCount(1);
  // The comment's line decoration sits in the head margin's row of its line, beside that row's number.
  await expect(page.locator(".modified-in-monaco-diff-editor .review-comment-glyph")).toHaveCount(1);
  const row = page
    .locator(".modified-in-monaco-diff-editor .margin-view-overlays > div")
    .filter({ has: page.locator(".review-comment-line") });
  await expect(row).toHaveCount(1);
  await expect(row.locator(".line-numbers")).toHaveText(String(listLine));
});
