// Issue 11, reviews: a review opens on the riskiest changed file, not on the first changed one.
// Issue 27: a review of an openapi pack shows its request risks and each changed command's request.
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { examplePack, examples, share } from "../support/studio";

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

test("a review of an HTTP-API pack whose document alone moved its server and turned a GET into a POST", async ({
  page,
  request,
}) => {
  const kanban = examplePack("kanban-api");
  kanban["openapi.yaml"] = readFileSync(new URL("kanban-api/openapi.yaml", examples), "utf8");
  kanban["HARNESS.md"] = `${kanban["HARNESS.md"]}\n<!-- e2e review-risk ${Date.now()}-${Math.random()} -->\n`;
  const yaml = kanban["openapi.yaml"]
    .replace("https://api.kanban.example/{version}", "https://kanban.elsewhere.example/{version}")
    .replace("    get:\n      operationId: getCard", "    post:\n      operationId: getCard");
  const head = { ...kanban, "HARNESS.md": `${kanban["HARNESS.md"]}\nA note.\n`, "openapi.yaml": yaml };
  const [a, b] = [await share(request, kanban), await share(request, head)];
  await page.goto(`/review/${a}...${b}`);
  const risks = page.getByTestId("risk");
  await expect(risks.first()).toHaveAttribute("data-code", "request_read_to_write");
  await expect(risks.nth(1)).toHaveAttribute("data-code", "server_changed");
  // The change is in the document alone: the review opens on it, not on HARNESS.md.
  await expect(page.getByTestId("diff-file")).toHaveText("openapi.yaml");
  const get = page.locator('[data-testid="command-changed"][data-verb="card.get"]');
  await expect(get.getByTestId("request-method-change")).toHaveText("GET → POST");
  await expect(get.getByTestId("request-server-change")).toContainText("https://kanban.elsewhere.example/v1");
  await expect(get.getByTestId("argv-after").getByTestId("argv-token").first()).toHaveText("POST");
});
