// XSS: a pack whose every string holds markup or script (e2e/fixtures/hostile-pack) renders as text everywhere:
// editor, previews, cards, run results, commands overview, HARNESS.md, share view, catalog, pack page and reviews.
import { expect, test } from "@playwright/test";
import {
  expectNoInjection,
  failingVariant,
  findInjected,
  hostilePack,
  payload,
  watchDialogs,
} from "../support/hostile";
import {
  cardKinds,
  checkCommandsTable,
  checkFiles,
  checkOverview,
  checkPreview,
  checkProblemsAndHover,
  checkRun,
  checkSkill,
} from "../support/hostile-studio";
import { publishToken } from "../support/publish-token";
import { openWith, problem, share } from "../support/studio";

let dialogs: string[] = [];

test.beforeEach(({ page }) => {
  dialogs = watchDialogs(page);
});

test.afterEach(async ({ page }) => {
  await expectNoInjection(page, dialogs, "end of the test");
});

/** The hostile pack made unique to this run: a review's conversation belongs to its pair of snapshots. */
function uniquePack(): Record<string, string> {
  const files = hostilePack();
  files["HARNESS.md"] = `${files["HARNESS.md"]}\n${payload.img} run ${Date.now()}-${Math.random()}\n`;
  return files;
}

test("editor: file tree, Monaco, problems, hover, every preview and card, overview, HARNESS.md and a dry-run", async ({
  page,
}) => {
  await openWith(page, hostilePack());
  await expect(page.getByTestId("pack-id")).toHaveText(payload.packId);
  await expect(page.getByTestId("lint-summary")).toContainText("passes lint");
  await checkFiles(page, dialogs);
  await checkProblemsAndHover(page, dialogs);
  await checkPreview(page, dialogs);
  await checkOverview(page, dialogs);
  await page.getByRole("tab", { name: "Skill" }).click();
  await checkSkill(page.getByTestId("skill-view"));
  await expectNoInjection(page, dialogs, "HARNESS.md rendered");
  await checkRun(page, dialogs);
});

test("editor, lint-failing variant: problems, hovers, quick-fix titles and the pack_invalid refusal", async ({
  page,
}) => {
  await openWith(page, failingVariant());
  await expect(page.getByTestId("lint-summary")).toContainText("fails lint");
  // M001's fix proposes a valid id made from the bad one (lower-case, only a-z 0-9 . _ -).
  const validId = "img-src-x-onerror-window.__xss-1";
  for (const [code, text] of [
    ["M001", '"><IMG SRC=X ONERROR=window.__xss=1>'],
    ["M010", "<img src=x onerror=window.__xss=1>"],
    ["M016", "<svg/onload=window.__xss=1>"],
    ["M006", payload.img],
    ["M014", payload.svg],
  ] as const)
    await expect(problem(page, code).filter({ hasText: text }).first()).toBeVisible();
  await expectNoInjection(page, dialogs, "problems panel");

  // The M001 quick fix: its title names the valid id it proposes, as text in Monaco's action list.
  await problem(page, "M001").getByRole("button").click();
  await expect(page.locator(".monaco-editor .squiggly-error").first()).toBeVisible();
  await page.keyboard.press("ControlOrMeta+K");
  await page.keyboard.press("ControlOrMeta+I");
  await expect(page.locator(".monaco-hover:not(.hidden)").first()).toContainText("is not lower-case");
  await expectNoInjection(page, dialogs, "hover of M001");
  await page.keyboard.press("Escape");
  await page.keyboard.press("Control+Period");
  const actions = page.locator(".action-widget").first();
  await expect(actions).toContainText(`Set the id to "${validId}"`);
  await expectNoInjection(page, dialogs, "quick-fix list");
  await page.keyboard.press("Escape");

  // The preview refuses the pack by its first finding, as text; "Preview anyway" renders the card.
  await page.getByRole("tab", { name: "Preview" }).click();
  await expect(page.getByTestId("refusal")).toHaveAttribute("data-code", "pack_invalid");
  await expect(page.getByTestId("refusal")).toContainText("window.__xss=1");
  await page.getByTestId("preview-anyway").check();
  await page.getByTestId("verb-select").selectOption("pay");
  await page.getByTestId("fill-examples").click();
  await expect(page.getByTestId("preview-result").getByTestId("approval-card")).toContainText(payload.script);
  await expectNoInjection(page, dialogs, "preview anyway");
});

