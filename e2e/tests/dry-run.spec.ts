// Sandbox dry-runs from the studio: the card before a run, the result panel and its outcome, first-use memory,
// plans only, history, and whether a command can run here shown on the button before the click.
import { expect, type Page, test } from "@playwright/test";
import { examplePack, fillTransfer, openFresh, typeFile } from "../support/studio";

const shots = new URL("../screenshots/", import.meta.url).pathname;

test.beforeEach(async ({ page }) => {
  await openFresh(page);
});

const realEntries = (page: Page) => page.locator("[data-testid=history-entry][data-real=true]");

/** The value of a CSS colour variable of the page, as computed styles give colours (rgb(...)). */
async function cssColour(page: Page, variable: string): Promise<string> {
  return page.evaluate((name) => {
    const probe = document.createElement("span");
    probe.style.color = `var(${name})`;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, variable);
}

test("transfer before setup: the card comes first, and the run that exits 3 shows as failed, with no done title", async ({
  page,
}) => {
  await fillTransfer(page, "2.80", "demo-transit");
  await expect(page.getByTestId("run-button")).toHaveText("Run in sandbox");
  await page.getByTestId("run-button").click();
  const dialog = page.getByTestId("approval-dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("approval-card")).toHaveAttribute("data-kind", "payment");
  await expect(dialog.getByTestId("card-amount")).toHaveText("2.80");
  await expect(realEntries(page)).toHaveCount(0);
  await page.screenshot({ path: `${shots}dry-run-approval.png` });

  await dialog.getByTestId("approve-run").click();
  await expect(dialog).toBeHidden();
  const result = page.getByTestId("run-result");
  await expect(result).toHaveAttribute("data-real", "true");
  // The stand-in ledger is not set up in `none` mode: it answers not_set_up with exit code 3, so the run failed.
  await expect(result.getByTestId("run-exit")).toHaveText("3");
  await expect(result.getByTestId("run-json")).toContainText('"error": "not_set_up"');
  const badge = result.getByTestId("run-outcome");
  await expect(badge).toHaveText("Failed");
  await expect(badge).toHaveCSS("background-color", await cssColour(page, "--error"));
  await expect(result.getByTestId("run-reason")).toHaveText("Failed: exit code 3");
  await expect(result.getByTestId("run-title")).toHaveText("transfer failed");
  await expect(result).not.toContainText("Paid 2.80 to demo-transit");
  await expect(result).not.toContainText("Succeeded");
  await expect(result.getByTestId("run-approval")).toContainText("approved by you");
  const entry = page.getByTestId("history-entry").first();
  await expect(entry).toHaveAttribute("data-outcome", "failed");
  await expect(entry).toContainText("Failed");
  await expect(entry).toContainText("exit code 3");
  await expect(entry).not.toContainText("Succeeded");
  await result.screenshot({ path: `${shots}dry-run.png` });
});

test("Cancel (or Escape) on the card runs nothing", async ({ page }) => {
  await fillTransfer(page, "2.80", "demo-transit");
  await page.getByTestId("run-button").click();
  const dialog = page.getByTestId("approval-dialog");
  await expect(dialog).toBeVisible();
  // The safe choice has the focus; Approve is a Tab away.
  await expect(page.getByTestId("cancel-run")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByTestId("approve-run")).toBeFocused();
  await page.getByTestId("cancel-run").click();
  await expect(dialog).toBeHidden();

  await page.getByTestId("run-button").click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await expect(page.getByTestId("run-history")).toBeVisible();
  await expect(realEntries(page)).toHaveCount(0);
  await expect(page.getByTestId("history-entry")).toHaveCount(0);
  await expect(page.getByTestId("run-result")).toHaveCount(0);
});

test("setup.status (read, never asks) runs straight away and shows its JSON as a tree", async ({ page }) => {
  await page.getByTestId("verb-select").selectOption("setup.status");
  await page.getByTestId("run-button").click();
  const result = page.getByTestId("run-result");
  await expect(result).toHaveAttribute("data-real", "true");
  await expect(page.getByTestId("approval-dialog")).toBeHidden();
  await expect(result.getByTestId("run-exit")).toHaveText("0");
  await expect(result.getByTestId("run-outcome")).toHaveText("Succeeded");
  await expect(result.getByTestId("run-reason")).toHaveCount(0);
  await expect(page.getByTestId("history-entry").first()).toHaveAttribute("data-outcome", "succeeded");
  await expect(result.getByTestId("run-json")).toContainText('"ready": false');
  await expect(result.locator("[data-testid=json-leaf][data-key=ready]")).toContainText("false");
  await expect(result.getByTestId("run-limit")).toHaveText("none");
  await result.getByTestId("toggle-raw").click();
  await expect(result.getByTestId("run-stdout")).toContainText('{"ready":false}');
  await expect(result.getByTestId("no-side-effects")).toBeVisible();
});

test("setup.apply (first_use): approved once, later runs in this session go straight through", async ({ page }) => {
  await page.getByTestId("verb-select").selectOption("setup.apply");
  await page.getByTestId("run-button").click();
  await page.getByTestId("approve-run").click();
  const result = page.getByTestId("run-result");
  await expect(result.getByTestId("run-exit")).toHaveText("0");
  const effect = result.locator("[data-testid=side-effect][data-path='home/.ledger.json']");
  await expect(effect).toHaveAttribute("data-change", "created");
  await expect(effect.getByTestId("side-effect-diff")).toContainText('+{"balance":"120.00"');
  await result.screenshot({ path: `${shots}dry-run-side-effects.png` });

  await page.getByTestId("run-button").click();
  await expect(realEntries(page)).toHaveCount(2);
  await expect(page.getByTestId("approval-dialog")).toBeHidden();
  await expect(page.getByTestId("run-result").getByTestId("run-approval")).toContainText("first use");

  // Clicking the older entry shows its result again.
  await page.getByTestId("history-entry").nth(1).click();
  await expect(page.getByTestId("history-entry").nth(1)).toHaveAttribute("aria-current", "true");
  await expect(page.getByTestId("run-result").getByTestId("run-approval")).toContainText("approved by you");
});

test("a command whose program the sandbox cannot find: Run is disabled with the reason before any click", async ({
  page,
}) => {
  await page.getByTestId("verb-select").selectOption("status");
  await expect(page.getByTestId("run-button")).toBeEnabled();
  // wrap.bin becomes a bare name that is on no PATH of this machine.
  const surface = JSON.parse(examplePack("ledger")["surface.json"]!);
  surface.wrap.bin = "ledger";
  await typeFile(page, "surface.json", JSON.stringify(surface, null, 2));
  await expect(page.getByTestId("display-line")).toContainText("ledger status");
  const button = page.getByTestId("run-button");
  await expect(button).toBeDisabled();
  const reason = page.getByTestId("run-disabled-reason");
  await expect(reason).toBeVisible();
  await expect(reason).toContainText('"ledger" is not installed where the sandbox looks');
  // The reason is the button's description, for a screen reader too.
  const describedBy = await button.getAttribute("aria-describedby");
  expect(describedBy).toBe(await reason.getAttribute("id"));
  await expect(page.getByTestId("history-entry")).toHaveCount(0);

  // Back to the pack's own script: Run comes back.
  await typeFile(page, "surface.json", examplePack("ledger")["surface.json"]!);
  await expect(button).toBeEnabled();
  await expect(reason).toHaveCount(0);
});

test("a pack whose command runs git (a CLI on the sandbox's PATH) dry-runs, with nothing to allow", async ({
  page,
}) => {
  const surface = {
    id: "gitver",
    name: "Git version",
    kind: "wrap",
    cliBin: "git",
    transports: ["cli", "json_exec"],
    binding: { mode: "public", hub: "none" },
    wrap: { bin: "git", json_flag: [], workspace: { mode: "ephemeral" } },
    verbs: {
      version: {
        description: "Print the version of git.",
        cli: ["git", "--version"],
        title: { live: "Reading the git version", done: "Read the git version" },
      },
    },
  };
  const policy = { surface_id: "gitver", verbs: { version: { effect: "read" } } };
  await typeFile(page, "surface.json", JSON.stringify(surface, null, 2));
  await typeFile(page, "policy.json", JSON.stringify(policy, null, 2));
  await typeFile(page, "HARNESS.md", "# Git version\n\nRun `git --version` to see which git is installed.\n");
  // Opening HARNESS.md shows its Skill panel: back to the preview.
  await page.getByRole("tab", { name: "Preview" }).click();
  await expect(page.getByTestId("pack-id")).toHaveText("gitver");
  await expect(page.getByTestId("display-line")).toContainText("git --version");
  const button = page.getByTestId("run-button");
  await expect(button).toBeEnabled();
  await expect(page.getByTestId("run-disabled-reason")).toHaveCount(0);
  await button.click();
  const result = page.getByTestId("run-result");
  await expect(result.getByTestId("run-outcome")).toHaveText("Succeeded");
  await expect(result.getByTestId("run-stdout")).toContainText(/git version \d/);
  await expect(result.getByTestId("run-title")).toHaveText("Read the git version");
  await expect(page.getByTestId("run-refusal")).toHaveCount(0);
  await expect(page.locator("body")).not.toContainText("not allowed");
});

test("a refused form disables Run and names the argument to fix", async ({ page }) => {
  await page.getByTestId("verb-select").selectOption("transfer");
  await page.getByTestId("arg-amount").fill("2.80");
  await expect(page.getByTestId("run-button")).toBeDisabled();
  await expect(page.getByTestId("run-disabled-reason")).toContainText("refused");
  await expect(page.getByTestId("run-disabled-reason")).toContainText("payee");
  await expect(page.getByTestId("sandbox-unavailable")).toHaveCount(0);
  await page.getByTestId("arg-payee").fill("demo-transit");
  await expect(page.getByTestId("run-button")).toBeEnabled();
});

test("without bubblewrap, Run is disabled with how to install it, and plans keep working", async ({ page }) => {
  // The server's answer as it gives it on a machine without bubblewrap.
  await page.route(/\/api\/trpc\/sandbox\.status\?/, (route) =>
    route.fulfill({
      contentType: "application/json",
      body: JSON.stringify([
        {
          result: {
            data: {
              available: false,
              bwrap: null,
              prlimit: "/usr/bin/prlimit",
              message:
                "Sandbox runs need bubblewrap, which is not installed: install it with `apt-get install bubblewrap` (Debian/Ubuntu) and restart the studio. Plans still work.",
              concurrency: 4,
              running: 0,
            },
          },
        },
      ]),
    }),
  );
  await openFresh(page);
  await fillTransfer(page, "2.80", "demo-transit");
  await expect(page.getByTestId("sandbox-unavailable")).toContainText("apt-get install bubblewrap");
  await expect(page.getByTestId("run-button")).toBeDisabled();
  await expect(page.getByTestId("run-disabled-reason")).toContainText("plan above still works");
  await expect(page.getByTestId("display-line")).toContainText("ledger transfer 2.80 --to demo-transit");
  await expect(page.getByTestId("approval-card")).toBeVisible();
});
