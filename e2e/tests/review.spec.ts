// Reviews: two shares of the ledger, the second with `list` turned into a write command without a card;
// the risk summary puts that on top, and comments and verdicts are kept with the review.
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { examplePack, share } from "../support/studio";

const shots = new URL("../screenshots/", import.meta.url).pathname;

/** The ledger and the ledger whose `list` writes; unique per run, since a conversation belongs to the snapshot pair. */
function packs() {
  const ledger = examplePack("ledger");
  ledger["HARNESS.md"] = `${ledger["HARNESS.md"]}\n<!-- e2e review ${Date.now()}-${Math.random()} -->\n`;
  const policy = ledger["policy.json"] ?? "";
  const read = '"list": { "effect": "read" }';
  expect(policy).toContain(read);
  return { base: ledger, head: { ...ledger, "policy.json": policy.replace(read, '"list": { "effect": "write" }') } };
}

/** Opens a review of a fresh pair of packs() in a browser that remembers no reviewer name. */
async function openReview(page: Page, request: APIRequestContext): Promise<void> {
  const { base, head } = packs();
  const [a, b] = [await share(request, base), await share(request, head)];
  await page.goto("/");
  await page.evaluate(() => localStorage.removeItem("packstudio.review.name"));
  await page.goto(`/review/${a}...${b}`);
}

test("list turned write without a card is at the top of the risk summary; comments and verdicts are kept", async ({
  page,
  request,
}) => {
  await openReview(page, request);

  const risks = page.getByTestId("risk");
  await expect(risks.first()).toHaveAttribute("data-code", "read_to_write");
  await expect(risks.first()).toHaveAttribute("data-verb", "list");
  await expect(risks.first()).toHaveAttribute("data-severity", "high");
  await expect(risks.nth(1)).toHaveAttribute("data-code", "write_without_card");
  await expect(risks.nth(1)).toContainText('"list" has no card');

  // Findings, the changed command with its card before (none) and after (the fallback table), and the diff.
  await expect(page.locator("[data-testid=finding-added][data-code=M024]")).toBeVisible();
  const list = page.locator("[data-testid=command-changed][data-verb=list]");
  await expect(list.getByTestId("effect-change")).toHaveText("read → write");
  await expect(list.getByTestId("no-card")).toContainText("never");
  await expect(list.getByTestId("approval-card")).toHaveAttribute("data-kind", "fields");
  await expect(list.getByTestId("argv-after").getByTestId("argv-token")).toHaveText(["ledger", "list", "--json"]);
  await expect(page.getByTestId("diff-file")).toHaveText("policy.json");
  await expect(page.locator(".monaco-diff-editor")).toBeVisible();
  await expect(
    page.locator(".monaco-diff-editor .line-insert, .monaco-diff-editor .char-insert").first(),
  ).toBeVisible();

  // A comment anchored to a JSON pointer, then a verdict.
  await page.getByTestId("comment-form").getByTestId("reviewer-name").fill("Ada Reviewer");
  await page.getByTestId("comment-anchor-kind").selectOption("pointer");
  await page.getByTestId("comment-pointer").fill("/verbs/list");
  await page.getByTestId("comment-text").fill("list must stay read: it only lists entries.\n<b>not bold</b>");
  await page.getByTestId("comment-submit").click();
  const comment = page.getByTestId("comment");
  await expect(comment).toHaveCount(1);
  await page.getByTestId("verdict-request-changes").click();
  await expect(page.getByTestId("verdict")).toHaveAttribute("data-verdict", "request_changes");

  await page.reload();
  await expect(risks.first()).toHaveAttribute("data-code", "read_to_write");
  await expect(comment).toHaveCount(1);
  await expect(comment.getByTestId("comment-author")).toHaveText("Ada Reviewer");
  await expect(comment.getByTestId("comment-anchor")).toHaveText("/verbs/list");
  // Text only: markup in a comment stays text.
  await expect(comment.getByTestId("comment-body")).toContainText("<b>not bold</b>");
  await expect(comment.locator("b")).toHaveCount(0);
  await expect(page.getByTestId("verdict")).toHaveCount(1);
  await expect(page.getByTestId("verdict")).toContainText("Changes requested by Ada Reviewer");
  // The name is remembered in this browser.
  await expect(page.getByTestId("comment-form").getByTestId("reviewer-name")).toHaveValue("Ada Reviewer");
  await page.screenshot({ path: `${shots}review.png` });
  await page.getByTestId("review-files").screenshot({ path: `${shots}review-diff.png` });
});

/**
 * Puts each text in its field the way browser autofill or an extension may (set past React's value tracker, no
 * input event: the field shows it, the page's state never hears of it), then clicks `button`, in one task: the
 * next render of the page (the conversation's poll, every 3 s) would put the state's value back in the field.
 */
async function sendUnseen(page: Page, fields: [string, string][], button: string): Promise<void> {
  await page.evaluate(
    ([entries, selector]) => {
      for (const [field, value] of entries) {
        const el = document.querySelector(field) as HTMLInputElement | HTMLTextAreaElement;
        const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
        Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(el, value);
      }
      (document.querySelector(selector) as HTMLButtonElement).click();
    },
    [fields, button] as const,
  );
}

test("a comment and a verdict take the name and text their fields show, even ones the page's state never saw", async ({
  page,
  request,
}) => {
  await openReview(page, request);
  await expect(page.getByTestId("comment-form")).toBeVisible();
  await sendUnseen(
    page,
    [
      ['[data-testid="comment-form"] [data-testid="reviewer-name"]', "Ada Autofill"],
      ['[data-testid="comment-text"]', "filled, not typed"],
    ],
    '[data-testid="comment-submit"]',
  );
  const comment = page.getByTestId("comment");
  await expect(comment).toHaveCount(1);
  await expect(comment.getByTestId("comment-author")).toHaveText("Ada Autofill");
  await expect(comment.getByTestId("comment-body")).toHaveText("filled, not typed");
  // The name sent is the one kept: both name fields show it, and this browser remembers it.
  await expect(page.getByTestId("verdicts").getByTestId("reviewer-name")).toHaveValue("Ada Autofill");
  expect(await page.evaluate(() => localStorage.getItem("packstudio.review.name"))).toBe("Ada Autofill");

  await sendUnseen(
    page,
    [['[data-testid="verdicts"] [data-testid="reviewer-name"]', "Bo Autofill"]],
    '[data-testid="verdict-approve"]',
  );
  await expect(page.getByTestId("verdict")).toContainText("Approved by Bo Autofill");
  await expect(page.getByTestId("verdict-error")).toHaveCount(0);
});

test("a malformed review link gets a page saying why, not an error", async ({ page }) => {
  const response = await page.goto("/review/not-a-range");
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId("review-bad-link")).toContainText('joined by "..."');
  await page.goto("/review/short...AAAAAAAAAAAAAAAA");
  await expect(page.getByTestId("review-bad-link")).toContainText('"short" is not a share id');
});

test("an unknown or expired share says so", async ({ page }) => {
  await page.goto("/review/AAAAAAAAAAAAAAAA...BBBBBBBBBBBBBBBB");
  await expect(page.getByTestId("review-error")).toContainText('No share "AAAAAAAAAAAAAAAA"');
});