test("share view /s/<id>: the read-only studio shows the hostile pack as text", async ({ page, request }) => {
  const id = await share(request, hostilePack());
  expect((await page.goto(`/s/${id}`))?.status()).toBe(200);
  await expect(page.getByTestId("read-only-badge")).toBeVisible();
  await expect(page.getByTestId("pack-id")).toHaveText(payload.packId);
  await checkFiles(page, dialogs);
  await checkProblemsAndHover(page, dialogs);
  await checkPreview(page, dialogs);
  await checkOverview(page, dialogs);
  await page.getByRole("tab", { name: "Skill" }).click();
  await checkSkill(page.getByTestId("skill-view"));
});

test("catalog: published through tRPC, the hostile pack lists, searches and opens as text", async ({
  page,
  request,
}) => {
  const response = await request.post("/api/trpc/catalog.publish", {
    data: { files: hostilePack(), token: publishToken },
  });
  expect(response.ok(), `publishing needs the e2e server's STUDIO_PUBLISH_TOKEN: ${await response.text()}`).toBe(true);
  const published = (await response.json()).result.data;
  expect(published.id).toBe(payload.packId);
  expect(published.path).toBe(`/packs/${encodeURIComponent(payload.packId)}`);

  await page.goto(`/?q=${encodeURIComponent("hostile pack")}`);
  const result = page
    .getByTestId("catalog-result")
    .and(page.locator(`[data-id="${payload.packId.replaceAll('"', '\\"')}"]`));
  await expect(result).toContainText(`${payload.img} ${payload.script}`);
  await expect(result).toContainText(payload.packId);
  const link = result.getByTestId("catalog-result-link");
  await expect(link).toHaveAttribute("href", published.path);
  await expectNoInjection(page, dialogs, "catalog list");

  await link.click();
  await expect(page.getByTestId("pack-page")).toHaveAttribute("data-id", payload.packId);
  expect(await page.title()).toContain(payload.packId);
  await expect(page.getByTestId("pack-name")).toContainText(`${payload.img} ${payload.script} ${payload.svg}`);
  await expect(page.getByTestId("pack-description")).toContainText(payload.script);
  await checkCommandsTable(page);
  for (const [verb, kind] of cardKinds) {
    const preview = page.getByTestId("card-preview").and(page.locator(`[data-verb="${verb}"]`));
    await expect(preview.getByTestId("approval-card")).toHaveAttribute("data-kind", kind);
    await expect(preview.getByTestId("card-reason")).toContainText(payload.script);
  }
  await checkSkill(page.getByTestId("pack-harness"));
  await page.getByTestId("pack-lint").getByText("The findings").click();
  await expect(page.getByTestId("pack-lint").locator("li").first()).toBeVisible();
  await expect(page.getByTestId("pack-lint")).toContainText(payload.packId);
  await expect(page.getByTestId("pack-download")).toHaveAttribute("href", `${published.path}/download`);
  await expectNoInjection(page, dialogs, "pack page");

  // "Open in editor" hands the pack to the editor (nothing saved there, so no question asked).
  await page.evaluate(() => localStorage.clear());
  await page.getByTestId("open-in-editor").click();
  await expect(page).toHaveURL(/\/editor$/);
  await expect(page.getByTestId("pack-id")).toHaveText(payload.packId);
  await expect(problem(page, "M004")).toContainText(payload.packId);
});

