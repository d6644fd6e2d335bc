// Issue 11, reviews: a comment on a line shows as a mark in the diff's gutter, on that line of the head.
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
