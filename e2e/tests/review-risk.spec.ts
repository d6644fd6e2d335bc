// Issue 11, reviews: a review opens on the riskiest changed file, not on the first changed one.
import { expect, test } from "@playwright/test";
import { examplePack, share } from "../support/studio";

test("a review whose skill and policy changed opens on policy.json, where list turned write", async ({
  page,
  request,
}) => {
  const ledger = examplePack("ledger");
  ledger["HARNESS.md"] = `${ledger["HARNESS.md"]}\n<!-- e2e review-risk ${Date.now()}-${Math.random()} -->\n`;
  const read = '"list": { "effect": "read" }';
  const head = {
    ...ledger,
    "HARNESS.md": `${ledger["HARNESS.md"]}\nA note on listing.\n`,
    "policy.json": (ledger["policy.json"] ?? "").replace(read, '"list": { "effect": "write" }'),
  };
  const [a, b] = [await share(request, ledger), await share(request, head)];
  await page.goto(`/review/${a}...${b}`);
  await expect(page.getByTestId("risk").first()).toHaveAttribute("data-code", "read_to_write");
  await expect(page.getByTestId("diff-file")).toHaveText("policy.json");
});