test("review: risks, findings, commands, hostile file names in diffs, comments and names stay text", async ({
  page,
  request,
}) => {
  const base = uniquePack();
  const head = { ...base };
  // Head: the read command writes with no card, the notes file is gone, and a file with a hostile name is added.
  const policy = JSON.parse(head["policy.json"]!);
  policy.verbs[payload.probe] = { effect: "write", approval: "always", reason: payload.img };
  head["policy.json"] = JSON.stringify(policy, null, 2);
  delete head[payload.notes];
  const added = `docs/${payload.img}.md`;
  head[added] = `# ${payload.script}\n`;
  const [a, b] = [await share(request, base), await share(request, head)];
  await page.goto("/");
  await page.evaluate(() => localStorage.removeItem("packstudio.review.name"));
  await page.goto(`/review/${a}...${b}`);

  const risks = page.getByTestId("risk");
  await expect(risks.first()).toHaveAttribute("data-code", "read_to_write");
  await expect(risks.first()).toHaveAttribute("data-verb", payload.probe);
  await expect(risks.first()).toContainText(payload.probe);
  await expect(page.locator("[data-testid=finding-added][data-code=M024]")).toContainText(payload.probe);
  const changed = page.getByTestId("command-changed").and(page.locator(`[data-verb="${payload.probe}"]`));
  await expect(changed.getByTestId("argv-after").getByTestId("argv-token").last()).toHaveText(payload.script);
  await expect(changed.getByTestId("approval-card")).toContainText(payload.img);
  await expectNoInjection(page, dialogs, "review summary");

  // The files: hostile names as text, each diff in Monaco.
  const files = page.getByTestId("review-file");
  await expect(files.and(page.locator('[data-status="added"]'))).toContainText(added);
  await expect(files.and(page.locator('[data-status="removed"]'))).toContainText(payload.notes);
  await files.and(page.locator('[data-status="added"]')).click();
  await expect(page.getByTestId("diff-file")).toHaveText(added);
  await expect(page.locator(".monaco-diff-editor")).toContainText("window.__xss=1");
  await files.and(page.locator('[data-status="removed"]')).click();
  await expect(page.getByTestId("diff-file")).toHaveText(payload.notes);
  await expect(page.locator(".monaco-diff-editor")).toContainText("window.__xss=1");
  await expectNoInjection(page, dialogs, "file diffs");

  // A comment and a verdict whose name, pointer and text are all markup.
  const form = page.getByTestId("comment-form");
  await form.getByTestId("reviewer-name").fill(payload.img);
  await page.getByTestId("comment-anchor-kind").selectOption("pointer");
  await page.getByTestId("comment-pointer").fill(`/verbs/${payload.svg}`);
  await page.getByTestId("comment-text").fill(`${payload.script}\n${payload.svg} ${payload.js}\n${payload.templateJs}`);
  await page.getByTestId("comment-submit").click();
  const comment = page.getByTestId("comment");
  await expect(comment.getByTestId("comment-author")).toHaveText(payload.img);
  await expect(comment.getByTestId("comment-anchor")).toContainText(payload.svg);
  await expect(comment.getByTestId("comment-body")).toContainText(payload.script);
  await expect(comment.getByTestId("comment-body")).toContainText(`${payload.svg} ${payload.js}`);
  await page.getByTestId("verdict-request-changes").click();
  await expect(page.getByTestId("verdict")).toContainText(payload.img);
  await expectNoInjection(page, dialogs, "comments and verdict");

  // As anyone opening the link later sees them, from the server.
  await page.reload();
  await files.and(page.locator('[data-status="removed"]')).click();
  await expect(page.getByTestId("comment").getByTestId("comment-author")).toHaveText(payload.img);
  await expect(page.getByTestId("verdict")).toContainText(payload.img);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(payload.packId);
});

test("addresses that carry markup: the catalog search, a bad review link, unknown packs and shares", async ({
  page,
}) => {
  const words = `${payload.img} ${payload.script}`;
  await page.goto(`/?q=${encodeURIComponent(words)}`);
  await expect(page.getByTestId("catalog-total")).toContainText(`matching “${words}”`);
  await expect(page.getByTestId("catalog-search")).toHaveValue(words);
  await expectNoInjection(page, dialogs, "catalog search");

  await page.goto(`/review/${encodeURIComponent(payload.svg)}...${encodeURIComponent(payload.img)}`);
  await expect(page.getByTestId("review-bad-link")).toContainText(JSON.stringify(payload.svg));
  await expectNoInjection(page, dialogs, "bad review link");

  expect((await page.goto(`/packs/${encodeURIComponent(payload.img)}`))?.status()).toBe(404);
  await expect(page.getByTestId("pack-not-found")).toBeVisible();
  expect((await page.goto(`/s/${encodeURIComponent(payload.img)}`))?.status()).toBe(404);
  await expect(page.getByTestId("share-not-found")).toBeVisible();
});

test("the checks catch each payload once it is parsed as HTML (so the tests above can fail)", async ({ page }) => {
  const markup = [
    payload.img,
    payload.script,
    payload.svg,
    `<a href="${payload.js}">link</a>`,
    `<a href=" JaVa\tScRiPt:window.__xss=1">link</a>`,
    payload.probe,
    '<iframe src="about:blank"></iframe>',
    '<div onclick="window.__xss=1">div</div>',
    '<span style="position:fixed;inset:0">cover</span>',
    '<img src="data:image/svg+xml;base64,PHN2Zy8+">',
  ];
  for (const html of markup) {
    await page.goto("/rules");
    expect(await findInjected(page), "a page of the studio holds nothing of the payloads").toEqual([]);
    await page.evaluate((h) => {
      const host = document.createElement("div");
      host.innerHTML = h;
      document.body.append(host);
    }, html);
    expect(await findInjected(page), html).not.toEqual([]);
  }
  // A payload that runs sets window.__xss; a dialog is counted.
  await page.evaluate(() => {
    (window as { __xss?: number }).__xss = 1;
  });
  expect(await findInjected(page)).toContain("window.__xss is set");
  await page.evaluate(() => alert("x"));
  expect(dialogs).toEqual(["alert: x"]);
  dialogs.length = 0;
  await page.goto("/rules");
});
