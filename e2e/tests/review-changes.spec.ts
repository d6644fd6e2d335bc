// Issue 11, reviews from the studio: an edited copy of a share offers "Review my changes", which opens the review.
import { expect, test } from "@playwright/test";
import { examplePack, share, typeFile } from "../support/studio";

test("edit a copy of a share, then Review my changes opens the review of the share against the copy", async ({
  page,
  request,
}) => {
  const ledger = examplePack("ledger");
  ledger["HARNESS.md"] = `${ledger["HARNESS.md"]}\n<!-- e2e review-changes ${Date.now()}-${Math.random()} -->\n`;
  const id = await share(request, ledger);
  await page.goto("/rules");
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/s/${id}`);
  await page.getByTestId("edit-copy").click();
  await expect(page).toHaveURL(/\/editor$/);
  await expect(page.getByTestId("pack-id")).toHaveText("ledger");
  // Not edited yet: nothing to review.
  await expect(page.getByTestId("share-button")).toBeVisible();
  await expect(page.getByTestId("review-changes")).toHaveCount(0);

  const read = '"list": { "effect": "read" }';
  await typeFile(page, "policy.json", (ledger["policy.json"] ?? "").replace(read, '"list": { "effect": "write" }'));
  await page.getByTestId("review-changes").click();
  await expect(page).toHaveURL(new RegExp(`/review/${id}\\.\\.\\.[A-Za-z0-9_-]{16}$`));
  await expect(page.getByTestId("base-id")).toHaveText(id);
  await expect(page.getByTestId("risk").first()).toHaveAttribute("data-code", "read_to_write");
  await expect(page.getByTestId("diff-file")).toHaveText("policy.json");
});
